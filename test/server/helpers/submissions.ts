import path from 'node:path';
import { runInNewContext } from 'node:vm';
import Database from 'better-sqlite3';
import { IDEMPOTENCY_FIELD, PAGE_ORIGIN_FIELD, SUBMIT_PATH, type FrameResultWire } from '../../../src/core/submission/submit-wire.js';
import { DATABASE_FILE_NAME } from '../../../server/storage/submission-store.js';
import { FORMS, PORTAL_ID } from './test-host.js';
import { withTimeToken } from './spam-tokens.js';
import type { SubmissionsTable } from '../../../server/storage/submission-store.js';

export const PAGE_URL = 'https://www.site-owner.example/contact?utm_source=test';

/** The contact form's values that pass its rules (firstname, email and message are required). */
export const CONTACT_VALUES: Readonly<Record<string, string>> = {
  firstname: 'Ada',
  lastname: 'Lovelace',
  email: 'ada@analytical-engines.co.uk',
  company: 'Analytical Engines',
  message: 'Please call me back.',
};

/** The all-fields form's required fields, filled in so it passes. */
export const ALL_FIELDS_VALUES: Readonly<Record<string, string>> = {
  firstname: 'Ada',
  email: 'ada@analytical-engines.co.uk',
  industry: 'software',
  contact_method: 'email',
  interests: 'product;events',
  accepts_terms: 'true',
  nps_score: '9',
};

export function submitPath(formId: string = FORMS.contact, portalId: string = PORTAL_ID): string {
  return `${SUBMIT_PATH}/${portalId}/${formId}`;
}

export const CONTEXT = { pageUrl: PAGE_URL, pageTitle: 'Contact us', source: 'forms-embed' };

/** A multipart body as the embed builds it: the values, then `hs_context` (none for null). */
export function submissionBody(values: Readonly<Record<string, string>> = CONTACT_VALUES, context: object | null = CONTEXT): FormData {
  const body = new FormData();
  for (const [name, value] of Object.entries(values)) body.append(name, value);
  if (context !== null) body.append('hs_context', JSON.stringify(context));
  return body;
}

/** The embedding page of the native posts the tests send, and the form instance they name. */
export const NATIVE_PAGE_ORIGIN = 'https://www.site-owner.example';
export const NATIVE_INSTANCE = 'instance-7';

/** A native post's body as the hidden-frame sender builds it: the wire fields first, no header. */
export function nativeSubmissionBody(
  key: string,
  options: { origin?: string | null; values?: Record<string, string>; instanceId?: string } = {},
): FormData {
  const body = new FormData();
  body.append(IDEMPOTENCY_FIELD, key);
  if (options.origin !== null) body.append(PAGE_ORIGIN_FIELD, options.origin ?? NATIVE_PAGE_ORIGIN);
  for (const [name, value] of Object.entries(options.values ?? CONTACT_VALUES)) body.append(name, value);
  body.append('hs_context', JSON.stringify({ ...CONTEXT, formInstanceId: options.instanceId ?? NATIVE_INSTANCE }));
  return body;
}

export function postSubmission(
  base: string,
  body: FormData | string,
  options: { key?: string | undefined; formId?: string; headers?: Record<string, string> } = {},
): Promise<Response> {
  const headers: Record<string, string> = { ...options.headers };
  if (options.key !== undefined) headers['Idempotency-Key'] = options.key;
  // As the embed sends it: with a time token old enough (the host's spam checks), unless the body has one.
  const sent = typeof body === 'string' ? body : withTimeToken(body, options.formId ?? FORMS.contact);
  return fetch(`${base}${submitPath(options.formId)}`, { method: 'POST', body: sent, headers });
}

/** A row as the tests read it straight from the file: the table's columns but its id, portal and time. */
export type StoredRow = Omit<SubmissionsTable, 'id' | 'portal_id' | 'created_at'>;

/** The rows in DATA_DIR's database, read apart from the host (oldest first). */
export function storedRows(dataDir: string): StoredRow[] {
  const database = new Database(path.join(dataDir, DATABASE_FILE_NAME), { readonly: true });
  try {
    return database.prepare('SELECT * FROM submissions ORDER BY id').all() as StoredRow[];
  } finally {
    database.close();
  }
}

/** What a native post's answer page posts to its parent (its scripts run as a browser would, with `parent` recorded). */
export function postedBy(html: string): { message: FrameResultWire; targetOrigin: string }[] {
  const posted: { message: FrameResultWire; targetOrigin: string }[] = [];
  const scripts = [...html.matchAll(/<script nonce="[^"]+">([\s\S]*?)<\/script>/g)].map((match) => match[1] ?? '');
  const parent = { postMessage: (message: FrameResultWire, targetOrigin: string) => posted.push({ message, targetOrigin }) };
  for (const script of scripts) runInNewContext(script, { parent });
  return posted;
}
