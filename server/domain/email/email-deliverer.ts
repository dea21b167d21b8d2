import type { Kysely } from 'kysely';
import { createTransport } from 'nodemailer';
import { isEmailFormat } from '../../../src/core/validation/email-address.js';
import { asFormsDatabase, findForm } from '../../storage/form-store.js';
import { createLeadStore } from '../../storage/lead-store.js';
import type { StorageDialect } from '../../storage/migrations.js';
import { exportDefinition } from '../leads/exports/export-definition.js';
import type { Deliverer, DeliveryOutcome, OutboxEvent } from '../outbox/outbox-types.js';
import type { EmailSettings } from './email-settings.js';
import { composeLeadEmail, type LeadEmail } from './lead-email.js';

/** What an SMTP server answered for a message it took. */
export interface SentMail {
  /** Its last reply, `250 2.0.0 OK …`. */
  response: string;
  /** Recipients it refused while taking the message for the others. */
  rejected: string[];
}

/** Sends one message; rejects with nodemailer's error (its `responseCode` and `permanent` when the server answered). */
export type SendMail = (message: LeadEmail) => Promise<SentMail>;

/** The first bytes of an answer the delivery log keeps. */
const SNIPPET_BYTES = 200;

/**
 * Limits of one SMTP conversation, below the outbox's 15 s per attempt, so a server that stops
 * answering ends the attempt (and its connection) rather than the outbox giving up on it.
 */
const SMTP_TIMEOUTS = { connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 14_000, dnsTimeout: 10_000 };

/** The first `SNIPPET_BYTES` bytes of `text` (UTF-8), never cutting a character in two. */
export function snippet(text: string): string {
  const bytes = Buffer.from(text, 'utf8');
  if (bytes.length <= SNIPPET_BYTES) return text;
  return bytes.subarray(0, SNIPPET_BYTES).toString('utf8').replace(/\uFFFD+$/, '');
}

/** Sends through SMTP_URL, a new connection per message. Messages never read files or URLs. */
export function smtpSender(settings: EmailSettings): SendMail {
  const transport = createTransport({ url: settings.smtpUrl, ...SMTP_TIMEOUTS, disableFileAccess: true, disableUrlAccess: true });
  return async (message) => {
    const info = await transport.sendMail(message);
    return { response: String(info.response ?? ''), rejected: (info.rejected ?? []).map(String) };
  };
}

interface SmtpFailure {
  message?: unknown;
  responseCode?: unknown;
  response?: unknown;
  permanent?: unknown;
}

/**
 * What a failed send means: a rejection the server calls permanent (5xx but 503) is never tried
 * again (there is no endpoint to disable); a temporary one (4xx) and a connection that failed or
 * timed out are tried again later.
 */
export function failureOutcome(error: unknown, durationMs: number): DeliveryOutcome {
  const failure = (typeof error === 'object' && error !== null ? error : {}) as SmtpFailure;
  const status = typeof failure.responseCode === 'number' ? failure.responseCode : null;
  const reason = typeof failure.message === 'string' ? failure.message : String(error);
  const responseSnippet = snippet(typeof failure.response === 'string' ? failure.response : '');
  if (failure.permanent === true) return { kind: 'give-up', status, durationMs, responseSnippet, error: reason, disableEndpoint: false };
  return { kind: 'retry', status, durationMs, responseSnippet, error: reason };
}

/** The recipients of an e-mail row (`{ recipients: string[] }`), or undefined when the payload is not one. */
function recipientsOf(payload: unknown): string[] | undefined {
  const recipients = (payload as { recipients?: unknown } | null)?.recipients;
  if (!Array.isArray(recipients) || recipients.length === 0) return undefined;
  return recipients.every((address): address is string => typeof address === 'string' && isEmailFormat(address)) ? recipients : undefined;
}

const nothingToSend = (responseSnippet: string): DeliveryOutcome => ({ kind: 'delivered', status: null, durationMs: 0, responseSnippet });
const broken = (error: string): DeliveryOutcome => ({ kind: 'give-up', status: null, durationMs: 0, responseSnippet: '', error, disableEndpoint: false });

/** Resolves when `signal` aborts: the attempt's time is up (or the process stops). */
function aborted(signal: AbortSignal): Promise<'aborted'> {
  return new Promise((resolve) => {
    if (signal.aborted) resolve('aborted');
    else signal.addEventListener('abort', () => resolve('aborted'), { once: true });
  });
}

export interface EmailDelivererOptions<Tables> {
  db: Kysely<Tables>;
  dialect: StorageDialect;
  /** SMTP_URL and MAIL_FROM. */
  email: EmailSettings;
  /** Where the console is, for the link to the lead: PUBLIC_URL, or the host's own origin (known once it listens). */
  consoleOrigin: () => string;
  /** Default: `smtpSender(email)`. */
  send?: SendMail;
}

/**
 * The outbox's deliverer of `email` rows: reads the lead and its form by the row's conversion
 * id, composes the message (server/domain/email/lead-email.ts) and sends it to the row's
 * recipients. A lead erased (or marked as spam) since the row was written is done with, and
 * the log says nothing was sent.
 */
export function createEmailDeliverer<Tables>(options: EmailDelivererOptions<Tables>): Deliverer {
  const leads = createLeadStore(options.db, options.dialect);
  const forms = asFormsDatabase(options.db);
  const send = options.send ?? smtpSender(options.email);

  return async (event: OutboxEvent, signal: AbortSignal): Promise<DeliveryOutcome> => {
    const recipients = recipientsOf(event.payload);
    if (recipients === undefined) return broken('the e-mail row names no valid recipients');
    if (event.conversionId === null) return broken('an e-mail is about a lead, and this row names none');
    try {
      const lead = await leads.find(event.conversionId);
      if (lead === undefined) return nothingToSend('the lead was erased before it was sent: nothing to send');
      if (lead.spam) return nothingToSend('the lead is marked as spam: nothing sent');
      const form = await findForm(forms, lead.portalId, lead.formId.toLowerCase());
      const definition = await exportDefinition(options.db, lead.portalId, lead.formId);
      const message = composeLeadEmail({
        lead,
        formName: form?.name ?? lead.formId,
        definition,
        consoleOrigin: options.consoleOrigin(),
        from: options.email.mailFrom,
        to: recipients,
      });
      if (signal.aborted) return failureOutcome(new Error('stopped before sending'), 0);
      const started = performance.now();
      const elapsed = () => Math.round(performance.now() - started);
      try {
        const sent = await Promise.race([send(message), aborted(signal)]);
        if (sent === 'aborted') return failureOutcome(new Error('the SMTP server took too long: tried again later'), elapsed());
        const refused = sent.rejected.length === 0 ? '' : ` (refused: ${sent.rejected.join(', ')})`;
        return { kind: 'delivered', status: Number.parseInt(sent.response, 10) || null, durationMs: elapsed(), responseSnippet: snippet(`${sent.response}${refused}`) };
      } catch (error) {
        return failureOutcome(error, elapsed());
      }
    } catch (error) {
      // The database failed us (reading the lead or its form): try again later.
      return failureOutcome(error, 0);
    }
  };
}
