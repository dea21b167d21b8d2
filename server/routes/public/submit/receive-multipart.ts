import { createWriteStream } from 'node:fs';
import { mkdir, rm } from 'node:fs/promises';
import { pipeline } from 'node:stream/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fastifyMultipart, { type Multipart, type MultipartFile, type MultipartValue } from '@fastify/multipart';
import { TEXT_LIMIT, characterCount, isUnderTextLimit } from '../../../../src/core/validation/limits.js';
import { browserFileName, sanitiseFileName } from './file-names.js';

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
  /** Its name in the staging folder: `{n}-{sanitised name}`. */
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

export interface ReceiveMultipartOptions {
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
  /**
   * Whether a file part for this field is kept. A refused one fails the read, naming the part,
   * unless `skipRefusedFiles` (then it is read and dropped).
   */
  acceptsFile(field: string): boolean;
  skipRefusedFiles?: boolean;
}

type Failed = { ok: false; failure: MultipartFailure; message: string };

const MULTIPART = /^multipart\/form-data\s*(;|$)/i;

/** The parser's own refusals, by its error codes (@fastify/multipart), for bodies it stops. */
const PARSER_FAILURES: Readonly<Record<string, (limits: { maxFields: number; maxFiles: number }) => Failed>> = {
  FST_FIELDS_LIMIT: ({ maxFields }) => failed('tooManyFields', `A submission may carry at most ${formatCount(maxFields)} fields`),
  FST_FILES_LIMIT: ({ maxFiles }) => failed('tooManyFiles', `A submission may carry at most ${formatCount(maxFiles)} files`),
  // The parser keeps no part named after a property every object has, so neither can the row.
  FST_PROTO_VIOLATION: () => failed('malformed', 'A field may not be named after a built-in property (__proto__, constructor, toString, …)'),
};

function failed(failure: MultipartFailure, message: string): Failed {
  return { ok: false, failure, message };
}

/** Whether a request ended before its whole body arrived. */
const wasCut = (request: FastifyRequest): boolean => request.raw.readableAborted || (request.raw.destroyed && !request.raw.complete);

/**
 * Makes the routes of `app`'s scope read their bodies themselves, with `receiveMultipart`:
 * nothing is parsed ahead of the handler, whatever the type (it answers 415 for one it does
 * not take, and Node discards a body left unread).
 */
export async function readBodiesInRoutes(app: FastifyInstance): Promise<void> {
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', (_request, _payload, done) => done(null));
  // A file's size is checked by the reader, which names the limit.
  await app.register(fastifyMultipart, { throwFileSizeLimit: false });
}

/**
 * Reads a multipart/form-data request body through @fastify/multipart. Text fields are collected
 * (repeated names joined with ';'); file parts accepted by `acceptsFile` are streamed to
 * `stagingDir` as `{n}-{sanitised name}`, synced to disk before the read resolves, never held in
 * memory. Any limit broken stops the read at once: what was written is deleted and the rest of
 * the body is discarded unread. A failure of the disk rejects.
 */
export async function receiveMultipart(request: FastifyRequest, options: ReceiveMultipartOptions): Promise<MultipartResult> {
  const maxFileBytes = options.maxFileBytes ?? DEFAULT_MAX_FILE_BYTES;
  const maxFields = options.maxFields ?? MAX_FIELDS;
  const maxFiles = options.maxFiles ?? MAX_FILES;
  const { maxBodyBytes } = options;
  if (!MULTIPART.test(request.headers['content-type'] ?? '') || !request.isMultipart()) {
    return failed('notMultipart', 'The body must be multipart/form-data');
  }
  const bodyTooLarge = (size: string) => `The submission must be at most ${formatCount(maxBodyBytes ?? 0)} bytes (MAX_SUBMISSION_BYTES); ${size}`;
  const declared = Number(request.headers['content-length']);
  if (maxBodyBytes !== undefined && Number.isFinite(declared) && declared > maxBodyBytes) {
    // Nothing is read: the server discards the body once the answer is sent.
    return failed('bodyTooLarge', bodyTooLarge(`Content-Length is ${formatCount(declared)}`));
  }

  const raw = request.raw;
  const values = new Map<string, string[]>();
  let contextJson: string | undefined;
  const files: ReceivedFile[] = [];
  let fileCount = 0;
  let fieldCount = 0;
  let stagingReady: Promise<unknown> | undefined;
  let current: Readable | undefined;

  // A failure seen outside the loop (the byte count, a file's size) ends it at once.
  let failure: Failed | undefined;
  let wake: (() => void) | undefined;
  const stopped = new Promise<undefined>((resolve) => (wake = () => resolve(undefined)));
  const fail = (reason: Failed): void => {
    failure ??= reason;
    current?.destroy();
    wake?.();
  };

  // A body without Content-Length (chunked) is measured as it comes.
  let received = 0;
  const countBytes = (chunk: Buffer): void => {
    received += chunk.length;
    if (maxBodyBytes !== undefined && received > maxBodyBytes) fail(failed('bodyTooLarge', bodyTooLarge('more than that was sent')));
  };
  raw.on('data', countBytes);

  const takeField = (part: MultipartValue): Failed | undefined => {
    const name = part.fieldname ?? '';
    // The parser applies `fieldNameSize` to urlencoded bodies only, so the name is measured here.
    const nameBytes = Buffer.byteLength(name);
    if (part.fieldnameTruncated || nameBytes > MAX_FIELD_NAME_BYTES) {
      return failed('fieldTooLarge', `A field name must be at most ${MAX_FIELD_NAME_BYTES} bytes ("${shortened(name)}" has ${formatCount(nameBytes)})`);
    }
    fieldCount += 1;
    if (fieldCount > maxFields) return failed('tooManyFields', `A submission may carry at most ${formatCount(maxFields)} fields ("${name}" is one more)`);
    // A part sent as application/json arrives parsed: kept as JSON text again.
    const value = typeof part.value === 'string' ? part.value : JSON.stringify(part.value);
    // Trimmed as the form's own check trims it: the same text passes both.
    const text = value.trim();
    if (part.valueTruncated || !isUnderTextLimit(text)) {
      const given = part.valueTruncated ? `more than ${formatCount(TEXT_LIMIT - 1)}` : formatCount(characterCount(text));
      return failed('fieldTooLarge', `Field "${name}" must be under ${formatCount(TEXT_LIMIT)} characters (${given} given)`);
    }
    if (name === options.contextField) {
      if (contextJson !== undefined) return failed('invalidContext', `${options.contextField} must be sent once`);
      try {
        JSON.parse(value);
      } catch {
        return failed('invalidContext', `${options.contextField} is not valid JSON`);
      }
      contextJson = value;
      return undefined;
    }
    if (options.droppedFields?.includes(name)) return undefined;
    const list = values.get(name);
    if (list) list.push(value);
    else values.set(name, [value]);
    return undefined;
  };

  const takeFile = async (part: MultipartFile): Promise<Failed | undefined> => {
    const { file, fieldname: field } = part;
    fileCount += 1;
    if (fileCount > maxFiles) return failed('tooManyFiles', `A submission may carry at most ${formatCount(maxFiles)} files ("${field}" sent one more)`);
    const fileName = browserFileName(part.filename ?? '');
    // An empty file input sends a part with no name: nothing was chosen. Read to its end, so the parser goes on.
    if (fileName === '' || (options.skipRefusedFiles === true && !options.acceptsFile(field))) {
      file.resume();
      return undefined;
    }
    // Never a file kept out of the row without a word: the sender learns which part it was.
    if (!options.acceptsFile(field)) return failed('malformed', `File part "${shortened(field)}" is not a file field of this form`);
    const storedName = `${files.length + 1}-${sanitiseFileName(fileName)}`;
    file.once('limit', () => fail(failed('fileTooLarge', `A file is larger than ${maxFileBytes} bytes`)));
    stagingReady ??= mkdir(options.stagingDir, { recursive: true });
    await stagingReady;
    if (failure) return failure;
    // flush: the file is synced to disk before it counts as written.
    const out = createWriteStream(path.join(options.stagingDir, storedName), { flush: true });
    // Which side failed first: the body (a parse error, the client gone) or the disk.
    let firstFailed: 'body' | 'disk' | undefined;
    let diskError: unknown;
    file.once('error', () => (firstFailed ??= 'body'));
    out.once('error', (error) => {
      firstFailed ??= 'disk';
      diskError = error;
    });
    current = file;
    try {
      await pipeline(file, out);
    } catch (error) {
      if (failure) return failure;
      if (firstFailed === 'disk') throw diskError;
      return failed('malformed', error instanceof Error ? error.message : 'Malformed multipart body');
    } finally {
      current = undefined;
    }
    if (file.truncated) return failed('fileTooLarge', `A file is larger than ${maxFileBytes} bytes`);
    files.push({ field, name: fileName, storedName, size: out.bytesWritten, contentType: part.mimetype });
    return undefined;
  };

  const parts = request.parts({
    // Browsers send file names as UTF-8.
    defCharset: 'utf8',
    // A part is a file when it names one, as browsers send them.
    isPartAFile: (_field: string | undefined, _type: string | undefined, fileName: string | undefined) => fileName !== undefined,
    limits: {
      // One more than allowed, so that the part past the limit arrives and can be named.
      fields: maxFields + 1,
      fieldSize: MAX_FIELD_BYTES,
      files: maxFiles + 1,
      fileSize: maxFileBytes,
      parts: Infinity,
    },
  } as Parameters<FastifyRequest['parts']>[0]);

  // The file being written, awaited before its folder is removed.
  let writing: Promise<unknown> = Promise.resolve();
  try {
    for (;;) {
      const next = await Promise.race([parts.next(), stopped]);
      if (next === undefined || failure || next.done === true) break;
      const part: Multipart = next.value;
      let refused: Failed | undefined;
      if (part.type === 'field') refused = takeField(part);
      else {
        const taking = takeFile(part);
        writing = taking.catch(() => undefined);
        refused = await Promise.race([taking, stopped.then(() => failure)]);
      }
      if (refused) fail(refused);
      if (failure) break;
    }
  } catch (error) {
    const code = (error as { code?: unknown } | null)?.code;
    const known = typeof code === 'string' && Object.hasOwn(PARSER_FAILURES, code) ? PARSER_FAILURES[code] : undefined;
    if (known) fail(known({ maxFields, maxFiles }));
    else if (diskFailure(error)) {
      await writing;
      throw await removing(options.stagingDir, error);
    } else fail(failed('malformed', error instanceof Error ? error.message : 'Malformed multipart body'));
  } finally {
    raw.off('data', countBytes);
  }
  // A body cut short fails the parser or the file being written, whichever saw it first: either way nobody is left to answer.
  if (wasCut(request)) failure = failed('aborted', 'The client closed the connection before the body ended');
  if (failure) {
    // Whatever the client still sends is read and dropped, so it can read the answer.
    raw.unpipe();
    raw.resume();
    await writing;
    await rm(options.stagingDir, { recursive: true, force: true });
    return failure;
  }
  const fields = new Map<string, string>();
  for (const [name, list] of values) fields.set(name, list.join(';'));
  return { ok: true, submission: { fields, contextJson, files } };
}

/** An error of the file system (it has an errno code and a syscall), not of the body. */
function diskFailure(error: unknown): boolean {
  return typeof error === 'object' && error !== null && 'syscall' in error;
}

async function removing(stagingDir: string, error: unknown): Promise<unknown> {
  await rm(stagingDir, { recursive: true, force: true }).catch(() => undefined);
  return error;
}
