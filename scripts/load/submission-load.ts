/**
 * The load itself: autocannon POSTs contact-form submissions as the embed sends them, each with
 * a fresh Idempotency-Key, every REPEAT_EVERY-th a retry of a key already confirmed (it must
 * answer the first conversion id and store nothing). An answer the embed would retry (429, 5xx:
 * `judgeFailure`) puts its key back in line, so the next request sends it again, body and key
 * unchanged. A send that got no answer at all (its worker was killed) is left to `retryUnanswered`
 * after the run: autocannon does not say which request a dropped connection carried.
 *
 * Which keys were confirmed is counted here, in onResponse, not read back from the host's
 * database (that is what is being checked). onResponse gets the context setupRequest filled for
 * the same request: pipelining is 1, so a connection has one request in flight.
 */
import { randomUUID } from 'node:crypto';
import { judgeFailure } from '../../src/core/submission/submission-outcome';
import { IDEMPOTENCY_HEADER, type SubmitErrorWire } from '../../src/core/submission/submit-wire';
import { CONTACT_SUBMIT_PATH, MULTIPART_CONTENT_TYPE, submissionBody } from '../submission-body';

/** Every REPEAT_EVERY-th request sends a key that was already confirmed. */
const REPEAT_EVERY = 20;

/** One submission: its key and the number its body was built from (a resend is byte for byte the same). */
export interface SentSubmission {
  key: string;
  n: number;
  /** Its time token, fetched ahead (scripts/load/time-tokens.ts); none once they ran out (stored as spam). */
  timeToken?: string | undefined;
}

export interface LoadTally {
  /** Every submission sent (first sends), by key. */
  sent: Map<string, SentSubmission>;
  /** Key -> the conversion id of its first 2xx answer: the keys the host confirmed. */
  confirmed: Map<string, string>;
  /** Answers the embed would retry (429, 5xx), sent again during the run. */
  retriedAnswers: number;
  /** Retries of confirmed keys sent on purpose (every REPEAT_EVERY-th request). */
  repeatsSent: number;
  /** A repeat or resend answered 2xx with another conversion id than the key's first answer. */
  conversionMismatches: number;
}

/** What one request carries from setupRequest to onResponse. */
interface RequestContext {
  submission?: SentSubmission;
  repeat?: boolean;
}

function conversionIdOf(body: string): string {
  try {
    const conversionId = (JSON.parse(body) as { conversionId?: unknown }).conversionId;
    return typeof conversionId === 'string' ? conversionId : '';
  } catch {
    return '';
  }
}

function errorBodyOf(body: string): SubmitErrorWire {
  try {
    const parsed: unknown = JSON.parse(body);
    return typeof parsed === 'object' && parsed !== null ? (parsed as SubmitErrorWire) : {};
  } catch {
    return {};
  }
}

/** Records a 2xx answer for a key: its first conversion id is kept, and an answer naming another is counted as a mismatch. */
export function recordConfirmation(tally: LoadTally, key: string, body: string): void {
  const answered = conversionIdOf(body);
  const first = tally.confirmed.get(key);
  if (first === undefined) tally.confirmed.set(key, answered);
  else if (first !== answered) tally.conversionMismatches += 1;
}

/** Whether the embed would send this answer again (spec section 8: 429 and 5xx). */
export function embedWouldRetry(status: number, body: string): boolean {
  return judgeFailure({ kind: 'answered', status, body: errorBodyOf(body) }, { captchaInUse: false }).retry;
}

export interface LoadOptions {
  url: string;
  /** Every key of this run starts with it, so its rows can be told from others. */
  keyPrefix: string;
  durationSeconds: number;
  connections: number;
  /** Time tokens old enough to admit a lead, one per new submission (taken from the front). */
  timeTokens: string[];
}

export async function runSubmissionLoad(options: LoadOptions) {
  const tally: LoadTally = { sent: new Map(), confirmed: new Map(), retriedAnswers: 0, repeatsSent: 0, conversionMismatches: 0 };
  // First sends that went without a time token, the tokens fetched ahead being spent: stored as spam.
  let sentWithoutToken = 0;
  const confirmedList: SentSubmission[] = [];
  const resendQueue: SentSubmission[] = [];
  let requests = 0;

  const { default: autocannon } = await import('autocannon');
  const result = await autocannon({
    url: options.url,
    connections: options.connections,
    duration: options.durationSeconds,
    pipelining: 1,
    timeout: 10,
    requests: [
      {
        method: 'POST',
        path: CONTACT_SUBMIT_PATH,
        setupRequest(request, rawContext) {
          const context = rawContext as RequestContext;
          requests += 1;
          const earlier = confirmedList.length > 0 ? confirmedList[(requests * 7919) % confirmedList.length] : undefined;
          let submission = resendQueue.shift();
          context.repeat = false;
          if (submission === undefined && requests % REPEAT_EVERY === 0 && earlier) {
            submission = earlier;
            context.repeat = true;
            tally.repeatsSent += 1;
          }
          if (submission === undefined) {
            submission = { key: `${options.keyPrefix}${randomUUID()}`, n: requests, timeToken: options.timeTokens.shift() };
            if (submission.timeToken === undefined) sentWithoutToken += 1;
            tally.sent.set(submission.key, submission);
          }
          context.submission = submission;
          return {
            ...request,
            headers: { ...request.headers, 'Content-Type': MULTIPART_CONTENT_TYPE, [IDEMPOTENCY_HEADER]: submission.key },
            body: submissionBody(submission.key, submission.n, submission.timeToken),
          };
        },
        onResponse(status, body, rawContext) {
          const { submission, repeat } = rawContext as RequestContext;
          if (submission === undefined) return;
          if (status >= 200 && status <= 299) {
            const known = tally.confirmed.has(submission.key);
            recordConfirmation(tally, submission.key, body);
            if (!known && !repeat) confirmedList.push(submission);
          } else if (embedWouldRetry(status, body)) {
            tally.retriedAnswers += 1;
            resendQueue.push(submission);
          }
        },
      },
    ],
  });
  return { result, tally, sentWithoutToken };
}
