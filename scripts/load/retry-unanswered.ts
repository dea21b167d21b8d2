/**
 * After the run: every submission that never got a 2xx answer (its connection was cut when a
 * worker died, it timed out, or the run ended while it was in flight) is sent again with the
 * same key and body, as the visitor's embed would: the embed's own backoff and attempt limit.
 */
import { parseRetryAfter } from '../../src/api/request-json';
import { MAX_SUBMIT_ATTEMPTS, retryDelayMs } from '../../src/core/submission/retry-policy';
import { IDEMPOTENCY_HEADER } from '../../src/core/submission/submit-wire';
import { CONTACT_SUBMIT_PATH, MULTIPART_CONTENT_TYPE, submissionBody } from '../submission-body';
import { embedWouldRetry, recordConfirmation, type LoadTally, type SentSubmission } from './submission-load';

/** Resends at a time: a few visitors coming back, not a second load. */
const PARALLEL_RESENDS = 8;

export interface RetryOutcome {
  /** Submissions sent again. */
  resent: number;
  /** Of them, confirmed now. */
  confirmed: number;
  /** Refused for good, or unanswered after the embed's last attempt. */
  givenUp: number;
}

async function sendUntilAnswered(url: string, submission: SentSubmission, tally: LoadTally): Promise<boolean> {
  for (let attempt = 1; attempt <= MAX_SUBMIT_ATTEMPTS; attempt += 1) {
    let retryAfterMs: number | undefined;
    try {
      const answer = await fetch(`${url}${CONTACT_SUBMIT_PATH}`, {
        method: 'POST',
        headers: { 'Content-Type': MULTIPART_CONTENT_TYPE, [IDEMPOTENCY_HEADER]: submission.key },
        body: submissionBody(submission.key, submission.n, submission.timeToken),
      });
      const body = await answer.text();
      if (answer.ok) {
        recordConfirmation(tally, submission.key, body);
        return true;
      }
      if (!embedWouldRetry(answer.status, body)) return false;
      retryAfterMs = parseRetryAfter(answer.headers.get('Retry-After'));
    } catch {
      // No answer: the embed sends it again too.
    }
    if (attempt < MAX_SUBMIT_ATTEMPTS) await new Promise((resolve) => setTimeout(resolve, retryDelayMs(attempt, retryAfterMs, Math.random())));
  }
  return false;
}

export async function retryUnanswered(url: string, tally: LoadTally): Promise<RetryOutcome> {
  const waiting = [...tally.sent.values()].filter((submission) => !tally.confirmed.has(submission.key));
  const outcome: RetryOutcome = { resent: waiting.length, confirmed: 0, givenUp: 0 };
  const worker = async () => {
    for (let submission = waiting.shift(); submission !== undefined; submission = waiting.shift()) {
      if (await sendUntilAnswered(url, submission, tally)) outcome.confirmed += 1;
      else outcome.givenUp += 1;
    }
  };
  await Promise.all(Array.from({ length: PARALLEL_RESENDS }, worker));
  return outcome;
}
