import { describe, expect, it } from 'vitest';
import { storeLead } from '../../../helpers/leads.js';
import { bearerOf, useResourceHost, type ResourceTestApp } from '../../../helpers/owner-resource-app.js';
import { STORAGE_BACKENDS } from '../../../helpers/postgres.js';

const download = (api: ResourceTestApp, url: string, token: string = api.tokens.admin) => api.inject({ method: 'GET', url, headers: bearerOf(token) });

/** A lead with two uploads; answers its conversion id. */
const leadWithFiles = (api: ResourceTestApp) =>
  storeLead(api.fixture, { email: 'ada@example.com' }, {
    portalId: api.portalId,
    files: [
      { field: 'cv', name: 'cv.txt', content: 'Ada Lovelace, analyst' },
      { field: 'page', name: 'page<script>.html', content: '<script>alert(1)</script>' },
    ],
  });

describe.each(STORAGE_BACKENDS)('GET /api/v1/leads/{conversionId}/files/{n} on $name', (backend) => {
  const resourceTestApp = useResourceHost(backend);

  it('downloads each file as an attachment that no browser runs or sniffs', async () => {
    const api = await resourceTestApp();
    const lead = await leadWithFiles(api);
    const urls = ((await download(api, `/api/v1/leads/${lead}`)).json<{ files: { url: string }[] }>()).files.map((file) => file.url);
    expect(urls).toEqual([`/api/v1/leads/${lead}/files/0`, `/api/v1/leads/${lead}/files/1`]);

    const cv = await download(api, urls[0] ?? '', api.tokens.reader);
    expect(cv.statusCode).toBe(200);
    expect(cv.body).toBe('Ada Lovelace, analyst');
    expect(cv.headers).toMatchObject({
      'content-type': 'application/octet-stream',
      'content-disposition': `attachment; filename="cv.txt"; filename*=UTF-8''cv.txt`,
      'content-length': '21',
      'x-content-type-options': 'nosniff',
      'content-security-policy': 'sandbox',
      'cache-control': 'no-store',
    });
    const page = await download(api, urls[1] ?? '');
    expect(page.body).toBe('<script>alert(1)</script>');
    expect(page.headers).toMatchObject({ 'content-type': 'application/octet-stream', 'content-security-policy': 'sandbox' });
    expect(page.headers['content-disposition']).toMatch(/^attachment; /);
  });

  it("answers 404 for a file the lead lacks, one missing from storage, and another portal's lead", async () => {
    const api = await resourceTestApp();
    const lead = await leadWithFiles(api);
    const beyond = await download(api, `/api/v1/leads/${lead}/files/2`);
    expect([beyond.statusCode, beyond.json()]).toEqual([404, { status: 'error', message: `lead "${lead}" has no file 2 (it has 2)`, errorType: 'FILE_NOT_FOUND' }]);

    const stored = await api.fixture.leads.getLead(lead);
    const files = (stored?.files ?? []).map((file, index) => (index === 0 ? { ...file, path: '../../etc/passwd' } : file));
    await api.fixture.submissions.db.updateTable('submissions').set({ files_json: JSON.stringify(files) }).where('conversion_id', '=', lead).execute();
    const outside = await download(api, `/api/v1/leads/${lead}/files/0`);
    expect([outside.statusCode, outside.json()]).toEqual([
      404,
      { status: 'error', message: `file 0 ("cv.txt") of lead "${lead}" is missing from the host's storage`, errorType: 'FILE_NOT_FOUND' },
    ]);

    const other = await download(api, `/api/v1/leads/${lead}/files/1`, api.tokens.other);
    expect([other.statusCode, other.json()]).toEqual([404, { status: 'error', message: `no lead has conversion id "${lead}"`, errorType: 'LEAD_NOT_FOUND' }]);
  });

  it('answers 400 for a file number that is not a whole number from 0', async () => {
    const api = await resourceTestApp();
    const lead = await leadWithFiles(api);
    for (const n of ['-1', 'first', '1.5']) {
      const res = await download(api, `/api/v1/leads/${lead}/files/${n}`);
      expect([n, res.statusCode, res.json<{ message: string }>().message]).toEqual([n, 400, expect.stringMatching(/^params\/n must be (integer|>= 0)/)]);
    }
  });
});
