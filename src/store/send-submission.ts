import type { FormsApi } from '../api';
import type { SubmitFormParams } from '../api/submit-form';
import { buildHsContext, type HsContextFacts } from '../core/submission/hs-context';
import { MAX_SUBMIT_ATTEMPTS, retryDelayMs } from '../core/submission/retry-policy';
import { judgeFailure, type FailureVerdict } from '../core/submission/submission-outcome';
import type { SubmitSuccessWire } from '../core/submission/submit-wire';

export interface SendSubmissionInput {
  submitForm: FormsApi['submitForm'];
  request: Omit<SubmitFormParams, 'hsContext'>;
  context: {
    facts: HsContextFacts;
    hutk: string;
    now: number;
    resubscribed: boolean;
    extra: Record<string, unknown>;
  };
  signal: AbortSignal;
  random(): number;
  /** Resolves after `ms` (the store's scheduler). */
  wait(ms: number): Promise<void>;
  /** False once the form went away or was reset: stop without a word. */
  isCurrent(): boolean;
  /** False once the visitor changed a value: what is left to send is stale, so no more retries. */
  mayRetry(): boolean;
  onAttempt(attempt: number): void;
  onFailure(verdict: FailureVerdict, final: boolean): void;
  onSuccess(response: SubmitSuccessWire): void;
}

/**
 * Sends one submission until the host stores it or refuses it (spec section 4 "Submission"),
 * under one idempotency key: an unanswered send, a 429 or a 5xx is sent again after a capped,
 * jittered backoff (never sooner than `Retry-After`), at most `MAX_SUBMIT_ATTEMPTS` times.
 * Built into `embed-calls.js`: a form needs it only once the visitor submits.
 */
export async function sendSubmission(input: SendSubmissionInput): Promise<void> {
  const hsContext = buildHsContext(input.context.facts, {
    hutk: input.context.hutk,
    now: input.context.now,
    correlationId: input.request.idempotencyKey,
    captchaStatus: 'NOT_APPLICABLE',
    resubscribed: input.context.resubscribed,
    extra: input.context.extra,
  });
  for (let attempt = 1; ; attempt += 1) {
    input.onAttempt(attempt);
    const result = await input.submitForm({ ...input.request, hsContext }, input.signal);
    if (input.signal.aborted || !input.isCurrent()) return;
    if (result.ok) {
      input.onSuccess(result.value);
      return;
    }
    const verdict = judgeFailure(result.error, { captchaInUse: false });
    const final = !verdict.retry || attempt >= MAX_SUBMIT_ATTEMPTS || !input.mayRetry();
    input.onFailure(verdict, final);
    if (final) return;
    await input.wait(retryDelayMs(attempt, verdict.retryAfterMs, input.random()));
    if (input.signal.aborted || !input.isCurrent() || !input.mayRetry()) return;
  }
}

export type SendSubmission = typeof sendSubmission;
