import { createWriteStream } from 'node:fs';
import { mkdir, rm } from 'node:fs/promises';
import type { IncomingMessage } from 'node:http';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import busboy from 'busboy';

/** Spec section 5, File: a file over 100 MB is refused. */
export const DEFAULT_MAX_FILE_BYTES = 104_857_600;
export const MAX_FIELDS = 1000;
/** Spec section 5: text input must stay under 65,536 characters. */
export const MAX_FIELD_CHARS = 65_536;
/** File parts in one submission. */
export const MAX_FILES = 100;
/**
 * The whole body of one submission: 256 MiB. The spec caps each file at 100 MB and names no
 * total, while MAX_FILES files at that size would be 10 GB on disk from one request. A form
 * rarely carries more than a couple of files, so this takes two files at the per-file limit
 * with 56 MiB to spare for the text fields and the multipart framing.
 */
export const DEFAULT_MAX_SUBMISSION_BYTES = 268_435_456;
/** Longest field name kept (a longer one is refused). */
const MAX_FIELD_NAME_BYTES = 200;

export interface ReceivedFile {
  /** The form field it was sent for. */
  field: string;
  /** The file name the browser gave. */
  name: string;
  /** Its name in the upload folder: `{n}-{sanitised name}`. */
  storedName: string;
  size: number;
  contentType: string;
}

export interface MultipartSubmission {
  /** Text fields in order of first appearance; a repeated name's values are joined with ';'. */
  fields: Map<string, string>;
  /** The `contextField` part, as sent; undefined when there was none. */
  contextJson: string | undefined;
  /** Files saved in `stagingDir`, in the order they came. */
  files: ReceivedFile[];
}

export type MultipartFailure =
  | 'notMultipart'
  | 'malformed'
  | 'tooManyFields'
  | 'fieldTooLarge'
  | 'tooManyFiles'
  | 'fileTooLarge'
  /** The body is longer than `maxBodyBytes` (by its Content-Length, or as it arrives). */
  | 'bodyTooLarge'
  | 'invalidContext'
  /** The client went away before the body ended: there is no one to answer. */
  | 'aborted';

export type MultipartResult =
  | { ok: true; submission: MultipartSubmission }
  | { ok: false; failure: MultipartFailure; message: string };

export interface ReadMultipartOptions {
  /** Files are written here (created on the first file); removed again when the read fails. */
  stagingDir: string;
  maxFileBytes?: number;
  maxFields?: number;
  maxFieldChars?: number;
  maxFiles?: number;
  /** The whole body, in bytes (no limit when unset). */
  maxBodyBytes?: number;
  /** A part holding JSON (`hs_context`): must parse, and is kept apart from the fields. */
  contextField: string;
  /** Fields read but not kept (the captcha token). */
  droppedFields?: readonly string[];
  /** Whether a file part for this field is kept; other file parts are read and discarded. */
  acceptsFile(field: string): boolean;
}

const MULTIPART = /^multipart\/form-data\s*(;|$)/i;

/**
 * A file name safe to put in a path: accents dropped, then letters, digits, '.', '_' and '-'
 * only (others become '_'), no leading dots, the last 100 characters (so the extension stays);
 * 'file' when no letter or digit is left.
 */
export function sanitiseFileName(name: string): string {
  const base = name.split(/[\\/]/).pop() ?? '';
  const cleaned = base
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^A-Za-z0-9._-]+/g, '_')
    .slice(-100)
    .replace(/^\.+/, '');
  return /[A-Za-z0-9]/.test(cleaned) ? cleaned : 'file';
}

/**
 * Reads a multipart/form-data request body. Text fields are collected (repeated names joined
 * with ';'); file parts accepted by `acceptsFile` are streamed to `stagingDir` as
 * `{n}-{sanitised name}`, synced to disk before the read resolves. Any limit broken stops the
 * read at once: what was written is deleted and the rest of the body is discarded unread.
 */
export function readMultipart(req: IncomingMessage, options: ReadMultipartOptions): Promise<MultipartResult> {
  const maxFileBytes = options.maxFileBytes ?? DEFAULT_MAX_FILE_BYTES;
  const maxFieldChars = options.maxFieldChars ?? MAX_FIELD_CHARS;
  const contentType = req.headers['content-type'] ?? '';
  if (!MULTIPART.test(contentType)) {
    return Promise.resolve({ ok: false, failure: 'notMultipart', message: 'The body must be multipart/form-data' });
  }
  const { maxBodyBytes } = options;
  const bodyTooLarge = `The submission is larger than ${maxBodyBytes} bytes`;
  const declared = Number(req.headers['content-length']);
  if (maxBodyBytes !== undefined && Number.isFinite(declared) && declared > maxBodyBytes) {
    // Nothing is read: the server discards the body once the answer is sent.
    return Promise.resolve({ ok: false, failure: 'bodyTooLarge', message: bodyTooLarge });
  }
  let parser: busboy.Busboy;
  try {
    parser = busboy({
      headers: req.headers,
      // Browsers send file names as UTF-8.
      defParamCharset: 'utf8',
      limits: {
        fields: options.maxFields ?? MAX_FIELDS,
        // Bytes: a UTF-16 code unit takes at most 3 bytes of UTF-8. One byte more than the
        // limit, so that a part of exactly the limit is not taken as truncated.
        fieldSize: maxFieldChars * 3 + 1,
        fieldNameSize: MAX_FIELD_NAME_BYTES,
        files: options.maxFiles ?? MAX_FILES,
        fileSize: maxFileBytes + 1,
      },
    });
  } catch (error) {
    return Promise.resolve({ ok: false, failure: 'malformed', message: error instanceof Error ? error.message : 'Malformed multipart body' });
  }

  return new Promise((resolve, reject) => {
    const values = new Map<string, string[]>();
    let contextJson: string | undefined;
    const files: (ReceivedFile | undefined)[] = [];
    const writes: Promise<void>[] = [];
    const sources: Readable[] = [];
    let stagingReady: Promise<unknown> | undefined;
    let settled = false;

    const removeStaging = (): Promise<void> => rm(options.stagingDir, { recursive: true, force: true });

    const stopReading = (): void => {
      req.off('close', onClose);
      req.off('data', countBytes);
      req.unpipe(parser);
      for (const source of sources) source.destroy();
      // Whatever the client still sends is read and dropped, so it can read the answer.
      req.resume();
    };

    const fail = (failure: MultipartFailure, message: string): void => {
      if (settled) return;
      settled = true;
      stopReading();
      void Promise.allSettled(writes)
        .then(removeStaging)
        .then(() => resolve({ ok: false, failure, message }), reject);
    };

    const crash = (error: unknown): void => {
      if (settled) return;
      settled = true;
      stopReading();
      void Promise.allSettled(writes)
        .then(removeStaging)
        .then(() => reject(error), () => reject(error));
    };

    const onClose = (): void => {
      if (!req.complete) fail('aborted', 'The client closed the connection before the body ended');
    };
    req.on('close', onClose);

    // A body without Content-Length (chunked) is measured as it comes.
    let received = 0;
    const countBytes = (chunk: Buffer): void => {
      received += chunk.length;
      if (maxBodyBytes !== undefined && received > maxBodyBytes) fail('bodyTooLarge', bodyTooLarge);
    };
    req.on('data', countBytes);

    parser.on('field', (name, value, info) => {
      if (settled) return;
      // busboy applies `fieldNameSize` to urlencoded bodies only (a multipart name always has
      // nameTruncated false), so the name is measured here (a part may come with no name at all).
      if (info.nameTruncated || Buffer.byteLength(name ?? '') > MAX_FIELD_NAME_BYTES) {
        return fail('fieldTooLarge', `A field name is longer than ${MAX_FIELD_NAME_BYTES} bytes`);
      }
      if (info.valueTruncated || value.length > maxFieldChars) {
        return fail('fieldTooLarge', `Field "${name}" is longer than ${maxFieldChars} characters`);
      }
      if (name === options.contextField) {
        if (contextJson !== undefined) return fail('invalidContext', `${options.contextField} must be sent once`);
        try {
          JSON.parse(value);
        } catch {
          return fail('invalidContext', `${options.contextField} is not valid JSON`);
        }
        contextJson = value;
        return;
      }
      if (options.droppedFields?.includes(name)) return;
      const list = values.get(name);
      if (list) list.push(value);
      else values.set(name, [value]);
    });

    parser.on('file', (field, stream, info) => {
      // A body that ends inside this part destroys the stream with the parser's error, which the
      // parser's own listener answers: skipped, or not yet piped to disk, the stream must not
      // throw it again past the request.
      stream.on('error', () => undefined);
      const fileName = info.filename;
      // An empty file input sends a part with no name: nothing was chosen.
      if (settled || !options.acceptsFile(field) || fileName === undefined || fileName === '') {
        stream.resume();
        return;
      }
      const index = files.length;
      files.push(undefined);
      const storedName = `${index + 1}-${sanitiseFileName(fileName)}`;
      const target = path.join(options.stagingDir, storedName);
      sources.push(stream);
      stream.once('limit', () => fail('fileTooLarge', `A file is larger than ${maxFileBytes} bytes`));
      stagingReady ??= mkdir(options.stagingDir, { recursive: true });
      const write = stagingReady.then(async () => {
        if (settled) return;
        // flush: the file is synced to disk before it counts as written.
        const out = createWriteStream(target, { flush: true });
        await pipeline(stream, out);
        files[index] = { field, name: fileName, storedName, size: out.bytesWritten, contentType: info.mimeType };
      });
      writes.push(write);
      write.catch((error: unknown) => crash(error));
    });

    parser.on('filesLimit', () => fail('tooManyFiles', `More than ${options.maxFiles ?? MAX_FILES} files`));
    parser.on('fieldsLimit', () => fail('tooManyFields', `More than ${options.maxFields ?? MAX_FIELDS} fields`));
    parser.on('error', (error: unknown) => fail('malformed', error instanceof Error ? error.message : 'Malformed multipart body'));
    parser.on('finish', () => {
      void Promise.all(writes).then(() => {
        if (settled) return;
        settled = true;
        req.off('close', onClose);
        req.off('data', countBytes);
        const fields = new Map<string, string>();
        for (const [name, list] of values) fields.set(name, list.join(';'));
        resolve({
          ok: true,
          submission: { fields, contextJson, files: files.filter((file): file is ReceivedFile => file !== undefined) },
        });
      }, crash);
    });

    req.pipe(parser);
  });
}
