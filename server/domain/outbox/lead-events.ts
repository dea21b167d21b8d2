import type { Kysely } from 'kysely';
import { normalizeDefinition } from '../../../src/core/definition/normalize-definition.js';
import { asFormsDatabase, findForm, findVersionRow, latestVersion } from '../../storage/form-store.js';
import { createLeadStore, type StoredLead } from '../../storage/lead-store.js';
import type { StorageDialect } from '../../storage/migrations.js';
import { asOutboxDatabase, insertEvents, leadHasEvent, subscribedEndpoints, type NewOutboxEvent } from '../../storage/outbox-store.js';
import { notificationRecipients } from '../email/notification-recipients.js';
import { newMessageId } from './message-id.js';
import { leadCreatedPayload, leadIdsPayload, type PayloadForm } from './lead-payload.js';
import { outboxWritten } from './outbox-wakeup.js';
import type { WebhookEvent } from './outbox-types.js';

export interface LeadEventsOptions {
  dialect: StorageDialect;
  /** PUBLIC_URL, else the host's origin: what the files' links in a payload start with. */
  baseUrl: () => string;
  /** SMTP is set up (SMTP_URL): a new lead of a form with recipients queues an e-mail. */
  emailEnabled?: boolean;
  /** ms since the epoch (default `Date.now`): when rows are due and the payloads' `timestamp`. */
  now?: () => number;
}

/** A lead as its erasure knows it. */
export interface ErasedLeadIds {
  portalId: string;
  formId: string;
  conversionId: string;
}

/**
 * The outbox rows a lead's life writes, each in the transaction that changes the lead (`trx`), so
 * a lead is never stored, marked or erased without its events nor the reverse: one webhook row
 * per enabled endpoint of its form or portal subscribed to the event, and for a new lead one
 * e-mail row when the host sends e-mail and the form has notification recipients. `committed()` wakes this process's
 * dispatcher once the transaction is done.
 */
export function leadEvents(options: LeadEventsOptions) {
  const now = options.now ?? Date.now;

  const webhookRows = async (trx: Kysely<any>, event: WebhookEvent, lead: ErasedLeadIds, payload: unknown): Promise<NewOutboxEvent[]> =>
    rowsFor(await subscribedEndpoints(asOutboxDatabase(trx), lead.portalId, lead.formId, event), event, lead, payload);

  const rowsFor = (endpoints: readonly { id: number }[], event: WebhookEvent, lead: ErasedLeadIds, payload: unknown): NewOutboxEvent[] => {
    const at = now();
    return endpoints.map((endpoint) => ({
      id: newMessageId(),
      kind: 'webhook',
      endpointId: endpoint.id,
      conversionId: lead.conversionId,
      portalId: lead.portalId,
      formGuid: lead.formId.toLowerCase(),
      event,
      payload,
      dueAt: at,
      createdAt: new Date(at).toISOString(),
    }));
  };

  const formOf = async (trx: Kysely<any>, lead: StoredLead): Promise<PayloadForm> => {
    const forms = asFormsDatabase(trx);
    const form = await findForm(forms, lead.portalId, lead.formId.toLowerCase());
    if (form === undefined) return { name: null, definition: null };
    const version = (lead.formVersion === null ? undefined : await findVersionRow(forms, form.id, lead.formVersion)) ?? (await latestVersion(forms, form.id));
    const normalized = version === undefined ? undefined : normalizeDefinition(JSON.parse(version.definitionJson));
    return { name: form.name, definition: normalized?.ok ? normalized.value.definition : null };
  };

  return {
    /**
     * A lead stored (or marked not spam): `lead.created` to its endpoints, and the e-mail to its
     * form's recipients, once per lead: marking it not spam announces only a lead never announced.
     * True when it wrote rows (the dispatcher is then worth waking).
     */
    async created(trx: Kysely<any>, conversionId: string, where?: { portalId: string; formId: string }): Promise<boolean> {
      const leads = createLeadStore(trx, options.dialect);
      // The submit path says where the lead is, so a lead nobody listens for costs no read of it.
      let lead = where === undefined ? await leads.find(conversionId) : undefined;
      const home = where ?? lead;
      if (home === undefined) return false;
      const outbox = asOutboxDatabase(trx);
      const endpoints = await subscribedEndpoints(outbox, home.portalId, home.formId, 'lead.created');
      const recipients = options.emailEnabled === true ? await notificationRecipients(trx, home.portalId, home.formId) : [];
      // Nobody to tell (the common case on the submit path): nothing more is read or built.
      if (endpoints.length === 0 && recipients.length === 0) return false;
      lead ??= await leads.find(conversionId);
      if (lead === undefined || lead.spam) return false;
      // Once per lead: a lead marked as spam and back was announced already when it was stored.
      if (await leadHasEvent(outbox, conversionId, 'lead.created')) return false;
      const at = now();
      const payload = leadCreatedPayload(lead, await formOf(trx, lead), options.baseUrl(), new Date(at).toISOString());
      const rows = rowsFor(endpoints, 'lead.created', lead, payload);
      if (recipients.length > 0) {
        rows.push({
          id: newMessageId(),
          kind: 'email',
          endpointId: null,
          conversionId,
          portalId: lead.portalId,
          formGuid: lead.formId.toLowerCase(),
          event: 'lead.created',
          payload: { recipients },
          dueAt: at,
          createdAt: new Date(at).toISOString(),
        });
      }
      await insertEvents(asOutboxDatabase(trx), rows);
      return rows.length > 0;
    },

    /** A lead marked as spam by its owner: `lead.marked_spam` (its ids) to its endpoints. */
    async markedSpam(trx: Kysely<any>, lead: ErasedLeadIds): Promise<void> {
      const payload = leadIdsPayload('lead.marked_spam', lead, new Date(now()).toISOString());
      await insertEvents(asOutboxDatabase(trx), await webhookRows(trx, 'lead.marked_spam', lead, payload));
    },

    /** Leads erased (the lead store has removed what the outbox kept of them): `lead.deleted` (ids only) to their endpoints. */
    async erased(trx: Kysely<any>, leads: readonly ErasedLeadIds[]): Promise<void> {
      const outbox = asOutboxDatabase(trx);
      const timestamp = new Date(now()).toISOString();
      // An erasure by filter is of one form: its endpoints are looked up once.
      const subscribed = new Map<string, boolean>();
      for (const lead of leads) {
        const form = `${lead.portalId}/${lead.formId.toLowerCase()}`;
        if (subscribed.get(form) === false) continue;
        const rows = await webhookRows(trx, 'lead.deleted', lead, leadIdsPayload('lead.deleted', lead, timestamp));
        subscribed.set(form, rows.length > 0);
        await insertEvents(outbox, rows);
      }
    },

    committed: outboxWritten,
  };
}

export type LeadEvents = ReturnType<typeof leadEvents>;
