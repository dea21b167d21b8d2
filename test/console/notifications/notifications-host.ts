import { http, HttpResponse } from 'msw';
import type { WebhookDelivery, WebhookEndpoint } from '../../../console/api/owner-api';
import { fakeHost } from '../fake-host';
import { contactFormDetail, FORM_ID, PORTAL_ID } from '../lead-fixtures';

export { FORM_ID, PORTAL_ID };
export const NOTIFICATIONS_PATH = `/forms/${PORTAL_ID}/${FORM_ID}/notifications`;

export function endpoint(id: number, overrides: Partial<WebhookEndpoint> = {}): WebhookEndpoint {
  return {
    id,
    portalId: PORTAL_ID,
    formId: FORM_ID,
    url: `https://hooks.example.com/${id}`,
    events: ['lead.created'],
    enabled: true,
    disabledReason: null,
    secretHint: 'whsec_…abcd',
    createdAt: new Date(Date.UTC(2026, 10, 1, 9, id)).toISOString(),
    ...overrides,
  };
}

export function delivery(index: number, overrides: Partial<WebhookDelivery> = {}): WebhookDelivery {
  return {
    id: `msg_${index}`,
    endpointId: 1,
    event: 'lead.created',
    conversionId: `conversion-${index}`,
    status: 'delivered',
    createdAt: new Date(Date.UTC(2026, 10, 1, 12) - index * 60_000).toISOString(),
    nextAttemptAt: null,
    attempts: [{ at: new Date(Date.UTC(2026, 10, 1, 12) - index * 60_000 + 1000).toISOString(), status: 200, durationMs: 42, responseSnippet: 'ok', error: null }],
    ...overrides,
  };
}

export interface NotificationsHostState {
  recipients: string[];
  endpoints: WebhookEndpoint[];
  /** Per endpoint, newest first. */
  deliveries: Map<number, WebhookDelivery[]>;
  /** Every change the console asked for: method, path and body. */
  calls: { method: string; path: string; body: unknown }[];
  nextSecret: string;
}

/**
 * The notification routes of the owner API over an in-memory state the test sets up and reads:
 * recipients (an address with "invalid" in it is refused, as the host would), endpoints with
 * their deliveries (pages of `limit`, the cursor an index), secrets, tests and resends.
 */
export function answerNotifications(initial: Partial<Omit<NotificationsHostState, 'calls'>> = {}): NotificationsHostState {
  const state: NotificationsHostState = {
    recipients: [],
    endpoints: [],
    deliveries: new Map(),
    calls: [],
    nextSecret: 'whsec_c2VjcmV0LXNob3duLW9uY2UtMTIzNDU2Nzg5',
    ...initial,
  };
  let nextId = Math.max(0, ...state.endpoints.map((each) => each.id)) + 1;
  const api = '*/api/v1';
  const record = async (request: Request) => {
    const text = await request.text();
    state.calls.push({ method: request.method, path: new URL(request.url).pathname.replace('/api/v1', ''), body: text === '' ? undefined : JSON.parse(text) });
  };
  const found = (id: unknown) => state.endpoints.find((each) => each.id === Number(id));
  const notFound = () => HttpResponse.json({ status: 'error', message: 'No such webhook endpoint' }, { status: 404 });

  fakeHost.use(
    http.get(`${api}/portals/${PORTAL_ID}/forms/${FORM_ID}`, () => HttpResponse.json(contactFormDetail())),
    http.get(`${api}/portals/${PORTAL_ID}/forms/${FORM_ID}/notifications`, () => HttpResponse.json({ recipients: state.recipients })),
    http.put(`${api}/portals/${PORTAL_ID}/forms/${FORM_ID}/notifications`, async ({ request }) => {
      await record(request.clone());
      const { recipients } = (await request.json()) as { recipients: string[] };
      const bad = recipients.find((address) => address.includes('invalid'));
      if (bad !== undefined) return HttpResponse.json({ status: 'error', message: `recipients: "${bad}" is not an e-mail address` }, { status: 400 });
      state.recipients = recipients;
      return HttpResponse.json({ recipients });
    }),
    http.get(`${api}/webhooks`, ({ request }) => {
      const params = new URL(request.url).searchParams;
      const formId = params.get('formId');
      const endpoints = state.endpoints.filter(
        (each) => each.portalId === params.get('portalId') && (formId === null || each.formId === formId),
      );
      return HttpResponse.json({ endpoints });
    }),
    http.post(`${api}/portals/:portalId/webhooks`, async ({ request, params }) => {
      await record(request.clone());
      const body = (await request.json()) as { url: string; events: string[]; formId: string | null; enabled: boolean };
      if (body.url.includes('refused')) return HttpResponse.json({ status: 'error', message: 'url: this address is refused' }, { status: 400 });
      const created = endpoint(nextId++, { portalId: String(params.portalId), url: body.url, events: body.events, formId: body.formId, enabled: body.enabled, secretHint: `whsec_…${state.nextSecret.slice(-4)}` });
      state.endpoints.push(created);
      return HttpResponse.json({ ...created, secret: state.nextSecret }, { status: 201 });
    }),
    http.patch(`${api}/webhooks/:id`, async ({ request, params }) => {
      await record(request.clone());
      const known = found(params.id);
      if (known === undefined) return notFound();
      Object.assign(known, (await request.json()) as object);
      return HttpResponse.json(known);
    }),
    http.post(`${api}/webhooks/:id/rotate-secret`, async ({ request, params }) => {
      await record(request);
      const known = found(params.id);
      if (known === undefined) return notFound();
      known.secretHint = `whsec_…${state.nextSecret.slice(-4)}`;
      return HttpResponse.json({ secret: state.nextSecret });
    }),
    http.delete(`${api}/webhooks/:id`, async ({ request, params }) => {
      await record(request);
      if (found(params.id) === undefined) return notFound();
      state.endpoints = state.endpoints.filter((each) => each.id !== Number(params.id));
      return new HttpResponse(null, { status: 204 });
    }),
    http.post(`${api}/webhooks/:id/test`, async ({ request, params }) => {
      await record(request);
      const id = Number(params.id);
      if (found(id) === undefined) return notFound();
      const queued = delivery(0, { id: `msg_test_${state.calls.length}`, endpointId: id, event: 'test', conversionId: null, status: 'pending', createdAt: new Date().toISOString(), attempts: [] });
      state.deliveries.set(id, [queued, ...(state.deliveries.get(id) ?? [])]);
      return HttpResponse.json(queued, { status: 202 });
    }),
    http.get(`${api}/webhooks/:id/deliveries`, ({ request, params }) => {
      const query = new URL(request.url).searchParams;
      const all = state.deliveries.get(Number(params.id)) ?? [];
      const start = Number(query.get('cursor') ?? 0);
      const limit = Number(query.get('limit') ?? 20);
      const end = start + limit;
      return HttpResponse.json({ deliveries: all.slice(start, end), nextCursor: end < all.length ? String(end) : null });
    }),
    http.post(`${api}/webhook-deliveries/:id/resend`, async ({ request, params }) => {
      await record(request);
      for (const [endpointId, list] of state.deliveries) {
        const index = list.findIndex((each) => each.id === params.id);
        if (index === -1) continue;
        const resent: WebhookDelivery = { ...list[index]!, status: 'pending', nextAttemptAt: new Date().toISOString() };
        list[index] = resent;
        state.deliveries.set(endpointId, list);
        return HttpResponse.json(resent, { status: 202 });
      }
      return HttpResponse.json({ status: 'error', message: 'No such delivery' }, { status: 404 });
    }),
  );
  return state;
}

/** jsdom has no modal dialogs; these open and close one as a browser would (Escape aside). */
export function polyfillDialogs(): void {
  HTMLDialogElement.prototype.showModal ??= function (this: HTMLDialogElement) {
    this.setAttribute('open', '');
  };
  HTMLDialogElement.prototype.close ??= function (this: HTMLDialogElement) {
    this.removeAttribute('open');
  };
}
