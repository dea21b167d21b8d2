import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { fixtureWire } from '../../../helpers/forms.js';
import { storeLead } from '../../../helpers/leads.js';
import { RESOURCE_APP_START, callApi, useResourceHost, type ApiMethod, type ResourceTestApp } from '../../../helpers/owner-resource-app.js';
import { STORAGE_BACKENDS } from '../../../helpers/postgres.js';
import { FORMS } from '../../../helpers/test-host.js';

const GUID = 'a1b2c3d4-f0f0-4000-8000-000000000001';
const MINIMAL = { name: 'Newsletter', fields: [{ name: 'email', label: 'Email', type: 'email', required: true }] };
const START = new Date(RESOURCE_APP_START).toISOString();


const formPath = (api: ResourceTestApp, guid = GUID) => `/portals/${api.portalId}/forms/${guid}`;

/** Creates the newsletter form under GUID and publishes it once. */
async function publishedNewsletter(api: ResourceTestApp): Promise<void> {
  expect((await callApi(api, 'POST', `/portals/${api.portalId}/forms`, { body: { ...MINIMAL, guid: GUID } })).status).toBe(201);
  expect((await callApi(api, 'POST', `${formPath(api)}/publish`)).status).toBe(201);
}

describe.each(STORAGE_BACKENDS)('the /api/v1 forms routes on $name', (backend) => {
  const resourceTestApp = useResourceHost(backend);

  it('creates a form from a minimal body as a draft, publishes it as version 1 and shows it', async () => {
    const api = await resourceTestApp();
    const created = await callApi(api, 'POST', `/portals/${api.portalId}/forms`, { body: MINIMAL });
    expect(created.status).toBe(201);
    const guid = created.json.guid as string;
    expect(created.json).toEqual({
      portalId: api.portalId,
      guid,
      name: 'Newsletter',
      publishedVersion: null,
      live: false,
      unpublishedChanges: true,
      archivedAt: null,
      createdAt: START,
      updatedAt: START,
      leads: 0,
      leadsLast7Days: 0,
      spamLeads: 0,
      lastLeadAt: null,
    });
    const before = await callApi(api, 'GET', formPath(api, guid));
    expect(before.json).toMatchObject({ guid, definition: null, draft: { definition: { form: { guid, name: 'Newsletter' } }, updatedAt: START } });

    api.advance(60_000);
    const published = await callApi(api, 'POST', `${formPath(api, guid)}/publish`);
    const publishedAt = new Date(RESOURCE_APP_START + 60_000).toISOString();
    expect(published).toEqual({ status: 201, json: { version: 1, publishedAt, publishedBy: 'ADMIN_TOKEN' } });
    const after = await callApi(api, 'GET', formPath(api, guid));
    expect(after.json).toMatchObject({ publishedVersion: 1, definition: { form: { guid, portalId: Number(api.portalId), name: 'Newsletter' } } });
    expect((after.json.definition as { form: { metaData: unknown[] } }).form.metaData).toContainEqual({ name: 'formVersion', value: '1' });
    expect((await callApi(api, 'GET', `${formPath(api, guid)}/versions`)).json).toEqual({ versions: [{ version: 1, publishedAt, publishedBy: 'ADMIN_TOKEN' }] });
  });

  it('creates a form from a whole wire definition under the GUID asked for, and refuses that GUID twice', async () => {
    const api = await resourceTestApp();
    const wire = fixtureWire(FORMS.contact);
    wire.form.name = 'Contact us';
    const created = await callApi(api, 'POST', `/portals/${api.portalId}/forms`, { body: { definition: wire, guid: GUID.toUpperCase() } });
    expect(created.json).toMatchObject({ guid: GUID, name: 'Contact us' });
    const again = await callApi(api, 'POST', `/portals/${api.portalId}/forms`, { body: { definition: wire, guid: GUID } });
    expect(again).toEqual({ status: 409, json: { status: 'error', message: `portal ${api.portalId} has a form ${GUID} already`, errorType: 'FORM_EXISTS' } });
  });

  it('edits the draft without changing what is served, then publishes a body as the next version', async () => {
    const api = await resourceTestApp();
    await publishedNewsletter(api);
    const put = await callApi(api, 'PUT', `${formPath(api)}/draft`, { body: { ...MINIMAL, name: 'Newsletter (draft)' } });
    expect(put.json).toMatchObject({ definition: { form: { name: 'Newsletter (draft)' } } });
    expect((await callApi(api, 'GET', `${formPath(api)}/draft`)).json).toMatchObject({ definition: { form: { name: 'Newsletter (draft)' } } });
    expect((await callApi(api, 'GET', formPath(api))).json).toMatchObject({ name: 'Newsletter', definition: { form: { name: 'Newsletter' } } });

    const wire = fixtureWire(FORMS.contact);
    wire.form.name = 'Newsletter (v2)';
    expect((await callApi(api, 'POST', `${formPath(api)}/publish`, { body: { definition: wire }, token: api.tokens.portal })).json).toMatchObject({
      version: 2,
      publishedBy: api.names.portal,
    });
    const detail = await callApi(api, 'GET', formPath(api));
    expect(detail.json).toMatchObject({ name: 'Newsletter (v2)', publishedVersion: 2, definition: { form: { name: 'Newsletter (v2)', guid: GUID } } });
    expect(detail.json.draft).toMatchObject({ definition: { form: { name: 'Newsletter (v2)' } } });
  });

  it('leaves the published version and the draft as they were when a publish is refused', async () => {
    const api = await resourceTestApp();
    await publishedNewsletter(api);
    const refused = await callApi(api, 'POST', `${formPath(api)}/publish`, { body: { name: 'Broken', fields: [{ name: '1bad', label: 'x', type: 'text' }] } });
    expect(refused).toEqual({
      status: 400,
      json: { status: 'error', message: 'fields[0].name must be letters, digits and _ (not starting with a digit)', errorType: 'INVALID_DEFINITION' },
    });
    expect((await callApi(api, 'GET', `${formPath(api)}/versions`)).json.versions).toHaveLength(1);
    expect((await callApi(api, 'GET', formPath(api))).json).toMatchObject({ definition: { form: { name: 'Newsletter' } }, draft: { definition: { form: { name: 'Newsletter' } } } });
  });

  it('archives a form and takes it out of the archive, and lists by archived', async () => {
    const api = await resourceTestApp();
    await publishedNewsletter(api);
    api.advance(1000);
    const archived = await callApi(api, 'POST', `${formPath(api)}/archive`);
    expect(archived).toMatchObject({ status: 200, json: { guid: GUID, archivedAt: new Date(RESOURCE_APP_START + 1000).toISOString() } });
    expect((await callApi(api, 'GET', `/forms?portalId=${api.portalId}&archived=false`)).json.forms).toEqual([]);
    expect((await callApi(api, 'GET', `/forms?portalId=${api.portalId}&archived=true`)).json.forms).toMatchObject([{ guid: GUID }]);
    const unarchived = await callApi(api, 'POST', `${formPath(api)}/unarchive`);
    expect(unarchived).toMatchObject({ status: 200, json: { guid: GUID, archivedAt: null } });
    expect((await callApi(api, 'GET', `/forms?portalId=${api.portalId}&archived=false`)).json.forms).toMatchObject([{ guid: GUID }]);
  });

  it('lists the forms of every portal the caller reaches, with leads, the last 7 days and spam', async () => {
    const api = await resourceTestApp();
    await publishedNewsletter(api);
    const other = randomUUID();
    await callApi(api, 'POST', `/portals/${api.otherPortalId}/forms`, { body: { ...MINIMAL, guid: other } });
    const day = 86_400_000;
    await storeLead(api.fixture, { email: 'old@example.com' }, { portalId: api.portalId, formId: GUID, createdAt: new Date(RESOURCE_APP_START - 30 * day).toISOString() });
    const recent = await storeLead(api.fixture, { email: 'new@example.com' }, { portalId: api.portalId, formId: GUID, createdAt: new Date(RESOURCE_APP_START - day).toISOString() });
    await api.fixture.leads.markSpam(recent, true);

    // The admin's list holds every portal's forms: other tests' too.
    const all = await callApi(api, 'GET', '/forms');
    const ours = (all.json.forms as { portalId: string }[]).filter((form) => [api.portalId, api.otherPortalId].includes(form.portalId));
    expect(ours).toEqual([
      expect.objectContaining({ portalId: api.portalId, guid: GUID, leads: 2, leadsLast7Days: 1, spamLeads: 1, lastLeadAt: new Date(RESOURCE_APP_START - day).toISOString() }),
      expect.objectContaining({ portalId: api.otherPortalId, guid: other, leads: 0 }),
    ]);
    expect((await callApi(api, 'GET', '/forms', { token: api.tokens.portal })).json.forms).toMatchObject([{ guid: GUID }]);
    expect((await callApi(api, 'GET', `/forms?portalId=${api.otherPortalId}`, { token: api.tokens.other })).json.forms).toMatchObject([{ guid: other }]);
  });

  it('answers 400 naming what is wrong in the path, the query or the body', async () => {
    const api = await resourceTestApp();
    await publishedNewsletter(api);
    const expectBad = async (method: ApiMethod, url: string, message: string | RegExp, body?: unknown) => {
      const res = await callApi(api, method, url, { body });
      expect(res.status).toBe(400);
      expect(res.json).toMatchObject({ status: 'error', message });
    };
    await expectBad('GET', '/portals/12ab/forms/' + GUID, /^params\/portalId must match pattern/);
    await expectBad('GET', `/portals/${api.portalId}/forms/not-a-guid`, /^params\/formId must match pattern/);
    await expectBad('GET', '/forms?archived=maybe', 'querystring/archived must be boolean');
    await expectBad('POST', `/portals/${api.portalId}/forms`, 'the body must hold definition (a whole wire definition) or name and fields (a minimal form)', {});
    await expectBad('POST', `/portals/${api.portalId}/forms`, 'give either definition or name and fields, not both', { ...MINIMAL, definition: fixtureWire(FORMS.contact) });
    await expectBad('POST', `/portals/${api.portalId}/forms`, "body/fields/0 must have required property 'type'", { name: 'x', fields: [{ name: 'a', label: 'A' }] });
    await expectBad('POST', `/portals/${api.portalId}/forms`, "body/definition must have required property 'form'", { definition: { notAForm: true } });
    await expectBad('POST', `/portals/${api.portalId}/forms`, /^fields\[0\]\.type must be one of text, email/, { name: 'x', fields: [{ name: 'a', label: 'A', type: 'select' }] });
    await expectBad('PUT', `${formPath(api)}/draft`, '"name" must be a non-empty string', { name: ' ', fields: MINIMAL.fields });
  });

  it('answers 404 for a form the portal does not have', async () => {
    const api = await resourceTestApp();
    const unknown = randomUUID();
    for (const [method, suffix] of [['GET', ''], ['GET', '/draft'], ['PUT', '/draft'], ['POST', '/publish'], ['GET', '/versions'], ['POST', '/archive'], ['POST', '/unarchive']] as const) {
      const res = await callApi(api, method, `${formPath(api, unknown)}${suffix}`, { body: method === 'PUT' ? MINIMAL : undefined });
      expect([method, suffix, res.status, res.json.errorType]).toEqual([method, suffix, 404, 'FORM_NOT_FOUND']);
    }
  });

  it("answers 403 for another portal's forms, and for a read-only token's writes", async () => {
    const api = await resourceTestApp();
    await publishedNewsletter(api);
    const routes = [
      ['GET', `/forms?portalId=${api.portalId}`, 'read'],
      ['POST', `/portals/${api.portalId}/forms`, 'write'],
      ['GET', formPath(api), 'read'],
      ['GET', `${formPath(api)}/draft`, 'read'],
      ['PUT', `${formPath(api)}/draft`, 'write'],
      ['POST', `${formPath(api)}/publish`, 'write'],
      ['GET', `${formPath(api)}/versions`, 'read'],
      ['POST', `${formPath(api)}/archive`, 'write'],
      ['POST', `${formPath(api)}/unarchive`, 'write'],
    ] as const;
    for (const [method, url, right] of routes) {
      const body = method === 'GET' || url.endsWith('archive') || url.endsWith('publish') ? undefined : MINIMAL;
      const other = await callApi(api, method, url, { token: api.tokens.other, body });
      expect([url, other.status, other.json.errorType]).toEqual([url, 403, 'PORTAL_NOT_ALLOWED']);
      const reader = await callApi(api, method, url, { token: api.tokens.reader, body });
      expect([url, reader.status]).toEqual([url, right === 'read' ? 200 : 403]);
      if (right === 'write') expect(reader.json.message).toBe(`The token "${api.names.reader}" may not change portal ${api.portalId}`);
    }
    // Nothing the refused writes asked for happened.
    expect((await callApi(api, 'GET', formPath(api))).json).toMatchObject({ publishedVersion: 1, archivedAt: null, draft: { definition: { form: { name: 'Newsletter' } } } });
  });
});
