import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { callApi, useResourceHost, type ResourceTestApp } from '../../../helpers/owner-resource-app.js';
import { STORAGE_BACKENDS } from '../../../helpers/postgres.js';

const GUID = 'a1b2c3d4-f0f0-4000-8000-0000000000f1';
const MINIMAL = { name: 'Newsletter', fields: [{ name: 'email', label: 'Email', type: 'email', required: true }] };
const notificationsPath = (api: ResourceTestApp, guid = GUID, portalId = api.portalId) => `/portals/${portalId}/forms/${guid}/notifications`;

async function createForm(api: ResourceTestApp): Promise<void> {
  expect((await callApi(api, 'POST', `/portals/${api.portalId}/forms`, { body: { ...MINIMAL, guid: GUID } })).status).toBe(201);
}

describe.each(STORAGE_BACKENDS)('/api/v1/portals/:portalId/forms/:formId/notifications on $name', (backend) => {
  const resourceTestApp = useResourceHost(backend);

  it('answers no recipients at first, then the list a PUT stored, to a read-only token too', async () => {
    const api = await resourceTestApp();
    await createForm(api);
    expect(await callApi(api, 'GET', notificationsPath(api))).toEqual({ status: 200, json: { recipients: [] } });
    const recipients = ['sales@example.com', 'owner@example.org'];
    expect(await callApi(api, 'PUT', notificationsPath(api), { token: api.tokens.portal, body: { recipients } })).toEqual({ status: 200, json: { recipients } });
    expect(await callApi(api, 'GET', notificationsPath(api, GUID.toUpperCase()), { token: api.tokens.reader })).toEqual({ status: 200, json: { recipients } });
    expect(await callApi(api, 'PUT', notificationsPath(api), { body: { recipients: [] } })).toEqual({ status: 200, json: { recipients: [] } });
    expect(await callApi(api, 'GET', notificationsPath(api))).toEqual({ status: 200, json: { recipients: [] } });
  });

  it('answers 400 naming the bad address, the duplicate, the count or the missing field, and keeps the list', async () => {
    const api = await resourceTestApp();
    await createForm(api);
    await callApi(api, 'PUT', notificationsPath(api), { body: { recipients: ['kept@example.com'] } });
    const put = (body: unknown) => callApi(api, 'PUT', notificationsPath(api), { body });
    expect(await put({ recipients: ['ok@example.com', 'bob@'] })).toEqual({
      status: 400,
      json: { status: 'error', message: 'recipients[1]: "bob@" is not an e-mail address', errorType: 'INVALID_RECIPIENTS' },
    });
    expect(await put({ recipients: ['evil@example.com\r\nBcc: victim@example.com'] })).toMatchObject({
      status: 400,
      json: { message: 'recipients[0]: "evil@example.com\\r\\nBcc: victim@example.com" is not an e-mail address' },
    });
    expect(await put({ recipients: ['a@example.com', 'A@example.com'] })).toMatchObject({ status: 400, json: { message: 'recipients[1]: A@example.com is listed twice' } });
    const many = Array.from({ length: 21 }, (_, index) => `r${index}@example.com`);
    expect(await put({ recipients: many })).toMatchObject({ status: 400, json: { message: expect.stringContaining('recipients must NOT have more than 20 items') as unknown } });
    // The schema reads a number as its text, which is no address.
    expect(await put({ recipients: [42] })).toMatchObject({ status: 400, json: { message: 'recipients[0]: "42" is not an e-mail address' } });
    expect(await put({})).toMatchObject({ status: 400, json: { message: expect.stringContaining('recipients') as unknown } });
    expect(await callApi(api, 'GET', notificationsPath(api))).toEqual({ status: 200, json: { recipients: ['kept@example.com'] } });
    const twenty = many.slice(0, 20);
    expect(await put({ recipients: twenty })).toEqual({ status: 200, json: { recipients: twenty } });
  });

  it('answers 404 for a form the portal does not have, 403 for a portal the token may not reach or a read-only write', async () => {
    const api = await resourceTestApp();
    await createForm(api);
    const body = { recipients: ['a@example.com'] };
    expect(await callApi(api, 'GET', notificationsPath(api, randomUUID()))).toMatchObject({ status: 404, json: { errorType: 'FORM_NOT_FOUND' } });
    expect(await callApi(api, 'PUT', notificationsPath(api, randomUUID()), { body })).toMatchObject({ status: 404, json: { errorType: 'FORM_NOT_FOUND' } });
    expect(await callApi(api, 'GET', notificationsPath(api, GUID, api.otherPortalId))).toMatchObject({ status: 404, json: { errorType: 'FORM_NOT_FOUND' } });
    expect(await callApi(api, 'GET', notificationsPath(api), { token: api.tokens.other })).toMatchObject({ status: 403, json: { errorType: 'PORTAL_NOT_ALLOWED' } });
    expect(await callApi(api, 'PUT', notificationsPath(api), { token: api.tokens.other, body })).toMatchObject({ status: 403, json: { errorType: 'PORTAL_NOT_ALLOWED' } });
    expect(await callApi(api, 'PUT', notificationsPath(api), { token: api.tokens.reader, body })).toMatchObject({ status: 403, json: { errorType: 'READ_ONLY' } });
    expect(await callApi(api, 'GET', notificationsPath(api))).toEqual({ status: 200, json: { recipients: [] } });
  });
});
