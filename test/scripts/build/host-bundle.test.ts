import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { buildHostBundle, hostBundleOfThisProcess } from '../../../scripts/build/host-bundle';
import { REPO_ROOT } from '../../../server/repo-root';

const CACHE = path.join(REPO_ROOT, 'node_modules', '.cache');
const outdir = path.join(CACHE, `forms-host-bundle-test-${process.pid}`);

/** The packages and files a built module imports statically (`import … from "x"`, `import "x"`), not its `import("x")`. */
const staticImports = (file: string): string[] =>
  [...readFileSync(file, 'utf8').matchAll(/^import\s+(?:[^'"]*?\s+from\s+)?["']([^"']+)["'];?$/gm)].map((match) => match[1]!);

/** Every package imported statically by `entry` and the bundle files it imports statically, in turn. */
function staticPackages(entry: string): Set<string> {
  const packages = new Set<string>();
  const seen = new Set<string>();
  const visit = (file: string) => {
    if (seen.has(file)) return;
    seen.add(file);
    for (const specifier of staticImports(file)) {
      if (specifier.startsWith('./')) visit(path.join(path.dirname(file), specifier));
      else packages.add(specifier);
    }
  };
  visit(entry);
  return packages;
}

describe('the bundled forms host', () => {
  const entry = buildHostBundle(outdir, REPO_ROOT);
  afterAll(() => rmSync(outdir, { recursive: true, force: true }));

  it('loads no React before its own code has run: React comes with the pre-render, imported when first needed', () => {
    expect(existsSync(entry)).toBe(true);
    const loadedAtStart = staticPackages(entry);
    expect(loadedAtStart).toContain('fastify');
    expect([...loadedAtStart].filter((name) => /^react(-dom)?(\/|$)/.test(name))).toEqual([]);
    expect(readFileSync(entry, 'utf8')).toMatch(/import\("\.\/render-form-markup-[\w-]+\.mjs"\)/);
  });

  it('builds once per process, and removes what processes that no longer run left behind', () => {
    const leftBehind = path.join(CACHE, 'forms-host', '2147483646');
    mkdirSync(leftBehind, { recursive: true });
    const own = hostBundleOfThisProcess(REPO_ROOT);
    expect(own).toBe(path.join(CACHE, 'forms-host', String(process.pid), 'main.mjs'));
    expect(existsSync(own)).toBe(true);
    expect(existsSync(leftBehind)).toBe(false);
    expect(hostBundleOfThisProcess(REPO_ROOT)).toBe(own);
  });
});
