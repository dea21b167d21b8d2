import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { formCatalog } from '../../../../server/domain/forms/form-catalog.js';
import { importFormsDir, type ImportEvent } from '../../../../server/domain/forms/import-forms.js';
import { importLogLine } from '../../../../server/domain/forms/import-log.js';
import { servedForms } from '../../../../server/domain/forms/served-forms.js';
import type { OpenDatabaseOptions } from '../../../../server/storage/open-database.js';
import { writeFormFile } from '../../helpers/forms.js';
import { freshDatabaseAndFormsDir } from '../../helpers/fresh-database.js';
import { STORAGE_BACKENDS } from '../../helpers/postgres.js';
import { PORTAL_ID } from '../../helpers/test-host.js';
import { textDigest } from '../../../../server/http/encoded-texts.js';

const GUID = 'a1b2c3d4-1a90-4000-8000-000000000001';
const definition = (submitText: string, extra: Record<string, unknown> = {}) => ({ form: { guid: GUID, submitText, metaData: [], ...extra } });
const START = new Date('2026-03-10T12:00:00.000Z');
const CHILD = fileURLToPath(new URL('../../helpers/import-forms-process.ts', import.meta.url));

/** Starts `count` processes that each import `formsDir`, lets them load, then tells them all to go; resolves with each one's output. */
async function importInProcesses(count: number, options: OpenDatabaseOptions, formsDir: string): Promise<string[]> {
  const children = Array.from({ length: count }, () => spawn(process.execPath, ['--import', 'tsx', CHILD, JSON.stringify(options), formsDir], { stdio: 'pipe' }));
  const outputs = children.map(
    (child) =>
      new Promise<string>((resolve, reject) => {
        let stdout = '';
        let stderr = '';
        child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString('utf8')));
        child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString('utf8')));
        child.on('close', (code) => (code === 0 ? resolve(stdout.replace(/^ready\n/, '')) : reject(new Error(`import process exited ${code}: ${stderr}`))));
      }),
  );
  await Promise.all(children.map((child) => new Promise<void>((resolve) => child.stdout.once('data', () => resolve()))));
  for (const child of children) child.stdin.end('go\n');
  return Promise.all(outputs);
}

describe.each(STORAGE_BACKENDS)('importing FORMS_DIR on $name', (backend) => {
  const fresh = freshDatabaseAndFormsDir(backend, 'import');

  const importNow = () => importFormsDir(fresh.database.db, fresh.database.dialect, fresh.formsDir, START);
  const served = async (draft = false) => {
    const answer = await servedForms({ db: fresh.database.db, formsDir: fresh.formsDir }).definition(PORTAL_ID, GUID, { draft, allowUnpublished: false });
    return answer.kind === 'definition' ? (JSON.parse(answer.text) as unknown) : answer.kind;
  };
  const versions = async () => {
    const listed = await formCatalog({ db: fresh.database.db }).listVersions(PORTAL_ID, GUID);
    return listed.ok ? listed.value.map((version) => [version.version, version.publishedBy]) : listed.code;
  };

  it('publishes a new file as version 1, leaves it alone while unchanged, and publishes a changed one as the next version', async () => {
    await writeFormFile(fresh.formsDir, `${GUID}.json`, definition('One', { name: 'Signup' }));
    expect(await importNow()).toEqual([{ event: 'versionPublished', portalId: PORTAL_ID, guid: GUID, version: 1 }]);
    expect(await importNow()).toEqual([]);
    expect(await served()).toMatchObject({ form: { submitText: 'One', metaData: [{ name: 'formVersion', value: '1' }] } });
    expect(await formCatalog({ db: fresh.database.db }).list(PORTAL_ID)).toMatchObject([{ guid: GUID, name: 'Signup' }]);

    await writeFormFile(fresh.formsDir, `${GUID}.json`, definition('Two'));
    expect(await importNow()).toEqual([{ event: 'versionPublished', portalId: PORTAL_ID, guid: GUID, version: 2 }]);
    expect(await served()).toMatchObject({ form: { submitText: 'Two', metaData: [{ name: 'formVersion', value: '2' }] } });
    expect(await versions()).toEqual([
      [1, 'file import'],
      [2, 'file import'],
    ]);
    // Named by its GUID once the file has no form.name.
    expect((await formCatalog({ db: fresh.database.db }).list(PORTAL_ID))[0]?.name).toBe(GUID);
  });

  it('keeps what was published and drafted through the catalog while the files stay unchanged', async () => {
    await writeFormFile(fresh.formsDir, `${GUID}.json`, definition('From the file'));
    await writeFormFile(fresh.formsDir, `${GUID}.draft.json`, definition('Draft from the file'));
    await importNow();
    const catalog = formCatalog({ db: fresh.database.db });
    await catalog.updateDraft(PORTAL_ID, GUID, { wire: definition('Edited') });
    await catalog.publish(PORTAL_ID, GUID, 'owner');
    await catalog.updateDraft(PORTAL_ID, GUID, { wire: definition('Edited again') });

    expect(await importNow()).toEqual([]);
    expect(await served()).toMatchObject({ form: { submitText: 'Edited' } });
    expect(await served(true)).toMatchObject({ form: { submitText: 'Edited again' } });

    await writeFormFile(fresh.formsDir, `${GUID}.draft.json`, definition('New draft file'));
    expect(await importNow()).toEqual([{ event: 'draftImported', portalId: PORTAL_ID, guid: GUID }]);
    expect(await served(true)).toMatchObject({ form: { submitText: 'New draft file' } });
  });

  it('imports a draft file byte for byte', async () => {
    const text = '{\n  "form": { "guid": "' + GUID + '", "submitText": "Draft" }\n}\n';
    await writeFormFile(fresh.formsDir, `${GUID}.draft.json`, text);
    expect(await importNow()).toEqual([{ event: 'draftImported', portalId: PORTAL_ID, guid: GUID }]);
    const answer = await servedForms({ db: fresh.database.db, formsDir: fresh.formsDir }).definition(PORTAL_ID, GUID, { draft: true, allowUnpublished: false });
    expect(answer).toEqual({ kind: 'definition', text, digest: textDigest(text) });
    // No published version: the form's own address has nothing to serve.
    expect(await served()).toBe('missing');
  });

  it('leaves directives and fallback copies on disk, and reports a broken file instead of failing', async () => {
    const directive = 'a1b2c3d4-1a90-4000-8000-000000000002';
    await writeFormFile(fresh.formsDir, `${directive}.json`, { __respond: { status: 429, body: { status: 'error' } } });
    await writeFormFile(fresh.formsDir, `${GUID}.fallback.json`, definition('Fallback'));
    const broken = await writeFormFile(fresh.formsDir, 'a1b2c3d4-1a90-4000-8000-000000000003.json', '{ "form": ');
    const badDirective = await writeFormFile(fresh.formsDir, 'a1b2c3d4-1a90-4000-8000-000000000004.json', '{"__respond": {"status": "soon"}}');
    const notAForm = await writeFormFile(fresh.formsDir, 'a1b2c3d4-1a90-4000-8000-000000000005.json', '[1, 2]');
    await writeFormFile(fresh.formsDir, 'README.json', definition('Not a form file name'));

    const events = await importNow();
    expect(events).toEqual([
      { event: 'fileSkipped', file: broken, reason: expect.stringMatching(/^not JSON: /) as unknown },
      { event: 'fileSkipped', file: badDirective, reason: '__respond.status must be an HTTP status 200-599, got "soon"' },
      { event: 'fileSkipped', file: notAForm, reason: 'a definition must be a JSON object' },
    ]);
    expect(await formCatalog({ db: fresh.database.db }).list(PORTAL_ID)).toEqual([]);
    const directiveAnswer = await servedForms({ db: fresh.database.db, formsDir: fresh.formsDir }).definition(PORTAL_ID, directive, { draft: false, allowUnpublished: false });
    expect(directiveAnswer).toMatchObject({ kind: 'directive', directive: { status: 429 } });
    expect(JSON.parse(importLogLine(events[0] as ImportEvent, START))).toEqual({
      time: START.toISOString(),
      level: 'error',
      message: 'definition file skipped',
      file: broken,
      reason: expect.any(String) as unknown,
    });
  });

  it('imports a file dropped in later when a request names its form, once however many ask at once', async () => {
    await importNow();
    await writeFormFile(fresh.formsDir, `${GUID}.json`, definition('Dropped in'));
    const imported: ImportEvent[] = [];
    const forms = servedForms({ db: fresh.database.db, formsDir: fresh.formsDir, onImport: (events) => imported.push(...events) });
    const answers = await Promise.all([1, 2, 3].map(() => forms.definition(PORTAL_ID, GUID, { draft: false, allowUnpublished: false })));
    for (const answer of answers) expect(answer.kind).toBe('definition');
    expect(imported).toEqual([{ event: 'versionPublished', portalId: PORTAL_ID, guid: GUID, version: 1 }]);
    expect(await versions()).toEqual([[1, 'file import']]);
  });

  it('imports once when several hosts start on one database at the same moment', async () => {
    await writeFormFile(fresh.formsDir, `${GUID}.json`, definition('One'));
    const options = { dataDir: fresh.database.dataDir, ...(fresh.database.databaseUrl === undefined ? {} : { databaseUrl: fresh.database.databaseUrl }) };
    const outputs = await importInProcesses(3, options, fresh.formsDir);
    expect(outputs.flatMap((output) => JSON.parse(output) as ImportEvent[])).toEqual([{ event: 'versionPublished', portalId: PORTAL_ID, guid: GUID, version: 1 }]);
    expect(await versions()).toEqual([[1, 'file import']]);
  });
});
