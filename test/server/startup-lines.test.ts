import path from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import type { FormsHostOptions } from '../../server/host-options.js';
import { printStartupLines } from '../../server/startup-lines.js';

const root = path.resolve('/repo');
const config: FormsHostOptions = {
  port: 3000,
  host: '127.0.0.1',
  formsDir: path.join(root, 'fixtures', 'forms'),
  publicDir: path.join(root, 'public'),
  distDir: path.join(root, 'dist'),
  dataDir: path.join(root, 'data'),
};

function printed(options: FormsHostOptions): string {
  vi.restoreAllMocks();
  const log = vi.spyOn(console, 'log').mockImplementation(() => undefined);
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  printStartupLines(options, { url: 'http://127.0.0.1:3000' });
  return log.mock.calls.map((call) => String(call[0])).join('\n');
}

describe('printStartupLines', () => {
  it('names DATA_DIR as where submissions are kept on SQLite', () => {
    expect(printed(config)).toContain(`Submissions in  ${path.join(root, 'data')}\n`);
  });

  it('names the Postgres database without its password, and DATA_DIR for the uploads', () => {
    const output = printed({ ...config, databaseUrl: 'postgres://forms:s3cret@db.internal:5432/forms' });
    expect(output).toContain(`Submissions in  postgres://forms:***@db.internal:5432/forms (uploads in ${path.join(root, 'data')})`);
    expect(output).not.toContain('s3cret');
  });

  it('names the owner API with ADMIN_TOKEN, and without it how to make a token', () => {
    expect(printed({ ...config, adminToken: 'x' })).toContain('(Authorization: Bearer $ADMIN_TOKEN)');
    expect(printed(config)).toContain('(Authorization: Bearer a token of npm run owner -- token create; off while there is none)');
  });

  it('names the owner console and the API documentation', () => {
    const output = printed(config);
    expect(output).toContain('Owner console   http://127.0.0.1:3000/owner/\n');
    expect(output).toContain('Owner API       http://127.0.0.1:3000/api/v1/docs ');
  });

  it('lists the demo pages and the resubscribe log only while the demo runs', () => {
    expect(printed(config)).toContain('Demo pages      http://127.0.0.1:3000/\n');
    const production = printed({ ...config, demo: false });
    expect(production).not.toContain('Demo pages');
    expect(production).not.toContain('.html');
    expect(production).not.toContain('Resubscribe log');
    expect(production).toContain('Embed script    http://127.0.0.1:3000/embed.js');
  });
});
