import { rm } from 'node:fs/promises';
import { afterEach, describe, expect, it } from 'vitest';
import { createLeadStore } from '../../../server/storage/lead-store.js';
import { searchTerms } from '../../../server/storage/lead-search.js';
import { MIGRATIONS } from '../../../server/storage/migrations.js';
import { openDatabase, type OpenDatabaseOptions } from '../../../server/storage/open-database.js';
import { STORAGE_BACKENDS } from '../helpers/postgres.js';
import { FORMS, PORTAL_ID, makeTempDir } from '../helpers/test-host.js';

const cleanups: Array<() => Promise<void>> = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

const BEFORE_LEADS = MIGRATIONS.filter((migration) => migration.name < '0006_leads_search_spam_audit');

describe.each(STORAGE_BACKENDS)('migration 0006_leads_search_spam_audit on $name', (backend) => {
  it('indexes the leads stored before it, which are then found, and not spam', async () => {
    const dataDir = await makeTempDir('leads-migration');
    cleanups.push(() => rm(dataDir, { recursive: true, force: true }));
    const options: OpenDatabaseOptions = { dataDir, ...(await backend.fresh()) };
    const before = await openDatabase({ ...options, migrations: BEFORE_LEADS });
    // More than one batch of the migration's backfill.
    const rows = Array.from({ length: 1203 }, (_, n) => ({
      idempotency_key: `old-${n}`,
      portal_id: PORTAL_ID,
      form_id: FORMS.contact,
      conversion_id: `old-conversion-${n}`,
      values_json: JSON.stringify({ email: n === 1202 ? 'last.one@analytical-engines.co.uk' : `lead${n}@example.org` }),
      context_json: null,
      files_json: '[]',
      page_url: null,
      created_at: '2026-01-01T00:00:00.000Z',
      consent_json: null,
    }));
    for (let start = 0; start < rows.length; start += 300) await before.db.insertInto('submissions').values(rows.slice(start, start + 300)).execute();
    await before.close();

    const after = await openDatabase(options);
    cleanups.push(() => after.close());
    const leads = createLeadStore(after.db, after.dialect);
    const page = await leads.page({ search: searchTerms('analytical') }, { limit: 10 });
    expect(page.map((lead) => [lead.conversionId, lead.spam])).toEqual([['old-conversion-1202', false]]);
    expect(await leads.count({ search: searchTerms('example') })).toBe(1202);
    expect(await leads.count({ spam: false })).toBe(1203);
  });
});
