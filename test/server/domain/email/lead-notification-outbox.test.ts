import { rm } from 'node:fs/promises';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { hostEmailDeliverers } from '../../../../server/domain/email/host-email.js';
import { formNotifications } from '../../../../server/domain/email/notification-recipients.js';
import { formCatalog } from '../../../../server/domain/forms/form-catalog.js';
import { startDispatcher, type Dispatcher } from '../../../../server/domain/outbox/dispatcher.js';
import { leadEvents } from '../../../../server/domain/outbox/lead-events.js';
import { asOutboxDatabase, eventsOfLead } from '../../../../server/storage/outbox-store.js';
import { openSubmissionStore, type SubmissionStore } from '../../../../server/storage/submission-store.js';
import { STORAGE_BACKENDS } from '../../helpers/postgres.js';
import { startSmtpReceiver, type SmtpReceiver } from '../../helpers/smtp-receiver.js';
import { PORTAL_ID, makeTempDir } from '../../helpers/test-host.js';

const GUID = 'a1b2c3d4-ea11-4000-8000-0000000000b1';
const SILENT_GUID = 'a1b2c3d4-ea11-4000-8000-0000000000b2';
const FORM = { name: 'Demo request', fields: [{ name: 'email', label: 'Email', type: 'email', required: true }] };
const START = Date.parse('2026-03-10T12:00:00.000Z');
const FIVE_MINUTES = 5 * 60_000;

/** A new lead's e-mail, end to end: written with the lead, sent by the dispatcher through SMTP, tried again after a refusal. */
describe.each(STORAGE_BACKENDS)('a new lead e-mailed through the outbox on $name', (backend) => {
  let store: SubmissionStore;
  let receiver: SmtpReceiver;
  let dispatcher: Dispatcher;
  let dataDir: string;
  let clock = START;
  let keys = 0;

  beforeEach(async () => {
    clock = START;
    dataDir = await makeTempDir('lead-email');
    receiver = await startSmtpReceiver();
    const events = leadEvents({ dialect: backend.name, baseUrl: () => 'https://forms.example.com', now: () => clock, emailEnabled: true });
    store = await openSubmissionStore(
      { dataDir, ...(await backend.migrated()) },
      { leadStored: { written: (trx, lead) => events.created(trx, lead.conversionId), committed: events.committed } },
    );
    const catalog = formCatalog({ db: store.db });
    for (const guid of [GUID, SILENT_GUID]) {
      expect((await catalog.create(PORTAL_ID, { minimal: FORM }, guid)).ok).toBe(true);
      expect((await catalog.publish(PORTAL_ID, guid, null)).ok).toBe(true);
    }
    expect(await formNotifications(store.db).replace(PORTAL_ID, GUID, ['sales@example.com'])).toMatchObject({ ok: true });
    dispatcher = startDispatcher({
      db: store.db,
      dialect: store.dialect,
      now: () => clock,
      pollMs: 20,
      random: () => 0.5,
      deliverers: hostEmailDeliverers({
        db: store.db,
        dialect: store.dialect,
        options: { email: { smtpUrl: receiver.url, mailFrom: 'forms@example.com' } },
        hostOrigin: () => 'http://127.0.0.1:3000',
      }),
    });
  });
  afterEach(async () => {
    await dispatcher.stop(1000);
    await receiver.close();
    await store.close();
    await rm(dataDir, { recursive: true, force: true });
  });

  const submit = async (formId: string) =>
    (await store.saveOnce({ idempotencyKey: `email-${(keys += 1)}`, portalId: PORTAL_ID, formId, values: { email: 'ada@example.com' }, contextJson: null, files: [], pageUrl: null }))
      .conversionId;

  it('sends it once after a temporary refusal, under the same row, and writes none for a form without recipients', async () => {
    receiver.answer = { code: 451, message: 'greylisted, try again later' };
    const silent = await submit(SILENT_GUID);
    const conversionId = await submit(GUID);
    await vi.waitFor(async () => expect(await eventsOfLead(asOutboxDatabase(store.db), conversionId)).toMatchObject([{ kind: 'email', status: 'pending', attempts: 1 }]), {
      timeout: 10_000,
    });
    expect(receiver.refused).toBe(1);

    receiver.answer = { accept: true };
    clock += FIVE_MINUTES;
    await vi.waitFor(async () => expect(await eventsOfLead(asOutboxDatabase(store.db), conversionId)).toMatchObject([{ kind: 'email', status: 'delivered', attempts: 2 }]), {
      timeout: 10_000,
    });
    expect(receiver.received).toHaveLength(1);
    expect(receiver.received[0]?.envelopeTo).toEqual(['sales@example.com']);
    expect(receiver.received[0]?.parsed.text).toContain(`Open the lead in the console: http://127.0.0.1:3000/owner/leads/${conversionId}`);
    expect(await eventsOfLead(asOutboxDatabase(store.db), silent)).toEqual([]);
  });

  it('has no e-mail deliverer without SMTP_URL', () => {
    expect(hostEmailDeliverers({ db: store.db, dialect: store.dialect, options: {}, hostOrigin: () => '' })).toEqual({});
  });
});
