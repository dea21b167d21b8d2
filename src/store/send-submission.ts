import type { FormsApi } from '../api';
import type { SubmitFormParams } from '../api/submit-form';
import { buildHsContext, type HsContextFacts } from '../core/submission/hs-context';
import { MAX_SUBMIT_ATTEMPTS, retryDelayMs } from '../core/submission/retry-policy';
import { judgeFailure, type FailureVerdict } from '../core/submission/submission-outcome';
import { submissionValues, type NameValue } from '../core/submission/submission-values';
import type { SubmitSuccessWire } from '../core/submission/submit-wire';
import { captchaContextStatus } from '../core/captcha/captcha-state';
import { CAPTCHA_ERROR, captchaStateOf, passCaptcha, reportCaptchaError, resetCaptcha, type SubmissionCaptcha } from './captcha-step';
import { PROOF_OF_WORK_FIELD, SPAM_TOKEN_FIELD } from '../core/spam/spam-wire';
import type { SubmissionSpamChecks } from './spam-checks';

export interface SendSubmissionInput {
  submitForm: FormsApi['submitForm'];
  request: Omit<SubmitFormParams, 'hsContext' | 'values' | 'files'>;
  /** The form's fields as the submit checked them: every page's values are sent (`submissionValues`). */
  form: Parameters<typeof submissionValues>;
  context: {
    facts: HsContextFacts;
    hutk: string;
    now: number;
    resubscribed: boolean;
    /** The definition's `formVersion` metaData pair, when the host sent one. */
    formVersion?: string | undefined;
    /** The site owner's pre-submit callbacks with the values: run once the captcha passed, just before the first send. */
    extra(values: NameValue[]): Record<string, unknown>;
  };
  /** The form's captcha, when it has one: it runs once the spam checks are ready, and its token goes with every send. */
  captcha?: SubmissionCaptcha | undefined;
  /** The honeypot, time token, proof of work and first touch, when the form's checks started. */
  spam?: SubmissionSpamChecks | undefined;
  signal: AbortSignal;
  /** The store's clock (the time token's age). */
  now(): number;
  random(): number;
  /** Resolves after `ms` (the store's scheduler). */
  wait(ms: number): Promise<void>;
  /** False once the form went away or was reset: stop without a word. */
  isCurrent(): boolean;
  /** False once the visitor changed a value: what is left to send is stale, so no more retries. */
  mayRetry(): boolean;
  onAttempt(attempt: number): void;
  onFailure(verdict: FailureVerdict, final: boolean): void;
  onSuccess(response: SubmitSuccessWire, values: NameValue[]): void;
}

/**
 * Sends one submission until the host stores it or refuses it (spec section 4 "Submission"),
 * under one idempotency key: an unanswered send, a 429 or a 5xx is sent again after a capped,
 * jittered backoff (never sooner than `Retry-After`), at most `MAX_SUBMIT_ATTEMPTS` times.
 */
export async function sendSubmission(input: SendSubmissionInput): Promise<void> {
  const { captcha } = input;
  const { unsendable, ...payload } = submissionValues(...input.form);
  if (unsendable.length > 0) {
    // A chosen file that cannot be sent: nothing goes out (not even the captcha), the fields say so.
    input.onFailure(judgeFailure({ kind: 'unsendable', fieldNames: unsendable }, { captchaInUse: captcha !== undefined }), true);
    return;
  }
  // Before the captcha, so its short-lived token is fresh when the submission goes.
  const spamParts = input.spam ? await spamPartsOf(input.spam, input) : [];
  if (input.signal.aborted || !input.isCurrent()) return;
  let captchaToken: string | undefined;
  if (captcha) {
    captchaToken = await passCaptcha(captcha);
    if (input.signal.aborted || !input.isCurrent()) return;
    if (captchaToken === undefined) {
      // Nothing was sent: the values stay and the next submit runs the captcha again.
      input.onFailure({ retry: false, retryAfterMs: undefined, code: CAPTCHA_ERROR, fieldErrors: {} }, true);
      reportCaptchaError(captcha);
      return;
    }
  }
  const hsContext = buildHsContext(input.context.facts, {
    hutk: input.context.hutk,
    now: input.context.now,
    correlationId: input.request.idempotencyKey,
    captchaStatus: captcha ? captchaContextStatus(captchaStateOf(captcha)) : 'NOT_APPLICABLE',
    resubscribed: input.context.resubscribed,
    formVersion: input.context.formVersion,
    extra: input.context.extra(payload.values),
    attribution: input.spam?.attribution,
  });
  // The spam parts go with the values sent, never with those the site owner's callbacks see.
  const request = { ...input.request, ...payload, values: [...payload.values, ...spamParts], hsContext, captchaToken };
  // One token per submit: its retries reuse it; a submit that did not end stored gets a new one next time.
  const giveUp = () => {
    if (captcha && input.isCurrent()) resetCaptcha(captcha);
  };
  for (let attempt = 1; ; attempt += 1) {
    input.onAttempt(attempt);
    const result = await input.submitForm(request, input.signal);
    if (input.signal.aborted || !input.isCurrent()) return;
    if (result.ok) {
      input.onSuccess(result.value, payload.values);
      return;
    }
    const verdict = judgeFailure(result.error, { captchaInUse: captcha !== undefined });
    const final = !verdict.retry || attempt >= MAX_SUBMIT_ATTEMPTS || !input.mayRetry();
    input.onFailure(verdict, final);
    if (captcha && verdict.code === CAPTCHA_ERROR) reportCaptchaError(captcha);
    if (final) return giveUp();
    await input.wait(retryDelayMs(attempt, verdict.retryAfterMs, input.random()));
    if (input.signal.aborted || !input.isCurrent()) return;
    if (!input.mayRetry()) return giveUp();
  }
}

/**
 * The honeypot as the page holds it, the time token and the proof-of-work payload, once the
 * token is as old as its host requires (its `minAgeMs`): a restored draft submitted at once
 * waits (busy, like a send) rather than being refused. A token that cannot be had, even fetched
 * again, is left out: the host then stores the lead as spam (still a stored lead, never lost; the
 * owner finds it in the console's Spam tab), which is better than a visitor who cannot submit at all.
 */
async function spamPartsOf(spam: SubmissionSpamChecks, timing: Pick<SendSubmissionInput, 'now' | 'wait'>): Promise<NameValue[]> {
  const [token, proof] = await Promise.all([spam.timeToken(), spam.proofOfWork()]);
  const early = token ? token.receivedAt + token.minAgeMs - timing.now() : 0;
  if (early > 0) await timing.wait(early);
  const parts = [spam.honeypot];
  if (token) parts.push({ name: SPAM_TOKEN_FIELD, value: token.token });
  if (proof) parts.push({ name: PROOF_OF_WORK_FIELD, value: proof });
  return parts;
}

export type SendSubmission = typeof sendSubmission;
