import { createWriteStream } from 'node:fs';
import { mkdir, rm } from 'node:fs/promises';
import type { IncomingMessage } from 'node:http';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import busboy from 'busboy';
import { TEXT_LIMIT, characterCount, isUnderTextLimit } from '../../src/core/validation/limits.js';

/** Spec section 5, File: a file over 100 MB is refused. */
export const DEFAULT_MAX_FILE_BYTES = 104_857_600;
export const MAX_FIELDS = 1000;
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
/**
 * Bytes read of one text part: room for a text just under `TEXT_LIMIT` of four-byte characters
 * (the most UTF-8 takes per code point), plus a little leading and trailing space, which is not
 * counted. A longer part is cut by the parser and refused.
 */
const MAX_FIELD_BYTES = TEXT_LIMIT * 4 + 1024;

/** A count as people read it: 65,536. */
const formatCount = (count: number): string => count.toLocaleString('en-US');

/** The start of a long name, for a message. */
const shortened = (name: string): string => (name.length > 40 ? `${name.slice(0, 40)}…` : name);

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
 * The file name a browser meant: the HTML standard has browsers write a `"` in a file name as
 * `%22` (it would end the quoted header value), and nothing else, so that one escape is undone.
 */
export const browserFileName = (sent: string): string => sent.replace(/%22/g, '"');

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
  const maxFields = options.maxFields ?? MAX_FIELDS;
  const maxFiles = options.maxFiles ?? MAX_FILES;
  const contentType = req.headers['content-type'] ?? '';
  if (!MULTIPART.test(contentType)) {
    return Promise.resolve({ ok: false, failure: 'notMultipart', message: 'The body must be multipart/form-data' });
  }
  const { maxBodyBytes } = options;
  const bodyTooLarge = (size: string) => `The submission must be at most ${formatCount(maxBodyBytes ?? 0)} bytes (MAX_SUBMISSION_BYTES); ${size}`;
  const declared = Number(req.headers['content-length']);
  if (maxBodyBytes !== undefined && Number.isFinite(declared) && declared > maxBodyBytes) {
    // Nothing is read: the server discards the body once the answer is sent.
    return Promise.resolve({ ok: false, failure: 'bodyTooLarge', message: bodyTooLarge(`Content-Length is ${formatCount(declared)}`) });
  }
  let parser: busboy.Busboy;
  try {
    parser = busboy({
      headers: req.headers,
      // Browsers send file names as UTF-8.
      defParamCharset: 'utf8',
      limits: {
        // One more than allowed, so that the part past the limit arrives and can be named.
        fields: maxFields + 1,
        fieldSize: MAX_FIELD_BYTES,
        fieldNameSize: MAX_FIELD_NAME_BYTES,
        files: maxFiles + 1,
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
      if (maxBodyBytes !== undefined && received > maxBodyBytes) fail('bodyTooLarge', bodyTooLarge('more than that was sent'));
    };
    let fieldCount = 0;
    let fileCount = 0;
    req.on('data', countBytes);

    parser.on('field', (name, value, info) => {
      if (settled) return;
      // busboy applies `fieldNameSize` to urlencoded bodies only (a multipart name always has
      // nameTruncated false), so the name is measured here (a part may come with no name at all).
      const nameBytes = Buffer.byteLength(name ?? '');
      if (info.nameTruncated || nameBytes > MAX_FIELD_NAME_BYTES) {
        return fail('fieldTooLarge', `A field name must be at most ${MAX_FIELD_NAME_BYTES} bytes ("${shortened(name ?? '')}" has ${formatCount(nameBytes)})`);
      }
      fieldCount += 1;
      if (fieldCount > maxFields) return fail('tooManyFields', `A submission may carry at most ${formatCount(maxFields)} fields ("${name}" is one more)`);
      // Trimmed as the form's own check trims it: the same text passes both.
      const text = value.trim();
      if (info.valueTruncated || !isUnderTextLimit(text)) {
        const given = info.valueTruncated ? `more than ${formatCount(TEXT_LIMIT - 1)}` : formatCount(characterCount(text));
        return fail('fieldTooLarge', `Field "${name}" must be under ${formatCount(TEXT_LIMIT)} characters (${given} given)`);
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
      const fileName = info.filename === undefined ? undefined : browserFileName(info.filename);
      fileCount += 1;
      if (fileCount > maxFiles) {
        stream.resume();
        return fail('tooManyFiles', `A submission may carry at most ${formatCount(maxFiles)} files ("${field}" sent one more)`);
      }
      // An empty file input sends a part with no name: nothing was chosen.
      if (settled || fileName === undefined || fileName === '') {
        stream.resume();
        return;
      }
      if (!options.acceptsFile(field)) {
        // Never a file kept out of the row without a word: the sender learns which part it was.
        stream.resume();
        return fail('malformed', `File part "${shortened(field)}" is not a file field of this form`);
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

    // The parts past the limits are refused above, by name; these follow them (or a part without one).
    parser.on('filesLimit', () => fail('tooManyFiles', `A submission may carry at most ${formatCount(maxFiles)} files`));
    parser.on('fieldsLimit', () => fail('tooManyFields', `A submission may carry at most ${formatCount(maxFields)} fields`));
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
