import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { FormsHost, FormsHostOptions } from '../../../server/host-options.js';
import { startFormsHost } from '../../../server/start-forms-host.js';
import { TEST_SPAM_TOKEN_SECRET } from './spam-tokens.js';

export const REPO_ROOT = fileURLToPath(new URL('../../../', import.meta.url));
export const FORMS_DIR = path.join(REPO_ROOT, 'fixtures', 'forms');
export const PUBLIC_DIR = path.join(REPO_ROOT, 'public');
export const PORTAL_ID = '123456';

export const DUMMY_EMBED_JS = 'window.hbspt = window.hbspt || { forms: { create: function () { return { id: "x", onReady: function () {} }; } } };\n';

export interface TestHost {
  host: FormsHost;
  distDir: string;
  /** DATA_DIR of the host: a temporary folder unless the test gave its own. */
  dataDir: string;
  /** Closes the host and removes the temporary folders. */
  stop(): Promise<void>;
}

/** A scratch folder removed by `stop()` of the host that uses it, or by the caller. */
export async function makeTempDir(prefix: string): Promise<string> {
  return mkdtemp(path.join(tmpdir(), `forms-host-${prefix}-`));
}

/**
 * Starts the host on free ports with a throwaway dist/ holding a dummy embed and a chunk,
 * and a throwaway DATA_DIR (unless `overrides.dataDir` names one, which the caller owns).
 */
export async function startTestHost(overrides: Partial<FormsHostOptions> = {}): Promise<TestHost> {
  const distDir = await makeTempDir('dist');
  const ownDataDir = overrides.dataDir === undefined ? await makeTempDir('data') : undefined;
  const dataDir = overrides.dataDir ?? ownDataDir ?? '';
  const removeTempDirs = async () => {
    await rm(distDir, { recursive: true, force: true });
    if (ownDataDir !== undefined) await rm(ownDataDir, { recursive: true, force: true });
  };
  await writeFile(path.join(distDir, 'embed.js'), DUMMY_EMBED_JS);
  await writeFile(path.join(distDir, 'embed.js.map'), '{"version":3,"sources":[],"mappings":""}');
  await writeFile(path.join(distDir, 'embed.css'), '.hs-form{display:block}\n');
  await mkdir(path.join(distDir, 'chunks'));
  await writeFile(path.join(distDir, 'chunks', 'date-picker.js'), 'export const picker = 1;\n');
  let host: FormsHost;
  try {
    host = await startFormsHost({
      port: 0,
      host: '127.0.0.1',
      formsDir: FORMS_DIR,
      publicDir: PUBLIC_DIR,
      distDir,
      sitePort: 0,
      // Every start imports the fixtures into its fresh database: a line per form is noise here.
      formImportLog: () => undefined,
      // What the fixtures need: the portal of most of them has both scopes, 654321 none.
      portalScopes: { [PORTAL_ID]: ['rawHtmlAccess', 'customStyleAccess'] },
      // Failed owner calls are answered at once, unless a test brings its own sleeper.
      sleep: () => Promise.resolve(),
      // Time tokens a test can make itself (./spam-tokens.ts), aged by the real clock whatever `clock` a test fixes.
      spamTokenSecret: TEST_SPAM_TOKEN_SECRET,
      spamClock: Date.now,
      ...overrides,
      dataDir,
    });
  } catch (error) {
    await removeTempDirs();
    throw error;
  }
  return {
    host,
    distDir,
    dataDir,
    async stop() {
      await host.close();
      await removeTempDirs();
    },
  };
}

export interface RawResponse {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
  text: string;
}

/**
 * A request with the path sent exactly as given: fetch() would normalise `..` away before
 * it left the client, hiding what a hostile client can really send. Bodies are not decoded.
 * A `body` is sent byte for byte under the headers given (fetch() would add a content type).
 */
export function rawRequest(
  baseUrl: string,
  requestPath: string,
  options: { method?: string; headers?: Record<string, string>; body?: Buffer | string } = {},
): Promise<RawResponse> {
  const { hostname, port } = new URL(baseUrl);
  return new Promise((resolve, reject) => {
    const req = request(
      { hostname, port, path: requestPath, method: options.method ?? 'GET', headers: options.headers, agent: false },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => {
          const body = Buffer.concat(chunks);
          resolve({ status: res.statusCode ?? 0, headers: res.headers, body, text: body.toString('utf8') });
        });
        res.on('error', reject);
      },
    );
    req.on('error', reject);
    req.end(options.body);
  });
}

export function definitionPath(formId: string, suffix = '', portalId = PORTAL_ID): string {
  return `/embed/v3/form/${portalId}/${formId}/json${suffix}`;
}


export { FORMS } from '../../fixture-ids.js';
