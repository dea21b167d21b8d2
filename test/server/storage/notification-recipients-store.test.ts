import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { asFormsDatabase, ensureForm } from '../../../server/storage/form-store.js';
import { asNotificationRecipientsDatabase, readRecipients, replaceRecipients } from '../../../server/storage/notification-recipients-store.js';
import { freshHostDatabase } from '../helpers/fresh-database.js';
import { STORAGE_BACKENDS } from '../helpers/postgres.js';
import { PORTAL_ID } from '../helpers/test-host.js';

const GUID = 'a1b2c3d4-e0e0-4000-8000-0000000000aa';
const NOW = '2026-03-10T12:00:00.000Z';

describe.each(STORAGE_BACKENDS)('notification recipients store on $name', (backend) => {
  let database: Awaited<ReturnType<typeof freshHostDatabase>>;
  let formId: number;
  beforeEach(async () => {
    database = await freshHostDatabase(backend);
    formId = (await ensureForm(asFormsDatabase(database.db), { portalId: PORTAL_ID, guid: GUID, name: 'Contact', now: NOW })).row.id;
  });
  afterEach(() => database.close());

  it('reads the addresses back in the order written, past ten (a numeric order), and replaces them whole', async () => {
    const db = asNotificationRecipientsDatabase(database.db);
    const twelve = Array.from({ length: 12 }, (_, index) => `z${11 - index}@example.com`);
    await replaceRecipients(db, formId, twelve);
    expect(await readRecipients(db, PORTAL_ID, GUID)).toEqual(twelve);
    await replaceRecipients(db, formId, ['only@example.com']);
    expect(await readRecipients(db, PORTAL_ID, GUID)).toEqual(['only@example.com']);
    await replaceRecipients(db, formId, []);
    expect(await readRecipients(db, PORTAL_ID, GUID)).toEqual([]);
  });

  it('refuses addresses for a form row that does not exist', async () => {
    await expect(replaceRecipients(asNotificationRecipientsDatabase(database.db), formId + 1000, ['a@example.com'])).rejects.toThrow();
  });
});
