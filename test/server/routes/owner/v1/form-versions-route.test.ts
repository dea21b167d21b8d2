import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { RESOURCE_APP_START, callApi, useResourceHost, type ResourceTestApp } from '../../../helpers/owner-resource-app.js';
import { STORAGE_BACKENDS } from '../../../helpers/postgres.js';

const GUID = 'a1b2c3d4-f0f0-4000-8000-0000000000a1';
const form = (name: string) => ({ name, fields: [{ name: 'email', label: 'Email', type: 'email', required: true }] });
const formPath = (api: ResourceTestApp, guid = GUID) => `/portals/${api.portalId}/forms/${guid}`;

/** The form under GUID published twice: "First" as version 1, "Second" as version 2 a minute later. */
async function twoVersions(api: ResourceTestApp): Promise<void> {
  expect((await callApi(api, 'POST', `/portals/${api.portalId}/forms`, { body: { ...form('First'), guid: GUID } })).status).toBe(201);
  expect((await callApi(api, 'POST', `${formPath(api)}/publish`)).status).toBe(201);
  api.advance(60_000);
  expect((await callApi(api, 'POST', `${formPath(api)}/publish`, { body: form('Second'), token: api.tokens.portal })).status).toBe(201);
}

describe.each(STORAGE_BACKENDS)('GET /api/v1/portals/:portalId/forms/:formId/versions/:version on $name', (backend) => {
  const resourceTestApp = useResourceHost(backend);

  it('answers each version with who published it, when, and the definition it served', async () => {
    const api = await resourceTestApp();
    await twoVersions(api);
    const first = await callApi(api, 'GET', `${formPath(api)}/versions/1`);
    expect(first.status).toBe(200);
    expect(first.json).toMatchObject({
      version: 1,
      publishedAt: new Date(RESOURCE_APP_START).toISOString(),
      publishedBy: 'ADMIN_TOKEN',
      definition: { form: { guid: GUID, name: 'First' } },
    });
    expect((first.json.definition as { form: { metaData: unknown[] } }).form.metaData).toContainEqual({ name: 'formVersion', value: '1' });
    const second = await callApi(api, 'GET', `${formPath(api, GUID.toUpperCase())}/versions/2`, { token: api.tokens.reader });
    expect(second.json).toMatchObject({ version: 2, publishedBy: api.names.portal, definition: { form: { name: 'Second' } } });
  });

  it('answers 404 naming a version the form does not have, and a form the portal does not have', async () => {
    const api = await resourceTestApp();
    await twoVersions(api);
    expect(await callApi(api, 'GET', `${formPath(api)}/versions/3`)).toEqual({
      status: 404,
      json: { status: 'error', message: `form ${GUID} has no version 3`, errorType: 'VERSION_NOT_FOUND' },
    });
    const unknown = randomUUID();
    expect(await callApi(api, 'GET', `${formPath(api, unknown)}/versions/1`)).toMatchObject({ status: 404, json: { errorType: 'FORM_NOT_FOUND' } });
  });

  it('answers 400 for a version that is not a positive whole number', async () => {
    const api = await resourceTestApp();
    for (const bad of ['0', 'latest', '1.5']) {
      const res = await callApi(api, 'GET', `${formPath(api)}/versions/${bad}`);
      expect([bad, res.status, res.json.message]).toEqual([bad, 400, expect.stringMatching(/^params\/version must be/)]);
    }
  });

  it("answers 403 for another portal's token", async () => {
    const api = await resourceTestApp();
    await twoVersions(api);
    expect(await callApi(api, 'GET', `${formPath(api)}/versions/1`, { token: api.tokens.other })).toMatchObject({
      status: 403,
      json: { errorType: 'PORTAL_NOT_ALLOWED' },
    });
  });

  it('is described in the OpenAPI document', async () => {
    const api = await resourceTestApp();
    const document = await api.inject({ method: 'GET', url: '/api/v1/openapi.json' });
    const operation = document.json<{ paths: Record<string, Record<string, { operationId: string; responses: Record<string, unknown> }>> }>().paths[
      '/api/v1/portals/{portalId}/forms/{formId}/versions/{version}'
    ]?.get;
    expect(operation?.operationId).toBe('getFormVersion');
    expect(Object.keys(operation?.responses ?? {})).toEqual(expect.arrayContaining(['200', '404']));
  });
});
