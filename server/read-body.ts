import type { IncomingMessage } from 'node:http';

/** What `readTextBody` answers when the body is longer than the limit. */
export const BODY_TOO_LARGE = Symbol('body too large');

export type TextBody = string | typeof BODY_TOO_LARGE;

/**
 * Reads a request body as UTF-8 text, keeping at most `limitBytes` bytes. A body that is
 * larger (by its Content-Length, or once more bytes arrive) answers BODY_TOO_LARGE at once:
 * nothing past the limit is kept, and the rest of the upload is left to the server to discard.
 * Rejects when the client goes away before the body ends.
 */
export function readTextBody(req: IncomingMessage, limitBytes: number): Promise<TextBody> {
  const declared = Number(req.headers['content-length']);
  if (Number.isFinite(declared) && declared > limitBytes) return Promise.resolve(BODY_TOO_LARGE);

  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let received = 0;
    const cleanUp = (): void => {
      req.off('data', onData);
      req.off('end', onEnd);
      req.off('error', onError);
      req.off('close', onClose);
    };
    const onData = (chunk: Buffer): void => {
      received += chunk.length;
      if (received > limitBytes) {
        cleanUp();
        chunks.length = 0;
        // Stop reading; once the answer is sent the server discards whatever is still coming.
        req.pause();
        resolve(BODY_TOO_LARGE);
        return;
      }
      chunks.push(chunk);
    };
    const onEnd = (): void => {
      cleanUp();
      resolve(Buffer.concat(chunks, received).toString('utf8'));
    };
    const onError = (error: Error): void => {
      cleanUp();
      reject(error);
    };
    const onClose = (): void => {
      cleanUp();
      reject(new Error('The client closed the connection before the request body ended'));
    };
    req.on('data', onData);
    req.on('end', onEnd);
    req.on('error', onError);
    req.on('close', onClose);
  });
}
