import { describe, expect, it } from 'vitest';
import { encodedTexts } from '../../../server/http/encoded-texts.js';

const definition = (version: number) => JSON.stringify({ form: { guid: 'g', version, fields: Array.from({ length: 40 }, (_, index) => `field_${index}`) } });

describe('encodedTexts', () => {
  it('keeps one body per text, with its compressed copies counted in its bytes', async () => {
    const texts = encodedTexts({ entries: 10, bytes: 1024 * 1024 });
    const body = texts.bodyOf(definition(1));
    const brotli = await body.in('br');
    const again = texts.bodyOf(definition(1));
    expect(again).toBe(body);
    expect(await again.in('br')).toBe(brotli);
    expect(texts.size).toBe(1);
    expect(texts.bytes).toBe(Buffer.byteLength(definition(1)) + brotli.length);
  });

  it('takes an edited text for a new body', () => {
    const texts = encodedTexts({ entries: 10, bytes: 1024 * 1024 });
    const before = texts.bodyOf(definition(1));
    const after = texts.bodyOf(definition(2));
    expect(after).not.toBe(before);
    expect(after.text()).toBe(definition(2));
    expect(texts.size).toBe(2);
  });

  it('drops the least recently sent past its limit, and keeps no text larger than its bytes', () => {
    const texts = encodedTexts({ entries: 2, bytes: 1024 * 1024 });
    const first = texts.bodyOf(definition(1));
    texts.bodyOf(definition(2));
    texts.bodyOf(definition(1));
    texts.bodyOf(definition(3));
    expect(texts.size).toBe(2);
    expect(texts.bodyOf(definition(1))).toBe(first);
    expect(texts.size).toBe(2);

    const small = encodedTexts({ entries: 10, bytes: 10 });
    expect(small.bodyOf(definition(1)).text()).toBe(definition(1));
    expect(small.size).toBe(0);
  });
});
