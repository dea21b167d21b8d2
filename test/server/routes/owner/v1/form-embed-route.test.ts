import { rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { callApi, useResourceHost, type ResourceTestApp } from '../../../helpers/owner-resource-app.js';
import { STORAGE_BACKENDS } from '../../../helpers/postgres.js';

const GUID = 'a1b2c3d4-f0f0-4000-8000-0000000000e1';
const MINIMAL = { name: 'Newsletter', fields: [{ name: 'email', label: 'Email', type: 'email', required: true }] };
const PINNED = { path: '/v/0123456789abcdef/embed.js', integrity: 'sha384-yzvQ5leBiUu8Btphz50UtgP3a/0RaueoSsb1ASqu9yolkfAXwj9tWUklmMxzOanM' };
const embedPath = (api: ResourceTestApp, guid = GUID) => `/portals/${api.portalId}/forms/${guid}/embed`;

async function createForm(api: ResourceTestApp, publish: boolean): Promise<void> {
  expect((await callApi(api, 'POST', `/portals/${api.portalId}/forms`, { body: { ...MINIMAL, guid: GUID } })).status).toBe(201);
  if (publish) expect((await callApi(api, 'POST', `/portals/${api.portalId}/forms/${GUID}/publish`)).status).toBe(201);
}

describe.each(STORAGE_BACKENDS)('GET /api/v1/portals/:portalId/forms/:formId/embed on $name', (backend) => {
  const resourceTestApp = useResourceHost(backend);

  it("answers the embed script on the request's origin, the pinned build and the ids", async () => {
    const api = await resourceTestApp();
    await createForm(api, true);
    const pinnedFile = path.join(api.distDir, 'pinned.json');
    await writeFile(pinnedFile, JSON.stringify(PINNED));
    try {
      const res = await callApi(api, 'GET', embedPath(api, GUID.toUpperCase()), { token: api.tokens.reader });
      expect(res).toEqual({
        status: 200,
        json: {
          portalId: api.portalId,
          formId: GUID,
          scriptUrl: `${api.url}/embed.js`,
          pinned: { scriptUrl: `${api.url}${PINNED.path}`, integrity: PINNED.integrity },
        },
      });
    } finally {
      await rm(pinnedFile, { force: true });
    }
  });

  it('answers pinned null when the build pinned nothing', async () => {
    const api = await resourceTestApp();
    await createForm(api, true);
    expect((await callApi(api, 'GET', embedPath(api))).json).toMatchObject({ scriptUrl: `${api.url}/embed.js`, pinned: null });
  });

  it('answers 409 before the first publish and while archived, 404 for an unknown form, 403 for another portal', async () => {
    const api = await resourceTestApp();
    await createForm(api, false);
    expect(await callApi(api, 'GET', embedPath(api))).toEqual({
      status: 409,
      json: { status: 'error', message: `form ${GUID} is not published yet: publish it first`, errorType: 'NOT_PUBLISHED' },
    });
    expect((await callApi(api, 'POST', `/portals/${api.portalId}/forms/${GUID}/publish`)).status).toBe(201);
    expect((await callApi(api, 'POST', `/portals/${api.portalId}/forms/${GUID}/archive`)).status).toBe(200);
    expect(await callApi(api, 'GET', embedPath(api))).toMatchObject({ status: 409, json: { errorType: 'FORM_ARCHIVED' } });
    expect(await callApi(api, 'GET', embedPath(api, randomUUID()))).toMatchObject({ status: 404, json: { errorType: 'FORM_NOT_FOUND' } });
    expect(await callApi(api, 'GET', embedPath(api), { token: api.tokens.other })).toMatchObject({ status: 403, json: { errorType: 'PORTAL_NOT_ALLOWED' } });
  });
});
