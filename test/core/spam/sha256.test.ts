import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { sha256Hex } from '../../../src/core/spam/sha256';

describe('sha256Hex', () => {
  it('gives the FIPS 180-4 test vectors', () => {
    expect(sha256Hex('')).toBe('e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855');
    expect(sha256Hex('abc')).toBe('ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad');
    expect(sha256Hex('abcdbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq')).toBe(
      '248d6a61d20638b8e5c026930c3e6039a33ce45964ff2167f6ecedd419db06c1',
    );
  });

  it('matches Node on every length around the block and padding edges, and on UTF-8 text', () => {
    for (let length = 0; length <= 130; length += 1) {
      const text = 'a1'.repeat(length).slice(0, length);
      expect(sha256Hex(text)).toBe(createHash('sha256').update(text, 'utf8').digest('hex'));
    }
    const unicode = 'salt-é-日本-🙂42';
    expect(sha256Hex(unicode)).toBe(createHash('sha256').update(unicode, 'utf8').digest('hex'));
  });
});
