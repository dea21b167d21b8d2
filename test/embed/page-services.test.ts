import { afterEach, describe, expect, it, vi } from 'vitest';
import { newId, pageStorage, tabStorage } from '../../src/embed/page-services';

const asWindow = (members: Record<string, unknown>) => members as unknown as Window;

afterEach(() => {
  vi.restoreAllMocks();
});

describe('newId', () => {
  it("uses the page's crypto.randomUUID when there is one", () => {
    const randomUUID = vi.fn(() => '0b8f1c5e-4d2a-4f6b-9a3e-7c1d2e3f4a5b');
    expect(newId(asWindow({ crypto: { randomUUID } }))).toBe('0b8f1c5e-4d2a-4f6b-9a3e-7c1d2e3f4a5b');
    expect(randomUUID).toHaveBeenCalledTimes(1);
  });

  it.each([
    ['crypto without randomUUID (an http page)', { crypto: { getRandomValues: () => undefined } }],
    ['no crypto at all (an old browser)', {}],
  ])('falls back with %s to ids still unique across 1000 calls, even within one millisecond', (_name, members) => {
    vi.spyOn(Date, 'now').mockReturnValue(1_716_300_000_000);
    const win = asWindow(members);
    const ids = Array.from({ length: 1000 }, () => newId(win));
    expect(new Set(ids).size).toBe(1000);
    for (const id of ids) {
      expect(typeof id).toBe('string');
      expect(id.length).toBeGreaterThanOrEqual(12);
      // Safe in a header value.
      expect(id).toMatch(/^[0-9a-z-]+$/);
    }
  });
});

describe.each([
  ['pageStorage', pageStorage, 'localStorage'],
  ['tabStorage', tabStorage, 'sessionStorage'],
] as const)('%s', (_name, storageOf, member) => {
  it(`answers the page's ${member}, and no other`, () => {
    const storage = { getItem: () => null, setItem: () => undefined, removeItem: () => undefined };
    const other = { ...storage };
    const win = asWindow({ localStorage: other, sessionStorage: other, [member]: storage });
    expect(storageOf(win)).toBe(storage);
  });

  it(`answers undefined when reading ${member} throws (sandboxed frames, blocked cookies)`, () => {
    const win = {} as Window;
    Object.defineProperty(win, member, {
      get() {
        throw new DOMException('The operation is insecure.', 'SecurityError');
      },
    });
    expect(storageOf(win)).toBeUndefined();
  });

  it('answers undefined when the page has none', () => {
    expect(storageOf(asWindow({}))).toBeUndefined();
    expect(storageOf(asWindow({ [member]: null }))).toBeUndefined();
  });
});
