import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SubmitSuccessWire } from '../../src/core/submission/submit-wire.js';
import { CONTACT_VALUES, CONTEXT, PAGE_URL, postSubmission, submissionBody } from './helpers/submissions.js';
import { FORMS, PORTAL_ID, rawRequest, startTestHost, type TestHost } from './helpers/test-host.js';

const TOKEN = 'owner-token-4f1c9a7e2b';
const SITE_ORIGIN = 'https://www.site-owner.example';

let testHost: TestHost;
let base: string;
/** Conversion ids of the contact form's submissions, oldest first. */
const conversionIds: string[] = [];

function listPath(query: Record<string, string> = {}, csv = false): string {
  const params = new URLSearchParams({ portalId: PORTAL_ID, formId: FORMS.contact, ...query });
  return `/api/submissions${csv ? '.csv' : ''}?${params.toString()}`;
}

function ownerGet(requestPath: string, token: string | null = TOKEN, headers: Record<string, string> = {}) {
  return rawRequest(base, requestPath, { headers: token === null ? headers : { Authorization: `Bearer ${token}`, ...headers } });
}

async function submit(values: Record<string, string>, formId: string = FORMS.contact): Promise<string> {
  const res = await postSubmission(base, submissionBody(values), { key: randomUUID(), formId });
  expect(res.status).toBe(200);
  return ((await res.json()) as SubmitSuccessWire).conversionId;
}

beforeAll(async () => {
  testHost = await startTestHost({ sitePort: undefined, adminToken: TOKEN });
  base = testHost.host.url;
  conversionIds.push(await submit(CONTACT_VALUES));
  conversionIds.push(await submit({ ...CONTACT_VALUES, firstname: 'Grace', company: '=HYPERLINK("http://evil.example")' }));
  conversionIds.push(
    await submit({ ...CONTACT_VALUES, firstname: 'Edsger', message: 'Call me, "soon"\nthanks', jobtitle: '@work' }),
  );
  // Another form's submission, which the contact form's lists leave out.
  await submit({ email: 'other@example.org' }, FORMS.consentImplicit);
});
afterAll(() => testHost.stop());

describe('GET /api/submissions', () => {
  it('lists a form newest first, with the total and the page', async () => {
    const res = await ownerGet(listPath());
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    const body = JSON.parse(res.text) as { total: number; page: number; pageSize: number; submissions: Record<string, unknown>[] };
    expect(body).toMatchObject({ total: 3, page: 1, pageSize: 50 });
    expect(body.submissions.map((row) => row.conversionId)).toEqual([...conversionIds].reverse());
    expect(body.submissions[2]).toEqual({
      conversionId: conversionIds[0],
      createdAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/) as unknown,
      pageUrl: PAGE_URL,
      values: CONTACT_VALUES,
      context: CONTEXT,
      files: [],
    });
  });

  it('pages with page and pageSize, and caps pageSize at 500', async () => {
    const second = JSON.parse((await ownerGet(listPath({ page: '2', pageSize: '2' }))).text) as {
      total: number;
      submissions: { conversionId: string }[];
    };
    expect(second.total).toBe(3);
    expect(second.submissions.map((row) => row.conversionId)).toEqual([conversionIds[0]]);
    const capped = JSON.parse((await ownerGet(listPath({ pageSize: '10000' }))).text) as { pageSize: number };
    expect(capped.pageSize).toBe(500);
  });

  it.each([
    ['page=0', { page: '0' }],
    ['pageSize=abc', { pageSize: 'abc' }],
    ['page=-1', { page: '-1' }],
  ])('answers 400 for %s', async (_name, query) => {
    expect((await ownerGet(listPath(query))).status).toBe(400);
  });

  it.each([
    ['no portalId', `/api/submissions?formId=${FORMS.contact}`],
    ['no formId', `/api/submissions?portalId=${PORTAL_ID}`],
    ['a bad formId', `/api/submissions?portalId=${PORTAL_ID}&formId=nope`],
    ['no ids (CSV)', '/api/submissions.csv'],
  ])('answers 400 for %s', async (_name, requestPath) => {
    const res = await ownerGet(requestPath);
    expect(res.status).toBe(400);
    expect(JSON.parse(res.text)).toMatchObject({ status: 'error' });
  });

  it.each([
    ['no', null],
    ['a wrong', 'owner-token-4f1c9a7e2c'],
    ['a longer', `${TOKEN}x`],
    ['an empty', ''],
  ])('answers 401 with WWW-Authenticate: Bearer for %s token', async (_name, token) => {
    for (const requestPath of [listPath(), listPath({}, true)]) {
      const res = await ownerGet(requestPath, token);
      expect(res.status).toBe(401);
      expect(res.headers['www-authenticate']).toMatch(/^Bearer\b/);
      expect(res.text).not.toContain('Ada');
    }
  });

  it('does not take the token as a Basic credential', async () => {
    const res = await ownerGet(listPath(), null, { Authorization: `Basic ${Buffer.from(`x:${TOKEN}`).toString('base64')}` });
    expect(res.status).toBe(401);
  });

  it('sends no CORS header, whatever the Origin, not even on errors or a preflight', async () => {
    for (const [requestPath, token] of [
      [listPath(), TOKEN],
      [listPath({}, true), TOKEN],
      [listPath(), null],
      ['/api/submissions', TOKEN],
    ] as const) {
      const res = await ownerGet(requestPath, token, { Origin: SITE_ORIGIN });
      expect(res.headers['access-control-allow-origin'], requestPath).toBeUndefined();
    }
    const preflight = await rawRequest(base, listPath(), {
      method: 'OPTIONS',
      headers: { Origin: SITE_ORIGIN, 'Access-Control-Request-Method': 'GET', 'Access-Control-Request-Headers': 'authorization' },
    });
    expect(preflight.headers['access-control-allow-origin']).toBeUndefined();
    expect(preflight.headers['access-control-allow-headers']).toBeUndefined();
  });
});

describe('GET /api/submissions.csv', () => {
  it('answers a CSV attachment named after the form', async () => {
    const res = await ownerGet(listPath({}, true));
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toBe(`attachment; filename="submissions-${FORMS.contact}.csv"`);
  });

  it('has one column per field, one CRLF-ended row per submission, quoting and the formula guard', async () => {
    const { text } = await ownerGet(listPath({}, true));
    expect(text.endsWith('\r\n')).toBe(true);
    const [header, ...rows] = parseCsv(text);
    expect(header).toEqual(['submitted_at', 'conversion_id', 'page_url', 'firstname', 'lastname', 'email', 'company', 'message', 'jobtitle']);
    // Oldest first, as a spreadsheet log reads.
    expect(rows.map((row) => row[1])).toEqual(conversionIds);
    expect(rows[0]).toEqual([
      expect.stringMatching(/Z$/),
      conversionIds[0],
      PAGE_URL,
      'Ada',
      'Lovelace',
      'ada@analytical-engines.co.uk',
      'Analytical Engines',
      'Please call me back.',
      '',
    ]);
    expect(rows[1]?.[6]).toBe(`'=HYPERLINK("http://evil.example")`);
    // The browser sends the newline as CRLF; the cell keeps it, quoted.
    expect(rows[2]?.[7]).toBe('Call me, "soon"\r\nthanks');
    expect(rows[2]?.[8]).toBe("'@work");
    expect(text).toContain('"Call me, ""soon""\r\nthanks"');
    expect(text).toContain(`"'=HYPERLINK(""http://evil.example"")"`);
  });

  it('exports nothing but the header for a form without submissions', async () => {
    const res = await ownerGet(listPath({ formId: FORMS.captcha }, true));
    expect(res.text).toBe('submitted_at,conversion_id,page_url\r\n');
  });
});

describe('without ADMIN_TOKEN', () => {
  let plain: TestHost;
  beforeAll(async () => {
    plain = await startTestHost({ sitePort: undefined });
  });
  afterAll(() => plain.stop());

  it('the owner API does not exist: 404, whatever the token', async () => {
    for (const requestPath of [listPath(), listPath({}, true)]) {
      const attempts: Record<string, string>[] = [{}, { Authorization: `Bearer ${TOKEN}` }, { Authorization: 'Bearer ' }];
      for (const headers of attempts) {
        const res = await rawRequest(plain.host.url, requestPath, { headers });
        expect(res.status).toBe(404);
        expect(JSON.parse(res.text)).toEqual({ status: 'error', message: 'resource not found' });
      }
    }
  });
});

/** A strict RFC 4180 reader: CRLF between records, quoted cells may hold anything. */
function parseCsv(text: string): string[][] {
  const records: string[][] = [];
  let record: string[] = [];
  let cell = '';
  let index = 0;
  while (index < text.length) {
    if (text[index] === '"' && cell === '') {
      index += 1;
      for (;;) {
        const quote = text.indexOf('"', index);
        if (quote === -1) throw new Error('unterminated quoted cell');
        cell += text.slice(index, quote);
        if (text[quote + 1] === '"') {
          cell += '"';
          index = quote + 2;
        } else {
          index = quote + 1;
          break;
        }
      }
    } else if (text[index] === ',') {
      record.push(cell);
      cell = '';
      index += 1;
    } else if (text.startsWith('\r\n', index)) {
      record.push(cell);
      records.push(record);
      record = [];
      cell = '';
      index += 2;
    } else {
      const char = text[index] ?? '';
      if (char === '"' || char === '\r' || char === '\n') throw new Error(`bare ${JSON.stringify(char)} at ${index}`);
      cell += char;
      index += 1;
    }
  }
  if (cell !== '' || record.length > 0) throw new Error('the last record has no CRLF');
  return records;
}
