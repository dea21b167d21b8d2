import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { FormsHostOptions } from './host-options.js';

/** The repository root: relative settings such as FORMS_DIR resolve against it, not the cwd. */
export const REPO_ROOT = fileURLToPath(new URL('..', import.meta.url));

function parsePort(name: string, value: string): number {
  const port = /^\d{1,5}$/.test(value) ? Number(value) : NaN;
  if (!(port >= 0 && port <= 65535)) throw new Error(`${name} must be a port number 0-65535, got "${value}"`);
  return port;
}

/**
 * Host settings from the environment: PORT (3000), HOST (127.0.0.1), FORMS_DIR
 * (fixtures/forms) and SITE_PORT (PORT + 1; `off` disables the site listener; with PORT=0
 * it is 0 too, so both pick free ports).
 */
export function readConfig(env: NodeJS.ProcessEnv, repoRoot: string = REPO_ROOT): FormsHostOptions {
  const port = parsePort('PORT', env.PORT?.trim() || '3000');
  const siteSetting = env.SITE_PORT?.trim() || '';
  const sitePort =
    siteSetting === 'off' ? undefined : siteSetting ? parsePort('SITE_PORT', siteSetting) : port === 0 ? 0 : port + 1;
  if (sitePort !== undefined && sitePort > 65535) throw new Error('SITE_PORT must be set when PORT is 65535');
  return {
    port,
    host: env.HOST?.trim() || '127.0.0.1',
    formsDir: path.resolve(repoRoot, env.FORMS_DIR?.trim() || 'fixtures/forms'),
    publicDir: path.join(repoRoot, 'public'),
    distDir: path.join(repoRoot, 'dist'),
    ...(sitePort === undefined ? {} : { sitePort }),
  };
}
