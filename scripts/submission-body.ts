/**
 * The multipart body of one contact-form submission as the embed sends it (firstname, email,
 * message, hs_context), for the load run and the crash test. The same key and number give the
 * same bytes, so a retry's body is its first send's.
 */
import { HS_CONTEXT_FIELD, SUBMIT_PATH } from '../src/core/submission/submit-wire';
import { SPAM_TOKEN_FIELD } from '../src/core/spam/spam-wire';

export const LOAD_PORTAL_ID = '123456';
/** The contact form (fixtures/forms/123456): firstname, email and message are required. */
export const CONTACT_FORM = 'a1b2c3d4-0001-4000-8000-000000000001';
export const CONTACT_SUBMIT_PATH = `${SUBMIT_PATH}/${LOAD_PORTAL_ID}/${CONTACT_FORM}`;
export const BOUNDARY = '----forms-load-7MA4YWxkTrZu0gW';
export const MULTIPART_CONTENT_TYPE = `multipart/form-data; boundary=${BOUNDARY}`;
/** hs_context's `timestamp`: fixed per process, so a retry's body is byte for byte its first send's. */
const SENT_AT = Date.now();

/** `timeToken`: the form's time token as the embed sends it (scripts/load/time-tokens.ts); without one the host stores the lead as spam. */
export function submissionBody(key: string, n: number, timeToken?: string): string {
  const context = {
    pageUrl: 'https://www.site-owner.example/contact?utm_source=load',
    pageTitle: 'Contact us',
    formInstanceId: `load-${n}`,
    locale: 'en',
    timestamp: SENT_AT,
    correlationId: key,
    captchaStatus: 'NOT_APPLICABLE',
    source: 'forms-embed',
  };
  const parts: [string, string][] = [
    ['firstname', `Ada ${n}`],
    ['email', `ada.${n}@analytical-engines.co.uk`],
    ['message', `Please call me back about order ${n}.`],
    [HS_CONTEXT_FIELD, JSON.stringify(context)],
    ...(timeToken === undefined ? [] : [[SPAM_TOKEN_FIELD, timeToken] as [string, string]]),
  ];
  let body = '';
  for (const [name, value] of parts) {
    body += `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`;
  }
  return `${body}--${BOUNDARY}--\r\n`;
}
