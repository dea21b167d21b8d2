import { existsSync } from 'node:fs';
import path from 'node:path';
import type { FormsHostOptions } from './host-options.js';
import { maskDatabaseUrl } from './storage/database-url.js';

/** Where a started host answers. */
export interface HostAddresses {
  url: string;
  siteUrl?: string | undefined;
}

/** What `npm start` prints once the host listens (once, however many workers serve it). */
export function printStartupLines(config: FormsHostOptions, { url, siteUrl }: HostAddresses, workerPids: readonly number[] = []): void {
  const demo = config.demo !== false;
  const lines = [
    `Forms host      ${url}`,
    ...(demo
      ? [
          `Demo pages      ${url}/`,
          `  script tag    ${url}/script-tag.html`,
          `  create() API  ${url}/create-api.html`,
          `  all fields    ${url}/all-fields.html`,
          `  validation    ${url}/validation.html`,
          `  errors        ${url}/errors.html`,
        ]
      : []),
    `Embed script    ${url}/embed.js`,
    ...(demo ? [`Resubscribe log ${url}/emailcheck/v1/form-resubscribe/requests`] : []),
    `Forms from      ${config.formsDir}`,
    config.databaseUrl
      ? `Submissions in  ${maskDatabaseUrl(config.databaseUrl)} (uploads in ${config.dataDir ?? 'data'})`
      : `Submissions in  ${config.dataDir ?? 'data'}`,
    `Owner console   ${url}/owner/`,
    config.adminToken
      ? `Owner API       ${url}/api/v1/docs (Authorization: Bearer $ADMIN_TOKEN)`
      : `Owner API       ${url}/api/v1/docs (Authorization: Bearer a token of npm run owner -- token create; off while there is none)`,
  ];
  if (siteUrl) lines.push(`Site owner page ${siteUrl}/ (another origin, loads the embed from the forms host)`);
  if (workerPids.length > 0) lines.push(`Workers         ${workerPids.length} processes (pids ${workerPids.join(', ')}), primary ${process.pid}`);
  console.log(lines.join('\n'));
  if (!existsSync(path.join(config.distDir, 'embed.js'))) {
    console.warn('dist/embed.js is missing: run `npm run build` (or `npm start`) so the demo pages can load the embed.');
  }
}
