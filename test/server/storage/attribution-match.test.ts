import { CompiledQuery, sql, type Kysely } from 'kysely';
import { describe, expect, it } from 'vitest';
import { cleanAttribution } from '../../../server/domain/attribution/clean-attribution.js';
import { matchesAttribution } from '../../../server/storage/attribution-match.js';
import { conversionIdsOf, openLeadsFixture, storeLead } from '../helpers/leads.js';
import { STORAGE_BACKENDS } from '../helpers/postgres.js';
import { FORMS, PORTAL_ID } from '../helpers/test-host.js';

/** The plan of a filtered page as the lead list asks for it, as text. */
async function planOf(db: Kysely<any>, dialect: 'sqlite' | 'postgres', param: 'utm_source' | 'utm_campaign'): Promise<string> {
  const query = db
    .selectFrom('submissions')
    .select('submissions.id')
    .where('submissions.portal_id', '=', PORTAL_ID)
    .where('submissions.form_id', '=', FORMS.contact)
    .where(matchesAttribution(dialect, param, 'newsletter'))
    .orderBy('submissions.id', 'desc')
    .limit(50)
    .compile();
  if (dialect === 'sqlite') {
    const { rows } = await db.executeQuery<{ detail: string }>(CompiledQuery.raw(`explain query plan ${query.sql}`, [...query.parameters]));
    return rows.map((row) => row.detail).join('\n');
  }
  // A table of a few rows is read whole whatever its indexes: the plan shows whether one serves.
  return db.transaction().execute(async (trx) => {
    await sql`set local enable_seqscan = off`.execute(trx);
    const { rows } = await trx.executeQuery<{ 'QUERY PLAN': string }>(CompiledQuery.raw(`explain ${query.sql}`, [...query.parameters]));
    return rows.map((row) => row['QUERY PLAN']).join('\n');
  });
}

describe.each(STORAGE_BACKENDS)('the attribution filters on $name', (backend) => {
  it('read a form\'s leads by source or campaign through their index (migration 0011)', async () => {
    const fixture = await openLeadsFixture(backend);
    await storeLead(fixture, { email: 'ada@example.com' }, { attribution: { utm_source: 'newsletter', utm_campaign: 'spring' } });
    await storeLead(fixture, { email: 'grace@example.com' });
    const db = fixture.submissions.db as unknown as Kysely<any>;
    expect(await planOf(db, backend.name, 'utm_source')).toContain('submissions_by_form_source');
    expect(await planOf(db, backend.name, 'utm_campaign')).toContain('submissions_by_form_campaign');
  });

  it('store and find a lead whatever characters its browser sent (no NUL, no half surrogate pair reaches the JSON)', async () => {
    const fixture = await openLeadsFixture(backend);
    // A value cut at the cap between the two halves of an emoji leaves half of it.
    const sent = { utm_source: 'news\u0000letter\uD800', utm_campaign: `${'x'.repeat(499)}😀`, referrer: 'https://mail.example/😀?utm_term=\uDC00' };
    const attribution = cleanAttribution(sent);
    expect(attribution).toEqual({ utm_source: 'news letter\uFFFD', utm_campaign: `${'x'.repeat(499)}\uFFFD`, referrer: 'https://mail.example/%F0%9F%98%80?utm_term=%EF%BF%BD' });
    const stored = await storeLead(fixture, { email: 'ada@example.com' }, { attribution: attribution ?? {} });
    const page = await fixture.leads.listLeads({ portalId: PORTAL_ID, source: 'news letter\uFFFD', limit: 10 });
    expect(conversionIdsOf(page.leads)).toEqual([stored]);
  });
});
