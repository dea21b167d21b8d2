import type { FormsHostOptions } from './host-options.js';
import { DEFAULT_EMAIL_CHECK_RATE_LIMIT, DEFAULT_SUBMIT_RATE_LIMIT, parseRateLimit } from './http/rate-limit-policy.js';
import { writeLogLine } from './http/request-log.js';
import { parsePortalOrigins } from './domain/submissions/portal-origins.js';

type TrafficSettings = Pick<
  FormsHostOptions,
  'requestLog' | 'submitRateLimit' | 'emailCheckRateLimit' | 'trustProxy' | 'portalOrigins' | 'maxSubmissionBytes'
>;

function onOff(name: string, value: string, fallback: boolean): boolean {
  const text = value.trim().toLowerCase();
  if (text === '') return fallback;
  if (['1', 'on', 'true', 'yes'].includes(text)) return true;
  if (['0', 'off', 'false', 'no'].includes(text)) return false;
  throw new Error(`${name} must be on or off (1 or 0), got "${value}"`);
}

/**
 * The settings of a host facing real traffic: LOG_REQUESTS (on: one JSON line per request on
 * stdout), SUBMIT_RATE_LIMIT (20/60) and EMAIL_CHECK_RATE_LIMIT (120/60) as
 * `{requests}/{seconds}` per client or `off`, TRUST_PROXY (off: the client is the socket's
 * peer), PORTAL_ORIGINS (JSON `{"portalId":["https://origin"]}`; unset: any page may submit) and
 * MAX_SUBMISSION_BYTES (unset: `DEFAULT_MAX_SUBMISSION_BYTES`).
 */
export function readTrafficSettings(env: NodeJS.ProcessEnv): TrafficSettings {
  const settings: TrafficSettings = {};
  if (onOff('LOG_REQUESTS', env.LOG_REQUESTS ?? '', true)) settings.requestLog = writeLogLine;
  const submit = parseRateLimit('SUBMIT_RATE_LIMIT', env.SUBMIT_RATE_LIMIT ?? '', DEFAULT_SUBMIT_RATE_LIMIT);
  if (submit) settings.submitRateLimit = submit;
  const emailCheck = parseRateLimit('EMAIL_CHECK_RATE_LIMIT', env.EMAIL_CHECK_RATE_LIMIT ?? '', DEFAULT_EMAIL_CHECK_RATE_LIMIT);
  if (emailCheck) settings.emailCheckRateLimit = emailCheck;
  if (onOff('TRUST_PROXY', env.TRUST_PROXY ?? '', false)) settings.trustProxy = true;
  const origins = env.PORTAL_ORIGINS?.trim() ?? '';
  if (origins !== '') settings.portalOrigins = parsePortalOrigins('PORTAL_ORIGINS', origins);
  const maxBytes = env.MAX_SUBMISSION_BYTES?.trim() ?? '';
  if (maxBytes !== '') {
    if (!/^\d{1,15}$/.test(maxBytes) || Number(maxBytes) < 1) {
      throw new Error(`MAX_SUBMISSION_BYTES must be a whole number of bytes (at least 1), got "${maxBytes}"`);
    }
    settings.maxSubmissionBytes = Number(maxBytes);
  }
  return settings;
}
