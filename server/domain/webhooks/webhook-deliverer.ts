import type { Kysely } from 'kysely';
import { asOutboxDatabase, findEndpoint } from '../../storage/outbox-store.js';
import type { Deliverer } from '../outbox/outbox-types.js';
import { sendWebhook, type SendWebhookOptions } from './send-webhook.js';
import { signingSecrets } from './webhook-secret.js';
import { webhookHeaders } from './webhook-signature.js';

export interface WebhookDelivererOptions extends SendWebhookOptions {
  /** The host's database: each send reads its endpoint's URL and secrets as they are now. */
  db: Kysely<any>;
  /** ms since the epoch (default `Date.now`): the host's clock, which a rotation's grace follows. */
  now?: () => number;
}

const gaveUp = (error: string) => ({ kind: 'give-up' as const, status: null, durationMs: 0, responseSnippet: '', error, disableEndpoint: false });

/**
 * Sends an outbox row of kind `webhook` to its endpoint, signed with the endpoint's secrets of
 * the moment (two during a rotation's grace) and timestamped now; the body is the stored JSON.
 * A row whose endpoint was disabled meanwhile is given up.
 */
export function webhookDeliverer(options: WebhookDelivererOptions): Deliverer {
  const db = asOutboxDatabase(options.db);
  const now = options.now ?? Date.now;
  return async (event, signal) => {
    const endpoint = event.endpointId === null ? undefined : await findEndpoint(db, event.endpointId);
    if (endpoint === undefined) return gaveUp('the endpoint was removed');
    if (!endpoint.enabled) return gaveUp(`the endpoint is disabled${endpoint.disabledReason === null ? '' : `: ${endpoint.disabledReason}`}`);
    if (event.payload === null) return gaveUp('the lead was erased');
    const body = JSON.stringify(event.payload);
    // The rotation's grace follows the host's clock, as the rotation did; the timestamp is the wall
    // clock's, which receivers compare with theirs.
    const headers = webhookHeaders(event.id, Math.floor(Date.now() / 1000), body, signingSecrets(endpoint, now()));
    return sendWebhook(endpoint.url, headers, body, signal, { allowPrivate: options.allowPrivate, ...(options.timeoutMs ? { timeoutMs: options.timeoutMs } : {}) });
  };
}
