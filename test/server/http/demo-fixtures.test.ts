import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { postSubmission, submissionBody } from '../helpers/submissions.js';
import { FORMS, PORTAL_ID, definitionPath, rawRequest, startTestHost, type TestHost } from '../helpers/test-host.js';

const DEMO_OPTED_OUT = 'opted-out@example.org';

const emailCall = (base: string, call: 'json-ext' | 'form-resubscribe', email: string) =>
  rawRequest(base, `/emailcheck/v1/${call}?portalId=${PORTAL_ID}&formId=${FORMS.contact}`, {
    method: 'POST',
    headers: { 'Content-Type': 'text/plain' },
    body: email,
  });

/** The same requests on a demo host and on a production host (DEMO=off). */
let demo: TestHost;
let production: TestHost;

beforeAll(async () => {
  [demo, production] = await Promise.all([startTestHost({ sitePort: 0 }), startTestHost({ sitePort: 0, demo: false })]);
});
afterAll(async () => {
  await Promise.all([demo.stop(), production.stop()]);
});

describe('a production host (demo: false)', () => {
  it('serves the embed and the forms, as a demo host does', async () => {
    for (const path of ['/embed.js', definitionPath(FORMS.contact), '/healthz']) {
      expect((await rawRequest(production.host.url, path)).status, path).toBe(200);
    }
  });

  it.each(['/', '/index.html', '/script-tag.html', '/demo.css', '/strict-csp.html'])('serves no demo page: %s', async (path) => {
    expect((await rawRequest(demo.host.url, path)).status).toBe(200);
    const res = await rawRequest(production.host.url, path);
    expect(res.status).toBe(404);
    expect(JSON.parse(res.text)).toEqual({ status: 'error', message: 'resource not found' });
  });

  it('starts no second origin, even when given a site port, and does not point /site/ anywhere', async () => {
    expect(demo.host.siteUrl).toBeDefined();
    expect(production.host.siteUrl).toBeUndefined();
    expect((await rawRequest(demo.host.url, '/site/')).status).toBe(302);
    expect((await rawRequest(production.host.url, '/site/')).status).toBe(404);
  });

  it('has no demo opted-out list', async () => {
    const answer = async (host: TestHost) => JSON.parse((await emailCall(host.host.url, 'json-ext', DEMO_OPTED_OUT)).text) as { emailShouldResubscribe: boolean };
    expect((await answer(demo)).emailShouldResubscribe).toBe(true);
    expect((await answer(production)).emailShouldResubscribe).toBe(false);
  });

  it('takes resubscribe requests but keeps no log of the addresses, and has no listing', async () => {
    const listing = '/emailcheck/v1/form-resubscribe/requests';
    for (const host of [demo, production]) expect((await emailCall(host.host.url, 'form-resubscribe', 'back@example.com')).status).toBe(200);
    expect(JSON.parse((await rawRequest(demo.host.url, listing)).text)).toMatchObject([{ email: 'back@example.com' }]);
    expect((await rawRequest(production.host.url, listing)).status).toBe(404);
  });

  it.each([
    ['a canned 429', FORMS.rateLimited, 429],
    ['a canned 500', FORMS.bothFail, 500],
    ['a hang', FORMS.hanging, undefined],
  ])('honours no __respond directive (%s): the form does not exist', async (_name, formId, demoStatus) => {
    if (demoStatus !== undefined) expect((await rawRequest(demo.host.url, definitionPath(formId))).status).toBe(demoStatus);
    const res = await rawRequest(production.host.url, definitionPath(formId));
    expect(res.status).toBe(404);
    expect((await rawRequest(production.host.url, `/${PORTAL_ID}/${formId}.json.gz`)).status).toBe(404);
  });

  it('takes a submission to a __respond form for one to a form that never existed', async () => {
    const submit = (host: TestHost) => postSubmission(host.host.url, submissionBody(), { key: randomUUID(), formId: FORMS.rateLimited });
    expect((await submit(demo)).status).toBe(400);
    const refused = await submit(production);
    expect(refused.status).toBe(404);
    expect(await refused.json()).toMatchObject({ formSubmissionError: 'FORM_NEVER_EXISTED' });
  });

  it('serves no .fallback.json copy', async () => {
    const fallback = `/${PORTAL_ID}/${FORMS.fallbackWorks}.json.gz`;
    expect((await rawRequest(demo.host.url, fallback)).status).toBe(200);
    expect((await rawRequest(production.host.url, fallback)).status).toBe(404);
  });
});
