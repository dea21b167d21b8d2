import type { Kysely } from 'kysely';
import { asFormsDatabase, findForm } from '../../storage/form-store.js';
import {
  asOutboxDatabase,
  deleteEndpointRow,
  findDeliveryRow,
  findEndpoint,
  insertEndpoint,
  insertEvents,
  listDeliveryRows,
  listEndpointRows,
  requeueEvent,
  updateEndpointRow,
  type DeliveryRow,
  type EndpointRow,
} from '../../storage/outbox-store.js';
import { newMessageId } from '../outbox/message-id.js';
import { outboxWritten } from '../outbox/outbox-wakeup.js';
import { WEBHOOK_EVENTS } from '../outbox/outbox-types.js';
import { newWebhookSecret, PREVIOUS_SECRET_GRACE_MS, secretHint } from './webhook-secret.js';

/** An endpoint as the owner sees it: never its secret. */
export interface Endpoint {
  id: number;
  portalId: string;
  formId: string | null;
  url: string;
  events: string[];
  enabled: boolean;
  disabledReason: string | null;
  secretHint: string;
  createdAt: string;
}

/** A delivery and its attempts, as the owner sees them. */
export interface Delivery {
  id: string;
  endpointId: number;
  event: string;
  conversionId: string | null;
  status: 'pending' | 'delivered' | 'failed';
  createdAt: string;
  nextAttemptAt: string | null;
  attempts: { at: string; status: number | null; durationMs: number; responseSnippet: string; error: string | null }[];
}

export type EndpointResult<T> = { ok: true; value: T } | { ok: false; code: 'invalid' | 'notFound'; error: string };

export interface EndpointInput {
  url: string;
  events: readonly string[];
  formId?: string | null | undefined;
  enabled?: boolean | undefined;
}

/** Deliveries a page lists by default and at most. */
export const DEFAULT_DELIVERY_PAGE = 50;
export const MAX_DELIVERY_PAGE = 200;
const MAX_URL_LENGTH = 2048;

export const toEndpoint = (row: EndpointRow): Endpoint => ({
  id: row.id,
  portalId: row.portalId,
  formId: row.formGuid,
  url: row.url,
  events: row.events,
  enabled: row.enabled,
  disabledReason: row.disabledReason,
  secretHint: secretHint(row.secret),
  createdAt: row.createdAt,
});

export const toDelivery = (row: DeliveryRow): Delivery => ({
  id: row.id,
  endpointId: row.endpointId ?? 0,
  event: row.event,
  conversionId: row.conversionId,
  status: row.status,
  createdAt: row.createdAt,
  nextAttemptAt: row.status === 'pending' ? new Date(row.dueAt).toISOString() : null,
  attempts: row.attemptLog,
});

const invalid = <T>(error: string): EndpointResult<T> => ({ ok: false, code: 'invalid', error });
const notFound = <T>(error: string): EndpointResult<T> => ({ ok: false, code: 'notFound', error });

/** Why `url` cannot be an endpoint (only http and https, with a host), or null. */
export function endpointUrlProblem(url: string): string | null {
  if (url.length > MAX_URL_LENGTH) return `url must be at most ${MAX_URL_LENGTH} characters`;
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return `url must be an absolute http or https URL, got "${url}"`;
  }
  if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:') return `url must be http or https, got ${parsed.protocol.slice(0, -1)}`;
  if (parsed.username !== '' || parsed.password !== '') return 'url must not carry a user name or password';
  return null;
}

function eventsProblem(events: readonly string[]): string | null {
  if (events.length === 0) return `events must name at least one of ${WEBHOOK_EVENTS.join(', ')}`;
  const unknown = events.find((event) => !(WEBHOOK_EVENTS as readonly string[]).includes(event));
  if (unknown !== undefined) return `events: "${unknown}" is not one of ${WEBHOOK_EVENTS.join(', ')}`;
  if (new Set(events).size !== events.length) return 'events must not name an event twice';
  return null;
}

/** `nextCursor` of a delivery page: where the next page starts. */
function encodeCursor(row: { createdAt: string; id: string }): string {
  return Buffer.from(JSON.stringify([row.createdAt, row.id])).toString('base64url');
}

function decodeCursor(cursor: string): { createdAt: string; id: string } | undefined {
  try {
    const decoded: unknown = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
    if (Array.isArray(decoded) && decoded.length === 2 && typeof decoded[0] === 'string' && typeof decoded[1] === 'string') {
      return { createdAt: decoded[0], id: decoded[1] };
    }
  } catch {
    // Answered below as a cursor this host did not make.
  }
  return undefined;
}

/** The body of a test delivery: a sample lead with every key a `lead.created` has a value in, marked as a test. */
function testPayload(endpoint: EndpointRow, timestamp: string) {
  return {
    type: 'test',
    timestamp,
    data: {
      portalId: endpoint.portalId,
      formId: endpoint.formGuid,
      conversionId: null,
      message: 'A test event: your endpoint receives and verifies deliveries.',
      values: { byName: { email: 'sample@example.com', firstname: 'Sample' }, byLabel: { Email: 'sample@example.com', 'First name': 'Sample' } },
      attribution: { utm_source: 'sample', utm_campaign: 'sample', landingPage: 'https://www.example.com/' },
    },
  };
}

/**
 * The owner's webhook endpoints and their deliveries: checks what is saved (an http(s) URL,
 * known events, a form of the endpoint's portal), makes and rotates secrets, queues test
 * deliveries and resends through the outbox like any other.
 */
export function webhookEndpoints(options: { db: Kysely<any>; now?: () => number }) {
  const db = asOutboxDatabase(options.db);
  const forms = asFormsDatabase(options.db);
  const now = options.now ?? Date.now;

  const queue = async (endpoint: EndpointRow, event: string, payload: unknown): Promise<Delivery> => {
    const at = now();
    const id = newMessageId();
    const createdAt = new Date(at).toISOString();
    await insertEvents(db, [{ id, kind: 'webhook', endpointId: endpoint.id, conversionId: null, portalId: endpoint.portalId, formGuid: endpoint.formGuid, event, payload, dueAt: at, createdAt }]);
    outboxWritten();
    return toDelivery((await findDeliveryRow(db, id)) as DeliveryRow);
  };

  return {
    find: (id: number) => findEndpoint(db, id),

    async list(filter: { portalIds?: readonly string[]; formId?: string }): Promise<Endpoint[]> {
      const rows = await listEndpointRows(db, { ...(filter.portalIds ? { portalIds: filter.portalIds } : {}), ...(filter.formId ? { formGuid: filter.formId.toLowerCase() } : {}) });
      return rows.map(toEndpoint);
    },

    async create(portalId: string, input: EndpointInput): Promise<EndpointResult<Endpoint & { secret: string }>> {
      const problem = endpointUrlProblem(input.url) ?? eventsProblem(input.events);
      if (problem !== null) return invalid(problem);
      let formGuid: string | null = null;
      if (input.formId !== undefined && input.formId !== null) {
        const form = await findForm(forms, portalId, input.formId.toLowerCase());
        if (form === undefined) return invalid(`formId: portal ${portalId} has no form ${input.formId}`);
        formGuid = form.guid;
      }
      const secret = newWebhookSecret();
      const row = await insertEndpoint(db, {
        portalId,
        formGuid,
        url: input.url,
        events: input.events,
        secret,
        enabled: input.enabled ?? true,
        createdAt: new Date(now()).toISOString(),
      });
      return { ok: true, value: { ...toEndpoint(row), secret } };
    },

    async update(id: number, changes: { url?: string; events?: readonly string[]; enabled?: boolean }): Promise<EndpointResult<Endpoint>> {
      const problem = (changes.url === undefined ? null : endpointUrlProblem(changes.url)) ?? (changes.events === undefined ? null : eventsProblem(changes.events));
      if (problem !== null) return invalid(problem);
      // Enabling again clears why it was disabled.
      const row = await updateEndpointRow(db, id, { ...changes, ...(changes.enabled === true ? { disabledReason: null } : {}) });
      return row === undefined ? notFound(`no webhook endpoint ${id}`) : { ok: true, value: toEndpoint(row) };
    },

    /** A new secret; the current one keeps signing beside it for `PREVIOUS_SECRET_GRACE_MS`. */
    async rotateSecret(endpoint: EndpointRow): Promise<string> {
      const secret = newWebhookSecret();
      await updateEndpointRow(db, endpoint.id, { secret, previousSecret: endpoint.secret, previousSecretExpiresAt: now() + PREVIOUS_SECRET_GRACE_MS });
      return secret;
    },

    remove: (id: number) => deleteEndpointRow(db, id),

    sendTest: (endpoint: EndpointRow) => queue(endpoint, 'test', testPayload(endpoint, new Date(now()).toISOString())),

    async deliveries(endpointId: number, page: { cursor?: string | undefined; limit?: number | undefined }): Promise<EndpointResult<{ deliveries: Delivery[]; nextCursor: string | null }>> {
      const before = page.cursor === undefined ? undefined : decodeCursor(page.cursor);
      if (page.cursor !== undefined && before === undefined) return invalid('cursor is not one this host gave (use nextCursor as answered)');
      const limit = Math.min(page.limit ?? DEFAULT_DELIVERY_PAGE, MAX_DELIVERY_PAGE);
      const rows = await listDeliveryRows(db, endpointId, { before, limit: limit + 1 });
      const shown = rows.slice(0, limit);
      const last = shown.at(-1);
      return { ok: true, value: { deliveries: shown.map(toDelivery), nextCursor: rows.length > limit && last !== undefined ? encodeCursor(last) : null } };
    },

    findDelivery: (id: string) => findDeliveryRow(db, id),

    /** Sends a delivery again under its `webhook-id`, its attempts kept; invalid when its lead was erased meanwhile. */
    async resend(delivery: DeliveryRow): Promise<EndpointResult<Delivery>> {
      if (!(await requeueEvent(db, delivery.id, now()))) return invalid(`delivery ${delivery.id} cannot be sent again: its lead was erased`);
      outboxWritten();
      return { ok: true, value: toDelivery((await findDeliveryRow(db, delivery.id)) as DeliveryRow) };
    },
  };
}

export type WebhookEndpoints = ReturnType<typeof webhookEndpoints>;
