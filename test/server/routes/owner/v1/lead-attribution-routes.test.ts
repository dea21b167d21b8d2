import { describe, expect, it } from 'vitest';
import { UTF8_BOM } from '../../../../../server/domain/leads/exports/leads-csv.js';
import { storeLead } from '../../../helpers/leads.js';
import { bearerOf, callApi, useResourceHost, type ResourceTestApp } from '../../../helpers/owner-resource-app.js';
import { STORAGE_BACKENDS } from '../../../helpers/postgres.js';
import { FORMS } from '../../../helpers/test-host.js';

const idsOf = (json: Record<string, unknown>) => (json.leads as { conversionId: string }[]).map((lead) => lead.conversionId);
const contactLeads = (api: ResourceTestApp, query: string) => `/leads?portalId=${api.portalId}&formId=${FORMS.contact}${query}`;

/** Three leads from different places (one with none recorded), and one whose hidden field is named `utm_source`. */
async function seed(api: ResourceTestApp) {
  const { portalId } = api;
  const newsletter = await storeLead(
    api.fixture,
    { email: 'ada@example.com' },
    { portalId, createdAt: '2026-01-10T09:00:00.000Z', attribution: { utm_source: 'newsletter', utm_campaign: 'spring', landingPage: 'https://shop.example/?utm_source=newsletter' } },
  );
  const ads = await storeLead(
    api.fixture,
    { email: 'grace@example.com' },
    { portalId, createdAt: '2026-01-11T09:00:00.000Z', attribution: { utm_source: 'ads', utm_campaign: 'spring', gclid: 'g-1' } },
  );
  const direct = await storeLead(api.fixture, { email: 'edsger@example.com' }, { portalId, createdAt: '2026-01-12T09:00:00.000Z' });
  const typed = await storeLead(api.fixture, { email: 'alan@example.com', utm_source: 'newsletter' }, { portalId, createdAt: '2026-01-13T09:00:00.000Z' });
  return { newsletter, ads, direct, typed };
}

describe.each(STORAGE_BACKENDS)('where leads came from, in the /api/v1 leads routes on $name', (backend) => {
  const resourceTestApp = useResourceHost(backend);

  it("filters the list by the attribution's utm_source and utm_campaign, exactly, never by a field of the same name", async () => {
    const api = await resourceTestApp();
    const { newsletter, ads, direct, typed } = await seed(api);
    expect(idsOf((await callApi(api, 'GET', contactLeads(api, ''))).json)).toEqual([typed, direct, ads, newsletter]);
    expect(idsOf((await callApi(api, 'GET', contactLeads(api, '&source=newsletter'))).json)).toEqual([newsletter]);
    expect(idsOf((await callApi(api, 'GET', contactLeads(api, '&campaign=spring'))).json)).toEqual([ads, newsletter]);
    expect(idsOf((await callApi(api, 'GET', contactLeads(api, '&campaign=spring&source=ads'))).json)).toEqual([ads]);
    expect(idsOf((await callApi(api, 'GET', contactLeads(api, '&source=News'))).json)).toEqual([]);
    // With the other filters, and without a form.
    expect(idsOf((await callApi(api, 'GET', contactLeads(api, '&campaign=spring&from=2026-01-11'))).json)).toEqual([ads]);
    expect(idsOf((await callApi(api, 'GET', `/leads?portalId=${api.portalId}&source=ads`)).json)).toEqual([ads]);
  });

  it('erases by the same filters', async () => {
    const api = await resourceTestApp();
    await seed(api);
    const body = { portalId: api.portalId, formId: FORMS.contact, campaign: 'spring', dryRun: true };
    expect(await callApi(api, 'POST', '/leads/erase', { body })).toMatchObject({ status: 200, json: { matched: 2, erased: 0 } });
    expect(await callApi(api, 'POST', '/leads/erase', { body: { ...body, source: 'ads' } })).toMatchObject({ status: 200, json: { matched: 1 } });
  });

  it('returns the stored attribution with each lead', async () => {
    const api = await resourceTestApp();
    const { ads } = await seed(api);
    expect((await callApi(api, 'GET', `/leads/${ads}`)).json).toMatchObject({ attribution: { utm_source: 'ads', utm_campaign: 'spring', gclid: 'g-1' } });
  });

  it('answers 400 naming an empty or overlong attribution filter', async () => {
    const api = await resourceTestApp();
    const empty = await callApi(api, 'GET', contactLeads(api, '&source='));
    expect(empty).toMatchObject({ status: 400, json: { message: 'querystring/source must NOT have fewer than 1 characters' } });
    const long = await callApi(api, 'GET', contactLeads(api, `&campaign=${'c'.repeat(501)}`));
    expect(long).toMatchObject({ status: 400, json: { message: 'querystring/campaign must NOT have more than 500 characters' } });
  });

  it('exports the filtered leads with one column per attribution key they hold, after the others', async () => {
    const api = await resourceTestApp();
    const { newsletter, ads } = await seed(api);
    const res = await api.inject({ method: 'GET', url: `/api/v1/leads/export?portalId=${api.portalId}&formId=${FORMS.contact}&campaign=spring`, headers: bearerOf(api.tokens.reader) });
    expect(res.statusCode).toBe(200);
    expect(res.body.split('\r\n')).toEqual([
      `${UTF8_BOM}Submitted at (UTC),Conversion ID,Page URL,email,UTM source,UTM campaign,Google Ads click ID,Landing page`,
      `2026-01-10T09:00:00.000Z,${newsletter},https://www.site-owner.example/contact,ada@example.com,newsletter,spring,,https://shop.example/?utm_source=newsletter`,
      `2026-01-11T09:00:00.000Z,${ads},https://www.site-owner.example/contact,grace@example.com,ads,spring,g-1,`,
      '',
    ]);
  });
});
