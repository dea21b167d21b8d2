import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { REPO_ROOT, readConfig } from '../../server/config.js';

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
      optedOutEmails: ['opted-out@example.org', 'former.subscriber@example.org'],
      dataDir: path.join(root, 'data'),
    });
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

  it('resolves against the repository root by default', () => {
    expect(readConfig({}).formsDir).toBe(path.join(REPO_ROOT, 'fixtures', 'forms'));
  });
});
