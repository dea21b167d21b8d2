import { execFile } from 'node:child_process';
import { readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { runImportForm, type ImportFormContext } from '../../../server/cli/run-import-form.js';
import { formCatalog } from '../../../server/domain/forms/form-catalog.js';
import { openDatabase, type OpenDatabase } from '../../../server/storage/open-database.js';
import { FORMS_DIR, REPO_ROOT, makeTempDir } from '../helpers/test-host.js';

const ALL_FIELDS = path.join(FORMS_DIR, '123456', 'a1b2c3d4-0002-4000-8000-000000000002.json');
const EDIT_URL = /^ {2}Edit it: {2}http:\/\/forms\.example:3000\/owner\/forms\/(\d+)\/([0-9a-f-]{36})\/edit$/m;

interface CliRun {
  code: number;
  out: string;
  err: string;
}

describe('npm run import-form, in process', () => {
  let dataDir: string;
  let database: OpenDatabase;
  let opened: number;

  async function importForm(args: string[], options: { demo?: boolean } = {}): Promise<CliRun> {
    const out: string[] = [];
    const err: string[] = [];
    const context: ImportFormContext = {
      out: (line) => out.push(line),
      err: (line) => err.push(line),
      readFile: (file) => readFile(file, 'utf8'),
      openDatabase: () => {
        opened += 1;
        return openDatabase({ dataDir });
      },
      demo: options.demo ?? true,
      origin: 'http://forms.example:3000',
    };
    const code = await runImportForm(args, context);
    return { code, out: out.join('\n'), err: err.join('\n') };
  }

  const catalog = () => formCatalog({ db: database.db });

  beforeEach(async () => {
    dataDir = await makeTempDir('import-form');
    database = await openDatabase({ dataDir });
    opened = 0;
  });
  afterEach(async () => {
    await database.close();
    await rm(dataDir, { recursive: true, force: true });
  });

  it('stores the file as a draft form of the demo portal and prints its id, fields, what did not carry over and the editor', async () => {
    const run = await importForm(['--file', ALL_FIELDS]);
    expect(run.code).toBe(0);
    const [, portal, guid] = EDIT_URL.exec(run.out) ?? [];
    expect(portal).toBe('123456');
    expect(run.out).toContain('Imported "All field types" as a draft form.');
    expect(run.out).toContain(`  Form id:  ${guid}`);
    expect(run.out).toContain('  Portal:   123456');
    expect(run.out).toContain('  Fields:   26');
    expect(run.out).toContain('Not carried over:\n  - Form setting "themeColor" (the theme colour) is not carried over');
    expect(run.out).toContain('  - Field "Choose a plan" (plan) is a payment link choice');
    const stored = await catalog().get('123456', guid ?? '');
    expect(stored.ok && [stored.value.summary.name, stored.value.published, stored.value.draft?.definition.form]).toEqual([
      'All field types',
      null,
      expect.objectContaining({ guid, portalId: 123456, submitText: 'Send all fields' }),
    ]);
  });

  it('takes the portal and the name given, and says when everything carries over', async () => {
    const file = path.join(dataDir, 'plain.json');
    await writeFile(file, JSON.stringify({ form: { name: 'Plain', formFieldGroups: [{ fields: [{ name: 'email', label: 'Email' }] }] } }));
    const run = await importForm(['--file', file, '--portal', '42', '--name', 'Newsletter']);
    expect(run.code).toBe(0);
    expect(run.out).toContain('Imported "Newsletter" as a draft form.');
    expect(run.out).toContain('Everything carries over.');
    const [, portal, guid] = EDIT_URL.exec(run.out) ?? [];
    expect(portal).toBe('42');
    expect((await catalog().list('42')).map((form) => [form.guid, form.name])).toEqual([[guid, 'Newsletter']]);
  });

  it.each([
    [['--file', ALL_FIELDS], { demo: false }, '--portal is needed with DEMO=off: the portal id the form belongs to'],
    [[], {}, '--file is needed: the JSON file of the form definition'],
    [['--file', '/no/such/definition.json'], {}, 'cannot read /no/such/definition.json: there is no such file'],
    [['--file', FORMS_DIR], {}, `cannot read ${FORMS_DIR}: it is a folder`],
    [['--file', ALL_FIELDS, '--portal', 'abc'], {}, '--portal "abc" is not a portal id (digits only)'],
    [['--file', ALL_FIELDS, '--name', '  '], {}, '--name must not be empty'],
    [['--file', ALL_FIELDS, '--colour', 'red'], {}, "Unknown option '--colour'"],
    [['--file', path.join(REPO_ROOT, 'package.json')], {}, `${path.join(REPO_ROOT, 'package.json')}: No form found: the definition needs a "form" object`],
    [['--file', path.join(REPO_ROOT, 'README.md')], {}, `${path.join(REPO_ROOT, 'README.md')}: The definition is not valid JSON`],
  ])('%j refuses with exit code 1, says what is wrong with the usage, and stores nothing', async (args, options, message) => {
    const run = await importForm(args, options);
    expect(run.code).toBe(1);
    expect(run.err).toContain(`npm run import-form: ${message}`);
    expect(run.err).toContain('Usage: npm run import-form -- --file definition.json [--portal ID] [--name "New name"]');
    expect(run.out).toBe('');
    expect(opened).toBe(0);
    expect(await catalog().portals()).toEqual([]);
  });

  it('--help prints the usage', async () => {
    const run = await importForm(['--help']);
    expect([run.code, run.out.split('\n')[0]]).toEqual([0, 'Usage: npm run import-form -- --file definition.json [--portal ID] [--name "New name"]']);
  });
});

describe('npm run import-form, as a command', () => {
  it('ends with exit code 1 and one clear line, never a stack trace, for a file that is not there', async () => {
    const dataDir = await makeTempDir('import-form-command');
    try {
      const run = promisify(execFile)(path.join(REPO_ROOT, 'node_modules', '.bin', 'tsx'), ['server/cli/import-form.ts', '--file', 'missing.json'], {
        cwd: REPO_ROOT,
        env: { ...process.env, DATA_DIR: dataDir, INIT_CWD: REPO_ROOT },
      });
      await expect(run).rejects.toMatchObject({ code: 1, stdout: '' });
      const { stderr } = (await run.catch((error: unknown) => error)) as { stderr: string };
      expect(stderr.split('\n')[0]).toBe('npm run import-form: cannot read missing.json: there is no such file');
      expect(stderr).not.toMatch(/^\s+at /m);
    } finally {
      await rm(dataDir, { recursive: true, force: true });
    }
  });
});
