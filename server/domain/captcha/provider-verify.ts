import { createHash } from 'node:crypto';
import type { CaptchaSender, VerifyCaptcha } from '../submissions/accept-submission.js';
import type { PortalOrigins } from '../submissions/portal-origins.js';
import type { CaptchaProviderSettings } from './captcha-provider-settings.js';

/** How long the host waits for the provider's verify call before it answers the visitor 503. */
export const PROVIDER_VERIFY_TIMEOUT_MS = 5_000;

/**
 * A token the provider passed passes again, without asking, for this long (in this process): the
 * embed sends a submission again under the same key when an answer was lost, with the same token,
 * and the providers answer a second verify of a token with `timeout-or-duplicate`. Replays under
 * other keys are the time token's to catch. Longer than any provider keeps a token (2 to 5 min).
 */
export const PASSED_TOKEN_TTL_MS = 5 * 60_000;

/**
 * The action the embed's widget is executed with: none. It renders an invisible widget
 * (`grecaptcha.render` … `execute`, src/embed/captcha/), which names no action, so an answer
 * naming one belongs to another widget of the same site key (a login page's, say).
 */
export const EMBED_CAPTCHA_ACTION = '';

/** The provider could not say whether a token is good: no answer in time, an error status or no JSON. */
export class CaptchaProviderUnavailable extends Error {
  constructor(reason: string) {
    super(`the captcha provider could not verify the token: ${reason}`);
    this.name = 'CaptchaProviderUnavailable';
  }
}

/** Why a token was refused, as logged (never the token or the secret). */
export interface CaptchaRefusalLog {
  provider: string;
  portalId: string;
  reason: string;
  errorCodes?: readonly string[];
}

export interface ProviderVerifyOptions extends CaptchaProviderSettings {
  /** Page origins allowed per portal: the answer's hostname must be one of them when the portal has any. */
  portalOrigins: PortalOrigins;
  /** Default `PROVIDER_VERIFY_TIMEOUT_MS`. */
  timeoutMs?: number;
  /** Told why each token was refused; default a JSON line on stderr. */
  logRefusal?: (entry: CaptchaRefusalLog) => void;
  /** ms since the epoch (default `Date.now`): when a passed token stops passing again. */
  now?: () => number;
}

/** The fields of a verify answer the host reads (all three providers answer this shape). */
interface VerifyAnswer {
  success: boolean;
  errorCodes: string[];
  hostname: string | undefined;
  action: string | undefined;
}

function readAnswer(body: unknown): VerifyAnswer | undefined {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) return undefined;
  const answer = body as Record<string, unknown>;
  if (typeof answer.success !== 'boolean') return undefined;
  const codes = answer['error-codes'];
  return {
    success: answer.success,
    errorCodes: Array.isArray(codes) ? codes.filter((code): code is string => typeof code === 'string') : [],
    hostname: typeof answer.hostname === 'string' ? answer.hostname : undefined,
    action: typeof answer.action === 'string' ? answer.action : undefined,
  };
}

/** The host names of a portal's allowed origins; undefined when the portal takes any page. */
function allowedHostnames(portalOrigins: PortalOrigins, portalId: string): ReadonlySet<string> | undefined {
  const origins = portalOrigins.get(portalId);
  return origins === undefined ? undefined : new Set([...origins].map((origin) => new URL(origin).hostname));
}

/** Why a successful answer is still refused, or undefined when it passes. */
function answerProblem(answer: VerifyAnswer, hostnames: ReadonlySet<string> | undefined): string | undefined {
  if (!answer.success) return 'the provider refused the token';
  if (answer.action !== undefined && answer.action !== EMBED_CAPTCHA_ACTION) return `the token was made for the action "${answer.action}", not the form's`;
  if (hostnames !== undefined && (answer.hostname === undefined || !hostnames.has(answer.hostname.toLowerCase()))) {
    return `the token was solved on ${answer.hostname === undefined ? 'an unnamed host' : `"${answer.hostname}"`}, not on one of the portal's origins`;
  }
  return undefined;
}

const logToStderr = (entry: CaptchaRefusalLog): void => {
  console.error(JSON.stringify({ time: new Date().toISOString(), level: 'warn', event: 'captcha-refused', ...entry }));
};

/**
 * Verifies captcha tokens with a real provider (reCAPTCHA, hCaptcha or Turnstile): POSTs
 * `secret`, `response` and `remoteip` form-encoded to its verify call and reads the answer:
 * `success`, `error-codes`, `action` (none is expected: `EMBED_CAPTCHA_ACTION`) and `hostname`
 * (one of the portal's allowed origins, when it has any). A refused token is logged with why.
 * Throws `CaptchaProviderUnavailable` when the provider gives no usable answer in time, so the
 * visitor is asked to try again rather than refused for the provider's fault. A passed token
 * passes again for `PASSED_TOKEN_TTL_MS`, so a resent submission is answered as the first was.
 */
export function providerVerifyCaptcha(options: ProviderVerifyOptions): VerifyCaptcha {
  const timeoutMs = options.timeoutMs ?? PROVIDER_VERIFY_TIMEOUT_MS;
  const logRefusal = options.logRefusal ?? logToStderr;
  const now = options.now ?? Date.now;
  /** Passed tokens (by hash, never kept as sent) of a portal, and until when they pass again. */
  const passed = new Map<string, number>();
  const passedKey = (token: string, portalId: string) => `${portalId}:${createHash('sha256').update(token).digest('base64url')}`;
  // Entries are added in the order they expire (one lifetime for all): the oldest come first.
  const forgetExpired = (at: number) => {
    for (const [key, until] of passed) {
      if (until > at) break;
      passed.delete(key);
    }
  };
  const refuse = (sender: CaptchaSender, reason: string, errorCodes?: readonly string[]): false => {
    logRefusal({ provider: options.provider, portalId: sender.portalId, reason, ...(errorCodes && errorCodes.length > 0 ? { errorCodes } : {}) });
    return false;
  };

  return async function verifyWithProvider(token, sender) {
    // Nothing to ask the provider about: the widget never ran.
    if (token === undefined || token === '') return refuse(sender, 'no captcha token was sent');
    const key = passedKey(token, sender.portalId);
    forgetExpired(now());
    if (passed.has(key)) return true;
    const form = new URLSearchParams({ secret: options.secret, response: token });
    if (sender.clientIp !== undefined && sender.clientIp !== '') form.set('remoteip', sender.clientIp);
    let response: Response;
    try {
      response = await fetch(options.verifyUrl, {
        method: 'POST',
        headers: { 'Content-Type': 'application/x-www-form-urlencoded', Accept: 'application/json' },
        body: form.toString(),
        redirect: 'error',
        signal: AbortSignal.timeout(timeoutMs),
      });
    } catch (error) {
      const timedOut = error instanceof Error && error.name === 'TimeoutError';
      throw new CaptchaProviderUnavailable(timedOut ? `no answer within ${timeoutMs} ms` : 'the verify call could not be made');
    }
    let body: unknown;
    try {
      body = JSON.parse(await response.text());
    } catch {
      body = undefined;
    }
    const answer = response.ok ? readAnswer(body) : undefined;
    if (answer === undefined) throw new CaptchaProviderUnavailable(response.ok ? 'the answer was not a verify result' : `it answered HTTP ${response.status}`);
    const problem = answerProblem(answer, allowedHostnames(options.portalOrigins, sender.portalId));
    if (problem !== undefined) return refuse(sender, problem, answer.errorCodes);
    passed.set(key, now() + PASSED_TOKEN_TTL_MS);
    return true;
  };
}
