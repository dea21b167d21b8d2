import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { readConfig, readProcessSettings } from '../../server/config.js';
import { REPO_ROOT } from '../../server/repo-root.js';
import { DEMO_PORTAL_SCOPES } from '../../server/domain/forms/portal-scopes.js';
import { DEFAULT_EMAIL_CHECK_RATE_LIMIT, DEFAULT_SUBMIT_RATE_LIMIT } from '../../server/http/rate-limit-policy.js';
import { writeLogLine } from '../../server/http/request-log.js';

const root = path.resolve('/repo');

describe('readConfig', () => {
  it('has the documented defaults', () => {
    expect(readConfig({}, root)).toEqual({
      port: 3000,
      host: '127.0.0.1',
      formsDir: path.join(root, 'fixtures', 'forms'),
      publicDir: path.join(root, 'public'),
      distDir: path.join(root, 'dist'),
      sitePort: 3001,
      demo: true,
      optedOutEmails: ['opted-out@example.org', 'former.subscriber@example.org'],
      dataDir: path.join(root, 'data'),
      spamTokenMinAgeMs: 2_000,
      requestLog: writeLogLine,
      submitRateLimit: DEFAULT_SUBMIT_RATE_LIMIT,
      emailCheckRateLimit: DEFAULT_EMAIL_CHECK_RATE_LIMIT,
      portalScopes: DEMO_PORTAL_SCOPES,
      warmRenderer: true,
    });
  });

  it('grants the scopes PORTAL_SCOPES names, and by default the demo portal both unless DEMO=off', () => {
    expect(DEMO_PORTAL_SCOPES).toEqual({ 123456: ['rawHtmlAccess', 'customStyleAccess'] });
    expect(readConfig({ PORTAL_SCOPES: '{"654321":["customStyleAccess"]}' }, root).portalScopes).toEqual({ 654321: ['customStyleAccess'] });
    expect(readConfig({ PORTAL_SCOPES: '{}' }, root).portalScopes).toEqual({});
    expect(readConfig({ DEMO: 'off' }, root).portalScopes).toEqual({});
    expect(readConfig({ DEMO: 'off', PORTAL_SCOPES: '{"123456":["rawHtmlAccess"]}' }, root).portalScopes).toEqual({ 123456: ['rawHtmlAccess'] });
  });

  it('runs without the demo with DEMO=off: no second origin, no demo opted-out list', () => {
    const production = readConfig({ DEMO: 'off', SITE_PORT: '4001' }, root);
    expect(production).toMatchObject({ demo: false, optedOutEmails: [] });
    expect(production).not.toHaveProperty('sitePort');
    expect(readConfig({ DEMO: 'off', OPTED_OUT_EMAILS: 'gone@example.com' }, root).optedOutEmails).toEqual(['gone@example.com']);
    expect(readConfig({ DEMO: 'on' }, root)).toMatchObject({ demo: true, sitePort: 3001 });
    expect(() => readConfig({ DEMO: 'maybe' }, root)).toThrow(/^DEMO must be on or off/);
  });

  it('refuses a PORTAL_SCOPES it cannot read, naming it', () => {
    expect(() => readConfig({ PORTAL_SCOPES: '{"123456":["scriptAccess"]}' }, root)).toThrow(/^PORTAL_SCOPES/);
  });

  it('reads DATA_DIR against the repository root, and ADMIN_TOKEN', () => {
    expect(readConfig({ DATA_DIR: 'var/forms-data', ADMIN_TOKEN: ' s3cret-token ' }, root)).toMatchObject({
      dataDir: path.join(root, 'var', 'forms-data'),
      adminToken: 's3cret-token',
    });
    expect(readConfig({ DATA_DIR: '/srv/forms' }, root).dataDir).toBe(path.resolve('/srv/forms'));
  });

  it('leaves the owner API off without ADMIN_TOKEN', () => {
    expect(readConfig({}, root)).not.toHaveProperty('adminToken');
    expect(readConfig({ ADMIN_TOKEN: '  ' }, root)).not.toHaveProperty('adminToken');
  });

  it('rejects an ADMIN_TOKEN with spaces inside', () => {
    expect(() => readConfig({ ADMIN_TOKEN: 'two words' }, root)).toThrow(/ADMIN_TOKEN/);
  });

  it('reads CAPTCHA_SECRET (unset: none, the host makes one), at least 16 characters', () => {
    expect(readConfig({}, root)).not.toHaveProperty('captchaSecret');
    expect(readConfig({ CAPTCHA_SECRET: ' shared-by-every-worker ' }, root).captchaSecret).toBe('shared-by-every-worker');
    expect(() => readConfig({ CAPTCHA_SECRET: 'too-short' }, root)).toThrow('CAPTCHA_SECRET must be at least 16 characters');
  });

  it('reads SPAM_TOKEN_SECRET (unset: none, the host keeps one in its database), at least 32 characters', () => {
    expect(readConfig({}, root)).not.toHaveProperty('spamTokenSecret');
    const secret = 'k'.repeat(32);
    expect(readConfig({ SPAM_TOKEN_SECRET: ` ${secret} ` }, root).spamTokenSecret).toBe(secret);
    expect(() => readConfig({ SPAM_TOKEN_SECRET: 'k'.repeat(31) }, root)).toThrow('SPAM_TOKEN_SECRET must be at least 32 characters (it has 31)');
  });

  it('reads SPAM_TOKEN_MIN_AGE_MS (unset: 2000), whole milliseconds from 0 (no minimum) to 60000', () => {
    expect(readConfig({}, root).spamTokenMinAgeMs).toBe(2_000);
    expect(readConfig({ SPAM_TOKEN_MIN_AGE_MS: ' 300 ' }, root).spamTokenMinAgeMs).toBe(300);
    expect(readConfig({ SPAM_TOKEN_MIN_AGE_MS: '0' }, root).spamTokenMinAgeMs).toBe(0);
    expect(readConfig({ SPAM_TOKEN_MIN_AGE_MS: '60000' }, root).spamTokenMinAgeMs).toBe(60_000);
  });

  it.each(['abc', '-1', '1.5', '60001', '100000', '2s', '1e3'])('refuses SPAM_TOKEN_MIN_AGE_MS=%s, naming the range and the value', (value) => {
    expect(() => readConfig({ SPAM_TOKEN_MIN_AGE_MS: value }, root)).toThrow(`SPAM_TOKEN_MIN_AGE_MS must be whole milliseconds from 0 to 60000, got "${value}"`);
  });

  it('reads RETENTION_DAYS (unset: leads are kept), a whole number of days from 1', () => {
    expect(readConfig({}, root).retentionDays).toBeUndefined();
    expect(readConfig({ RETENTION_DAYS: ' 90 ' }, root).retentionDays).toBe(90);
    for (const value of ['0', '1.5', '-3', 'forever', '36501']) {
      expect(() => readConfig({ RETENTION_DAYS: value }, root)).toThrow(`RETENTION_DAYS must be a whole number of days 1-36500 (leads older are erased), or unset to keep them, got "${value}"`);
    }
  });

  it('reads PUBLIC_URL (unset: none) as an http or https origin, refusing one with a path', () => {
    expect(readConfig({}, root).publicUrl).toBeUndefined();
    expect(readConfig({ PUBLIC_URL: ' https://Forms.Example.com/ ' }, root).publicUrl).toBe('https://forms.example.com');
    expect(readConfig({ PUBLIC_URL: 'http://127.0.0.1:3000' }, root).publicUrl).toBe('http://127.0.0.1:3000');
    for (const value of ['forms.example.com', 'ftp://forms.example.com', 'https://forms.example.com/owner']) {
      expect(() => readConfig({ PUBLIC_URL: value }, root)).toThrow(`PUBLIC_URL must be the origin owners reach the host at, such as https://forms.example.com (no path), got "${value}"`);
    }
  });

  it('reads PORT, HOST, FORMS_DIR and SITE_PORT', () => {
    const config = readConfig({ PORT: '8080', HOST: '0.0.0.0', FORMS_DIR: 'my/forms', SITE_PORT: '9000' }, root);
    expect(config).toMatchObject({ port: 8080, host: '0.0.0.0', formsDir: path.join(root, 'my', 'forms'), sitePort: 9000 });
  });

  it('keeps an absolute FORMS_DIR', () => {
    expect(readConfig({ FORMS_DIR: '/data/forms' }, root).formsDir).toBe(path.resolve('/data/forms'));
  });

  it('derives SITE_PORT from PORT, and from PORT=0 picks a free one too', () => {
    expect(readConfig({ PORT: '4000' }, root).sitePort).toBe(4001);
    expect(readConfig({ PORT: '0' }, root).sitePort).toBe(0);
  });

  it('turns the site listener off with SITE_PORT=off', () => {
    expect(readConfig({ SITE_PORT: 'off' }, root)).not.toHaveProperty('sitePort');
  });

  it.each(['abc', '-1', '70000', '80.5'])('rejects PORT=%s', (port) => {
    expect(() => readConfig({ PORT: port }, root)).toThrow(/PORT/);
  });

  it('reads OPTED_OUT_EMAILS as a comma-separated list, trimmed', () => {
    expect(readConfig({ OPTED_OUT_EMAILS: ' Ada@Example.com, bob@example.org ,' }, root).optedOutEmails).toEqual([
      'Ada@Example.com',
      'bob@example.org',
    ]);
  });

  it('empties the opted-out list with OPTED_OUT_EMAILS=none', () => {
    expect(readConfig({ OPTED_OUT_EMAILS: 'none' }, root).optedOutEmails).toEqual([]);
  });

  it.each(['ada', 'ada@', '@example.com'])('rejects OPTED_OUT_EMAILS=%s', (value) => {
    expect(() => readConfig({ OPTED_OUT_EMAILS: value }, root)).toThrow(/OPTED_OUT_EMAILS/);
  });

  it('reads DATABASE_URL, postgres:// or postgresql://, and leaves it unset for SQLite', () => {
    expect(readConfig({}, root)).not.toHaveProperty('databaseUrl');
    expect(readConfig({ DATABASE_URL: ' ' }, root)).not.toHaveProperty('databaseUrl');
    expect(readConfig({ DATABASE_URL: ' postgres://forms:pw@db:5432/forms ' }, root).databaseUrl).toBe('postgres://forms:pw@db:5432/forms');
    expect(readConfig({ DATABASE_URL: 'postgresql://forms@db/forms' }, root).databaseUrl).toBe('postgresql://forms@db/forms');
  });

  it.each([
    ['a file name', 'data/forms.sqlite', /^DATABASE_URL must be a postgres:\/\/ or postgresql:\/\/ URL .*: it is not a URL$/],
    ['another database', 'mysql://forms:s3cret@db/forms', /^DATABASE_URL must be .*"mysql:\/\/forms:\*\*\*@db\/forms": its scheme is mysql/],
  ])('rejects DATABASE_URL of %s with a message naming it (and no password)', (_name, value, message) => {
    expect(() => readConfig({ DATABASE_URL: value }, root)).toThrow(message);
    expect(() => readConfig({ DATABASE_URL: value }, root)).not.toThrow(/s3cret/);
  });

  it('resolves against the repository root by default', () => {
    expect(readConfig({}).formsDir).toBe(path.join(REPO_ROOT, 'fixtures', 'forms'));
  });
});

describe('readProcessSettings', () => {
  const postgres = 'postgres://forms:secret@db.internal:5432/forms';

  it('runs one process and waits 10 s for requests in flight by default', () => {
    expect(readProcessSettings({}, undefined)).toEqual({ workers: 1, shutdownTimeoutMs: 10_000 });
  });

  it('reads WORKERS (with Postgres) and SHUTDOWN_TIMEOUT_MS', () => {
    expect(readProcessSettings({ WORKERS: ' 4 ', SHUTDOWN_TIMEOUT_MS: '2500' }, postgres)).toEqual({ workers: 4, shutdownTimeoutMs: 2500 });
    expect(readProcessSettings({ WORKERS: '64' }, postgres).workers).toBe(64);
  });

  it.each(['0', '65', '-1', '2.5', 'two', '1e1'])('rejects WORKERS=%s', (workers) => {
    expect(() => readProcessSettings({ WORKERS: workers }, postgres)).toThrow(`WORKERS must be a whole number 1-64, got "${workers}"`);
  });

  it('refuses several workers over SQLite, saying why and what to set', () => {
    expect(readProcessSettings({ WORKERS: '1' }, undefined).workers).toBe(1);
    expect(() => readProcessSettings({ WORKERS: '2' }, undefined)).toThrow(
      /^WORKERS=2 needs Postgres: without DATABASE_URL .* one SQLite file, which only one process may write\. Set DATABASE_URL=postgres:\/\/… for several workers, or WORKERS=1\.$/,
    );
  });

  it.each(['-5', '1.5', 'soon', '3600001'])('rejects SHUTDOWN_TIMEOUT_MS=%s', (timeout) => {
    expect(() => readProcessSettings({ SHUTDOWN_TIMEOUT_MS: timeout }, undefined)).toThrow(/SHUTDOWN_TIMEOUT_MS must be/);
  });
});
