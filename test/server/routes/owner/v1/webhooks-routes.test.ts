import { Webhook } from 'standardwebhooks';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callApi, useResourceHost, type ResourceTestApp } from '../../../helpers/owner-resource-app.js';
import { STORAGE_BACKENDS } from '../../../helpers/postgres.js';
import { submissionBody, submitPath } from '../../../helpers/submissions.js';
import { withTimeToken } from '../../../helpers/spam-tokens.js';
import { startWebhookReceiver, type ReceivedWebhook, type WebhookReceiver } from '../../../helpers/webhook-receiver.js';

const GUID = 'c0ffee00-0000-4000-8000-00000000a001';
const OTHER_GUID = 'c0ffee00-0000-4000-8000-00000000a002';
const MINIMAL = { name: 'Newsletter', fields: [{ name: 'email', label: 'Email', type: 'email', required: true }] };

let receiver: WebhookReceiver;
beforeAll(async () => {
  receiver = await startWebhookReceiver();
});
afterAll(() => receiver.close());

/** The requests with this webhook-id the receiver has had, once `count` of them arrived. */
async function receivedFor(id: string, count = 1): Promise<ReceivedWebhook[]> {
  for (;;) {
    const matching = receiver.received.filter((request) => request.headers['webhook-id'] === id);
    if (matching.length >= count) return matching;
    await receiver.waitFor(receiver.received.length + 1);
  }
}

/** Polls the delivery log until the delivery is settled (the dispatcher records it after the receiver answered). */
async function settled(api: ResourceTestApp, endpointId: number, deliveryId: string) {
  for (;;) {
    const page = await callApi(api, 'GET', `/webhooks/${endpointId}/deliveries`);
    const delivery = (page.json.deliveries as { id: string; status: string; attempts: Record<string, unknown>[] }[]).find((each) => each.id === deliveryId);
    if (delivery !== undefined && delivery.status !== 'pending') return delivery;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

const createEndpoint = (api: ResourceTestApp, body: Record<string, unknown> = {}, token?: string) =>
  callApi(api, 'POST', `/portals/${api.portalId}/webhooks`, { body: { url: receiver.url, events: ['lead.created'], ...body }, ...(token ? { token } : {}) });

/** A published form of the test's portal that visitors can submit. */
async function publishForm(api: ResourceTestApp, guid = GUID) {
  expect((await callApi(api, 'POST', `/portals/${api.portalId}/forms`, { body: { ...MINIMAL, guid } })).status).toBe(201);
  expect((await callApi(api, 'POST', `/portals/${api.portalId}/forms/${guid}/publish`)).status).toBe(201);
}

describe.each(STORAGE_BACKENDS)('the /api/v1 webhook routes on $name', (backend) => {
  const resourceTestApp = useResourceHost(backend, { webhookAllowPrivate: true });

  it('creates an endpoint with its secret shown once, then lists it by portal and form with a hint only', async () => {
    const api = await resourceTestApp();
    await publishForm(api);
    const created = await createEndpoint(api, { formId: GUID.toUpperCase(), events: ['lead.created', 'lead.deleted'] });
    expect(created).toEqual({
      status: 201,
      json: {
        id: expect.any(Number),
        portalId: api.portalId,
        formId: GUID,
        url: receiver.url,
        events: ['lead.created', 'lead.deleted'],
        enabled: true,
        disabledReason: null,
        secretHint: `whsec_…${(created.json.secret as string).slice(-4)}`,
        createdAt: '2026-03-10T12:00:00.000Z',
        secret: expect.stringMatching(/^whsec_[A-Za-z0-9+/]{32}$/),
      },
    });
    const portalWide = await createEndpoint(api, { enabled: false });
    const { secret: _secret, ...shown } = created.json;
    const listed = await callApi(api, 'GET', `/webhooks?portalId=${api.portalId}`);
    expect(listed.json.endpoints).toEqual([shown, expect.objectContaining({ id: portalWide.json.id, formId: null, enabled: false })]);
    expect(JSON.stringify(listed.json)).not.toContain(created.json.secret as string);
    expect((await callApi(api, 'GET', `/webhooks?portalId=${api.portalId}&formId=${GUID}`)).json.endpoints).toEqual([shown]);
    // Every portal the caller reads: the reader sees them, the other portal's token none of them.
    expect((await callApi(api, 'GET', '/webhooks', { token: api.tokens.reader })).json.endpoints).toHaveLength(2);
    expect((await callApi(api, 'GET', '/webhooks', { token: api.tokens.other })).json.endpoints).toEqual([]);
  });

  it('refuses bad input with a 400 naming the field', async () => {
    const api = await resourceTestApp();
    await publishForm(api);
    const bad = async (body: Record<string, unknown>, message: RegExp) => {
      const answer = await createEndpoint(api, body);
      expect(answer.status).toBe(400);
      expect(answer.json.message).toMatch(message);
    };
    await bad({ url: 'ftp://files.example/in' }, /^url must be http or https, got ftp$/);
    await bad({ url: 'not a url' }, /^url must be an absolute http or https URL/);
    await bad({ events: [] }, /body\/events must NOT have fewer than 1 items/);
    await bad({ events: ['lead.updated'] }, /body\/events\/0 must be equal to one of the allowed values/);
    await bad({ formId: OTHER_GUID }, new RegExp(`^formId: portal ${api.portalId} has no form ${OTHER_GUID}$`));
    await bad({ formId: 'nope' }, /body\/formId/);
    const { json } = await createEndpoint(api);
    const patched = await callApi(api, 'PATCH', `/webhooks/${json.id as number}`, { body: { url: 'javascript:alert(1)' } });
    expect(patched).toMatchObject({ status: 400, json: { message: 'url must be http or https, got javascript' } });
    expect((await callApi(api, 'GET', `/webhooks/${json.id as number}/deliveries?cursor=garbage`)).json.message).toMatch(/^cursor is not one this host gave/);
  });

  it("answers 403 for a portal the token may not change, 404 for another portal's endpoint; a read-only token lists only", async () => {
    const api = await resourceTestApp();
    const { json } = await createEndpoint(api);
    const id = json.id as number;
    expect((await createEndpoint(api, {}, api.tokens.other)).json).toMatchObject({ errorType: 'PORTAL_NOT_ALLOWED' });
    expect((await createEndpoint(api, {}, api.tokens.reader)).json).toMatchObject({ errorType: 'READ_ONLY' });
    for (const [method, url] of [
      ['PATCH', `/webhooks/${id}`],
      ['DELETE', `/webhooks/${id}`],
      ['POST', `/webhooks/${id}/rotate-secret`],
      ['POST', `/webhooks/${id}/test`],
      ['GET', `/webhooks/${id}/deliveries`],
    ] as const) {
      const body = method === 'PATCH' ? { body: { enabled: false } } : {};
      expect(await callApi(api, method, url, { token: api.tokens.other, ...body })).toMatchObject({ status: 404, json: { message: `No webhook endpoint ${id}` } });
      const asReader = await callApi(api, method, url, { token: api.tokens.reader, ...body });
      expect(asReader.status).toBe(method === 'GET' ? 200 : 403);
    }
    expect((await callApi(api, 'GET', '/webhooks/999999/deliveries')).status).toBe(404);
    expect((await callApi(api, 'GET', `/webhooks?portalId=${api.portalId}`, { token: api.tokens.other })).status).toBe(403);
  });

  it('sends a signed test event through the outbox, logs it, resends it under the same id, and signs with both secrets after a rotation', async () => {
    const api = await resourceTestApp();
    const { json: endpoint } = await createEndpoint(api);
    const id = endpoint.id as number;
    const test = await callApi(api, 'POST', `/webhooks/${id}/test`);
    expect(test).toMatchObject({ status: 202, json: { id: expect.stringMatching(/^msg_/), endpointId: id, event: 'test', conversionId: null, status: 'pending' } });
    const deliveryId = test.json.id as string;
    const [request] = await receivedFor(deliveryId);
    expect(new Webhook(endpoint.secret as string).verify(request?.body as string, request?.headers as Record<string, string>)).toMatchObject({
      type: 'test',
      data: { portalId: api.portalId, attribution: { utm_source: 'sample', utm_campaign: 'sample', landingPage: 'https://www.example.com/' } },
    });
    const logged = await settled(api, id, deliveryId);
    expect(logged).toMatchObject({ status: 'delivered', nextAttemptAt: null, attempts: [{ status: 200, responseSnippet: 'ok', error: null }] });

    const rotated = await callApi(api, 'POST', `/webhooks/${id}/rotate-secret`);
    expect(rotated.json.secret).toMatch(/^whsec_/);
    expect(rotated.json.secret).not.toBe(endpoint.secret);
    const resent = await callApi(api, 'POST', `/webhook-deliveries/${deliveryId}/resend`);
    expect(resent).toMatchObject({ status: 202, json: { id: deliveryId, status: 'pending' } });
    const [, again] = await receivedFor(deliveryId, 2);
    expect(String(again?.headers['webhook-signature']).split(' ')).toHaveLength(2);
    for (const secret of [endpoint.secret as string, rotated.json.secret as string]) {
      expect(new Webhook(secret).verify(again?.body as string, again?.headers as Record<string, string>)).toBeTruthy();
    }
    expect((await settled(api, id, deliveryId)).attempts).toHaveLength(2);
    expect((await callApi(api, 'GET', `/webhooks?portalId=${api.portalId}`)).json.endpoints).toEqual([
      expect.objectContaining({ secretHint: `whsec_…${(rotated.json.secret as string).slice(-4)}` }),
    ]);
    expect((await callApi(api, 'POST', '/webhook-deliveries/msg_unknown/resend')).status).toBe(404);
    expect((await callApi(api, 'POST', `/webhook-deliveries/${deliveryId}/resend`, { token: api.tokens.other })).status).toBe(404);
    expect((await callApi(api, 'POST', `/webhook-deliveries/${deliveryId}/resend`, { token: api.tokens.reader })).status).toBe(403);
  });

  it('changes an endpoint; one the host disabled on 410 Gone shows why until it is enabled again', async () => {
    const api = await resourceTestApp();
    const { json: endpoint } = await createEndpoint(api);
    const id = endpoint.id as number;
    receiver.answers.push({ status: 410, body: 'gone' });
    const test = await callApi(api, 'POST', `/webhooks/${id}/test`);
    expect(await settled(api, id, test.json.id as string)).toMatchObject({ status: 'failed', attempts: [{ status: 410, error: 'the endpoint answered 410 Gone' }] });
    expect((await callApi(api, 'GET', `/webhooks?portalId=${api.portalId}`)).json.endpoints).toEqual([
      expect.objectContaining({ id, enabled: false, disabledReason: 'the endpoint answered 410 Gone' }),
    ]);
    const patched = await callApi(api, 'PATCH', `/webhooks/${id}`, { body: { enabled: true, events: ['lead.deleted'], url: `${receiver.url}?v=2` } });
    expect(patched).toEqual({
      status: 200,
      json: { ...endpoint, secret: undefined, enabled: true, disabledReason: null, events: ['lead.deleted'], url: `${receiver.url}?v=2` },
    });
  });

  it('pages the delivery log newest first', async () => {
    const api = await resourceTestApp();
    const { json: endpoint } = await createEndpoint(api, { enabled: false });
    const id = endpoint.id as number;
    const ids: string[] = [];
    for (let n = 0; n < 3; n++) {
      ids.push((await callApi(api, 'POST', `/webhooks/${id}/test`)).json.id as string);
      api.advance(1000);
    }
    const first = await callApi(api, 'GET', `/webhooks/${id}/deliveries?limit=2`);
    expect((first.json.deliveries as { id: string }[]).map((each) => each.id)).toEqual([ids[2], ids[1]]);
    const second = await callApi(api, 'GET', `/webhooks/${id}/deliveries?limit=2&cursor=${first.json.nextCursor as string}`);
    expect((second.json.deliveries as { id: string }[]).map((each) => each.id)).toEqual([ids[0]]);
    expect(second.json.nextCursor).toBeNull();
  });

  it('delivers lead.created for a submitted lead, lead.marked_spam and lead.deleted as the owner acts, and removes an endpoint with its deliveries', async () => {
    const api = await resourceTestApp();
    await publishForm(api);
    const { json: endpoint } = await createEndpoint(api, { formId: GUID, events: ['lead.created', 'lead.marked_spam', 'lead.deleted'] });
    const webhook = new Webhook(endpoint.secret as string);
    const sent = await fetch(`${api.url}${submitPath(GUID, api.portalId)}`, {
      method: 'POST',
      // With the aged time token the embed sends: a lead the spam checks pass.
      body: withTimeToken(submissionBody({ email: 'ada@analytical.example' }), GUID),
      headers: { 'Idempotency-Key': `webhook-route-${api.portalId}` },
    });
    expect(sent.status).toBe(200);
    const { conversionId } = (await sent.json()) as { conversionId: string };
    const eventsOf = async (type: string) => {
      for (;;) {
        const found = receiver.received.map((request) => ({ request, body: JSON.parse(request.body) as Record<string, any> })).filter(({ body }) => body.type === type && body.data.conversionId === conversionId);
        if (found.length > 0) return found;
        await receiver.waitFor(receiver.received.length + 1);
      }
    };
    const [created] = await eventsOf('lead.created');
    expect(webhook.verify(created?.request.body as string, created?.request.headers as Record<string, string>)).toMatchObject({
      type: 'lead.created',
      data: { portalId: api.portalId, formId: GUID, formName: 'Newsletter', formVersion: 1, values: { byName: { email: 'ada@analytical.example' }, byLabel: { Email: 'ada@analytical.example' } } },
    });
    expect((await callApi(api, 'PATCH', `/leads/${conversionId}`, { body: { spam: true } })).status).toBe(200);
    const [spam] = await eventsOf('lead.marked_spam');
    expect(spam?.body.data).toEqual({ portalId: api.portalId, formId: GUID, conversionId });
    expect((await callApi(api, 'DELETE', `/leads/${conversionId}`)).status).toBe(200);
    const [deleted] = await eventsOf('lead.deleted');
    expect(deleted?.body.data).toEqual({ portalId: api.portalId, formId: GUID, conversionId });

    const id = endpoint.id as number;
    // The receiver has the third request before its answer reaches the dispatcher, which records the
    // delivery then: on a busy machine that write has taken more than the poll's default second.
    await expect.poll(async () => ((await callApi(api, 'GET', `/webhooks/${id}/deliveries`)).json.deliveries as unknown[]).length, { timeout: 10_000 }).toBe(3);
    const removed = await api.inject({ method: 'DELETE', url: `/api/v1/webhooks/${id}`, headers: { authorization: `Bearer ${api.tokens.admin}` } });
    expect(removed.statusCode).toBe(204);
    expect((await callApi(api, 'GET', `/webhooks/${id}/deliveries`)).status).toBe(404);
  });
});
