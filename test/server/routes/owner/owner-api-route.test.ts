import { randomUUID } from 'node:crypto';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SubmitSuccessWire } from '../../../../src/core/submission/submit-wire.js';
import { OWNER_API_OFF_MESSAGE } from '../../../../server/routes/owner/owner-auth.js';
import { UTF8_BOM } from '../../../../server/domain/leads/exports/leads-csv.js';
import { CONTACT_VALUES, CONTEXT, PAGE_URL, postSubmission, submissionBody } from '../../helpers/submissions.js';
import { FORMS, PORTAL_ID, rawRequest, startTestHost, type TestHost } from '../../helpers/test-host.js';

const TOKEN = 'owner-token-4f1c9a7e2b';
const SITE_ORIGIN = 'https://www.site-owner.example';

let testHost: TestHost;
let base: string;
/** Conversion ids of the contact form's submissions, oldest first. */
const conversionIds: string[] = [];

function listPath(query: Record<string, string> = {}, format: '' | '.csv' | '.xlsx' | boolean = ''): string {
  const params = new URLSearchParams({ portalId: PORTAL_ID, formId: FORMS.contact, ...query });
  const suffix = format === true ? '.csv' : format === false ? '' : format;
  return `/api/submissions${suffix}?${params.toString()}`;
}

/** The consent form's submission, with the newsletter box ticked and the events box not. */
const CONSENT_VALUES: Readonly<Record<string, string>> = {
  firstname: 'Zoë',
  email: 'zoe@example.org',
  'LEGAL_CONSENT.subscription_type_4100001': 'true',
  'LEGAL_CONSENT.subscription_type_4100002': 'false',
  'LEGAL_CONSENT.processing': 'true',
};

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
  await submit(CONSENT_VALUES, FORMS.consentSeparate);
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
      consent: null,
    });
  });

  it('shows the consent record of a form with a consent block: the texts shown and each answer', async () => {
    const body = JSON.parse((await ownerGet(listPath({ formId: FORMS.consentSeparate }))).text) as { submissions: Record<string, unknown>[] };
    const [stored] = body.submissions;
    expect(stored?.consent).toMatchObject({
      type: 'separate',
      consentedAt: stored?.createdAt,
      texts: { processingConsentFooterText: '<p>You can withdraw your consent at any time.</p>' },
      communicationCheckboxes: [
        { name: 'LEGAL_CONSENT.subscription_type_4100001', label: '<p>I agree to receive the monthly newsletter.</p>', checked: true },
        { name: 'LEGAL_CONSENT.subscription_type_4100002', label: '<p>I agree to receive event invitations.</p>', checked: false },
      ],
      processingCheckbox: { name: 'LEGAL_CONSENT.processing', checked: true },
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
    ['no ids (XLSX)', '/api/submissions.xlsx'],
    ['headers other than labels or names', listPath({ headers: 'both' }, '.csv')],
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
    for (const requestPath of [listPath(), listPath({}, true), listPath({}, '.xlsx')]) {
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
      [listPath({}, '.xlsx'), TOKEN],
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

  it('starts with the UTF-8 byte-order mark and heads the columns with the labels of the form', async () => {
    const { body, text } = await ownerGet(listPath({}, true));
    expect([...body.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const [header] = parseCsv(text);
    // jobtitle is not a field of the form: it keeps its name.
    expect(header).toEqual(['Submitted at (UTC)', 'Conversion ID', 'Page URL', 'First name', 'Last name', 'Email', 'Company name', 'Message', 'jobtitle']);
  });

  it('has one column per field, one CRLF-ended row per submission, quoting and the formula guard', async () => {
    const { text } = await ownerGet(listPath({ headers: 'names' }, true));
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
    const res = await ownerGet(listPath({ formId: FORMS.captcha, headers: 'names' }, true));
    expect(res.text).toBe(`${UTF8_BOM}submitted_at,conversion_id,page_url\r\n`);
  });

  it('shows the consent: its type, its time and what was shown, beside the answers', async () => {
    const [header, row] = parseCsv((await ownerGet(listPath({ formId: FORMS.consentSeparate }, true))).text);
    const cell = (label: string) => row?.[header?.indexOf(label) ?? -1];
    expect(cell('I agree to receive the monthly newsletter.')).toBe('true');
    expect(cell('I agree to receive event invitations.')).toBe('false');
    expect(cell('Consent type')).toBe('Separate (processing checkbox)');
    expect(cell('Consent time (UTC)')).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/);
    expect(cell('Consent shown')).toContain('[x] I agree to receive the monthly newsletter.\n[ ] I agree to receive event invitations.\nIn order to provide you');
    expect(cell('Consent shown')).toContain('[x] I agree to allow Example Company to store and process my personal data.\nYou can withdraw your consent at any time.');
  });
});

describe('GET /api/submissions.xlsx', () => {
  async function sheetOf(requestPath: string): Promise<ExcelJS.Worksheet> {
    const res = await ownerGet(requestPath);
    expect(res.status).toBe(200);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(res.body as unknown as ArrayBuffer);
    const [sheet] = workbook.worksheets;
    if (sheet === undefined) throw new Error('no sheet');
    return sheet;
  }

  it('answers an XLSX attachment named after the form', async () => {
    const res = await ownerGet(listPath({}, '.xlsx'));
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    expect(res.headers['content-disposition']).toBe(`attachment; filename="submissions-${FORMS.contact}.xlsx"`);
    expect(res.headers['cache-control']).toBe('no-store');
  });

  it('has the labels, every submission oldest first, text cells as typed and the time a date', async () => {
    const sheet = await sheetOf(listPath({}, '.xlsx'));
    expect(sheet.getRow(1).values).toEqual([undefined, 'Submitted at (UTC)', 'Conversion ID', 'Page URL', 'First name', 'Last name', 'Email', 'Company name', 'Message', 'jobtitle']);
    expect([2, 3, 4].map((row) => sheet.getCell(row, 2).value)).toEqual(conversionIds);
    expect(sheet.getCell(2, 1).value).toBeInstanceOf(Date);
    expect(sheet.getCell(3, 7).type).toBe(ExcelJS.ValueType.String);
    expect(sheet.getCell(3, 7).value).toBe('=HYPERLINK("http://evil.example")');
    expect(sheet.getCell(4, 9).value).toBe('@work');
  });

  it('heads the columns with the names for headers=names', async () => {
    const sheet = await sheetOf(listPath({ headers: 'names' }, '.xlsx'));
    expect(sheet.getRow(1).values).toEqual([undefined, 'submitted_at', 'conversion_id', 'page_url', 'firstname', 'lastname', 'email', 'company', 'message', 'jobtitle']);
  });
});

describe('without ADMIN_TOKEN', () => {
  let plain: TestHost;
  beforeAll(async () => {
    plain = await startTestHost({ sitePort: undefined });
  });
  afterAll(() => plain.stop());

  it('the owner API is off: 403 naming ADMIN_TOKEN, whatever the token', async () => {
    for (const requestPath of [listPath(), listPath({}, true), listPath({}, '.xlsx')]) {
      const attempts: Record<string, string>[] = [{}, { Authorization: `Bearer ${TOKEN}` }, { Authorization: 'Bearer ' }];
      for (const headers of attempts) {
        const res = await rawRequest(plain.host.url, requestPath, { headers });
        expect(res.status).toBe(403);
        expect(JSON.parse(res.text)).toEqual({ status: 'error', message: OWNER_API_OFF_MESSAGE });
        expect(OWNER_API_OFF_MESSAGE).toContain('ADMIN_TOKEN');
      }
    }
  });
});

/** A strict RFC 4180 reader: CRLF between records, quoted cells may hold anything. */
function parseCsv(text: string): string[][] {
  const records: string[][] = [];
  let record: string[] = [];
  let cell = '';
  // The byte-order mark starts the file, not the first cell.
  let index = text.startsWith(UTF8_BOM) ? 1 : 0;
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
