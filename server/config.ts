import path from 'node:path';
import { DEMO_PORTAL_SCOPES, parsePortalScopes, type PortalScopes } from './domain/forms/portal-scopes.js';
import { DEMO_OPTED_OUT_EMAILS } from './domain/email-check/opted-out.js';
import { readEmailSettings } from './domain/email/email-settings.js';
import type { FormsHostOptions } from './host-options.js';
import { maskDatabaseUrl, postgresUrlProblem } from './storage/database-url.js';
import { readTrafficSettings } from './traffic-config.js';
import { readWebhookSettings } from './domain/webhooks/webhook-settings.js';
import { readCaptchaProviderSettings } from './domain/captcha/captcha-provider-settings.js';
import { DEFAULT_MIN_TOKEN_AGE_MS, MAX_MIN_TOKEN_AGE_MS, isTokenMinAge } from '../src/core/spam/spam-wire.js';
import { REPO_ROOT } from './repo-root.js';

function parsePort(name: string, value: string): number {
  const port = /^\d{1,5}$/.test(value) ? Number(value) : NaN;
  if (!(port >= 0 && port <= 65535)) throw new Error(`${name} must be a port number 0-65535, got "${value}"`);
  return port;
}

/** DEMO: on (unset) or off; a site owner runs the host with DEMO=off in production. */
function parseDemo(value: string): boolean {
  const text = value.toLowerCase();
  if (['', '1', 'on', 'true', 'yes'].includes(text)) return true;
  if (['0', 'off', 'false', 'no'].includes(text)) return false;
  throw new Error(`DEMO must be on or off (off in production: no demo pages, second origin, demo lists or test directives), got "${value}"`);
}

/** OPTED_OUT_EMAILS: comma-separated addresses, `none` for no address, unset for the demo list (none with DEMO=off). */
function parseOptedOutEmails(value: string, demo: boolean): string[] {
  if (value === '') return demo ? [...DEMO_OPTED_OUT_EMAILS] : [];
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

/** RETENTION_DAYS: unset keeps leads forever; else a whole number of days from 1. */
function parseRetentionDays(value: string): number | undefined {
  if (value === '') return undefined;
  const days = /^\d{1,5}$/.test(value) ? Number(value) : NaN;
  if (!(days >= 1 && days <= MAX_RETENTION_DAYS)) {
    throw new Error(`RETENTION_DAYS must be a whole number of days 1-${MAX_RETENTION_DAYS} (leads older are erased), or unset to keep them, got "${value}"`);
  }
  return days;
}

/** SPAM_TOKEN_MIN_AGE_MS: a minimum age `isTokenMinAge` allows (0: no minimum); unset, `DEFAULT_MIN_TOKEN_AGE_MS`. */
function parseSpamTokenMinAge(value: string): number {
  if (value === '') return DEFAULT_MIN_TOKEN_AGE_MS;
  const ms = /^\d{1,5}$/.test(value) ? Number(value) : NaN;
  if (!isTokenMinAge(ms)) {
    throw new Error(`SPAM_TOKEN_MIN_AGE_MS must be whole milliseconds from 0 to ${MAX_MIN_TOKEN_AGE_MS}, got "${value}"`);
  }
  return ms;
}

/** PUBLIC_URL: unset, or the host's public origin (http or https, no path). */
function parsePublicUrl(value: string): string | undefined {
  if (value === '') return undefined;
  let url: URL | undefined;
  try {
    url = new URL(value);
  } catch {
    url = undefined;
  }
  if (url === undefined || (url.protocol !== 'https:' && url.protocol !== 'http:') || url.pathname !== '/' || url.search !== '' || url.hash !== '') {
    throw new Error(`PUBLIC_URL must be the origin owners reach the host at, such as https://forms.example.com (no path), got "${value}"`);
  }
  return url.origin;
}

/**
 * PORTAL_SCOPES: JSON of portal id to the scopes its definitions are served with, e.g.
 * `{"123456":["rawHtmlAccess","customStyleAccess"]}`. Unset: the demo's portal has both while
 * the demo runs, and no portal has any with DEMO=off.
 */
function readPortalScopes(value: string, demo: boolean): PortalScopes {
  if (value !== '') return parsePortalScopes('PORTAL_SCOPES', value);
  return demo ? DEMO_PORTAL_SCOPES : {};
}

/** A century: more than any retention policy asks, and far from the limits of date arithmetic. */
export const MAX_RETENTION_DAYS = 36_500;

/**
 * Host settings from the environment: PORT (3000), HOST (127.0.0.1), DEMO (on; off in
 * production), FORMS_DIR (fixtures/forms), SITE_PORT (PORT + 1; `off` disables the site
 * listener, as DEMO=off does; with PORT=0 it is 0 too, so both pick free ports),
 * OPTED_OUT_EMAILS (a demo list, none with DEMO=off; `none` for none),
 * DATA_DIR (data), DATABASE_URL (unset: SQLite in DATA_DIR; else a postgres:// URL),
 * ADMIN_TOKEN (unset: only tokens made with `npm run owner -- token create` open the owner API), CAPTCHA_SECRET (unset: a random one per start),
 * SPAM_TOKEN_SECRET (unset: one made at first start and kept in the database),
 * SPAM_TOKEN_MIN_AGE_MS (2000: a submission sent sooner after its form showed is stored as spam; 0 for no minimum),
 * RETENTION_DAYS (unset: leads are kept; else those older are erased at start and hourly) and
 * PUBLIC_URL (unset: plain HTTP; an https origin makes the console's session cookie `__Host-` and `Secure`).
 * PORTAL_SCOPES: see `readPortalScopes`.
 * SMTP_URL and MAIL_FROM: see `readEmailSettings`.
 * WEBHOOK_ALLOW_PRIVATE and WEBHOOK_RETRY_SCHEDULE: see `readWebhookSettings`.
 * CAPTCHA_PROVIDER, CAPTCHA_PROVIDER_SECRET and CAPTCHA_VERIFY_URL: see `readCaptchaProviderSettings`.
 * The request log, rate limits, TRUST_PROXY, PORTAL_ORIGINS and MAX_SUBMISSION_BYTES: see
 * `readTrafficSettings`. WORKERS and SHUTDOWN_TIMEOUT_MS: see `readProcessSettings`.
 */
export function readConfig(env: NodeJS.ProcessEnv, repoRoot: string = REPO_ROOT): FormsHostOptions {
  const port = parsePort('PORT', env.PORT?.trim() || '3000');
  const demo = parseDemo(env.DEMO?.trim() || '');
  const siteSetting = env.SITE_PORT?.trim() || '';
  // The second origin is part of the demo.
  const siteOff = !demo || siteSetting === 'off';
  const sitePort = siteOff ? undefined : siteSetting ? parsePort('SITE_PORT', siteSetting) : port === 0 ? 0 : port + 1;
  if (sitePort !== undefined && sitePort > 65535) throw new Error('SITE_PORT must be set when PORT is 65535');
  const adminToken = env.ADMIN_TOKEN?.trim() || undefined;
  if (adminToken !== undefined && /\s/.test(adminToken)) throw new Error('ADMIN_TOKEN must not contain spaces');
  const captchaSecret = env.CAPTCHA_SECRET?.trim() || undefined;
  if (captchaSecret !== undefined && captchaSecret.length < 16) throw new Error('CAPTCHA_SECRET must be at least 16 characters');
  const spamTokenSecret = env.SPAM_TOKEN_SECRET?.trim() || undefined;
  if (spamTokenSecret !== undefined && spamTokenSecret.length < 32) {
    throw new Error(`SPAM_TOKEN_SECRET must be at least 32 characters (it has ${spamTokenSecret.length}); unset, the host makes one and keeps it in the database`);
  }
  const spamTokenMinAgeMs = parseSpamTokenMinAge(env.SPAM_TOKEN_MIN_AGE_MS?.trim() || '');
  const retentionDays = parseRetentionDays(env.RETENTION_DAYS?.trim() || '');
  const publicUrl = parsePublicUrl(env.PUBLIC_URL?.trim() || '');
  const databaseUrl = env.DATABASE_URL?.trim() || undefined;
  const databaseUrlProblem = databaseUrl === undefined ? null : postgresUrlProblem(databaseUrl);
  if (databaseUrl !== undefined && databaseUrlProblem !== null) {
    throw new Error(
      `DATABASE_URL must be a postgres:// or postgresql:// URL (postgres://user:password@host:5432/database), got "${maskDatabaseUrl(databaseUrl)}": ${databaseUrlProblem}`,
    );
  }
  return {
    port,
    host: env.HOST?.trim() || '127.0.0.1',
    formsDir: path.resolve(repoRoot, env.FORMS_DIR?.trim() || 'fixtures/forms'),
    publicDir: path.join(repoRoot, 'public'),
    distDir: path.join(repoRoot, 'dist'),
    ...(sitePort === undefined ? {} : { sitePort }),
    demo,
    optedOutEmails: parseOptedOutEmails(env.OPTED_OUT_EMAILS?.trim() || '', demo),
    dataDir: path.resolve(repoRoot, env.DATA_DIR?.trim() || 'data'),
    ...(databaseUrl === undefined ? {} : { databaseUrl }),
    ...(adminToken === undefined ? {} : { adminToken }),
    ...(captchaSecret === undefined ? {} : { captchaSecret }),
    ...(spamTokenSecret === undefined ? {} : { spamTokenSecret }),
    spamTokenMinAgeMs,
    ...(retentionDays === undefined ? {} : { retentionDays }),
    ...(publicUrl === undefined ? {} : { publicUrl }),
    portalScopes: readPortalScopes(env.PORTAL_SCOPES?.trim() || '', demo),
    warmRenderer: true,
    ...readTrafficSettings(env),
    ...readEmailSettings(env),
    ...readWebhookSettings(env),
    ...readCaptchaProviderSettings(env),
  };
}

/** Settings of the host's processes, apart from what one forms host serves. */
export interface ProcessSettings {
  /** WORKERS (1): host processes sharing the ports (`node:cluster`); 1 runs a single process. */
  workers: number;
  /** SHUTDOWN_TIMEOUT_MS (10000): how long SIGTERM waits for requests in flight before it cuts them. */
  shutdownTimeoutMs: number;
}

export const MAX_WORKERS = 64;

/**
 * WORKERS (a whole number 1-64, default 1) and SHUTDOWN_TIMEOUT_MS (0-3600000, default 10000).
 * Several workers need Postgres (`databaseUrl`, from DATABASE_URL): SQLite keeps everything in
 * one file with one writer, so they are refused without it.
 */
export function readProcessSettings(env: NodeJS.ProcessEnv, databaseUrl: string | undefined): ProcessSettings {
  const workersSetting = env.WORKERS?.trim() || '1';
  const workers = /^\d{1,2}$/.test(workersSetting) ? Number(workersSetting) : NaN;
  if (!(workers >= 1 && workers <= MAX_WORKERS)) {
    throw new Error(`WORKERS must be a whole number 1-${MAX_WORKERS}, got "${workersSetting}"`);
  }
  if (workers > 1 && databaseUrl === undefined) {
    throw new Error(
      `WORKERS=${workers} needs Postgres: without DATABASE_URL submissions are kept in one SQLite file, which only one process may write. ` +
        'Set DATABASE_URL=postgres://… for several workers, or WORKERS=1.',
    );
  }
  const timeoutSetting = env.SHUTDOWN_TIMEOUT_MS?.trim() || '10000';
  const shutdownTimeoutMs = /^\d{1,7}$/.test(timeoutSetting) ? Number(timeoutSetting) : NaN;
  if (!(shutdownTimeoutMs <= 3_600_000)) {
    throw new Error(`SHUTDOWN_TIMEOUT_MS must be a whole number of milliseconds 0-3600000, got "${timeoutSetting}"`);
  }
  return { workers, shutdownTimeoutMs };
}
