import { describe, expect, it } from 'vitest';
import { addressWithout, cleanAttribution, firstTouchOf, MAX_ATTRIBUTION_VALUE_LENGTH, readFirstTouch } from '../../../src/core/attribution/first-touch';

describe('addressWithout', () => {
  it('drops the fragment and every query parameter but the ones kept, in their order', () => {
    expect(addressWithout('https://shop.test/a/b?other=x&utm_source=news&gclid=G1#frag', ['utm_source', 'gclid'])).toBe(
      'https://shop.test/a/b?utm_source=news&gclid=G1',
    );
    expect(addressWithout('https://search.test/results?q=secret#top')).toBe('https://search.test/results');
  });

  it('answers nothing for an empty, unreadable or non-http address', () => {
    expect(addressWithout('')).toBeUndefined();
    expect(addressWithout('not a url')).toBeUndefined();
    expect(addressWithout('about:blank')).toBeUndefined();
    expect(addressWithout('javascript:alert(1)')).toBeUndefined();
  });
});

describe('firstTouchOf', () => {
  it('reads the campaign and click ids of the page, the referrer and the landing page without the rest', () => {
    expect(
      firstTouchOf({
        url: 'https://shop.test/landing?utm_source=news&utm_campaign=spring&gclid=G1&other=x#frag',
        referrer: 'https://search.test/results?q=shoes#x',
      }),
    ).toEqual({
      utm_source: 'news',
      utm_campaign: 'spring',
      gclid: 'G1',
      referrer: 'https://search.test/results',
      landingPage: 'https://shop.test/landing?utm_source=news&utm_campaign=spring&gclid=G1',
    });
  });

  it('a direct visit has its landing page alone; blank parameters are left out', () => {
    expect(firstTouchOf({ url: 'https://shop.test/?utm_source=%20%20&fbclid=', referrer: '' })).toEqual({
      landingPage: 'https://shop.test/?utm_source=++&fbclid=',
    });
  });

  it('trims values and cuts a long campaign value to the cap; drops an address over it (cut, it would point elsewhere)', () => {
    const long = 'x'.repeat(MAX_ATTRIBUTION_VALUE_LENGTH + 50);
    const touch = firstTouchOf({ url: `https://shop.test/?utm_term=%20shoes%20&utm_content=${long}`, referrer: `https://ref.test/${long}` });
    expect(touch.utm_term).toBe('shoes');
    expect(touch.utm_content).toHaveLength(MAX_ATTRIBUTION_VALUE_LENGTH);
    expect(touch.landingPage).toBeUndefined();
    expect(touch.referrer).toBeUndefined();
  });
});

describe('cleanAttribution and readFirstTouch', () => {
  it('keeps only the known keys that hold text', () => {
    expect(cleanAttribution({ utm_source: ' a ', msclkid: 7, landingPage: '', evil: 'x' })).toEqual({ utm_source: 'a' });
    expect(cleanAttribution(['utm_source'])).toEqual({});
    expect(cleanAttribution(JSON.parse('{"__proto__": {"utm_medium": "p"}}'))).toEqual({});
  });

  it("never takes a value from a polluted Object.prototype", () => {
    const proto = Object.prototype as Record<string, unknown>;
    proto.utm_source = 'polluted';
    try {
      expect(readFirstTouch('{"utm_medium":"email"}')).toEqual({ utm_medium: 'email' });
    } finally {
      delete proto.utm_source;
    }
  });

  it('reads a stored first touch, and nothing from nothing or from what is not JSON of an object', () => {
    expect(readFirstTouch(JSON.stringify({ utm_medium: 'email', referrer: 'https://a.test/' }))).toEqual({ utm_medium: 'email', referrer: 'https://a.test/' });
    expect(readFirstTouch(null)).toBeUndefined();
    expect(readFirstTouch('')).toBeUndefined();
    expect(readFirstTouch('{not json')).toBeUndefined();
    expect(readFirstTouch('"text"')).toBeUndefined();
  });
});
