import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { FORMS, PORTAL_ID, startTestHost, type TestHost } from '../../helpers/test-host.js';

let testHost: TestHost;
let base: string;
const SITE_ORIGIN = 'https://www.site-owner.example';
const LOG_PATH = '/emailcheck/v1/form-resubscribe/requests';

// A fresh host per test: the log belongs to the host.
beforeEach(async () => {
  testHost = await startTestHost({ sitePort: undefined });
  base = testHost.host.url;
});
afterEach(() => testHost.stop());

function resubscribe(email: string, query: string): Promise<Response> {
  return fetch(`${base}/emailcheck/v1/form-resubscribe?${query}`, {
    method: 'POST',
    headers: { 'Content-Type': 'text/plain', Origin: SITE_ORIGIN },
    body: email,
  });
}

async function requests(): Promise<unknown[]> {
  const res = await fetch(`${base}${LOG_PATH}`);
  expect(res.status).toBe(200);
  expect(res.headers.get('content-type')).toMatch(/^application\/json/);
  return (await res.json()) as unknown[];
}

describe('POST /emailcheck/v1/form-resubscribe', () => {
  it('records the request with the decoded page name and address, and answers success', async () => {
    const query = new URLSearchParams({
      portalId: PORTAL_ID,
      formId: FORMS.contact,
      resub_form_name: 'Contact us – Ada & Co',
      resub_form_address: 'https://www.site-owner.example/contact?ref=a b&x=1',
    }).toString();
    const before = Date.now();
    const res = await resubscribe('  Opted-Out@example.org \n', query);
    expect(res.status).toBe(200);
    expect(res.headers.get('access-control-allow-origin')).toBe(SITE_ORIGIN);
    expect(await res.json()).toEqual({ success: true });

    const log = (await requests()) as Array<Record<string, string | null>>;
    expect(log).toEqual([
      {
        email: 'Opted-Out@example.org',
        portalId: PORTAL_ID,
        formId: FORMS.contact,
        formName: 'Contact us – Ada & Co',
        formAddress: 'https://www.site-owner.example/contact?ref=a b&x=1',
        at: expect.any(String) as unknown as string,
      },
    ]);
    const at = Date.parse(log[0]?.at ?? '');
    expect(at).toBeGreaterThanOrEqual(before - 1000);
    expect(at).toBeLessThanOrEqual(Date.now() + 1000);
    expect(log[0]?.at).toBe(new Date(at).toISOString());
  });

  it('decodes percent-encoded name and address as the embed sends them', async () => {
    const name = encodeURIComponent('Café signup');
    const address = encodeURIComponent('https://example.org/é?q=1');
    await resubscribe('ada@example.org', `portalId=${PORTAL_ID}&formId=${FORMS.contact}&resub_form_name=${name}&resub_form_address=${address}`);
    expect(await requests()).toMatchObject([{ formName: 'Café signup', formAddress: 'https://example.org/é?q=1' }]);
  });

  it('lists requests oldest first, and null for parameters not sent', async () => {
    await resubscribe('first@example.org', `portalId=${PORTAL_ID}`);
    await resubscribe('second@example.org', `portalId=${PORTAL_ID}&formId=${FORMS.allFields}`);
    expect(await requests()).toMatchObject([
      { email: 'first@example.org', formId: null, formName: null, formAddress: null },
      { email: 'second@example.org', formId: FORMS.allFields },
    ]);
  });

  it('starts every host with an empty log', async () => {
    expect(await requests()).toEqual([]);
  });

  it.each([
    ['an empty body', '', `portalId=${PORTAL_ID}`],
    ['a blank body', '  ', `portalId=${PORTAL_ID}`],
    ['a missing portalId', 'ada@example.org', `formId=${FORMS.contact}`],
    ['a portalId that is not digits', 'ada@example.org', 'portalId=abc'],
  ])('answers 400 JSON for %s and records nothing', async (_name, body, query) => {
    const res = await resubscribe(body, query);
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ status: 'error' });
    expect(await requests()).toEqual([]);
  });

  it('answers 400 for a body over 1024 bytes', async () => {
    const res = await resubscribe(`${'a'.repeat(1100)}@example.org`, `portalId=${PORTAL_ID}`);
    expect(res.status).toBe(400);
    expect(await requests()).toEqual([]);
  });
});
