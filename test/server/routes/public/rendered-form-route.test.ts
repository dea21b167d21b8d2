import { rm } from 'node:fs/promises';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formCatalog, type FormCatalog } from '../../../../server/domain/forms/form-catalog.js';
import { openDatabase, type OpenDatabase } from '../../../../server/storage/open-database.js';
import { fixtureWire, withField, writeFormFile, type EditableWire } from '../../helpers/forms.js';
import { FORMS, PORTAL_ID, definitionPath, makeTempDir, rawRequest, startTestHost, type TestHost } from '../../helpers/test-host.js';
import { enLoader } from '../../../../src/i18n/en-loader.js';
import { messages as german } from '../../../../src/i18n/locales/de.js';
import { messages as hebrew } from '../../../../src/i18n/locales/he-il.js';

/** The contact form, published from its file as version 1, then edited through the catalog. */
const GUID = FORMS.contact;
/** A form whose file the host serves but the embed cannot read (its `form` names no guid). */
const UNREADABLE = FORMS.allFields;
/** A form in Hebrew (its definition's `lang` is he-il). */
const HEBREW = FORMS.rightToLeft;

let formsDir: string;
let dataDir: string;
let testHost: TestHost;
let database: OpenDatabase;
let catalog: FormCatalog;

beforeAll(async () => {
  formsDir = await makeTempDir('forms');
  dataDir = await makeTempDir('data');
  await writeFormFile(formsDir, `${GUID}.json`, fixtureWire(GUID));
  await writeFormFile(formsDir, `${HEBREW}.json`, fixtureWire(HEBREW));
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
  title: string | null;
  dir: 'ltr' | 'rtl' | null;
  unfinished: { title: string; message: string } | null;
  version: number | null;
}

async function getRendered(query = '', headers: Record<string, string> = {}, formId = GUID) {
  const res = await fetch(`${testHost.host.url}${renderedPath(formId, query)}`, { headers });
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
    expect(body).toMatchObject({ lang: 'en', title: 'Form', dir: 'ltr', version: 1 });
  });

  it('answers the title in the form’s language and its direction: a Hebrew form right to left', async () => {
    const { body } = await getRendered('', {}, HEBREW);
    expect(body).toMatchObject({ lang: 'he-il', title: 'טופס', dir: 'rtl' });
    expect(body!.markup).toMatch(/^<form [^>]*dir="rtl"/);
    const english = await getRendered('?lang=en', {}, HEBREW);
    expect(english.body).toMatchObject({ lang: 'en', title: 'Form', dir: 'ltr' });
  });

  it('answers what the form says should the runtime never arrive in the language asked for, else the form’s own', async () => {
    expect((await getRendered()).body!.unfinished).toEqual({ title: enLoader.unfinishedFormTitle, message: enLoader.unfinishedFormMessage });
    expect((await getRendered('?lang=de')).body!.unfinished).toEqual({ title: german.unfinishedFormTitle, message: german.unfinishedFormMessage });
    expect((await getRendered('?lang=he-IL')).body!.unfinished).toEqual({ title: hebrew.unfinishedFormTitle, message: hebrew.unfinishedFormMessage });
    // The Hebrew form in its own language when none is asked for.
    expect((await getRendered('', {}, HEBREW)).body!.unfinished).toEqual({ title: hebrew.unfinishedFormTitle, message: hebrew.unfinishedFormMessage });
  });

  it("renders for a page that knows its visitor (a hutk) what a recognised visitor sees, the same for every hutk", async () => {
    const anyone = await getRendered();
    const known = await getRendered('?hutk=visitor-1');
    expect(known.res.headers.get('etag')).toMatch(/^"v1-en-known-/);
    expect(known.res.headers.get('etag')).not.toBe(anyone.res.headers.get('etag'));
    expect((await getRendered('?hutk=visitor-2')).res.headers.get('etag')).toBe(known.res.headers.get('etag'));
    expect(known.body!.definition).toEqual(anyone.body!.definition);
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
    expect(body).toMatchObject({ markup: null, title: null, dir: null, unfinished: null, version: 1, definition: { form: { name: 'No guid' } } });
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

describe('GET …/rendered compressed', () => {
  /** The answer as sent, not decoded. */
  const getRaw = (headers: Record<string, string>, formId = HEBREW) => rawRequest(testHost.host.url, renderedPath(formId), { headers });

  it.each([
    ['br, gzip, deflate', 'br', brotliDecompressSync],
    ['gzip, deflate', 'gzip', gunzipSync],
  ])('sends the answer that Accept-Encoding %j allows in %s, decoding to the same JSON, varying on it', async (acceptEncoding, encoding, decode) => {
    const plain = await getRaw({});
    const res = await getRaw({ 'Accept-Encoding': acceptEncoding });
    expect(res.status).toBe(200);
    expect(res.headers['content-encoding']).toBe(encoding);
    expect(res.headers.vary).toBe('Origin, Accept-Encoding');
    expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(Number(res.headers['content-length'])).toBe(res.body.length);
    expect(res.body.length).toBeLessThan(plain.body.length / 3);
    expect(JSON.parse(decode(res.body).toString('utf8'))).toEqual(JSON.parse(plain.text));
  });

  it.each([[{}], [{ 'Accept-Encoding': 'identity' }], [{ 'Accept-Encoding': 'gzip;q=0, br;q=0' }]])('sends the answer itself for %j, still varying on Accept-Encoding', async (headers) => {
    const res = await getRaw(headers);
    expect(res.status).toBe(200);
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.headers.vary).toBe('Origin, Accept-Encoding');
    expect(JSON.parse(res.text)).toMatchObject({ lang: 'he-il', markup: expect.stringMatching(/^<form /) as unknown as string });
  });

  it('tags each encoding apart and answers 304 only to the tag of the encoding asked for', async () => {
    const tags = new Map<string, string>();
    for (const acceptEncoding of ['br', 'gzip', 'identity']) {
      const first = await getRaw({ 'Accept-Encoding': acceptEncoding });
      const etag = String(first.headers.etag);
      tags.set(acceptEncoding, etag);
      const again = await getRaw({ 'Accept-Encoding': acceptEncoding, 'If-None-Match': `"other", ${etag}` });
      expect(again.status).toBe(304);
      expect(again.body.length).toBe(0);
      expect(again.headers.etag).toBe(etag);
      expect(again.headers.vary).toBe('Origin, Accept-Encoding');
    }
    expect(new Set(tags.values()).size).toBe(3);
    expect(tags.get('br')).toBe(`${tags.get('identity')!.slice(0, -1)}-br"`);
    // A gzip copy is not current for a client that now asks for brotli: it gets the brotli one.
    const other = await getRaw({ 'Accept-Encoding': 'br', 'If-None-Match': tags.get('gzip')! });
    expect(other.status).toBe(200);
    expect(other.headers['content-encoding']).toBe('br');
    expect(other.headers.etag).toBe(tags.get('br'));
  });

  it('keeps the CORS answer for a page, varying on its origin too', async () => {
    const res = await getRaw({ 'Accept-Encoding': 'gzip', Origin: 'https://site.example' });
    expect(res.headers['access-control-allow-origin']).toBe('https://site.example');
    expect(res.headers.vary).toBe('Origin, Accept-Encoding');
    expect(res.headers['content-encoding']).toBe('gzip');
  });

  it('sends its errors as they were, uncompressed', async () => {
    const missing = await getRaw({ 'Accept-Encoding': 'br' }, FORMS.richText);
    expect(missing.status).toBe(404);
    expect(missing.headers['content-encoding']).toBeUndefined();
    expect(JSON.parse(missing.text)).toEqual({ status: 'error', message: 'resource not found' });
  });
});

describe('a host told to warm its renderer', () => {
  it('loads it as it starts, before any page asks for a form', async () => {
    const lines: string[] = [];
    let heard: () => void = () => {};
    const loaded = new Promise<void>((resolve) => (heard = resolve));
    const own = await startTestHost({
      sitePort: undefined,
      warmRenderer: true,
      requestLog: (line) => {
        lines.push(line);
        if (line.includes('"reactBuild"')) heard();
      },
    });
    try {
      await loaded;
      // Nothing was asked of it: the renderer loaded on its own.
      expect(lines.filter((line) => line.includes('"path"'))).toEqual([]);
      expect(lines.filter((line) => line.includes('"reactBuild"'))).toHaveLength(1);
      // The first page then finds it loaded, and is told of no second load.
      expect((await fetch(`${own.host.url}${renderedPath(GUID)}`)).status).toBe(200);
      expect(lines.filter((line) => line.includes('"path"'))).toHaveLength(1);
      expect(lines.filter((line) => line.includes('"reactBuild"'))).toHaveLength(1);
    } finally {
      await own.stop();
    }
  }, 60_000);
});
