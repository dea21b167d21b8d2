import type { Writable } from 'node:stream';

/** The reader of an export went away (the client closed the connection): nothing more is read or written. */
export class ExportAbortedError extends Error {
  override readonly name = 'ExportAbortedError';
  constructor() {
    super('the export was abandoned: its output closed before the end');
  }
}

/** Whether `output` holds more than it wants; streams of the older `readable-stream` package (inside exceljs) say so only in their state. */
function needsDrain(output: Writable): boolean {
  const legacyState = (output as { _writableState?: { needDrain?: boolean } })._writableState;
  return output.writableNeedDrain ?? legacyState?.needDrain ?? false;
}

/** Resolves once `output` wants more; rejects with `ExportAbortedError` when it closes or fails first. */
export function outputReady(output: Writable): Promise<void> {
  if (output.destroyed || output.writableEnded) return Promise.reject(new ExportAbortedError());
  if (!needsDrain(output)) return Promise.resolve();
  return new Promise((resolve, reject) => {
    const settle = (error?: Error) => {
      output.off('drain', onDrain);
      output.off('close', onClose);
      output.off('error', onClose);
      if (error) reject(error);
      else resolve();
    };
    const onDrain = () => settle();
    const onClose = () => settle(new ExportAbortedError());
    output.on('drain', onDrain);
    output.on('close', onClose);
    output.on('error', onClose);
  });
}

/**
 * Rejects with `ExportAbortedError` once `output` closes or fails before it has finished; else
 * never settles. For waits on streams upstream of `output`, which would never end if it went away.
 */
export function outputAbandoned(output: Writable): Promise<never> {
  const abandoned = new Promise<never>((_, reject) => {
    let finished = false;
    output.once('finish', () => (finished = true));
    const onEnd = () => {
      if (!finished) reject(new ExportAbortedError());
    };
    output.once('close', onEnd);
    output.once('error', onEnd);
  });
  // Nothing may be waiting on it when it happens.
  abandoned.catch(() => undefined);
  return abandoned;
}

/** Writes a chunk, then waits while `output` holds more than it wants (so memory stays one batch deep). */
export async function writeChunk(output: Writable, chunk: string | Buffer): Promise<void> {
  if (output.destroyed || output.writableEnded) throw new ExportAbortedError();
  output.write(chunk);
  await outputReady(output);
}

/** Ends `output` and resolves once everything written was handed on. */
export function endOutput(output: Writable): Promise<void> {
  return new Promise((resolve, reject) => {
    output.once('error', reject);
    output.end(() => resolve());
  });
}
