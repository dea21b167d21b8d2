import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { codeEvaluation, consoleIndexHtml } from '../esbuild.config';

const CONSOLE_DIST = join(import.meta.dirname, '..', 'dist', 'console');

describe('the owner console build', () => {
  it('writes an index.html that names the hashed files and holds no inline script or style', () => {
    const html = consoleIndexHtml('main-ABCD2345.js', 'console-EFGH6789.css');
    expect(html).toContain('<script defer src="/owner/assets/main-ABCD2345.js"></script>');
    expect(html).toContain('<link rel="stylesheet" href="/owner/assets/console-EFGH6789.css">');
    expect(html).toContain('<div id="root"></div>');
    // The page's CSP refuses inline code: every script has a src, nothing is styled inline.
    expect(html.match(/<script\b[^>]*>/g)).toEqual(['<script defer src="/owner/assets/main-ABCD2345.js">']);
    expect(html).not.toMatch(/<style|style=/);
  });

  it('built files exist under the names index.html gives, with no code run from strings (npm run build first)', () => {
    if (!existsSync(join(CONSOLE_DIST, 'index.html'))) throw new Error('dist/console/index.html is missing: run npm run build first');
    const html = readFileSync(join(CONSOLE_DIST, 'index.html'), 'utf8');
    const named = [...html.matchAll(/\/owner\/assets\/([^"]+)/g)].map((match) => match[1] ?? '');
    expect(named).toEqual([expect.stringMatching(/^console-[A-Z0-9]{8}\.css$/), expect.stringMatching(/^main-[A-Z0-9]{8}\.js$/)]);
    for (const name of named) expect(existsSync(join(CONSOLE_DIST, name)), name).toBe(true);
    expect(codeEvaluation(readFileSync(join(CONSOLE_DIST, named[1] ?? ''), 'utf8'))).toBeUndefined();
  });
});
