import { isEmailFormat } from '../../../src/core/validation/email-address.js';

/** How the host sends its e-mail (SMTP_URL and MAIL_FROM). */
export interface EmailSettings {
  /** `smtp://user:password@host:587` or `smtps://…:465`, as nodemailer reads it. */
  smtpUrl: string;
  /** The `From` of every message: `forms@example.com` or `Forms <forms@example.com>`. */
  mailFrom: string;
}

/** `Name <address>`: a display name without quotes, angle brackets or control characters. */
const NAMED_ADDRESS = /^([^"<>\p{Cc}\u2028\u2029]*)<([^<>]+)>$/u;

function smtpUrlProblem(value: string): string | null {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return 'it is not a URL';
  }
  if (url.protocol !== 'smtp:' && url.protocol !== 'smtps:') return `its scheme is ${url.protocol} (smtp: or smtps: only)`;
  if (url.hostname === '') return 'it names no host';
  return null;
}

/** The address of a MAIL_FROM value, or undefined when it is not `address` or `Name <address>`. */
function mailFromAddress(value: string): string | undefined {
  if (isEmailFormat(value)) return value;
  const named = NAMED_ADDRESS.exec(value);
  const address = named?.[2]?.trim();
  return address !== undefined && isEmailFormat(address) ? address : undefined;
}

/**
 * SMTP_URL (unset: the host sends no e-mail) and MAIL_FROM (required with it). Throws a message
 * naming the setting that is wrong; the URL's password never appears in it.
 */
export function readEmailSettings(env: NodeJS.ProcessEnv): { email?: EmailSettings } {
  const smtpUrl = env.SMTP_URL?.trim() || '';
  const mailFrom = env.MAIL_FROM?.trim() || '';
  if (smtpUrl === '') return {};
  const problem = smtpUrlProblem(smtpUrl);
  if (problem !== null) throw new Error(`SMTP_URL must be an smtp:// or smtps:// URL (smtp://user:password@mail.example.com:587), but ${problem}`);
  if (mailFrom === '') throw new Error('MAIL_FROM must be set when SMTP_URL is: the address notifications come from, such as Forms <forms@example.com>');
  if (mailFromAddress(mailFrom) === undefined) {
    throw new Error(`MAIL_FROM must be an address or Name <address>, such as Forms <forms@example.com>, got "${mailFrom}"`);
  }
  return { email: { smtpUrl, mailFrom } };
}

/** Whether the host sends e-mail: without SMTP_URL no e-mail is ever put in the outbox. */
export function emailEnabled(config: { email?: EmailSettings | undefined }): boolean {
  return config.email !== undefined;
}
