import { afterEach, describe, expect, it, vi } from 'vitest';
import { gunzipSync } from 'node:zlib';
import * as contentEncoding from '../../../server/http/content-encoding.js';
import { encodedBody } from '../../../server/http/encoded-body.js';

const TEXT = JSON.stringify({ form: { name: 'Contact – “quoted”', fields: Array.from({ length: 50 }, (_, index) => `field_${index}`) } });

vi.mock('../../../server/http/content-encoding.js', { spy: true });

afterEach(() => {
  vi.mocked(contentEncoding.compressAnswer).mockReset();
});

describe('encodedBody', () => {
  it('holds the text as UTF-8 and sends it as it is without an encoding', async () => {
    const body = encodedBody(TEXT);
    expect((await body.in(null)).toString('utf8')).toBe(TEXT);
    expect(body.text()).toBe(TEXT);
    expect(body.bytes).toBe(Buffer.byteLength(TEXT));
  });

  it('compresses once per encoding, sharing a copy still being made, and tells its new bytes', async () => {
    const onGrown = vi.fn();
    const body = encodedBody(TEXT, onGrown);
    const [first, second] = await Promise.all([body.in('gzip'), body.in('gzip')]);
    expect(second).toBe(first);
    expect(await body.in('gzip')).toBe(first);
    expect(gunzipSync(first).toString('utf8')).toBe(TEXT);
    expect(contentEncoding.compressAnswer).toHaveBeenCalledTimes(1);
    expect(body.bytes).toBe(Buffer.byteLength(TEXT) + first.length);
    expect(onGrown.mock.calls).toEqual([[body.bytes]]);
  });

  it('compresses anew on the next ask after a compression failed, growing by nothing', async () => {
    const onGrown = vi.fn();
    const failure = new Error('out of memory');
    vi.mocked(contentEncoding.compressAnswer).mockRejectedValueOnce(failure);
    const body = encodedBody(TEXT, onGrown);
    await expect(body.in('br')).rejects.toBe(failure);
    expect(body.bytes).toBe(Buffer.byteLength(TEXT));
    expect(onGrown).not.toHaveBeenCalled();
    const brotli = await body.in('br');
    expect(contentEncoding.compressAnswer).toHaveBeenCalledTimes(2);
    expect(body.bytes).toBe(Buffer.byteLength(TEXT) + brotli.length);
  });
});
