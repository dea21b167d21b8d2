import { randomUUID } from 'node:crypto';
import { request as httpRequest } from 'node:http';
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { UTF8_BOM } from '../../../../../server/domain/leads/exports/leads-csv.js';
import { storeLead } from '../../../helpers/leads.js';
import { bearerOf, useResourceHost, type ResourceTestApp } from '../../../helpers/owner-resource-app.js';
import { STORAGE_BACKENDS } from '../../../helpers/postgres.js';

const GUID = 'a1b2c3d4-e0e0-4000-8000-000000000001';
/** Two fields share the label "Email": their columns must still be told apart. */
const FORM = {
  name: 'Newsletter: "Spring"',
  guid: GUID,
  fields: [
    { name: 'email', label: 'Email', type: 'email', required: true },
    { name: 'work_email', label: 'Email', type: 'email' },
    { name: 'firstname', label: 'First name', type: 'text' },
  ],
};

/** The form, published, and two of its leads (the newer one marked as spam). */
async function seed(api: ResourceTestApp) {
  const headers = bearerOf(api.tokens.admin);
  expect((await api.inject({ method: 'POST', url: `/api/v1/portals/${api.portalId}/forms`, headers, payload: FORM })).statusCode).toBe(201);
  expect((await api.inject({ method: 'POST', url: `/api/v1/portals/${api.portalId}/forms/${GUID}/publish`, headers })).statusCode).toBe(201);
  const ada = await storeLead(api.fixture, { email: 'ada@example.com', work_email: 'ada@work.example', firstname: 'Ada' }, { portalId: api.portalId, formId: GUID, createdAt: '2026-01-10T09:30:00.000Z' });
  const grace = await storeLead(api.fixture, { email: 'grace@example.com', firstname: 'Grace' }, { portalId: api.portalId, formId: GUID, createdAt: '2026-01-11T23:15:00.000Z' });
  await api.fixture.leads.markSpam(grace, true);
  return { ada, grace };
}

const exportPath = (api: ResourceTestApp, query: string) => `/api/v1/leads/export?portalId=${api.portalId}&formId=${GUID}${query}`;

describe.each(STORAGE_BACKENDS)('GET /api/v1/leads/export on $name', (backend) => {
  const resourceTestApp = useResourceHost(backend);

  it("exports CSV headed by the form's labels, a shared label with its field name in brackets, times in UTC", async () => {
    const api = await resourceTestApp();
    const { ada, grace } = await seed(api);
    const res = await api.inject({ method: 'GET', url: exportPath(api, ''), headers: bearerOf(api.tokens.reader) });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    // Named after the form (what a file system refuses, dropped) and the day of the export.
    expect(res.headers['content-disposition']).toBe(`attachment; filename="Newsletter Spring leads 2026-03-10.csv"; filename*=UTF-8''Newsletter%20Spring%20leads%202026-03-10.csv`);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.body.split('\r\n')).toEqual([
      `${UTF8_BOM}Submitted at (UTC),Conversion ID,Page URL,Email (email),Email (work_email),First name`,
      `2026-01-10T09:30:00.000Z,${ada},https://www.site-owner.example/contact,ada@example.com,ada@work.example,Ada`,
      `2026-01-11T23:15:00.000Z,${grace},https://www.site-owner.example/contact,grace@example.com,,Grace`,
      '',
    ]);
  });

  it('heads the column of a field removed in a later version by the label it had', async () => {
    const api = await resourceTestApp();
    const { ada } = await seed(api);
    const headers = bearerOf(api.tokens.admin);
    const withoutWorkEmail = { ...FORM, guid: undefined, fields: [FORM.fields[0], { ...FORM.fields[2], label: 'Given name' }] };
    const published = await api.inject({ method: 'POST', url: `/api/v1/portals/${api.portalId}/forms/${GUID}/publish`, headers, payload: withoutWorkEmail });
    expect(published.json()).toMatchObject({ version: 2 });
    const res = await api.inject({ method: 'GET', url: exportPath(api, '&spam=false'), headers });
    expect(res.body.split('\r\n')).toEqual([
      `${UTF8_BOM}Submitted at (UTC),Conversion ID,Page URL,Email (email),Email (work_email),Given name`,
      `2026-01-10T09:30:00.000Z,${ada},https://www.site-owner.example/contact,ada@example.com,ada@work.example,Ada`,
      '',
    ]);
  });

  it('exports only the leads the filters select, headed by names when asked', async () => {
    const api = await resourceTestApp();
    const { ada } = await seed(api);
    const res = await api.inject({ method: 'GET', url: exportPath(api, '&spam=false&headers=names&q=ada'), headers: bearerOf(api.tokens.admin) });
    expect(res.body.split('\r\n')).toEqual([
      `${UTF8_BOM}submitted_at,conversion_id,page_url,email,work_email,firstname`,
      `2026-01-10T09:30:00.000Z,${ada},https://www.site-owner.example/contact,ada@example.com,ada@work.example,Ada`,
      '',
    ]);
  });

  it('exports XLSX that a spreadsheet reads back: labels, values, and times as UTC dates', async () => {
    const api = await resourceTestApp();
    const { ada, grace } = await seed(api);
    const res = await api.inject({ method: 'GET', url: exportPath(api, '&format=xlsx'), headers: bearerOf(api.tokens.admin) });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="Newsletter Spring leads 2026-03-10\.xlsx"/);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.worksheets[0];
    if (sheet === undefined) throw new Error('no sheet');
    const rows = sheet.getSheetValues().slice(1).map((row) => (row as unknown[]).slice(1));
    expect(rows).toEqual([
      ['Submitted at (UTC)', 'Conversion ID', 'Page URL', 'Email (email)', 'Email (work_email)', 'First name'],
      [new Date('2026-01-10T09:30:00.000Z'), ada, 'https://www.site-owner.example/contact', 'ada@example.com', 'ada@work.example', 'Ada'],
      [new Date('2026-01-11T23:15:00.000Z'), grace, 'https://www.site-owner.example/contact', 'grace@example.com', undefined, 'Grace'],
    ]);
  });

  it('refuses an export without a form or with a bad filter (400), and of a portal the token cannot read (403)', async () => {
    const api = await resourceTestApp();
    await seed(api);
    const get = (url: string, token: string = api.tokens.admin) => api.inject({ method: 'GET', url, headers: bearerOf(token) });
    const noForm = await get(`/api/v1/leads/export?portalId=${api.portalId}`);
    expect([noForm.statusCode, noForm.json()]).toEqual([400, { status: 'error', message: "querystring must have required property 'formId'" }]);
    expect((await get(exportPath(api, '&format=pdf'))).json()).toMatchObject({ message: 'querystring/format must be equal to one of the allowed values' });
    expect((await get(exportPath(api, '&to=yesterday'))).json()).toMatchObject({ message: expect.stringMatching(/^to must be an ISO 8601 date/) as unknown });
    const other = await get(exportPath(api, ''), api.tokens.other);
    expect([other.statusCode, other.json()]).toEqual([403, { status: 'error', message: `The token "${api.names.other}" may not read portal ${api.portalId}`, errorType: 'PORTAL_NOT_ALLOWED' }]);
  });

  it('ends an export quietly when the client goes away part way, and goes on serving', async () => {
    const api = await resourceTestApp();
    await seed(api);
    // Megabytes of rows: more than the connection buffers, so the export is still writing when the client leaves.
    const rows = Array.from({ length: 3000 }, (_, n) => ({
      idempotency_key: `abandoned-${api.portalId}-${n}`,
      portal_id: api.portalId,
      form_id: GUID,
      conversion_id: randomUUID(),
      values_json: JSON.stringify({ email: `lead${n}@example.com`, firstname: `${'long '.repeat(400)}${n}` }),
      context_json: null,
      files_json: '[]',
      page_url: null,
      created_at: '2026-02-01T00:00:00.000Z',
      consent_json: null,
      form_version: 1,
    }));
    for (let start = 0; start < rows.length; start += 500) await api.fixture.submissions.db.insertInto('submissions').values(rows.slice(start, start + 500)).execute();

    const received = await new Promise<number>((resolve, reject) => {
      const url = new URL(exportPath(api, ''), api.url);
      const req = httpRequest(url, { headers: bearerOf(api.tokens.admin) }, (res) => {
        res.once('data', (chunk: Buffer) => {
          req.destroy();
          resolve(chunk.length);
        });
      });
      req.on('error', (error) => (req.destroyed ? undefined : reject(error)));
      req.end();
    });
    expect(received).toBeGreaterThan(0);
    // The host answers the next call (the abandoned export neither crashed it nor held it).
    const next = await api.inject({ method: 'GET', url: `/api/v1/leads?portalId=${api.portalId}&limit=1`, headers: bearerOf(api.tokens.admin) });
    expect(next.statusCode).toBe(200);
  });
});
