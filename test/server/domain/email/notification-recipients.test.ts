import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { formNotifications, notificationRecipients } from '../../../../server/domain/email/notification-recipients.js';
import { formCatalog } from '../../../../server/domain/forms/form-catalog.js';
import { asFormsDatabase, findForm } from '../../../../server/storage/form-store.js';
import { asNotificationRecipientsDatabase, replaceRecipients } from '../../../../server/storage/notification-recipients-store.js';
import { freshHostDatabase } from '../../helpers/fresh-database.js';
import { STORAGE_BACKENDS } from '../../helpers/postgres.js';
import { PORTAL_ID } from '../../helpers/test-host.js';

const GUID = 'a1b2c3d4-e0e0-4000-8000-000000000001';
const OTHER_PORTAL = '777001';
const MINIMAL = { name: 'Newsletter', fields: [{ name: 'email', label: 'Email', type: 'email', required: true }] };

describe.each(STORAGE_BACKENDS)('form notification recipients on $name', (backend) => {
  let database: Awaited<ReturnType<typeof freshHostDatabase>>;
  beforeEach(async () => {
    database = await freshHostDatabase(backend);
    const catalog = formCatalog({ db: database.db });
    // The same GUID under two portals: each keeps its own list.
    expect((await catalog.create(PORTAL_ID, { minimal: MINIMAL }, GUID)).ok).toBe(true);
    expect((await catalog.create(OTHER_PORTAL, { minimal: MINIMAL }, GUID)).ok).toBe(true);
  });
  afterEach(() => database.close());

  it('keeps the list in the order given, replaced whole, trimmed, for that portal only', async () => {
    const notifications = formNotifications(database.db);
    expect(await notifications.get(PORTAL_ID, GUID)).toEqual({ ok: true, recipients: [] });
    expect(await notifications.replace(PORTAL_ID, GUID, ['sales@example.com', ' owner@example.org '])).toEqual({
      ok: true,
      recipients: ['sales@example.com', 'owner@example.org'],
    });
    expect(await notifications.get(PORTAL_ID, GUID.toUpperCase())).toEqual({ ok: true, recipients: ['sales@example.com', 'owner@example.org'] });
    expect(await notifications.get(OTHER_PORTAL, GUID)).toEqual({ ok: true, recipients: [] });

    expect(await notifications.replace(PORTAL_ID, GUID, ['second@example.com'])).toEqual({ ok: true, recipients: ['second@example.com'] });
    expect(await notificationRecipients(database.db, PORTAL_ID, GUID)).toEqual(['second@example.com']);
    expect(await notifications.replace(PORTAL_ID, GUID, [])).toEqual({ ok: true, recipients: [] });
    expect(await notificationRecipients(database.db, PORTAL_ID, GUID)).toEqual([]);
  });

  it('refuses a bad list whole, naming the bad address, and keeps the one it had', async () => {
    const notifications = formNotifications(database.db);
    await notifications.replace(PORTAL_ID, GUID, ['kept@example.com']);
    expect(await notifications.replace(PORTAL_ID, GUID, ['ok@example.com', 'not an address'])).toEqual({
      ok: false,
      code: 'invalid',
      error: 'recipients[1]: "not an address" is not an e-mail address',
    });
    expect(await notifications.replace(PORTAL_ID, GUID, ['Ada@Example.com', 'ada@example.com'])).toEqual({
      ok: false,
      code: 'invalid',
      error: 'recipients[1]: ada@example.com is listed twice',
    });
    expect(await notificationRecipients(database.db, PORTAL_ID, GUID)).toEqual(['kept@example.com']);
  });

  it('answers notFound for a form the portal does not have', async () => {
    const notifications = formNotifications(database.db);
    const missing = 'a1b2c3d4-e0e0-4000-8000-00000000ffff';
    expect(await notifications.get(PORTAL_ID, missing)).toEqual({ ok: false, code: 'notFound', error: `portal ${PORTAL_ID} has no form ${missing}` });
    expect(await notifications.replace('999999', GUID, ['a@example.com'])).toMatchObject({ ok: false, code: 'notFound' });
    expect(await notificationRecipients(database.db, PORTAL_ID, missing)).toEqual([]);
  });

  it('is read inside a transaction, seeing what that transaction wrote and nothing after its rollback', async () => {
    await formNotifications(database.db).replace(PORTAL_ID, GUID, ['before@example.com']);
    const form = await findForm(asFormsDatabase(database.db), PORTAL_ID, GUID);
    if (form === undefined) throw new Error('the form was not created');
    const rollback = new Error('roll back');
    let inside: string[] = [];
    await expect(
      database.db.transaction().execute(async (trx) => {
        await replaceRecipients(asNotificationRecipientsDatabase(trx), form.id, ['inside@example.com']);
        inside = await notificationRecipients(trx, PORTAL_ID, GUID);
        throw rollback;
      }),
    ).rejects.toBe(rollback);
    expect(inside).toEqual(['inside@example.com']);
    expect(await notificationRecipients(database.db, PORTAL_ID, GUID)).toEqual(['before@example.com']);
  });
});
