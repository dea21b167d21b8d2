import { existsSync } from 'node:fs';
import path from 'node:path';
import { readConfig } from './config.js';
import { startFormsHost } from './start-forms-host.js';

/** Entry of `npm run serve`: start the forms host from the environment, stop on SIGINT/SIGTERM. */
async function main(): Promise<void> {
  const config = readConfig(process.env);
  const host = await startFormsHost(config);

  const lines = [
    `Forms host      ${host.url}`,
    `Demo pages      ${host.url}/`,
    `  script tag    ${host.url}/script-tag.html`,
    `  create() API  ${host.url}/create-api.html`,
    `  all fields    ${host.url}/all-fields.html`,
    `  validation    ${host.url}/validation.html`,
    `  errors        ${host.url}/errors.html`,
    `Embed script    ${host.url}/embed.js`,
    `Resubscribe log ${host.url}/emailcheck/v1/form-resubscribe/requests`,
    `Forms from      ${config.formsDir}`,
    `Submissions in  ${config.dataDir ?? 'data'}`,
    config.adminToken
      ? `Owner API       ${host.url}/api/submissions?portalId=…&formId=… (Authorization: Bearer $ADMIN_TOKEN)`
      : 'Owner API       off (set ADMIN_TOKEN to read submissions)',
  ];
  if (host.siteUrl) lines.push(`Site owner page ${host.siteUrl}/ (another origin, loads the embed from the forms host)`);
  console.log(lines.join('\n'));
  if (!existsSync(path.join(config.distDir, 'embed.js'))) {
    console.warn('dist/embed.js is missing: run `npm run build` (or `npm start`) so the demo pages can load the embed.');
  }

  let closing = false;
  const shutdown = (signal: NodeJS.Signals): void => {
    if (closing) return;
    closing = true;
    console.log(`${signal}: closing the forms host`);
    host.close().then(
      () => process.exit(0),
      (error: unknown) => {
        console.error('Could not close cleanly:', error);
        process.exit(1);
      },
    );
  };
  process.on('SIGINT', shutdown);
  process.on('SIGTERM', shutdown);
}

main().catch((error: unknown) => {
  console.error('The forms host could not start:', error instanceof Error ? error.message : error);
  process.exit(1);
});
