/**
 * The outbox: every notification of a lead (a webhook delivery, an e-mail) is a row written in the
 * same transaction as the lead itself, then sent by the dispatcher of whichever host process
 * claims it. These are the shapes the parts agree on.
 */

/** Events an owner can subscribe a webhook endpoint to. */
export const WEBHOOK_EVENTS = ['lead.created', 'lead.deleted', 'lead.marked_spam'] as const;
export type WebhookEvent = (typeof WEBHOOK_EVENTS)[number];

/** What an outbox row sends. */
export type OutboxKind = 'webhook' | 'email';

export type OutboxStatus = 'pending' | 'delivered' | 'failed';

/** One row of the outbox as the dispatcher hands it to the deliverer of its kind. */
export interface OutboxEvent {
  /** For a webhook, the `webhook-id` header: the same on every attempt (`msg_…`). */
  id: string;
  kind: OutboxKind;
  /** The webhook endpoint's id; null for an e-mail. */
  endpointId: number | null;
  /** The lead it is about; null for a test event. */
  conversionId: string | null;
  portalId: string;
  formGuid: string | null;
  /** The event name (`lead.created`, …; `test` for a test delivery). */
  event: string;
  /** The body, as stored (a webhook's JSON; an e-mail's inputs). */
  payload: unknown;
  /** Attempts made before this one. */
  attempts: number;
}

/** How one attempt ended, as the deliverer reports it to the dispatcher. */
export type DeliveryOutcome =
  | { kind: 'delivered'; status: number | null; durationMs: number; responseSnippet: string }
  | {
      kind: 'retry';
      status: number | null;
      durationMs: number;
      responseSnippet: string;
      error: string | null;
      /** The receiver's `Retry-After`, in milliseconds, when it gave one. */
      retryAfterMs?: number;
    }
  /** Never to be tried again (410 Gone disables the endpoint; an address refused as private). */
  | { kind: 'give-up'; status: number | null; durationMs: number; responseSnippet: string; error: string | null; disableEndpoint: boolean };

/** Sends one outbox event of its kind; never throws (a failure is an outcome). */
export type Deliverer = (event: OutboxEvent, signal: AbortSignal) => Promise<DeliveryOutcome>;
