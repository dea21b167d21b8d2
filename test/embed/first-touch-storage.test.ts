import { describe, expect, it } from 'vitest';
import { FIRST_TOUCH_STORAGE_KEY } from '../../src/core/attribution/attribution';
import { attributionToSend, recordFirstTouch } from '../../src/embed/first-touch-storage';
import { memoryStorage, throwingStorage } from '../store/wire-definition';

const LANDING = { url: 'https://shop.test/landing?utm_source=news&other=x#frag', referrer: 'https://search.test/?q=1' };
const SECOND = { url: 'https://shop.test/pricing?utm_source=other', referrer: 'https://shop.test/landing' };

describe('recordFirstTouch', () => {
  it('keeps the first page of the session and never replaces it', () => {
    const storage = memoryStorage();
    recordFirstTouch(storage, LANDING);
    recordFirstTouch(storage, SECOND);
    expect(JSON.parse(storage.items.get(FIRST_TOUCH_STORAGE_KEY)!)).toEqual({
      utm_source: 'news',
      referrer: 'https://search.test/',
      landingPage: 'https://shop.test/landing?utm_source=news',
    });
    expect(attributionToSend(storage, SECOND)).toEqual({ utm_source: 'news', referrer: 'https://search.test/', landingPage: 'https://shop.test/landing?utm_source=news' });
  });

  it('replaces an entry it cannot read', () => {
    const storage = memoryStorage();
    storage.items.set(FIRST_TOUCH_STORAGE_KEY, '{broken');
    recordFirstTouch(storage, SECOND);
    expect(attributionToSend(storage, LANDING).landingPage).toBe('https://shop.test/pricing?utm_source=other');
  });

  it('without storage, or with storage that throws, keeps nothing and sends the current page', () => {
    const throwing = throwingStorage();
    expect(() => recordFirstTouch(throwing, LANDING)).not.toThrow();
    expect(() => recordFirstTouch(undefined, LANDING)).not.toThrow();
    expect(attributionToSend(throwing, SECOND)).toEqual({ utm_source: 'other', referrer: 'https://shop.test/landing', landingPage: 'https://shop.test/pricing?utm_source=other' });
    expect(attributionToSend(undefined, SECOND).landingPage).toBe('https://shop.test/pricing?utm_source=other');
  });

  it('storage that refuses to write (full) sends the current page', () => {
    const full = { ...memoryStorage(), setItem: () => { throw new Error('QuotaExceededError'); } };
    expect(() => recordFirstTouch(full, LANDING)).not.toThrow();
    expect(attributionToSend(full, SECOND).utm_source).toBe('other');
  });
});
