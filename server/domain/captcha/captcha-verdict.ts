import { errorBody, type ErrorBody } from '../../http/error-body.js';
import type { CaptchaSender, VerifyCaptcha } from '../submissions/accept-submission.js';
import { CaptchaProviderUnavailable } from './provider-verify.js';

/** What a captcha check came to: the token passed, was refused, or could not be checked now. */
export type CaptchaVerdict = 'passed' | 'refused' | 'unavailable';

/**
 * The answer (503) when the provider could not check a token: the visitor did nothing wrong, so
 * the submission is neither stored nor refused, and the embed sends it again (it retries 5xx).
 */
export const CAPTCHA_UNAVAILABLE_ANSWER: ErrorBody = errorBody(
  'The captcha could not be checked right now (the captcha provider did not answer). Nothing was stored: please send the form again in a moment.',
  'CAPTCHA_UNAVAILABLE',
);

/** Checks a token with `verify` (none: every token is refused); a provider that gave no usable answer is logged. */
export async function captchaVerdict(verify: VerifyCaptcha | undefined, token: string | undefined, sender: CaptchaSender): Promise<CaptchaVerdict> {
  if (verify === undefined) return 'refused';
  try {
    return (await verify(token, sender)) ? 'passed' : 'refused';
  } catch (error) {
    if (!(error instanceof CaptchaProviderUnavailable)) throw error;
    console.error(JSON.stringify({ time: new Date().toISOString(), level: 'warn', event: 'captcha-unavailable', portalId: sender.portalId, message: error.message }));
    return 'unavailable';
  }
}
