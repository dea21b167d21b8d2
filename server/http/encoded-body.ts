import { compressAnswer, type ContentEncoding } from './content-encoding.js';

/**
 * An answer's body kept to be sent again: its UTF-8 bytes, and each compressed copy, made on the
 * first ask for its encoding (asks while it is being made share it) and kept. `onGrown` is told
 * the body's new `bytes` once a copy is made, so a cache holding it can weigh it anew.
 */
export function encodedBody(text: string, onGrown?: (bytes: number) => void) {
  const identity = Buffer.from(text, 'utf8');
  const copies = new Map<ContentEncoding, Promise<Buffer>>();
  let bytes = identity.length;

  return {
    /** The body in `encoding` (null: the bytes themselves). */
    in(encoding: ContentEncoding | null): Promise<Buffer> {
      if (encoding === null) return Promise.resolve(identity);
      let copy = copies.get(encoding);
      if (!copy) {
        const made = compressAnswer(identity, encoding);
        made.then(
          (compressed) => {
            bytes += compressed.length;
            onGrown?.(bytes);
          },
          // Asked for anew next time.
          () => copies.delete(encoding),
        );
        copies.set(encoding, made);
        copy = made;
      }
      return copy;
    },
    /** The text as made. */
    text(): string {
      return identity.toString('utf8');
    },
    /** The bytes held: the body's and those of each copy made. */
    get bytes(): number {
      return bytes;
    },
  };
}

export type EncodedBody = ReturnType<typeof encodedBody>;
