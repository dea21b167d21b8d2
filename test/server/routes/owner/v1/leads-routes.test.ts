import { access } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { storeLead } from '../../../helpers/leads.js';
import { RESOURCE_APP_START, callApi, useResourceHost, type ApiMethod, type ResourceTestApp } from '../../../helpers/owner-resource-app.js';
import { STORAGE_BACKENDS } from '../../../helpers/postgres.js';
import { FORMS } from '../../../helpers/test-host.js';

const ADA = { firstname: 'Ada', lastname: 'Lovelace', email: 'ada@analytical.example' };
const GRACE = { firstname: 'Grace', lastname: 'Hopper', email: 'grace@navy.example' };
const EDSGER = { firstname: 'Edsger', lastname: 'Dijkstra', email: 'edsger@shortest.example' };


const contactLeads = (api: ResourceTestApp, query = '') => `/leads?portalId=${api.portalId}&formId=${FORMS.contact}${query}`;
const idsOf = (json: Record<string, unknown>) => (json.leads as { conversionId: string }[]).map((lead) => lead.conversionId);
const exists = (file: string) => access(file).then(() => true, () => false);

/** Three contact-form leads of the test's portal on three days of January, and one of another form. */
async function seed(api: ResourceTestApp) {
  const { portalId } = api;
  const ada = await storeLead(api.fixture, ADA, { portalId, createdAt: '2026-01-10T09:00:00.000Z', files: [{ field: 'cv', name: 'cv.txt', content: 'Ada CV' }] });
  const grace = await storeLead(api.fixture, GRACE, { portalId, createdAt: '2026-01-20T09:00:00.000Z' });
  const edsger = await storeLead(api.fixture, EDSGER, { portalId, createdAt: '2026-01-30T09:00:00.000Z' });
  const otherForm = await storeLead(api.fixture, ADA, { portalId, formId: FORMS.allFields, createdAt: '2026-01-15T09:00:00.000Z' });
  return { ada, grace, edsger, otherForm };
}

describe.each(STORAGE_BACKENDS)('the /api/v1 leads routes on $name', (backend) => {
  const resourceTestApp = useResourceHost(backend);

  it('lists newest first, a page at a time by cursor', async () => {
    const api = await resourceTestApp();
    const { ada, grace, edsger, otherForm } = await seed(api);
    const first = await callApi(api, 'GET', contactLeads(api, '&limit=2'));
    expect(first.status).toBe(200);
    expect(idsOf(first.json)).toEqual([edsger, grace]);
    expect(first.json.nextCursor).toEqual(expect.any(String));
    const second = await callApi(api, 'GET', contactLeads(api, `&limit=2&cursor=${first.json.nextCursor as string}`));
    expect(idsOf(second.json)).toEqual([ada]);
    expect(second.json.nextCursor).toBeNull();
    // Without a form: every lead of the portal, newest stored first.
    expect(idsOf((await callApi(api, 'GET', `/leads?portalId=${api.portalId}`)).json)).toEqual([otherForm, edsger, grace, ada]);
  });

  it('shows each lead with its values, form version, spam mark and files with their download URL', async () => {
    const api = await resourceTestApp();
    const { ada } = await seed(api);
    const listed = (await callApi(api, 'GET', contactLeads(api, '&q=ada'))).json.leads as Record<string, unknown>[];
    expect(listed).toEqual([
      {
        conversionId: ada,
        portalId: api.portalId,
        formId: FORMS.contact,
        formVersion: null,
        createdAt: '2026-01-10T09:00:00.000Z',
        pageUrl: 'https://www.site-owner.example/contact',
        spam: false,
        spamReason: null,
        attribution: null,
        values: ADA,
        files: [{ field: 'cv', name: 'cv.txt', size: 6, contentType: 'text/plain', url: `/api/v1/leads/${ada}/files/0` }],
      },
    ]);
    const one = await callApi(api, 'GET', `/leads/${ada}`);
    expect(one).toEqual({ status: 200, json: { ...listed[0], context: null, consent: null } });
  });

  it('searches the values, filters by dates and by spam', async () => {
    const api = await resourceTestApp();
    const { ada, grace, edsger } = await seed(api);
    expect(idsOf((await callApi(api, 'GET', contactLeads(api, '&q=hop'))).json)).toEqual([grace]);
    expect(idsOf((await callApi(api, 'GET', contactLeads(api, '&q=navy.example'))).json)).toEqual([grace]);
    expect(idsOf((await callApi(api, 'GET', contactLeads(api, '&from=2026-01-15&to=2026-01-30'))).json)).toEqual([grace]);
    expect(idsOf((await callApi(api, 'GET', contactLeads(api, '&from=2026-01-20T10:00:00%2B01:00'))).json)).toEqual([edsger, grace]);

    const marked = await callApi(api, 'PATCH', `/leads/${grace}`, { body: { spam: true } });
    expect(marked).toMatchObject({ status: 200, json: { conversionId: grace, spam: true } });
    expect(idsOf((await callApi(api, 'GET', contactLeads(api, '&spam=true'))).json)).toEqual([grace]);
    expect(idsOf((await callApi(api, 'GET', contactLeads(api, '&spam=false'))).json)).toEqual([edsger, ada]);
    expect((await callApi(api, 'PATCH', `/leads/${grace}`, { body: { spam: false } })).json).toMatchObject({ spam: false });
    expect(idsOf((await callApi(api, 'GET', contactLeads(api, '&spam=false'))).json)).toEqual([edsger, grace, ada]);
  });

  it('erases one lead with its files, and audits it under the token name', async () => {
    const api = await resourceTestApp();
    const { ada, grace } = await seed(api);
    const folder = path.join(api.fixture.dataDir, 'uploads', (await api.fixture.leads.getLead(ada))?.idempotencyKey ?? 'missing');
    expect(await exists(folder)).toBe(true);
    const erased = await callApi(api, 'DELETE', `/leads/${ada}`, { token: api.tokens.portal });
    expect(erased).toEqual({ status: 200, json: { erased: 1, filesRemoved: 1, filesFailed: 0 } });
    expect(await exists(folder)).toBe(false);
    expect((await callApi(api, 'GET', `/leads/${ada}`)).status).toBe(404);
    expect((await callApi(api, 'GET', `/leads/${grace}`)).status).toBe(200);
    expect(await api.audit()).toEqual([
      {
        id: expect.any(Number),
        actor: api.names.portal,
        action: 'delete',
        filter: { portalId: api.portalId, formId: FORMS.contact, conversionId: ada },
        count: 1,
        createdAt: new Date(RESOURCE_APP_START).toISOString(),
      },
    ]);
  });

  it('erases by filter: dryRun only counts, then the selected leads go, audited', async () => {
    const api = await resourceTestApp();
    const { ada, grace, edsger, otherForm } = await seed(api);
    const filter = { portalId: api.portalId, formId: FORMS.contact, to: '2026-01-25' };
    const counted = await callApi(api, 'POST', '/leads/erase', { body: { ...filter, dryRun: true } });
    expect(counted).toEqual({ status: 200, json: { dryRun: true, matched: 2, erased: 0, filesRemoved: 0, filesFailed: 0 } });
    expect(await api.audit()).toEqual([]);
    expect((await callApi(api, 'GET', `/leads/${ada}`)).status).toBe(200);

    const done = await callApi(api, 'POST', '/leads/erase', { body: filter });
    expect(done).toEqual({ status: 200, json: { dryRun: false, matched: 2, erased: 2, filesRemoved: 1, filesFailed: 0 } });
    for (const gone of [ada, grace]) expect((await callApi(api, 'GET', `/leads/${gone}`)).status).toBe(404);
    for (const kept of [edsger, otherForm]) expect((await callApi(api, 'GET', `/leads/${kept}`)).status).toBe(200);
    expect(await api.audit()).toMatchObject([
      { actor: 'ADMIN_TOKEN', action: 'delete', filter: { portalId: api.portalId, formId: FORMS.contact, createdTo: '2026-01-25' }, count: 2 },
    ]);
  });

  it('answers 400 naming what is wrong', async () => {
    const api = await resourceTestApp();
    const expectBad = async (method: ApiMethod, url: string, message: string | RegExp, body?: unknown) => {
      const res = await callApi(api, method, url, { body });
      expect([url, res.status]).toEqual([url, 400]);
      expect(res.json).toMatchObject({ status: 'error', message });
    };
    await expectBad('GET', '/leads', "querystring must have required property 'portalId'");
    await expectBad('GET', contactLeads(api, '&limit=501'), 'querystring/limit must be <= 500');
    await expectBad('GET', contactLeads(api, '&limit=0'), 'querystring/limit must be >= 1');
    await expectBad('GET', contactLeads(api, '&spam=perhaps'), 'querystring/spam must be boolean');
    await expectBad('GET', contactLeads(api, '&from=last%20week'), /^from must be an ISO 8601 date or time/);
    expect((await callApi(api, 'GET', contactLeads(api, '&from=last%20week'))).json.errorType).toBe('INVALID_FILTER');
    await expectBad('GET', contactLeads(api, '&from=2026-02-01&to=2026-01-01'), 'from (2026-02-01) must come before to (2026-01-01)');
    await expectBad('GET', contactLeads(api, '&q=%2B%2B%2B'), 'q must hold a letter or a digit to search for, got "+++"');
    await expectBad('GET', contactLeads(api, '&cursor=nonsense'), 'cursor "nonsense" is not one a lead list gave');
    await expectBad('GET', `/leads?portalId=${api.portalId}&formId=nope`, /^querystring\/formId must match pattern/);
    await expectBad('POST', '/leads/erase', "body must have required property 'formId'", { portalId: api.portalId });
    await expectBad('POST', '/leads/erase', 'body/dryRun must be boolean', { portalId: api.portalId, formId: FORMS.contact, dryRun: 'maybe' });
    await expectBad('PATCH', '/leads/some-id', "body must have required property 'spam'", {});
  });

  it("answers 404 for an unknown lead and for another portal's lead alike", async () => {
    const api = await resourceTestApp();
    const { ada } = await seed(api);
    for (const [method, body] of [['GET', undefined], ['PATCH', { spam: true }], ['DELETE', undefined]] as const) {
      for (const [id, token] of [['00000000-0000-4000-8000-000000000000', api.tokens.admin], [ada, api.tokens.other]] as const) {
        const res = await callApi(api, method, `/leads/${id}`, { token, body });
        expect([method, res.status, res.json]).toEqual([method, 404, { status: 'error', message: `no lead has conversion id "${id}"`, errorType: 'LEAD_NOT_FOUND' }]);
      }
    }
    expect(await api.fixture.leads.getLead(ada)).toMatchObject({ spam: false });
  });

  it("answers 403 for another portal's list and erasure, and for a read-only token's changes", async () => {
    const api = await resourceTestApp();
    const { ada } = await seed(api);
    const other = await callApi(api, 'GET', contactLeads(api), { token: api.tokens.other });
    expect(other).toEqual({ status: 403, json: { status: 'error', message: `The token "${api.names.other}" may not read portal ${api.portalId}`, errorType: 'PORTAL_NOT_ALLOWED' } });
    const erase = { portalId: api.portalId, formId: FORMS.contact };
    expect((await callApi(api, 'POST', '/leads/erase', { token: api.tokens.other, body: erase })).status).toBe(403);
    expect((await callApi(api, 'GET', `/leads?portalId=${api.otherPortalId}`, { token: api.tokens.other })).json).toEqual({ leads: [], nextCursor: null });

    expect((await callApi(api, 'GET', contactLeads(api), { token: api.tokens.reader })).status).toBe(200);
    for (const [method, url, body] of [
      ['PATCH', `/leads/${ada}`, { spam: true }],
      ['DELETE', `/leads/${ada}`, undefined],
      ['POST', '/leads/erase', erase],
      ['POST', '/leads/erase', { ...erase, dryRun: true }],
    ] as const) {
      const res = await callApi(api, method, url, { token: api.tokens.reader, body });
      expect([method, url, res.status, res.json.message]).toEqual([method, url, 403, `The token "${api.names.reader}" may not change portal ${api.portalId}`]);
    }
    expect(await api.fixture.leads.getLead(ada)).toMatchObject({ spam: false });
    expect(await api.audit()).toEqual([]);
  });
});
