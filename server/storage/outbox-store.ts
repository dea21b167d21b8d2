import type { Generated, Kysely, Selectable, Updateable } from 'kysely';
import type { OutboxEvent, OutboxKind, OutboxStatus } from '../domain/outbox/outbox-types.js';
import type { StorageDialect } from './migrations.js';

/** `webhook_endpoints` (migration 0008, server/storage/outbox-migration.ts). */
export interface WebhookEndpointsTable {
  id: Generated<number>;
  portal_id: string;
  /** Lower-case form GUID; null: every form of the portal. */
  form_guid: string | null;
  url: string;
  /** `string[]` of event names. */
  events_json: string;
  /** `whsec_…` */
  secret: string;
  /** The secret before the last rotation, signing beside `secret` until its expiry. */
  previous_secret: string | null;
  /** ms since the epoch (a bigint: a string from pg). */
  previous_secret_expires_at: number | string | null;
  /** 1 or 0. */
  enabled: number;
  disabled_reason: string | null;
  created_at: string;
}

/** `outbox_events`: one row per thing to send. */
export interface OutboxEventsTable {
  /** `msg_…`: the `webhook-id` of every attempt. */
  id: string;
  kind: string;
  endpoint_id: number | string | null;
  conversion_id: string | null;
  portal_id: string;
  form_guid: string | null;
  event: string;
  /** The body as JSON text; null once its lead was erased. */
  payload_json: string | null;
  status: string;
  /** Attempts made in the current round (a resend starts a new round; the attempt log keeps every one). */
  attempts: number;
  /** ms since the epoch. */
  due_at: number | string;
  /** ms since the epoch: claimed by a dispatcher until then. */
  locked_until: number | string | null;
  created_at: string;
}

/** `outbox_attempts`: how each attempt ended. */
export interface OutboxAttemptsTable {
  id: Generated<number>;
  event_id: string;
  at: string;
  /** The receiver's HTTP status; null when none came (refused, timed out). */
  status: number | null;
  duration_ms: number;
  /** The first 200 bytes of the answer. */
  response_snippet: string;
  error: string | null;
}

export type OutboxDatabase = {
  webhook_endpoints: WebhookEndpointsTable;
  outbox_events: OutboxEventsTable;
  outbox_attempts: OutboxAttemptsTable;
};

/** The outbox's tables of any of the host's connections or transactions. */
export function asOutboxDatabase<Tables>(connection: Kysely<Tables>): Kysely<OutboxDatabase> {
  return connection.withTables<OutboxDatabase>() as unknown as Kysely<OutboxDatabase>;
}

export interface EndpointRow {
  id: number;
  portalId: string;
  formGuid: string | null;
  url: string;
  events: string[];
  secret: string;
  previousSecret: string | null;
  /** ms since the epoch; null without a previous secret. */
  previousSecretExpiresAt: number | null;
  enabled: boolean;
  disabledReason: string | null;
  createdAt: string;
}

export interface AttemptRow {
  at: string;
  status: number | null;
  durationMs: number;
  responseSnippet: string;
  error: string | null;
}

/** An outbox row as listed (its payload left in the table). */
export interface EventRow extends Omit<OutboxEvent, 'payload'> {
  status: OutboxStatus;
  dueAt: number;
  createdAt: string;
}

/** A row to write: an event with its payload, when it is first due and when it was made. */
export interface NewOutboxEvent extends Omit<OutboxEvent, 'attempts'> {
  dueAt: number;
  createdAt: string;
}

const toEndpoint = (row: Selectable<WebhookEndpointsTable>): EndpointRow => ({
  id: Number(row.id),
  portalId: row.portal_id,
  formGuid: row.form_guid,
  url: row.url,
  events: JSON.parse(row.events_json) as string[],
  secret: row.secret,
  previousSecret: row.previous_secret,
  previousSecretExpiresAt: row.previous_secret_expires_at === null ? null : Number(row.previous_secret_expires_at),
  enabled: Number(row.enabled) === 1,
  disabledReason: row.disabled_reason,
  createdAt: row.created_at,
});

/** What an outbox row is, without its payload: the part every reading of a row shares. */
const toEventHead = (row: Selectable<OutboxEventsTable>): Omit<OutboxEvent, 'payload'> => ({
  id: row.id,
  kind: row.kind as OutboxKind,
  endpointId: row.endpoint_id === null ? null : Number(row.endpoint_id),
  conversionId: row.conversion_id,
  portalId: row.portal_id,
  formGuid: row.form_guid,
  event: row.event,
  attempts: Number(row.attempts),
});

const toEventRow = (row: Selectable<OutboxEventsTable>): EventRow => ({
  ...toEventHead(row),
  status: row.status as OutboxStatus,
  dueAt: Number(row.due_at),
  createdAt: row.created_at,
});

const toAttempt = (row: Selectable<OutboxAttemptsTable>): AttemptRow => ({
  at: row.at,
  status: row.status === null ? null : Number(row.status),
  durationMs: Number(row.duration_ms),
  responseSnippet: row.response_snippet,
  error: row.error,
});

// ---------------------------------------------------------------- endpoints

export async function insertEndpoint(
  db: Kysely<OutboxDatabase>,
  endpoint: { portalId: string; formGuid: string | null; url: string; events: readonly string[]; secret: string; enabled: boolean; createdAt: string },
): Promise<EndpointRow> {
  const row = await db
    .insertInto('webhook_endpoints')
    .values({
      portal_id: endpoint.portalId,
      form_guid: endpoint.formGuid,
      url: endpoint.url,
      events_json: JSON.stringify(endpoint.events),
      secret: endpoint.secret,
      previous_secret: null,
      previous_secret_expires_at: null,
      enabled: endpoint.enabled ? 1 : 0,
      disabled_reason: null,
      created_at: endpoint.createdAt,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
  return toEndpoint(row);
}

export async function findEndpoint(db: Kysely<OutboxDatabase>, id: number): Promise<EndpointRow | undefined> {
  const row = await db.selectFrom('webhook_endpoints').selectAll().where('id', '=', id).executeTakeFirst();
  return row === undefined ? undefined : toEndpoint(row);
}

/** The endpoints of `portalIds` (every portal when undefined), of one form when `formGuid` is given, oldest first. */
export async function listEndpointRows(db: Kysely<OutboxDatabase>, filter: { portalIds?: readonly string[]; formGuid?: string }): Promise<EndpointRow[]> {
  if (filter.portalIds !== undefined && filter.portalIds.length === 0) return [];
  let query = db.selectFrom('webhook_endpoints').selectAll();
  if (filter.portalIds !== undefined) query = query.where('portal_id', 'in', filter.portalIds);
  if (filter.formGuid !== undefined) query = query.where('form_guid', '=', filter.formGuid);
  const rows = await query.orderBy('id').execute();
  return rows.map(toEndpoint);
}

/** The enabled endpoints of the form (or of its whole portal) subscribed to `event`. */
export async function subscribedEndpoints(db: Kysely<OutboxDatabase>, portalId: string, formGuid: string, event: string): Promise<EndpointRow[]> {
  const rows = await db
    .selectFrom('webhook_endpoints')
    .selectAll()
    .where('portal_id', '=', portalId)
    .where('enabled', '=', 1)
    .where((eb) => eb.or([eb('form_guid', 'is', null), eb('form_guid', '=', formGuid.toLowerCase())]))
    .orderBy('id')
    .execute();
  return rows.map(toEndpoint).filter((endpoint) => endpoint.events.includes(event));
}

export async function updateEndpointRow(
  db: Kysely<OutboxDatabase>,
  id: number,
  changes: {
    url?: string;
    events?: readonly string[];
    enabled?: boolean;
    disabledReason?: string | null;
    secret?: string;
    previousSecret?: string | null;
    previousSecretExpiresAt?: number | null;
  },
): Promise<EndpointRow | undefined> {
  const values: Updateable<WebhookEndpointsTable> = {};
  if (changes.url !== undefined) values.url = changes.url;
  if (changes.events !== undefined) values.events_json = JSON.stringify(changes.events);
  if (changes.enabled !== undefined) values.enabled = changes.enabled ? 1 : 0;
  if (changes.disabledReason !== undefined) values.disabled_reason = changes.disabledReason;
  if (changes.secret !== undefined) values.secret = changes.secret;
  if (changes.previousSecret !== undefined) values.previous_secret = changes.previousSecret;
  if (changes.previousSecretExpiresAt !== undefined) values.previous_secret_expires_at = changes.previousSecretExpiresAt;
  if (Object.keys(values).length > 0) await db.updateTable('webhook_endpoints').set(values).where('id', '=', id).execute();
  return findEndpoint(db, id);
}

/** Removes the endpoint with its deliveries (pending or not) and their attempts; false when there was none. */
export async function deleteEndpointRow(db: Kysely<OutboxDatabase>, id: number): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    const events = trx.selectFrom('outbox_events').select('id').where('endpoint_id', '=', id);
    await trx.deleteFrom('outbox_attempts').where('event_id', 'in', events).execute();
    await trx.deleteFrom('outbox_events').where('endpoint_id', '=', id).execute();
    const result = await trx.deleteFrom('webhook_endpoints').where('id', '=', id).executeTakeFirst();
    return Number(result.numDeletedRows) > 0;
  });
}

// ---------------------------------------------------------------- events

export async function insertEvents(db: Kysely<OutboxDatabase>, events: readonly NewOutboxEvent[]): Promise<void> {
  if (events.length === 0) return;
  await db
    .insertInto('outbox_events')
    .values(
      events.map((event) => ({
        id: event.id,
        kind: event.kind,
        endpoint_id: event.endpointId,
        conversion_id: event.conversionId,
        portal_id: event.portalId,
        form_guid: event.formGuid,
        event: event.event,
        payload_json: JSON.stringify(event.payload),
        status: 'pending',
        attempts: 0,
        due_at: event.dueAt,
        locked_until: null,
        created_at: event.createdAt,
      })),
    )
    .execute();
}

/** Whether any row of `event` was ever written for the lead (sent, pending or failed). */
export async function leadHasEvent(connection: Kysely<OutboxDatabase>, conversionId: string, event: string): Promise<boolean> {
  const row = await connection.selectFrom('outbox_events').select('id').where('conversion_id', '=', conversionId).where('event', '=', event).limit(1).executeTakeFirst();
  return row !== undefined;
}

/** A claimed event, with the lease that proves the claim when its outcome is recorded. */
export interface ClaimedEvent extends OutboxEvent {
  leaseUntil: number;
}

/**
 * Claims up to `limit` due pending events of `kinds` whose lease is free, by setting their lease
 * to `leaseUntil`, in one short transaction. On Postgres the rows are chosen `FOR UPDATE SKIP
 * LOCKED`, so two processes claiming at once take different rows; SQLite runs one writer at a time.
 */
export async function claimDue(
  connection: Kysely<OutboxDatabase>,
  dialect: StorageDialect,
  claim: { now: number; leaseUntil: number; limit: number; kinds: readonly OutboxKind[] },
): Promise<ClaimedEvent[]> {
  if (claim.kinds.length === 0) return [];
  const dueRows = (db: Kysely<OutboxDatabase>) =>
    db
      .selectFrom('outbox_events')
      .select('id')
      .where('status', '=', 'pending')
      .where('kind', 'in', claim.kinds)
      .where('due_at', '<=', claim.now)
      .where((eb) => eb.or([eb('locked_until', 'is', null), eb('locked_until', '<=', claim.now)]))
      .orderBy('due_at')
      .limit(claim.limit);
  // A plain read first: a dispatcher with nothing due takes no write lock (on SQLite every host
  // process polls the one database file, and an idle poll must not queue behind visitors' writes).
  if ((await dueRows(connection).executeTakeFirst()) === undefined) return [];
  return connection.transaction().execute(async (trx) => {
    let due = dueRows(trx);
    if (dialect === 'postgres') due = due.forUpdate().skipLocked();
    const rows = await trx.updateTable('outbox_events').set({ locked_until: claim.leaseUntil }).where('id', 'in', due).returningAll().execute();
    return rows.map((row) => ({
      ...toEventHead(row),
      payload: row.payload_json === null ? null : (JSON.parse(row.payload_json) as unknown),
      leaseUntil: claim.leaseUntil,
    }));
  });
}

/** What becomes of an event after an attempt. */
export type AttemptResult = { status: 'delivered' } | { status: 'failed' } | { status: 'pending'; dueAt: number };

/**
 * Records an attempt of a claimed event and what becomes of it, only while the claim still holds
 * (the lease is the one claimed, not taken over after it ran out); false when it did not.
 */
export function finishAttempt(connection: Kysely<OutboxDatabase>, claimed: { id: string; leaseUntil: number }, attempt: AttemptRow, result: AttemptResult): Promise<boolean> {
  return connection.transaction().execute(async (trx) => {
    const updated = await trx
      .updateTable('outbox_events')
      .set((eb) => ({
        status: result.status,
        attempts: eb('attempts', '+', 1),
        locked_until: null,
        ...(result.status === 'pending' ? { due_at: result.dueAt } : {}),
      }))
      .where('id', '=', claimed.id)
      .where('locked_until', '=', claimed.leaseUntil)
      .executeTakeFirst();
    if (Number(updated.numUpdatedRows) === 0) return false;
    await trx
      .insertInto('outbox_attempts')
      .values({
        event_id: claimed.id,
        at: attempt.at,
        status: attempt.status,
        duration_ms: Math.round(attempt.durationMs),
        response_snippet: attempt.responseSnippet,
        error: attempt.error,
      })
      .execute();
    return true;
  });
}

export interface DeliveryRow extends EventRow {
  attemptLog: AttemptRow[];
}

async function withAttempts(db: Kysely<OutboxDatabase>, events: EventRow[]): Promise<DeliveryRow[]> {
  if (events.length === 0) return [];
  const rows = await db
    .selectFrom('outbox_attempts')
    .selectAll()
    .where(
      'event_id',
      'in',
      events.map((event) => event.id),
    )
    .orderBy('id')
    .execute();
  return events.map((event) => ({ ...event, attemptLog: rows.filter((row) => row.event_id === event.id).map(toAttempt) }));
}

/** An endpoint's deliveries, newest first, those before `before` (created time, then id) when given. */
export async function listDeliveryRows(
  db: Kysely<OutboxDatabase>,
  endpointId: number,
  page: { before?: { createdAt: string; id: string } | undefined; limit: number },
): Promise<DeliveryRow[]> {
  let query = db.selectFrom('outbox_events').selectAll().where('endpoint_id', '=', endpointId);
  const { before } = page;
  if (before !== undefined) {
    query = query.where((eb) =>
      eb.or([eb('created_at', '<', before.createdAt), eb.and([eb('created_at', '=', before.createdAt), eb('id', '<', before.id)])]),
    );
  }
  const rows = await query.orderBy('created_at', 'desc').orderBy('id', 'desc').limit(page.limit).execute();
  return withAttempts(db, rows.map(toEventRow));
}

export async function findDeliveryRow(db: Kysely<OutboxDatabase>, id: string): Promise<DeliveryRow | undefined> {
  const row = await db.selectFrom('outbox_events').selectAll().where('id', '=', id).executeTakeFirst();
  if (row === undefined) return undefined;
  const [delivery] = await withAttempts(db, [toEventRow(row)]);
  return delivery;
}

/**
 * Makes an event due again at `dueAt` as a new round (its attempts stay in the log); false when
 * it has no payload left to send. A lease is kept: a send in flight is not doubled, and records its outcome.
 */
export async function requeueEvent(db: Kysely<OutboxDatabase>, id: string, dueAt: number): Promise<boolean> {
  const result = await db
    .updateTable('outbox_events')
    .set({ status: 'pending', attempts: 0, due_at: dueAt })
    .where('id', '=', id)
    .where('payload_json', 'is not', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/**
 * What erasing leads does to their events, in the erasure's transaction: pending ones (and their
 * attempts) are removed, and the others keep their log but lose the stored body.
 */
export async function forgetLeadEvents(db: Kysely<OutboxDatabase>, conversionIds: readonly string[]): Promise<void> {
  if (conversionIds.length === 0) return;
  const pending = db.selectFrom('outbox_events').select('id').where('conversion_id', 'in', conversionIds).where('status', '=', 'pending');
  await db.deleteFrom('outbox_attempts').where('event_id', 'in', pending).execute();
  await db.deleteFrom('outbox_events').where('conversion_id', 'in', conversionIds).where('status', '=', 'pending').execute();
  await db.updateTable('outbox_events').set({ payload_json: null }).where('conversion_id', 'in', conversionIds).execute();
}

/** Every event of a lead (oldest first), for checks and the owner's view. */
export async function eventsOfLead(db: Kysely<OutboxDatabase>, conversionId: string): Promise<EventRow[]> {
  const rows = await db.selectFrom('outbox_events').selectAll().where('conversion_id', '=', conversionId).orderBy('created_at').orderBy('id').execute();
  return rows.map(toEventRow);
}
