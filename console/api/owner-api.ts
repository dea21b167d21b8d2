/**
 * The console's only way to the host: the documented owner API (`/api/v1/`, described at
 * `/api/v1/openapi.json`), called with the session cookie. Every change carries the session's
 * CSRF token, which signing in and `GET /api/v1/me` answer.
 */

import type { Attribution } from '../../src/core/attribution/attribution';

export interface Me {
  name: string;
  portals: 'all' | string[];
  readOnly: boolean;
  via: 'bearer' | 'session';
  csrfToken?: string;
}

export interface FormSummary {
  portalId: string;
  guid: string;
  name: string;
  publishedVersion: number | null;
  /** Visitors are served it now (published, not archived, not marked unpublished). */
  live: boolean;
  /** The draft changed since the latest publish. */
  unpublishedChanges: boolean;
  archivedAt: string | null;
  createdAt: string;
  updatedAt: string;
  leads: number;
  leadsLast7Days: number;
  spamLeads: number;
  lastLeadAt: string | null;
}

/** A wire definition as the definition route serves it (the console reads its field labels). */
export type WireDefinition = { form: Record<string, unknown> } & Record<string, unknown>;

export interface FormDetail extends FormSummary {
  definition: WireDefinition | null;
  draft: { definition: WireDefinition; updatedAt: string } | null;
}

/** A published version of a form: who published it and when (`publishedBy` null: imported from files). */
export interface FormVersion {
  version: number;
  publishedAt: string;
  publishedBy: string | null;
}

export interface FormVersionDetail extends FormVersion {
  definition: WireDefinition;
}

/** What a site owner pastes to embed a published form: absolute URLs on the host's public origin. */
export interface EmbedCode {
  portalId: string;
  formId: string;
  scriptUrl: string;
  /** The pinned build, with its Subresource Integrity hash; null when the host has none. */
  pinned: { scriptUrl: string; integrity: string } | null;
}

export interface LeadFile {
  field: string;
  name: string;
  size: number;
  contentType: string;
  /** Where the owner downloads it (same origin, with the session cookie). */
  url: string;
}

export interface Lead {
  conversionId: string;
  portalId: string;
  formId: string;
  formVersion: number | null;
  createdAt: string;
  pageUrl: string | null;
  values: Record<string, string>;
  spam: boolean;
  /** Why the host's spam checks stored it as spam; null when they passed (a lead the owner marked has none). */
  spamReason: string | null;
  /** Where it came from (the browsing session's first touch); null when none was recorded. */
  attribution: Attribution | null;
  files: LeadFile[];
  context?: Record<string, unknown>;
  consent?: Record<string, unknown> | null;
}

export interface LeadPage {
  leads: Lead[];
  nextCursor: string | null;
}

export interface LeadFilter {
  portalId: string;
  formId: string;
  /** An ISO date or time (`from` inclusive, `to` exclusive). */
  from?: string;
  to?: string;
  q?: string;
  spam?: boolean;
  /** Only leads whose attribution's `utm_source` is exactly this. */
  source?: string;
}

/** A webhook endpoint of a portal (of one form, or of every form: `formId` null); its secret is never read back. */
export interface WebhookEndpoint {
  id: number;
  portalId: string;
  formId: string | null;
  url: string;
  events: string[];
  enabled: boolean;
  /** Why the host turned it off (a receiver answered 410 Gone, …); null when the owner did, or it is on. */
  disabledReason: string | null;
  /** `whsec_…` and the secret's last 4 characters. */
  secretHint: string;
  createdAt: string;
}

/** One try of a webhook delivery: `status` null when no HTTP answer came (then `error` says why). */
export interface WebhookAttempt {
  at: string;
  status: number | null;
  durationMs: number;
  /** The first 200 bytes of the receiver's answer. */
  responseSnippet: string;
  error: string | null;
}

/** One webhook message to an endpoint; `id` is its `webhook-id`, the same on every attempt. */
export interface WebhookDelivery {
  id: string;
  endpointId: number;
  event: string;
  conversionId: string | null;
  status: 'pending' | 'delivered' | 'failed';
  createdAt: string;
  nextAttemptAt: string | null;
  attempts: WebhookAttempt[];
}

export interface NewWebhookEndpoint {
  url: string;
  events: string[];
  formId: string | null;
  enabled: boolean;
}

export type WebhookEndpointChanges = Partial<Pick<WebhookEndpoint, 'url' | 'events' | 'enabled'>>;

/** An answer of the owner API that was not 2xx: its status and the message it gave. */
export class OwnerApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly errorType?: string,
  ) {
    super(message);
    this.name = 'OwnerApiError';
  }
}

const API = '/api/v1';

let csrfToken: string | undefined;
let sessionEnded: (() => void) | undefined;

/**
 * Told when the host refuses a call for want of a session (it ended: signed out in another tab,
 * idle too long, its token revoked), so the console shows the sign-in page. Signing in itself
 * and `me` answer 401 without this: the sign-in page and the session gate read those.
 */
export function onSessionEnded(listener: (() => void) | undefined): void {
  sessionEnded = listener;
}

/** Remembers the CSRF token of the session (from signing in or `me`). */
export function useCsrfToken(token: string | undefined): void {
  csrfToken = token;
}

async function call<T>(method: string, path: string, body?: unknown): Promise<T> {
  const headers: Record<string, string> = { accept: 'application/json' };
  if (body !== undefined) headers['content-type'] = 'application/json';
  if (method !== 'GET' && csrfToken !== undefined) headers['x-csrf-token'] = csrfToken;
  const response = await fetch(`${API}${path}`, {
    method,
    headers,
    credentials: 'same-origin',
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  if (response.status === 204) return undefined as T;
  const json = (await response.json().catch(() => ({}))) as { message?: string; errorType?: string };
  if (response.status === 401 && path !== '/session' && path !== '/me') sessionEnded?.();
  if (!response.ok) throw new OwnerApiError(response.status, json.message ?? `The host answered ${response.status}`, json.errorType);
  return json as T;
}

/** The query string of a lead filter (and extra parameters), without empty values. */
export function filterQuery(filter: LeadFilter, extra: Record<string, string | undefined> = {}): string {
  const params = new URLSearchParams();
  const entries: [string, string | undefined][] = [
    ['portalId', filter.portalId],
    ['formId', filter.formId],
    ['from', filter.from],
    ['to', filter.to],
    ['q', filter.q?.trim() || undefined],
    ['spam', filter.spam === undefined ? undefined : String(filter.spam)],
    ['source', filter.source?.trim() || undefined],
    ...Object.entries(extra),
  ];
  for (const [key, value] of entries) if (value !== undefined && value !== '') params.set(key, value);
  return params.toString();
}

export const ownerApi = {
  signIn: (token: string) => call<Omit<Me, 'via'> & { csrfToken: string }>('POST', '/session', { token }),
  signOut: () => call<unknown>('DELETE', '/session'),
  me: () => call<Me>('GET', '/me'),
  forms: () => call<{ forms: FormSummary[] }>('GET', '/forms'),
  form: (portalId: string, formId: string) => call<FormDetail>('GET', `/portals/${portalId}/forms/${formId}`),
  /** A new form of the portal whose draft is `definition` (the host gives it its GUID); nothing is served until it is published. */
  createForm: (portalId: string, definition: unknown) =>
    call<FormSummary>('POST', `/portals/${encodeURIComponent(portalId)}/forms`, { definition }),
  /** Replaces the form's draft (what the next publish serves; nothing served changes). */
  saveDraft: (portalId: string, formId: string, definition: unknown) =>
    call<{ definition: WireDefinition; updatedAt: string }>('PUT', `/portals/${encodeURIComponent(portalId)}/forms/${encodeURIComponent(formId)}/draft`, { definition }),
  /** Publishes the form's draft as a new version (an empty JSON body: nothing but the draft). */
  publish: (portalId: string, formId: string) =>
    call<FormVersion>('POST', `/portals/${encodeURIComponent(portalId)}/forms/${encodeURIComponent(formId)}/publish`, null),
  /** The form's published versions, oldest first. */
  formVersions: (portalId: string, formId: string) =>
    call<{ versions: FormVersion[] }>('GET', `/portals/${encodeURIComponent(portalId)}/forms/${encodeURIComponent(formId)}/versions`),
  formVersion: (portalId: string, formId: string, version: number) =>
    call<FormVersionDetail>('GET', `/portals/${encodeURIComponent(portalId)}/forms/${encodeURIComponent(formId)}/versions/${version}`),
  /** The embed code of a published form (409 before the first publish). */
  embedCode: (portalId: string, formId: string) =>
    call<EmbedCode>('GET', `/portals/${encodeURIComponent(portalId)}/forms/${encodeURIComponent(formId)}/embed`),
  leads: (filter: LeadFilter, page: { cursor?: string; limit?: number } = {}) =>
    call<LeadPage>('GET', `/leads?${filterQuery(filter, { cursor: page.cursor, limit: page.limit === undefined ? undefined : String(page.limit) })}`),
  lead: (conversionId: string) => call<Lead>('GET', `/leads/${encodeURIComponent(conversionId)}`),
  markSpam: (conversionId: string, spam: boolean) => call<Lead>('PATCH', `/leads/${encodeURIComponent(conversionId)}`, { spam }),
  deleteLead: (conversionId: string) =>
    call<{ erased: number; filesRemoved: number; filesFailed: number }>('DELETE', `/leads/${encodeURIComponent(conversionId)}`),
  /** The e-mail addresses told of each new lead of the form. */
  notificationRecipients: (portalId: string, formId: string) =>
    call<{ recipients: string[] }>('GET', `/portals/${encodeURIComponent(portalId)}/forms/${encodeURIComponent(formId)}/notifications`),
  saveNotificationRecipients: (portalId: string, formId: string, recipients: string[]) =>
    call<{ recipients: string[] }>('PUT', `/portals/${encodeURIComponent(portalId)}/forms/${encodeURIComponent(formId)}/notifications`, { recipients }),
  /** The webhook endpoints of a portal (with `formId`: of that form, besides the portal-wide ones the host lists too). */
  webhooks: (filter: { portalId: string; formId?: string }) =>
    call<{ endpoints: WebhookEndpoint[] }>('GET', `/webhooks?${new URLSearchParams(filter.formId === undefined ? { portalId: filter.portalId } : { portalId: filter.portalId, formId: filter.formId }).toString()}`),
  /** A new endpoint; its secret comes back only here. */
  createWebhook: (portalId: string, endpoint: NewWebhookEndpoint) =>
    call<WebhookEndpoint & { secret: string }>('POST', `/portals/${encodeURIComponent(portalId)}/webhooks`, endpoint),
  updateWebhook: (endpointId: number, changes: WebhookEndpointChanges) => call<WebhookEndpoint>('PATCH', `/webhooks/${endpointId}`, changes),
  /** A new secret (shown only here); the previous one keeps signing beside it for 24 hours. */
  rotateWebhookSecret: (endpointId: number) => call<{ secret: string }>('POST', `/webhooks/${endpointId}/rotate-secret`, null),
  deleteWebhook: (endpointId: number) => call<void>('DELETE', `/webhooks/${endpointId}`),
  /** Queues an event `test` with a sample body to the endpoint. */
  testWebhook: (endpointId: number) => call<WebhookDelivery>('POST', `/webhooks/${endpointId}/test`, null),
  /** The endpoint's deliveries, newest first. */
  webhookDeliveries: (endpointId: number, page: { cursor?: string; limit?: number } = {}) => {
    const params = new URLSearchParams();
    if (page.cursor !== undefined) params.set('cursor', page.cursor);
    if (page.limit !== undefined) params.set('limit', String(page.limit));
    const query = params.toString();
    return call<{ deliveries: WebhookDelivery[]; nextCursor: string | null }>('GET', `/webhooks/${endpointId}/deliveries${query === '' ? '' : `?${query}`}`);
  },
  /** Sends a delivery again under the same `webhook-id`. */
  resendWebhookDelivery: (deliveryId: string) => call<WebhookDelivery>('POST', `/webhook-deliveries/${encodeURIComponent(deliveryId)}/resend`, null),
  /** Where the browser downloads an export of what the filter shows. */
  exportUrl: (filter: LeadFilter, format: 'csv' | 'xlsx') => `${API}/leads/export?${filterQuery(filter, { format })}`,
};
