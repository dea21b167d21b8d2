import { afterEach, describe, expect, it } from 'vitest';
import { openDatabase } from '../../../../server/storage/open-database.js';
import { asOutboxDatabase, findDeliveryRow } from '../../../../server/storage/outbox-store.js';
import { STORAGE_BACKENDS } from '../../helpers/postgres.js';
import { startTestHost, type TestHost } from '../../helpers/test-host.js';
import { startWebhookReceiver, type WebhookReceiver } from '../../helpers/webhook-receiver.js';

const ADMIN_TOKEN = 'outbox-admin-token';

const cleanups: Array<() => Promise<void>> = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

async function api(testHost: TestHost, method: string, url: string, body?: unknown) {
  const response = await fetch(`${testHost.host.url}/api/v1${url}`, {
    method,
    headers: { authorization: `Bearer ${ADMIN_TOKEN}`, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  return (await response.json()) as Record<string, unknown>;
}

describe.each(STORAGE_BACKENDS)("the host's outbox on $name", (backend) => {
  /** A host with a webhook endpoint at a local receiver, and a test delivery on its way to it. */
  async function hostWithDelivery(answer: WebhookReceiver['answers'][number]) {
    const receiver = await startWebhookReceiver();
    cleanups.push(() => receiver.close());
    receiver.answers.push(answer);
    const database = await backend.migrated();
    const testHost = await startTestHost({ adminToken: ADMIN_TOKEN, sitePort: undefined, webhookAllowPrivate: true, ...database });
    cleanups.push(() => testHost.stop());
    const endpoint = await api(testHost, 'POST', '/portals/123456/webhooks', { url: receiver.url, events: ['lead.created'] });
    const delivery = await api(testHost, 'POST', `/webhooks/${endpoint.id as number}/test`);
    await receiver.waitFor(1);
    /** The delivery as stored, read once the host has stopped. */
    const stored = async () => {
      const db = await openDatabase({ dataDir: testHost.dataDir, ...database });
      try {
        return await findDeliveryRow(asOutboxDatabase(db.db), delivery.id as string);
      } finally {
        await db.close();
      }
    };
    return { testHost, stored };
  }

  it('on a drain (SIGTERM) lets a send in flight finish and records it before closing the database', async () => {
    const { testHost, stored } = await hostWithDelivery({ status: 200, body: 'late', delayMs: 300 });
    expect(await testHost.host.drain(5_000)).toBe(true);
    expect(await stored()).toMatchObject({ status: 'delivered', attemptLog: [{ status: 200, responseSnippet: 'late' }] });
  });

  it('on a drain cuts a send that outlasts it, leaving the row to be sent again', async () => {
    const { testHost, stored } = await hostWithDelivery('hang');
    const started = Date.now();
    await testHost.host.drain(200);
    expect(Date.now() - started).toBeLessThan(5_000);
    expect(await stored()).toMatchObject({ status: 'pending', attempts: 0, attemptLog: [] });
  });
});
