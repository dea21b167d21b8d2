import { access } from 'node:fs/promises';
import path from 'node:path';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { LeadQueryError } from '../../../../server/domain/leads/lead-query.js';
import { ERASE_BATCH } from '../../../../server/domain/leads/leads.js';
import { conversionIdsOf, openLeadsFixture, storeLead, type LeadsFixture } from '../../helpers/leads.js';
import { STORAGE_BACKENDS } from '../../helpers/postgres.js';
import { FORMS, PORTAL_ID } from '../../helpers/test-host.js';

const ADA = { firstname: 'Ada', lastname: 'Lovelace', email: 'ada@analytical-engines.co.uk', message: 'Please call me back.' };
const GRACE = { firstname: 'Grace', lastname: 'Hopper', email: 'grace@navy.example', message: 'Zoë sent me: café at noon' };
const EDSGER = { firstname: 'Edsger', lastname: 'Dijkstra', email: 'edsger@example.nl', message: 'Adagio, please' };

const contact = { portalId: PORTAL_ID, formId: FORMS.contact };

/** Search entries left in the index, whatever the dialect (both keep them in `submissions_search`). */
async function searchEntries(fixture: LeadsFixture): Promise<number> {
  const { rows } = await sql<{ total: number | string }>`select count(*) as total from submissions_search`.execute(fixture.submissions.db);
  return Number(rows[0]?.total);
}

const exists = (file: string) => access(file).then(() => true, () => false);

describe.each(STORAGE_BACKENDS)('the leads domain on $name', (backend) => {
  it('finds leads by words and word beginnings of their values, e-mail parts too, and misses what is not there', async () => {
    const fixture = await openLeadsFixture(backend);
    const [ada, grace, edsger] = [await storeLead(fixture, ADA), await storeLead(fixture, GRACE), await storeLead(fixture, EDSGER)];
    const found = async (q: string) => conversionIdsOf((await fixture.leads.listLeads({ ...contact, q, limit: 50 })).leads);

    expect(await found('ada')).toEqual([edsger, ada]);
    expect(await found('Ada Lovelace')).toEqual([ada]);
    expect(await found('ada@ana')).toEqual([ada]);
    expect(await found('ada@analytical-engines.co.uk')).toEqual([ada]);
    expect(await found('engines')).toEqual([ada]);
    expect(await found('NAVY')).toEqual([grace]);
    // Accents are folded on both sides.
    expect(await found('zoe cafe')).toEqual([grace]);
    expect(await found('Zoë')).toEqual([grace]);
    expect(await found('lace')).toEqual([]);
    expect(await found('ada hopper')).toEqual([]);
    expect(await found('nobody@nowhere')).toEqual([]);
  });

  it('refuses a search without a letter or a digit, naming q', async () => {
    const fixture = await openLeadsFixture(backend);
    await expect(fixture.leads.listLeads({ ...contact, q: '@@ --', limit: 50 })).rejects.toThrow(new LeadQueryError('q must hold a letter or a digit to search for, got "@@ --"'));
  });

  it('combines the form, date, search and spam filters', async () => {
    const fixture = await openLeadsFixture(backend);
    const january = await storeLead(fixture, ADA, { createdAt: '2026-01-15T10:00:00.000Z' });
    const february = await storeLead(fixture, ADA, { createdAt: '2026-02-15T10:00:00.000Z' });
    const februarySpam = await storeLead(fixture, ADA, { createdAt: '2026-02-20T10:00:00.000Z' });
    const februaryGrace = await storeLead(fixture, GRACE, { createdAt: '2026-02-21T10:00:00.000Z' });
    await storeLead(fixture, ADA, { createdAt: '2026-02-16T10:00:00.000Z', formId: FORMS.allFields });
    await fixture.leads.markSpam(februarySpam, true);
    const listed = async (filter: object) => conversionIdsOf((await fixture.leads.listLeads({ ...contact, limit: 50, ...filter })).leads);

    expect(await listed({ createdFrom: '2026-02-01', createdTo: '2026-03-01' })).toEqual([februaryGrace, februarySpam, february]);
    expect(await listed({ createdTo: '2026-02-15T10:00:00Z' })).toEqual([january]);
    expect(await listed({ createdFrom: '2026-02-01T00:00:00+01:00', q: 'ada', spam: false })).toEqual([february]);
    expect(await listed({ q: 'ada', spam: true })).toEqual([februarySpam]);
    expect(await listed({ formId: undefined, createdFrom: '2026-02-16', q: 'lovelace' })).toHaveLength(2);
  });

  it('refuses dates that are not ISO 8601 and ranges that end before they start', async () => {
    const fixture = await openLeadsFixture(backend);
    await expect(fixture.leads.listLeads({ ...contact, createdFrom: 'last week', limit: 50 })).rejects.toThrow(/^from must be an ISO 8601 date/);
    await expect(fixture.leads.listLeads({ ...contact, createdTo: '2026-02-30T00:00:00', limit: 50 })).rejects.toThrow(/^to must be an ISO 8601 date.*got "2026-02-30T00:00:00"/);
    await expect(fixture.leads.listLeads({ ...contact, createdFrom: '2026-03-01', createdTo: '2026-02-01', limit: 50 })).rejects.toThrow(LeadQueryError);
  });

  it('pages newest first with a cursor, through leads of the same time, and keeps its place while leads arrive', async () => {
    const fixture = await openLeadsFixture(backend);
    const sameTime = '2026-01-01T00:00:00.000Z';
    const stored: string[] = [];
    for (let n = 0; n < 5; n += 1) stored.push(await storeLead(fixture, { email: `n${n}@example.org` }, { createdAt: sameTime }));
    const first = await fixture.leads.listLeads({ ...contact, limit: 2 });
    expect(conversionIdsOf(first.leads)).toEqual([stored[4], stored[3]]);
    // A lead stored between two pages goes to the top, never into the pages after the cursor.
    await storeLead(fixture, { email: 'late@example.org' }, { createdAt: sameTime });
    const second = await fixture.leads.listLeads({ ...contact, limit: 2, cursor: first.nextCursor ?? '' });
    expect(conversionIdsOf(second.leads)).toEqual([stored[2], stored[1]]);
    const third = await fixture.leads.listLeads({ ...contact, limit: 2, cursor: second.nextCursor ?? '' });
    expect(conversionIdsOf(third.leads)).toEqual([stored[0]]);
    expect(third.nextCursor).toBeNull();
  });

  it('refuses a cursor it did not give and a limit out of bounds', async () => {
    const fixture = await openLeadsFixture(backend);
    await expect(fixture.leads.listLeads({ ...contact, limit: 10, cursor: 'bm90LWEtY3Vyc29y' })).rejects.toThrow('cursor "bm90LWEtY3Vyc29y" is not one a lead list gave');
    await expect(fixture.leads.listLeads({ ...contact, limit: 0 })).rejects.toThrow('limit must be a whole number 1-500, got 0');
  });

  it('gets one lead by conversion id, and marks it as spam and back', async () => {
    const fixture = await openLeadsFixture(backend);
    const ada = await storeLead(fixture, ADA);
    expect(await fixture.leads.getLead(ada)).toMatchObject({ conversionId: ada, values: ADA, spam: false });
    expect(await fixture.leads.markSpam(ada, true)).toBe(true);
    expect(await fixture.leads.getLead(ada)).toMatchObject({ spam: true });
    expect(conversionIdsOf((await fixture.leads.listLeads({ ...contact, spam: false, limit: 50 })).leads)).toEqual([]);
    expect(await fixture.leads.markSpam(ada, false)).toBe(true);
    expect(await fixture.leads.getLead(ada)).toMatchObject({ spam: false });
    expect(await fixture.leads.markSpam('00000000-0000-4000-8000-000000000000', true)).toBe(false);
    expect(await fixture.leads.getLead('00000000-0000-4000-8000-000000000000')).toBeUndefined();
  });

  it('erases one lead: its row, its search entry and its files, and audits it', async () => {
    const fixture = await openLeadsFixture(backend, { now: () => Date.parse('2026-03-01T12:00:00.000Z') });
    const ada = await storeLead(fixture, ADA, { files: [{ field: 'cv', name: 'cv.txt', content: 'ada' }] });
    const grace = await storeLead(fixture, GRACE);
    const adaFolder = path.join(fixture.dataDir, 'uploads', (await fixture.leads.getLead(ada))?.idempotencyKey ?? '');
    expect(await searchEntries(fixture)).toBe(2);

    expect(await fixture.leads.deleteLead(ada, 'owner-laptop')).toEqual({ count: 1, filesRemoved: 1, filesFailed: 0 });
    expect(await fixture.leads.getLead(ada)).toBeUndefined();
    expect(await fixture.leads.getLead(grace)).toBeDefined();
    expect(await searchEntries(fixture)).toBe(1);
    expect(await exists(adaFolder)).toBe(false);
    expect(await fixture.leads.listAudit()).toEqual([
      { id: expect.any(Number), actor: 'owner-laptop', action: 'delete', filter: { portalId: PORTAL_ID, formId: FORMS.contact, conversionId: ada }, count: 1, createdAt: '2026-03-01T12:00:00.000Z' },
    ]);
    // Nothing erased, nothing audited.
    expect(await fixture.leads.deleteLead(ada, 'owner-laptop')).toEqual({ count: 0, filesRemoved: 0, filesFailed: 0 });
    expect(await fixture.leads.listAudit()).toHaveLength(1);
  });

  it('erases by filter, counting first with dryRun, and never without a form', async () => {
    const fixture = await openLeadsFixture(backend);
    await storeLead(fixture, ADA, { createdAt: '2026-01-10T00:00:00.000Z', files: [{ field: 'cv', name: 'a.txt', content: 'a' }] });
    await storeLead(fixture, GRACE, { createdAt: '2026-01-11T00:00:00.000Z' });
    const kept = await storeLead(fixture, ADA, { createdAt: '2026-02-10T00:00:00.000Z' });
    const otherForm = await storeLead(fixture, ADA, { createdAt: '2026-01-10T00:00:00.000Z', formId: FORMS.allFields });
    const january = { ...contact, createdTo: '2026-02-01' };

    expect(await fixture.leads.deleteLeads(january, { dryRun: true, actor: 'owner' })).toEqual({ count: 2, filesRemoved: 0, filesFailed: 0 });
    expect(await fixture.leads.listAudit()).toEqual([]);
    expect(await fixture.leads.deleteLeads(january, { dryRun: false, actor: 'owner' })).toEqual({ count: 2, filesRemoved: 1, filesFailed: 0 });
    expect(conversionIdsOf((await fixture.leads.listLeads({ portalId: PORTAL_ID, limit: 50 })).leads)).toEqual([otherForm, kept]);
    expect(await searchEntries(fixture)).toBe(2);
    expect(await fixture.leads.listAudit()).toMatchObject([{ actor: 'owner', action: 'delete', filter: january, count: 2 }]);
    await expect(fixture.leads.deleteLeads({ portalId: PORTAL_ID }, { dryRun: true, actor: 'owner' })).rejects.toThrow('an erasure by filter must name a form (formId)');
  });

  it('erases a set larger than one batch in several transactions under one audit entry', async () => {
    const fixture = await openLeadsFixture(backend);
    const total = ERASE_BATCH + 3;
    await fixture.submissions.db.transaction().execute(async (trx) => {
      await trx
        .insertInto('submissions')
        .values(
          Array.from({ length: total }, (_, n) => ({
            idempotency_key: `bulk-${n}`,
            portal_id: PORTAL_ID,
            form_id: FORMS.contact,
            conversion_id: `bulk-conversion-${n}`,
            values_json: '{}',
            context_json: null,
            files_json: '[]',
            page_url: null,
            created_at: '2026-01-01T00:00:00.000Z',
            consent_json: null,
          })),
        )
        .execute();
    });
    expect(await fixture.leads.deleteLeads(contact, { dryRun: false, actor: 'owner' })).toMatchObject({ count: total });
    expect(await fixture.leads.listAudit()).toMatchObject([{ count: total }]);
  });

  it('logs a file it cannot remove and erases the lead all the same', async () => {
    const fixture = await openLeadsFixture(backend);
    const lead = await storeLead(fixture, ADA);
    await fixture.submissions.db
      .updateTable('submissions')
      .set({ files_json: JSON.stringify([{ field: 'cv', name: 'x', size: 1, contentType: 'text/plain', path: '../outside.txt' }]) })
      .where('conversion_id', '=', lead)
      .execute();
    expect(await fixture.leads.deleteLead(lead, 'owner')).toEqual({ count: 1, filesRemoved: 0, filesFailed: 1 });
    expect(fixture.logged).toEqual([expect.stringContaining('../outside.txt lies outside DATA_DIR')]);
    expect(await fixture.leads.getLead(lead)).toBeUndefined();
  });
});
