// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { isSendableFile } from '../../src/core/sendable-file';

/** A window of its own, as the isolated frame gives a framed form: its `File` is not the page's. */
function foreignWindow(): Window & typeof globalThis {
  const frame = document.createElement('iframe');
  document.body.appendChild(frame);
  return frame.contentWindow as Window & typeof globalThis;
}

afterEach(() => {
  document.body.replaceChildren();
});

describe('isSendableFile', () => {
  it("accepts this window's File and a named Blob", () => {
    expect(isSendableFile(new File(['%PDF'], 'cv.pdf', { type: 'application/pdf' }))).toBe(true);
    expect(isSendableFile(Object.assign(new Blob(['x']), { name: 'note.txt' }))).toBe(true);
  });

  it("accepts another window's File, which instanceof refuses", () => {
    const other = foreignWindow();
    const file = new other.File(['hello'], 'hello.txt', { type: 'text/plain' });
    expect(file instanceof File).toBe(false);
    expect(isSendableFile(file)).toBe(true);
  });

  it('accepts an empty file (zero bytes is still a file)', () => {
    expect(isSendableFile(new File([], 'empty.txt'))).toBe(true);
  });

  it('refuses a plain object shaped like a file: the browser would send its text, not bytes', () => {
    const shaped = { name: 'cv.pdf', size: 4, type: 'application/pdf', slice: () => new Blob() };
    expect(isSendableFile(shaped)).toBe(false);
    expect(isSendableFile({ name: 'cv.pdf', size: 4, type: 'application/pdf' })).toBe(false);
  });

  it('refuses a Blob without a name, and non-objects', () => {
    expect(isSendableFile(new Blob(['x']))).toBe(false);
    for (const value of [null, undefined, 'cv.pdf', 42, true, [], () => undefined]) expect(isSendableFile(value)).toBe(false);
  });

  it('refuses an object tagged File whose size is not a byte count', () => {
    const tagged = (size: unknown) => ({ [Symbol.toStringTag]: 'File', name: 'a', size, type: '', slice: () => undefined });
    expect(isSendableFile(tagged(3))).toBe(true);
    for (const size of [-1, Number.NaN, Number.POSITIVE_INFINITY, '3']) expect(isSendableFile(tagged(size))).toBe(false);
  });
});
