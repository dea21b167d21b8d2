import { rm } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formCatalog, type FormCatalog } from '../../../../server/domain/forms/form-catalog.js';
import { openDatabase, type OpenDatabase } from '../../../../server/storage/open-database.js';
import { fixtureWire, withField, writeFormFile, type EditableWire } from '../../helpers/forms.js';
import { FORMS, PORTAL_ID, definitionPath, makeTempDir, startTestHost, type TestHost } from '../../helpers/test-host.js';

/** The contact form, published from its file as version 1, then edited through the catalog. */
const GUID = FORMS.contact;
/** A form whose file the host serves but the embed cannot read (its `form` names no guid). */
const UNREADABLE = FORMS.allFields;

let formsDir: string;
let dataDir: string;
let testHost: TestHost;
let database: OpenDatabase;
let catalog: FormCatalog;

beforeAll(async () => {
  formsDir = await makeTempDir('forms');
  dataDir = await makeTempDir('data');
  await writeFormFile(formsDir, `${GUID}.json`, fixtureWire(GUID));
  await writeFormFile(formsDir, `${UNREADABLE}.json`, { form: { portalId: Number(PORTAL_ID), name: 'No guid', metaData: [] } });
  testHost = await startTestHost({ formsDir, dataDir, sitePort: undefined });
  database = await openDatabase({ dataDir });
  catalog = formCatalog({ db: database.db });
});
afterAll(async () => {
  await database.close();
  await testHost.stop();
  await rm(formsDir, { recursive: true, force: true });
  await rm(dataDir, { recursive: true, force: true });
});

const renderedPath = (formId: string, query = '') => `/embed/v3/form/${PORTAL_ID}/${formId}/rendered${query}`;

interface RenderedBody {
  definition: EditableWire;
  markup: string | null;
  lang: string;
  version: number | null;
}

async function getRendered(query = '', headers: Record<string, string> = {}) {
  const res = await fetch(`${testHost.host.url}${renderedPath(GUID, query)}`, { headers });
  return { res, body: res.status === 200 ? ((await res.json()) as RenderedBody) : undefined };
}

describe('GET /embed/v3/form/{portalId}/{formId}/rendered', () => {
  it('answers the definition the definition route serves, with the form rendered, its language and version', async () => {
    const { res, body } = await getRendered();
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^application\/json/);
    expect(res.headers.get('cache-control')).toBe('no-cache');
    expect(res.headers.get('etag')).toMatch(/^"v1-en-/);
    expect(body!.definition).toEqual(await (await fetch(`${testHost.host.url}${definitionPath(GUID)}`)).json());
    expect(body!.markup).toMatch(new RegExp(`^<form id="hsForm_${GUID}_0"`));
    expect(body!.markup).toContain('First name');
    expect(body!.markup).not.toMatch(/\sstyle=/);
    expect(body).toMatchObject({ lang: 'en', version: 1 });
  });

  it('answers 304 to a page that has the same variant, and 200 for another language', async () => {
    const etag = (await getRendered()).res.headers.get('etag')!;
    const again = await getRendered('', { 'If-None-Match': etag });
    expect(again.res.status).toBe(304);
    expect(again.res.headers.get('etag')).toBe(etag);
    const german = await getRendered('?lang=de', { 'If-None-Match': etag });
    expect(german.res.status).toBe(200);
    expect(german.body).toMatchObject({ lang: 'de' });
    expect(german.res.headers.get('etag')).not.toBe(etag);
  });

  it('renders a newly published version at once, under a new ETag', async () => {
    const before = await getRendered();
    const edited = withField(fixtureWire(GUID), 'firstname', { label: 'Given name' });
    expect(await catalog.updateDraft(PORTAL_ID, GUID, { wire: edited })).toEqual({ ok: true, value: null });
    const published = await catalog.publish(PORTAL_ID, GUID, 'owner');
    expect(published.ok).toBe(true);
    const after = await getRendered('', { 'If-None-Match': before.res.headers.get('etag')! });
    expect(after.res.status).toBe(200);
    expect(after.body!.version).toBe(2);
    expect(after.body!.markup).toContain('Given name');
    expect(after.body!.markup).not.toContain('First name');
    expect(after.res.headers.get('etag')).toMatch(/^"v2-en-/);
  });

  it('answers the definition without markup when the form cannot be rendered on the host', async () => {
    const res = await fetch(`${testHost.host.url}${renderedPath(UNREADABLE)}`);
    expect(res.status).toBe(200);
    const body = (await res.json()) as RenderedBody;
    expect(body).toMatchObject({ markup: null, version: 1, definition: { form: { name: 'No guid' } } });
  });

  it('answers 404 as the definition route does for a form it does not have', async () => {
    const res = await fetch(`${testHost.host.url}${renderedPath(FORMS.richText)}`);
    expect(res.status).toBe(404);
    expect(await res.json()).toEqual({ status: 'error', message: 'resource not found' });
  });

  it('answers 400 naming the language tag it cannot read', async () => {
    const res = await fetch(`${testHost.host.url}${renderedPath(GUID, '?lang=%3Cscript%3E')}`);
    expect(res.status).toBe(400);
    expect(((await res.json()) as { message: string }).message).toBe('lang "<script>" is not a language tag (letters, digits, - and _, at most 35)');
  });
});
