import { CAPTCHA_UNUSED, captchaExecuting, captchaFailed, captchaPassed, captchaReset, type CaptchaState } from '../core/captcha/captcha-state';
import type { StoreContext } from './form-store-state';

/** The form's captcha as a submission reaches it: its state in the store, the captcha service and the events. */
export type SubmissionCaptcha = Pick<StoreContext, 'get' | 'set' | 'deps'>;

/** The submission error and form error event of a captcha that failed (spec section 8). */
export const CAPTCHA_ERROR = 'RECAPTCHA_VALIDATION_ERROR';

/** The form's captcha state (the store holds none before the captcha first runs). */
export const captchaStateOf = ({ get }: SubmissionCaptcha): CaptchaState => get().captcha ?? CAPTCHA_UNUSED;

/**
 * Spec section 4 "Submission": with the captcha enabled and not yet passed it runs first.
 * Resolves to the token, or undefined when it failed (the state then says why).
 */
export async function passCaptcha(captcha: SubmissionCaptcha): Promise<string | undefined> {
  const { set, deps } = captcha;
  const current = captchaStateOf(captcha);
  if (current.status === 'PASSED' && current.token) return current.token;
  set({ captcha: captchaExecuting(current) });
  const outcome = await deps.captcha().execute();
  if (outcome.ok) {
    set({ captcha: captchaPassed(captchaStateOf(captcha), outcome.value.token, outcome.value.widgetId) });
    return outcome.value.token;
  }
  // The provider's widget is reset after an error, so the next submit can execute it again.
  deps.captcha().reset();
  set({ captcha: captchaFailed(captchaStateOf(captcha), outcome.error) });
  return undefined;
}

/** Reset clears the token and returns to ready, at the provider too: the next submit gets a new token. */
export function resetCaptcha(captcha: SubmissionCaptcha): void {
  captcha.deps.captcha().reset();
  captcha.set({ captcha: captchaReset(captchaStateOf(captcha)) });
}

/** Spec section 4 "Error response": for the captcha-type error a second event fires. */
export function reportCaptchaError({ deps }: SubmissionCaptcha): void {
  deps.notify({ type: 'formError', name: CAPTCHA_ERROR, code: CAPTCHA_ERROR });
}
