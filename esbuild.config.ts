/**
 * Builds dist/embed.js: one minified IIFE with production React, a source map and no
 * eval/new Function, then prints the raw and gzip size of every output file.
 * `tsx esbuild.config.ts` (npm run build).
 */
import { build, type BuildOptions } from 'esbuild';
import { mkdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

const root = dirname(fileURLToPath(import.meta.url));
const outdir = join(root, 'dist');
const version = (JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as { version: string }).version;

/** Budget of ARCHITECTURE.md "Bytes": embed.js at most 100 KB gzip, React included. */
export const EMBED_GZIP_BUDGET_BYTES = 100 * 1024;

export const embedBuildOptions: BuildOptions = {
  // embed.js is the only script a site owner includes; the others load from its folder on demand.
  entryPoints: {
    embed: join(root, 'src/main.ts'),
    'embed-sanitizer': join(root, 'src/lazy/sanitizer-chunk.ts'),
  },
  outdir,
  bundle: true,
  format: 'iife',
  platform: 'browser',
  target: ['es2020', 'chrome90', 'firefox90', 'safari14'],
  minify: true,
  sourcemap: true,
  legalComments: 'linked',
  jsx: 'automatic',
  define: {
    'process.env.NODE_ENV': '"production"',
    __EMBED_VERSION__: JSON.stringify(version),
  },
  metafile: true,
  logLevel: 'warning',
};

export function gzipSize(path: string): number {
  return gzipSync(readFileSync(path), { level: 9 }).length;
}

async function main() {
  rmSync(outdir, { recursive: true, force: true });
  mkdirSync(outdir, { recursive: true });
  const result = await build(embedBuildOptions);
  const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
  for (const file of Object.keys(result.metafile?.outputs ?? {}).filter((name) => name.endsWith('.js'))) {
    const path = join(root, file);
    console.log(`${relative(root, path).padEnd(24)} ${kb(statSync(path).size).padStart(10)} raw ${kb(gzipSize(path)).padStart(10)} gzip`);
  }
  const embed = join(outdir, 'embed.js');
  const source = readFileSync(embed, 'utf8');
  if (/new Function\(|[^\w$.]eval\(/.test(source)) {
    throw new Error('dist/embed.js contains eval or new Function: strict-CSP pages would refuse it');
  }
  const gzip = gzipSize(embed);
  if (gzip > EMBED_GZIP_BUDGET_BYTES) {
    throw new Error(`dist/embed.js is ${kb(gzip)} gzip, over the ${kb(EMBED_GZIP_BUDGET_BYTES)} budget`);
  }
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  main().catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  });
}
