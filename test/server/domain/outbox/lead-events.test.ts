import { rm } from 'node:fs/promises';
import { afterEach, describe, expect, it } from 'vitest';
import { importFormsDir } from '../../../../server/domain/forms/import-forms.js';
import { leadEvents } from '../../../../server/domain/outbox/lead-events.js';
import { onOutboxWritten } from '../../../../server/domain/outbox/outbox-wakeup.js';
import { asFormsDatabase, findForm } from '../../../../server/storage/form-store.js';
import { createLeadStore } from '../../../../server/storage/lead-store.js';
import { asNotificationRecipientsDatabase, replaceRecipients } from '../../../../server/storage/notification-recipients-store.js';
import { asOutboxDatabase, eventsOfLead, insertEndpoint } from '../../../../server/storage/outbox-store.js';
import { openSubmissionStore, type NewSubmission, type SubmissionStore } from '../../../../server/storage/submission-store.js';
import { STORAGE_BACKENDS, type StorageBackend } from '../../helpers/postgres.js';
import { FORMS, FORMS_DIR, PORTAL_ID, makeTempDir } from '../../helpers/test-host.js';

const NOW = Date.parse('2026-03-10T12:00:00.000Z');
const BASE_URL = 'https://forms.example.com';
const ADA = { firstname: 'Ada', lastname: 'Lovelace', email: 'ada@analytical.example' };

const cleanups: Array<() => Promise<void>> = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

let keys = 0;
const submission = (values: Record<string, string> = ADA, formId: string = FORMS.contact): NewSubmission => ({
  idempotencyKey: `events-${process.pid}-${(keys += 1)}`,
  portalId: PORTAL_ID,
  formId,
  values,
  contextJson: null,
  files: [{ field: 'cv', name: 'cv.pdf', size: 1234, contentType: 'application/pdf', path: 'uploads/k/cv.pdf' }],
  pageUrl: 'https://www.site-owner.example/contact',
  acceptedAt: new Date(NOW),
  formVersion: 1,
});

/** A database with the fixture forms, a store that writes each new lead's events, and endpoints of every kind. */
async function openOutbox(backend: StorageBackend, options: { failAfterEvents?: boolean; emailEnabled?: boolean } = {}) {
  const dataDir = await makeTempDir('lead-events');
  cleanups.push(() => rm(dataDir, { recursive: true, force: true }));
  const events = leadEvents({ dialect: backend.name, baseUrl: () => BASE_URL, now: () => NOW, emailEnabled: options.emailEnabled ?? true });
  const store: SubmissionStore = await openSubmissionStore(
    { dataDir, ...(await backend.migrated()) },
    {
      leadStored: {
        async written(trx, lead) {
          const wrote = await events.created(trx, lead.conversionId, lead);
          if (options.failAfterEvents) throw new Error('the disk is full');
          return wrote;
        },
        committed: events.committed,
      },
    },
  );
  cleanups.push(() => store.close());
  await importFormsDir(store.db, store.dialect, FORMS_DIR, new Date(NOW));
  const outbox = asOutboxDatabase(store.db);
  const endpoint = (formGuid: string | null, subscribed: string[], enabled = true) =>
    insertEndpoint(outbox, { portalId: PORTAL_ID, formGuid, url: 'https://hooks.example/in', events: subscribed, secret: 'whsec_x', enabled, createdAt: new Date(NOW).toISOString() });
  const endpoints = {
    portalWide: await endpoint(null, ['lead.created', 'lead.deleted', 'lead.marked_spam']),
    contact: await endpoint(FORMS.contact, ['lead.created']),
    otherForm: await endpoint(FORMS.allFields, ['lead.created', 'lead.deleted']),
    disabled: await endpoint(null, ['lead.created'], false),
    spamOnly: await endpoint(FORMS.contact, ['lead.marked_spam']),
  };
  await insertEndpoint(outbox, { portalId: '999', formGuid: null, url: 'https://hooks.example/other', events: ['lead.created'], secret: 'whsec_y', enabled: true, createdAt: '2026-01-01T00:00:00.000Z' });
  const leads = createLeadStore(store.db, store.dialect, events);
  const rows = async (conversionId: string) => eventsOfLead(outbox, conversionId);
  const payloadOf = async (id: string) => {
    const row = await outbox.selectFrom('outbox_events').select('payload_json').where('id', '=', id).executeTakeFirstOrThrow();
    return row.payload_json === null ? null : (JSON.parse(row.payload_json) as Record<string, any>);
  };
  return { store, outbox, endpoints, leads, rows, payloadOf };
}

describe.each(STORAGE_BACKENDS)('the outbox rows of a lead on $name', (backend) => {
  it('writes lead.created for each enabled endpoint of its form or portal subscribed to it, with the lead, and wakes the dispatcher after', async () => {
    const { store, endpoints, rows, payloadOf } = await openOutbox(backend);
    let wakes = 0;
    cleanups.push(async () => void stopListening());
    const stopListening = onOutboxWritten(() => (wakes += 1));
    const attribution = { utm_source: 'newsletter', utm_campaign: 'spring', referrer: 'https://mail.example/' };
    const first = { ...submission(), attribution };
    const { conversionId } = await store.saveOnce(first);
    const written = await rows(conversionId);
    expect(written.map((row) => [row.endpointId, row.kind, row.event, row.status, row.dueAt])).toEqual(
      expect.arrayContaining([
        [endpoints.portalWide.id, 'webhook', 'lead.created', 'pending', NOW],
        [endpoints.contact.id, 'webhook', 'lead.created', 'pending', NOW],
      ]),
    );
    expect(written).toHaveLength(2);
    expect(written.every((row) => /^msg_[A-Za-z0-9_-]{24}$/.test(row.id))).toBe(true);
    expect(wakes).toBe(1);
    const payload = await payloadOf(written[0]?.id as string);
    expect(payload).toEqual({
      type: 'lead.created',
      timestamp: '2026-03-10T12:00:00.000Z',
      data: {
        portalId: PORTAL_ID,
        formId: FORMS.contact,
        formName: 'Contact form',
        formVersion: 1,
        conversionId,
        createdAt: '2026-03-10T12:00:00.000Z',
        pageUrl: 'https://www.site-owner.example/contact',
        values: { byName: ADA, byLabel: { 'First name': 'Ada', 'Last name': 'Lovelace', Email: 'ada@analytical.example' } },
        attribution,
        consent: null,
        files: [{ field: 'cv', name: 'cv.pdf', size: 1234, contentType: 'application/pdf', url: `${BASE_URL}/api/v1/leads/${conversionId}/files/0` }],
      },
    });
    // A repeat of the same submission stores nothing and sends nothing more.
    expect(await store.saveOnce(first)).toEqual({ stored: false, conversionId, spam: false });
    expect(await rows(conversionId)).toHaveLength(2);
    expect(wakes).toBe(1);
  });

  it('stores neither the lead nor its events when the transaction fails after them', async () => {
    const { store, outbox } = await openOutbox(backend, { failAfterEvents: true });
    await expect(store.saveOnce(submission())).rejects.toThrow('the disk is full');
    expect(await store.count()).toBe(0);
    expect(await outbox.selectFrom('outbox_events').select('id').execute()).toEqual([]);
  });

  it("adds one e-mail row with the form's recipients when it has some", async () => {
    const { store, rows, payloadOf } = await openOutbox(backend);
    const form = await findForm(asFormsDatabase(store.db), PORTAL_ID, FORMS.contact);
    await replaceRecipients(asNotificationRecipientsDatabase(store.db), form?.id as number, ['sales@site-owner.example', 'ceo@site-owner.example']);
    const { conversionId } = await store.saveOnce(submission());
    const email = (await rows(conversionId)).filter((row) => row.kind === 'email');
    expect(email).toEqual([expect.objectContaining({ endpointId: null, event: 'lead.created', status: 'pending' })]);
    expect(await payloadOf(email[0]?.id as string)).toEqual({ recipients: ['sales@site-owner.example', 'ceo@site-owner.example'] });
  });

  it('queues no e-mail on a host without SMTP, recipients or not', async () => {
    const { store, rows } = await openOutbox(backend, { emailEnabled: false });
    const form = await findForm(asFormsDatabase(store.db), PORTAL_ID, FORMS.contact);
    await replaceRecipients(asNotificationRecipientsDatabase(store.db), form?.id as number, ['sales@site-owner.example']);
    const { conversionId } = await store.saveOnce(submission());
    expect((await rows(conversionId)).map((row) => row.kind)).toEqual(['webhook', 'webhook']);
  });

  it('writes lead.marked_spam (ids only) when marked as spam, nothing for a mark it has already, and no second lead.created when marked not spam', async () => {
    const { store, leads, endpoints, rows, payloadOf } = await openOutbox(backend);
    const { conversionId } = await store.saveOnce(submission());
    expect(await leads.setSpam(conversionId, true)).toBe(true);
    const spam = (await rows(conversionId)).filter((row) => row.event === 'lead.marked_spam');
    expect(spam.map((row) => row.endpointId).sort()).toEqual([endpoints.portalWide.id, endpoints.spamOnly.id].sort());
    expect(await payloadOf(spam[0]?.id as string)).toEqual({
      type: 'lead.marked_spam',
      timestamp: '2026-03-10T12:00:00.000Z',
      data: { portalId: PORTAL_ID, formId: FORMS.contact, conversionId },
    });
    expect(await leads.setSpam(conversionId, true)).toBe(true);
    expect(await rows(conversionId)).toHaveLength(4);
    const announced = (await rows(conversionId)).filter((row) => row.event === 'lead.created');
    expect(announced).toHaveLength(2);
    // It was announced when it was stored: receivers do not hear of the same lead twice.
    expect(await leads.setSpam(conversionId, false)).toBe(true);
    expect((await rows(conversionId)).filter((row) => row.event === 'lead.created')).toEqual(announced);
    expect(await leads.setSpam('no-such-lead', true)).toBe(false);
  });

  it('on erasure removes the pending rows, empties the sent ones, and writes lead.deleted with ids only', async () => {
    const { store, outbox, leads, endpoints, rows, payloadOf } = await openOutbox(backend);
    const { conversionId } = await store.saveOnce(submission());
    const [sent, pending] = await rows(conversionId);
    await outbox.updateTable('outbox_events').set({ status: 'delivered' }).where('id', '=', sent?.id as string).execute();
    await outbox.insertInto('outbox_attempts').values({ event_id: pending?.id as string, at: '2026-03-10T12:00:01.000Z', status: 500, duration_ms: 3, response_snippet: '', error: 'the endpoint answered 500' }).execute();
    await leads.eraseBatch({ conversionId }, 10, { actor: 'owner', action: 'delete', filter: { conversionId }, createdAt: new Date(NOW).toISOString() });

    const after = await rows(conversionId);
    expect(after.map((row) => [row.id === sent?.id, row.event, row.endpointId])).toEqual(
      expect.arrayContaining([
        [true, 'lead.created', sent?.endpointId],
        [false, 'lead.deleted', endpoints.portalWide.id],
      ]),
    );
    expect(after).toHaveLength(2);
    expect(after.some((row) => row.id === pending?.id)).toBe(false);
    expect(await outbox.selectFrom('outbox_attempts').select('id').where('event_id', '=', pending?.id as string).execute()).toEqual([]);
    expect(await payloadOf(sent?.id as string)).toBeNull();
    const deleted = after.find((row) => row.event === 'lead.deleted');
    expect(await payloadOf(deleted?.id as string)).toEqual({
      type: 'lead.deleted',
      timestamp: '2026-03-10T12:00:00.000Z',
      data: { portalId: PORTAL_ID, formId: FORMS.contact, conversionId },
    });
  });

  it('forgets the pending rows of a lead erased by any lead store, hooks or not', async () => {
    const { store, rows } = await openOutbox(backend);
    const { conversionId } = await store.saveOnce(submission());
    expect(await rows(conversionId)).toHaveLength(2);
    const plain = createLeadStore(store.db, store.dialect);
    await plain.eraseBatch({ conversionId }, 10, { actor: 'retention', action: 'delete', filter: {}, createdAt: new Date(NOW).toISOString() });
    expect(await rows(conversionId)).toEqual([]);
  });
});
