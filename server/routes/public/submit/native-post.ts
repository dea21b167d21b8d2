import type { FastifyRequest } from 'fastify';
import {
  CAPTCHA_RESPONSE_FIELD,
  HS_CONTEXT_FIELD,
  IDEMPOTENCY_FIELD,
  PAGE_ORIGIN_FIELD,
  type SubmitErrorWire,
  type SubmitSuccessWire,
} from '../../../../src/core/submission/submit-wire.js';
import type { ErrorBody } from '../../../http/error-body.js';
import { PROOF_OF_WORK_FIELD, SPAM_TOKEN_FIELD } from '../../../../src/core/spam/spam-wire.js';
import { receiveMultipart, type MultipartSubmission } from './receive-multipart.js';
import { frameResultAnswer, postableOrigin, type FrameResultAnswer } from './frame-result-page.js';

/** A native post into the embed's hidden frame: what its fields say of who asks. */
export interface NativePost {
  /** The idempotency key field (checked like the header). */
  key: string;
  /** The embedding page's origin, when it is one the answer may be posted to. */
  targetOrigin: string | undefined;
  /** `formInstanceId` of `hs_context`: the form instance the answer is for. */
  instanceId: string;
}

function instanceIdOf(contextJson: string | undefined): string {
  try {
    const context: unknown = JSON.parse(contextJson ?? '{}');
    const id = typeof context === 'object' && context !== null ? (context as { formInstanceId?: unknown }).formInstanceId : undefined;
    return typeof id === 'string' ? id : '';
  } catch {
    return '';
  }
}

/**
 * Takes the native-post fields (spec section 4 "Submission") out of a read submission, so they
 * are never stored as values; undefined when it has no idempotency key field (not a native post).
 */
export function takeNativePost(submission: MultipartSubmission): NativePost | undefined {
  const { fields } = submission;
  const key = fields.get(IDEMPOTENCY_FIELD);
  const origin = fields.get(PAGE_ORIGIN_FIELD);
  fields.delete(IDEMPOTENCY_FIELD);
  fields.delete(PAGE_ORIGIN_FIELD);
  if (key === undefined) return undefined;
  return { key, targetOrigin: postableOrigin(origin), instanceId: instanceIdOf(submission.contextJson) };
}

/**
 * For a request refused before its body was read: reads the fields (files are read and dropped,
 * the body no longer than `maxBodyBytes`) to learn whether it is a native post; undefined when it
 * is not one or cannot be read.
 */
export async function readNativePost(request: FastifyRequest, read: { stagingDir: string; maxBodyBytes: number }): Promise<NativePost | undefined> {
  const received = await receiveMultipart(request, {
    ...read,
    contextField: HS_CONTEXT_FIELD,
    droppedFields: [CAPTCHA_RESPONSE_FIELD, SPAM_TOKEN_FIELD, PROOF_OF_WORK_FIELD],
    acceptsFile: () => false,
    skipRefusedFiles: true,
  });
  return received.ok ? takeNativePost(received.submission) : undefined;
}

/**
 * The answer to a native post: the result page, with the HTTP status and the host's answer in its
 * message (accepted for a 2xx), so the embed reads it like the fetch path's answer.
 */
export function nativePostAnswer(
  post: NativePost,
  formGuid: string,
  status: number,
  body: SubmitSuccessWire | SubmitErrorWire | ErrorBody,
): FrameResultAnswer {
  const accepted = status >= 200 && status < 300;
  return frameResultAnswer({ ...body, accepted, formGuid, instanceId: post.instanceId, status }, post.targetOrigin);
}
