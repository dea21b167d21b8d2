import { execFile } from 'node:child_process';
import { rm } from 'node:fs/promises';
import { promisify } from 'node:util';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { runOwnerCli } from '../../../server/cli/run-owner-cli.js';
import type { OwnerCliContext } from '../../../server/cli/owner-command.js';
import { createOwnerAccess } from '../../../server/domain/owner-access/owner-access.js';
import { openDatabase, type OpenDatabase } from '../../../server/storage/open-database.js';
import { createOwnerTokenStore } from '../../../server/storage/owner-token-store.js';
import { STORAGE_BACKENDS } from '../helpers/postgres.js';
import { REPO_ROOT, makeTempDir } from '../helpers/test-host.js';

const SECRET = /^ {2}(fho_[A-Za-z0-9_-]{43})$/m;
const CREATED = new Date('2026-03-01T09:00:00.000Z');

/** The owner's view of a run: its exit code and what it printed. */
interface CliRun {
  code: number;
  out: string;
  err: string;
}

/** The secret a `token create` printed. */
function printedSecret(run: CliRun): string {
  const secret = SECRET.exec(run.out)?.[1];
  if (secret === undefined) throw new Error(`no secret in ${JSON.stringify(run.out)}`);
  return secret;
}

async function authenticates(database: OpenDatabase, secret: string) {
  return createOwnerAccess({ tokens: createOwnerTokenStore(database.db), adminToken: undefined, now: () => CREATED.getTime() }).authenticate(secret);
}

describe.each(STORAGE_BACKENDS)('npm run owner -- token, in process, on $name', (backend) => {
  let dataDir: string;
  let databaseUrl: string | undefined;
  /** The test's own connection, to check what the commands did. */
  let database: OpenDatabase;
  let opened: number;

  async function owner(...args: string[]): Promise<CliRun> {
    const out: string[] = [];
    const err: string[] = [];
    const context: OwnerCliContext = {
      out: (line) => out.push(line),
      err: (line) => err.push(line),
      openDatabase: () => {
        opened += 1;
        return openDatabase({ dataDir, databaseUrl });
      },
      now: () => CREATED,
      hostUrl: 'http://127.0.0.1:3000',
    };
    const code = await runOwnerCli(args, context);
    return { code, out: out.join('\n'), err: err.join('\n') };
  }

  beforeEach(async () => {
    dataDir = await makeTempDir('owner-cli');
    ({ databaseUrl } = await backend.fresh());
    database = await openDatabase({ dataDir, databaseUrl });
    opened = 0;
  });
  afterEach(async () => {
    await database.close();
    await rm(dataDir, { recursive: true, force: true });
  });

  it('create prints the secret once, with how to use it, and keeps only its hash', async () => {
    const run = await owner('token', 'create', '--name', 'reports');
    expect(run.code).toBe(0);
    const secret = printedSecret(run);
    expect(run.out).toContain('Created the owner token "reports": portals all, read and write.');
    expect(run.out).toContain(`curl -H "Authorization: Bearer ${secret}" "http://127.0.0.1:3000/api/submissions?portalId=PORTAL_ID&formId=FORM_ID"`);
    expect(run.out.split(secret)).toHaveLength(3);
    const principal = await authenticates(database, secret);
    expect([principal?.name, principal?.mayRead('1'), principal?.mayWrite('1')]).toEqual(['reports', true, true]);
    const rows = await database.db.selectFrom('owner_tokens').selectAll().execute();
    expect(JSON.stringify(rows)).not.toContain(secret.slice(4));
  });

  it('create with --portal (repeated) and --read-only limits the token', async () => {
    const secret = printedSecret(await owner('token', 'create', '--name', 'agency', '--portal', '123', '--portal', '456', '--read-only'));
    const principal = await authenticates(database, secret);
    expect([principal?.mayRead('123'), principal?.mayRead('456'), principal?.mayRead('789'), principal?.mayWrite('123')]).toEqual([true, true, false, false]);
  });

  it('list shows each token, its portals, rights, creation and revocation, never a secret', async () => {
    const first = printedSecret(await owner('token', 'create', '--name', 'everything'));
    const second = printedSecret(await owner('token', 'create', '--name', 'agency', '--portal', '123', '--read-only'));
    await owner('token', 'revoke', 'everything');
    const run = await owner('token', 'list');
    expect(run.code).toBe(0);
    expect(run.out.split('\n')).toEqual([
      'NAME        PORTALS  RIGHTS          CREATED                   REVOKED                   LAST USED',
      'everything  all      read and write  2026-03-01T09:00:00.000Z  2026-03-01T09:00:00.000Z  -',
      'agency      123      read-only       2026-03-01T09:00:00.000Z  -                         -',
    ]);
    for (const secret of [first, second]) expect(run.out).not.toContain(secret.slice(4, 20));
  });

  it('list says how to begin when there is no token', async () => {
    expect((await owner('token', 'list')).out).toBe('No owner tokens yet. Create one with: npm run owner -- token create --name NAME');
  });

  it('revoke makes the secret useless at once, and the name free again', async () => {
    const secret = printedSecret(await owner('token', 'create', '--name', 'ci'));
    const run = await owner('token', 'revoke', 'ci');
    expect(run).toEqual({ code: 0, out: 'Revoked the owner token "ci": the owner API refuses it from now on.', err: '' });
    expect(await authenticates(database, secret)).toBeUndefined();
    expect((await owner('token', 'create', '--name', 'ci')).code).toBe(0);
  });

  it.each([
    ['no command', [], 'npm run owner: a command is needed'],
    ['an unknown command', ['tokens', 'list'], 'npm run owner: unknown command "tokens"'],
    ['no token subcommand', ['token'], 'npm run owner: token needs a subcommand: create, list or revoke'],
    ['an unknown token subcommand', ['token', 'delete', 'ci'], 'npm run owner: unknown token subcommand "delete": use create, list or revoke'],
    ['create without --name', ['token', 'create', '--portal', '123'], 'npm run owner: token create needs --name NAME'],
    ['create with --name but no value', ['token', 'create', '--name'], "npm run owner: token create: Option '--name <value>' argument missing"],
    ['create with an unknown option', ['token', 'create', '--name', 'ci', '--readonly'], "npm run owner: token create: Unknown option '--readonly'"],
    ['create with a name as a positional', ['token', 'create', 'ci'], 'npm run owner: token create takes no "ci": name the token with --name NAME'],
    ['a portal that is not digits', ['token', 'create', '--name', 'ci', '--portal', '12a'], 'npm run owner: token create: a portal id is digits only; got "12a"'],
    ['a name with a space', ['token', 'create', '--name', 'my token'], 'npm run owner: token create: a token name is 1-64 letters, digits, ".", "_" or "-", starting with a letter or digit; got "my token"'],
    ['revoke without a name', ['token', 'revoke'], 'npm run owner: token revoke needs exactly one token name: token revoke NAME'],
    ['revoke of an unknown name', ['token', 'revoke', 'nobody'], 'npm run owner: token revoke: no live token is named "nobody" (npm run owner -- token list shows them)'],
    ['list with an argument', ['token', 'list', 'all'], 'npm run owner: token list takes no arguments; got "all"'],
  ])('refuses %s with exit code 1, saying what is wrong and how to call it', async (_case, args, message) => {
    const run = await owner(...args);
    expect(run.code).toBe(1);
    expect(run.out).toBe('');
    expect(run.err.split('\n')[0]).toBe(message);
    expect(run.err).toContain('npm run owner -- token create --name NAME [--portal ID]... [--read-only]');
    expect(await createOwnerTokenStore(database.db).list()).toEqual([]);
  });

  it('refuses a duplicate name of a live token, keeping the first', async () => {
    const secret = printedSecret(await owner('token', 'create', '--name', 'ci'));
    const run = await owner('token', 'create', '--name', 'ci', '--read-only');
    expect(run.code).toBe(1);
    expect(run.err.split('\n')[0]).toBe('npm run owner: token create: a live token is already named "ci": choose another name, or revoke that one first');
    expect((await authenticates(database, secret))?.mayWrite('1')).toBe(true);
    expect(await createOwnerTokenStore(database.db).list()).toHaveLength(1);
  });

  it('opens no database for a call it cannot understand', async () => {
    await owner('token', 'create');
    await owner('nonsense');
    expect(opened).toBe(0);
  });

  it('shows the usage for help, exit code 0', async () => {
    const run = await owner('help');
    expect(run.code).toBe(0);
    expect(run.out.split('\n')).toEqual([
      'Usage:',
      '  npm run owner -- token create --name NAME [--portal ID]... [--read-only]',
      '  npm run owner -- token list',
      '  npm run owner -- token revoke NAME',
    ]);
  });
});

describe('npm run owner, the real command', () => {
  const run = promisify(execFile);
  let dataDir: string;
  beforeEach(async () => {
    dataDir = await makeTempDir('owner-command');
  });
  afterEach(() => rm(dataDir, { recursive: true, force: true }));

  /** Runs `npm run owner -- {args}` with DATA_DIR (SQLite), as an owner would. */
  function npmOwner(...args: string[]) {
    const env: NodeJS.ProcessEnv = { ...process.env, DATA_DIR: dataDir, HOST: '0.0.0.0', PORT: '4555' };
    delete env.DATABASE_URL;
    return run('npm', ['run', '--silent', 'owner', '--', ...args], { cwd: REPO_ROOT, env });
  }

  it('creates a token in the host database of DATA_DIR, migrated first, and fails with exit code 1 on bad input', async () => {
    const created = await npmOwner('token', 'create', '--name', 'wired', '--portal', '123456');
    const secret = printedSecret({ code: 0, out: created.stdout, err: created.stderr });
    // The example names where the host of these settings answers.
    expect(created.stdout).toContain(`"http://127.0.0.1:4555/api/submissions?portalId=PORTAL_ID&formId=FORM_ID"`);
    const database = await openDatabase({ dataDir });
    try {
      expect((await authenticates(database, secret))?.mayRead('123456')).toBe(true);
    } finally {
      await database.close();
    }
    const refused = await npmOwner('token', 'revoke', 'nobody').then(
      () => undefined,
      (error: { code: number; stderr: string }) => error,
    );
    expect(refused?.code).toBe(1);
    expect(refused?.stderr).toContain('no live token is named "nobody"');
  });
});
