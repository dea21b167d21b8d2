import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { cleanup } from '@testing-library/react';
import { afterAll, afterEach, beforeAll } from 'vitest';
import type { FormSummary, Me } from '../../console/api/owner-api';

/** The owner API the console calls, answered in the test (msw), with a record of the calls. */
export const fakeHost = setupServer();

/** Runs the fake host for a test file: unknown calls fail the test; each test starts with no handlers and a clean page. */
export function useFakeHost(): void {
  beforeAll(() => fakeHost.listen({ onUnhandledRequest: 'error' }));
  afterEach(() => {
    cleanup();
    fakeHost.resetHandlers();
    fakeHost.events.removeAllListeners();
  });
  afterAll(() => fakeHost.close());
}

export const OWNER: Me = { name: 'Ada Owner', portals: 'all', readOnly: false, via: 'session', csrfToken: 'csrf-from-me' };
export const WRONG_TOKEN_MESSAGE = 'That token is not valid: it is wrong, or it was revoked';

export function formSummary(overrides: Partial<FormSummary> = {}): FormSummary {
  return {
    portalId: '123456',
    guid: 'contact-guid',
    name: 'Contact us',
    publishedVersion: 2,
    live: true,
    unpublishedChanges: false,
    archivedAt: null,
    createdAt: '2026-01-01T10:00:00.000Z',
    updatedAt: '2026-01-02T10:00:00.000Z',
    leads: 1234,
    leadsLast7Days: 12,
    spamLeads: 1,
    lastLeadAt: null,
    ...overrides,
  };
}

/** A host whose `me` answers `me` (or 401 without a session) and whose forms list answers `forms`. */
export function answerAs({ me, forms = [formSummary()] }: { me: Me | null; forms?: FormSummary[] }) {
  fakeHost.use(
    http.get('*/api/v1/me', () =>
      me === null ? HttpResponse.json({ status: 'error', message: 'Sign in first' }, { status: 401 }) : HttpResponse.json(me),
    ),
    http.get('*/api/v1/forms', () => HttpResponse.json({ forms })),
  );
}

/**
 * A host that creates forms (`POST /api/v1/portals/:portalId/forms`) as `guid`, answering the new
 * form's summary named as its definition says; each body it was sent is kept in `bodies`.
 */
export function answerCreateForm(guid = 'new-form-guid') {
  const bodies: { portalId: string; body: { definition?: { form?: { name?: string } } } }[] = [];
  fakeHost.use(
    http.post('*/api/v1/portals/:portalId/forms', async ({ request, params }) => {
      const body = (await request.json()) as (typeof bodies)[number]['body'];
      const portalId = String(params.portalId);
      bodies.push({ portalId, body });
      const name = body.definition?.form?.name ?? guid;
      return HttpResponse.json(formSummary({ portalId, guid, name, publishedVersion: null, live: false, leads: 0, leadsLast7Days: 0 }), { status: 201 });
    }),
  );
  return bodies;
}

/** The requests the console made, in order (read once each test has waited for what it caused). */
export function recordRequests(): Request[] {
  const requests: Request[] = [];
  fakeHost.events.on('request:start', ({ request }) => {
    requests.push(request.clone());
  });
  return requests;
}
