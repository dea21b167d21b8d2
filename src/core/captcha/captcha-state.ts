import type { Result } from '../result';

/**
 * Statuses of spec section 4 "Captcha": ready (also after a reset), executing, error (with a
 * message), and passed: the state the provider's callback sets, holding the token.
 */
export type CaptchaStatus = 'READY' | 'EXECUTING' | 'PASSED' | 'ERROR';

/** Captcha state of spec section 3: enabled, status, token, widgetId, plus the error's message. */
export interface CaptchaState {
  /** The form's submissions go through the captcha: set when it first runs (the definition's `captchaEnabled`). */
  enabled: boolean;
  status: CaptchaStatus;
  /** The provider's token while passed; '' otherwise. */
  token: string;
  /** The provider's widget once rendered. */
  widgetId: number | undefined;
  /** Why the last run failed; '' unless status is ERROR. */
  message: string;
}

/** What running the invisible captcha gives: a token and its widget, or why there is none. */
export type CaptchaOutcome = Result<{ token: string; widgetId: number }, string>;

/** The form's captcha (provided by the embed; store tests pass a fake). */
export interface CaptchaService {
  /** Runs the invisible challenge, loading the provider's script and rendering the widget first when needed. Never rejects. */
  execute(): Promise<CaptchaOutcome>;
  /** Forgets the token at the provider: the next execute gets a new one. */
  reset(): void;
  /** Loads the provider's script and renders the widget, so its inline badge shows before the first submit. Never rejects. */
  showBadge(): Promise<void>;
}

/** A form's captcha before it first runs: not in use yet, ready, no token. */
export const CAPTCHA_UNUSED: CaptchaState = { enabled: false, status: 'READY', token: '', widgetId: undefined, message: '' };

/** Reset clears the token and returns to ready. */
export const captchaReset = (state: CaptchaState): CaptchaState => ({ ...state, status: 'READY', token: '', message: '' });

/** Execute moves to executing (and the captcha is in use from then on). */
export const captchaExecuting = (state: CaptchaState): CaptchaState => ({ ...state, enabled: true, status: 'EXECUTING', token: '', message: '' });

/** The provider's callback: passed, with its token. */
export const captchaPassed = (state: CaptchaState, token: string, widgetId: number): CaptchaState => ({
  ...state,
  status: 'PASSED',
  token,
  widgetId,
  message: '',
});

/** On failure an error is set and the status goes to error. */
export const captchaFailed = (state: CaptchaState, message: string): CaptchaState => ({ ...state, status: 'ERROR', token: '', message });

/** The `captchaStatus` of `hs_context`: the real status, or NOT_APPLICABLE for a form without captcha. */
export const captchaContextStatus = (state: CaptchaState): string => (state.enabled ? state.status : 'NOT_APPLICABLE');
