import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { DEMO_OPTED_OUT_EMAILS } from './email-check/opted-out.js';
import type { FormsHostOptions } from './host-options.js';

/** The repository root: relative settings such as FORMS_DIR resolve against it, not the cwd. */
export const REPO_ROOT = fileURLToPath(new URL('..', import.meta.url));

function parsePort(name: string, value: string): number {
  const port = /^\d{1,5}$/.test(value) ? Number(value) : NaN;
  if (!(port >= 0 && port <= 65535)) throw new Error(`${name} must be a port number 0-65535, got "${value}"`);
  return port;
}

/** OPTED_OUT_EMAILS: comma-separated addresses, `none` for no address, unset for the demo list. */
function parseOptedOutEmails(value: string): string[] {
  if (value === '') return [...DEMO_OPTED_OUT_EMAILS];
  if (value.toLowerCase() === 'none') return [];
  const addresses = value
    .split(',')
    .map((address) => address.trim())
    .filter((address) => address !== '');
  for (const address of addresses) {
    const at = address.lastIndexOf('@');
    if (at < 1 || at === address.length - 1) {
      throw new Error(`OPTED_OUT_EMAILS must be comma-separated email addresses (or none), got "${address}"`);
    }
  }
  return addresses;
}

/**
 * Host settings from the environment: PORT (3000), HOST (127.0.0.1), FORMS_DIR
 * (fixtures/forms), SITE_PORT (PORT + 1; `off` disables the site listener; with PORT=0
 * it is 0 too, so both pick free ports), OPTED_OUT_EMAILS (a demo list; `none` for none),
 * DATA_DIR (data) and ADMIN_TOKEN (unset: the owner API is off).
 */
export function readConfig(env: NodeJS.ProcessEnv, repoRoot: string = REPO_ROOT): FormsHostOptions {
  const port = parsePort('PORT', env.PORT?.trim() || '3000');
  const siteSetting = env.SITE_PORT?.trim() || '';
  const sitePort =
    siteSetting === 'off' ? undefined : siteSetting ? parsePort('SITE_PORT', siteSetting) : port === 0 ? 0 : port + 1;
  if (sitePort !== undefined && sitePort > 65535) throw new Error('SITE_PORT must be set when PORT is 65535');
  const adminToken = env.ADMIN_TOKEN?.trim() || undefined;
  if (adminToken !== undefined && /\s/.test(adminToken)) throw new Error('ADMIN_TOKEN must not contain spaces');
  return {
    port,
    host: env.HOST?.trim() || '127.0.0.1',
    formsDir: path.resolve(repoRoot, env.FORMS_DIR?.trim() || 'fixtures/forms'),
    publicDir: path.join(repoRoot, 'public'),
    distDir: path.join(repoRoot, 'dist'),
    ...(sitePort === undefined ? {} : { sitePort }),
    optedOutEmails: parseOptedOutEmails(env.OPTED_OUT_EMAILS?.trim() || ''),
    dataDir: path.resolve(repoRoot, env.DATA_DIR?.trim() || 'data'),
    ...(adminToken === undefined ? {} : { adminToken }),
  };
}
