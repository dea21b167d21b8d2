/**
 * Builds dist/embed.js (the loader: a small minified IIFE, no React), the runtime it adds
 * (dist/embed-runtime-{hash}.js, production React included) and the files loaded on demand from
 * the same folder (dist/embed-{name}.js, built without a React of their own: they use the
 * runtime's), each with a source map and no eval/new Function, compressed once more by
 * terser, then prints the raw and gzip size of every output file; and the forms host itself,
 * bundled (dist/host/main.mjs, `scripts/build/host-bundle.ts`). `tsx esbuild.config.ts` (npm run build).
 */
import { LOADER_GLOBAL_KEY } from './src/loader/handoff';
import { build, type BuildOptions, type Metafile, type Plugin } from 'esbuild';
import { minify } from 'terser';
import { eagerCompileEdits } from './scripts/build/eager-runtime';
import { buildHostBundle } from './scripts/build/host-bundle';
import { applyEdits, shiftFirstLineColumns } from './scripts/build/source-map-columns';
import { createHash } from 'node:crypto';
import { copyFileSync, existsSync, mkdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { basename, dirname, join, relative, sep } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { CHUNK_GLOBAL_KEY, type SharedReact } from './src/lazy/chunk-registry';
import { DEFAULT_LOCALE, SUPPORTED_LOCALES } from './src/i18n/locales';
import { GZIP_SUFFIX, PINNED_FOLDER, PRECOMPRESSED } from './server/http/precompressed-files.js';
import { PREVIEW_FRAME_FILE, previewFrameHtml } from './server/routes/owner/preview-frame.js';

const root = dirname(fileURLToPath(import.meta.url));
const outdir = join(root, 'dist');
const version = (JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as { version: string }).version;

/** embed.js, the loader every page waits for before anything else starts: at most 12 KB gzip. */
export const LOADER_GZIP_BUDGET_BYTES = 12 * 1024;

/**
 * The runtime: React, the form, and all its first render, its take-over of the host's markup,
 * typing and submitting use, at most 120 KB gzip. It is off the critical
 * path (the loader has shown the host's markup by the time it arrives), so an interactive form
 * loads at most 12 + 120 = 132 KB gzip in two files; about 8 KB of that is loader code the
 * runtime bundles again. Only what some forms or moments need comes later, in files of its own.
 */
export const RUNTIME_GZIP_BUDGET_BYTES = 120 * 1024;

/** The runtime's file name before it is content-addressed (`embed-runtime-{hash}.js`). */
export const RUNTIME_ENTRY_NAME = 'embed-runtime';

/** A string only React's own code holds: a chunk containing it bundled a second React. */
export const REACT_INTERNALS_MARKER = '__CLIENT_INTERNALS_DO_NOT_USE';

const commonOptions: BuildOptions = {
  outdir,
  bundle: true,
  format: 'iife',
  platform: 'browser',
  target: ['es2020', 'chrome91', 'firefox90', 'safari14'],
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

/**
 * A module named `*.prebuilt.ts` is run by the build and bundled as the JSON values it exports
 * (the embed's scoped stylesheet): the code that computes them stays out of the files visitors
 * download. Tests import such a module itself and compute the same values.
 */
export const prebuiltPlugin: Plugin = {
  name: 'prebuilt',
  setup(pluginBuild) {
    pluginBuild.onLoad({ filter: /\.prebuilt\.ts$/ }, async (args) => {
      const values = (await import(pathToFileURL(args.path).href)) as Record<string, unknown>;
      const contents = Object.entries(values).map(([name, value]) => `export const ${name} = ${JSON.stringify(value)};`).join('\n');
      return { contents, loader: 'js' };
    });
  },
};

/**
 * What the built runtime is wrapped in, so that its code, module set-up included, runs when
 * embed.js's loader says: evaluating the file only hands the loader a function that runs it
 * (`LoaderHandoff.runtimeArrived`). The loader adds the file early, so it is fetched and compiled
 * while the form's markup is on its way, and runs it once that markup is painted. Without the
 * loader's handoff the code runs at once (and says it needs embed.js).
 * That function, the bundle's IIFE in it and React's modules are `function` expressions in
 * parentheses, which the browser compiles as the file streams in, off the page's thread
 * (`scripts/build/eager-runtime.ts`). The wrapping is done after the minifier, which would drop
 * the parentheses. (Not `//# allFunctionsCalledOnLoad`: compiling every function ahead, some
 * 80-100 ms of a second core here, slowed the markup's own paint, framed and in the page, more
 * than it sped the take-over.)
 */
export const RUNTIME_WRAPPER = {
  before: `((loader,run)=>loader&&loader.runtimeArrived?loader.runtimeArrived(run):run())(typeof window<"u"?window.${LOADER_GLOBAL_KEY}:void 0,(function(){\n`,
  after: '\n}));',
};

/** Wraps a built runtime file in `RUNTIME_WRAPPER`, its IIFE and CommonJS modules as `function` expressions, its licence and source map comments kept last and its source map moved down. */
export function wrapRuntime(path: string): void {
  const code = readFileSync(path, 'utf8');
  const trailer = code.indexOf('\n/*!');
  const [built, comments] = trailer < 0 ? [code, ''] : [code.slice(0, trailer), code.slice(trailer)];
  const lineEnd = built.indexOf('\n') < 0 ? built.length : built.indexOf('\n');
  const edits = eagerCompileEdits(built.slice(0, lineEnd));
  const body = applyEdits(built.slice(0, lineEnd), edits) + built.slice(lineEnd);
  writeFileSync(path, `${RUNTIME_WRAPPER.before}${body}${RUNTIME_WRAPPER.after}${comments}`);
  const linesAdded = RUNTIME_WRAPPER.before.split('\n').length - 1;
  const map = JSON.parse(readFileSync(`${path}.map`, 'utf8')) as { mappings: string };
  const mappings = shiftFirstLineColumns(map.mappings, edits);
  writeFileSync(`${path}.map`, JSON.stringify({ ...map, mappings: `${';'.repeat(linesAdded)}${mappings}` }));
}

/** The runtime: React, the store, the UI; embed.js adds it to the page under its content-addressed name. */
export const runtimeBuildOptions: BuildOptions = {
  ...commonOptions,
  entryPoints: { [RUNTIME_ENTRY_NAME]: join(root, 'src/main.ts') },
  plugins: [prebuiltPlugin],
};

/** embed.js, the loader: the only script a site owner includes; no React. Told the runtime's name and hash. */
export const loaderBuildOptions = (runtime: { file: string; integrity: string }): BuildOptions => ({
  ...commonOptions,
  entryPoints: { embed: join(root, 'src/loader/main.ts') },
  define: { ...commonOptions.define, __RUNTIME_FILE__: JSON.stringify(runtime.file), __RUNTIME_INTEGRITY__: JSON.stringify(runtime.integrity) },
  plugins: [prebuiltPlugin],
});

/** The loader's bundle may hold none of React's code nor the form's UI. */
export const LOADER_FORBIDDEN_INPUT = /node_modules\/(react|react-dom|scheduler|zustand)\/|src\/(ui\/.*\.tsx|store\/)/;

/**
 * Renames the built runtime to `embed-runtime-{hash}.js` (its source map likewise) so the host
 * can serve it as immutable, and answers that name and its Subresource Integrity hash.
 */
export function contentAddress(path: string): { file: string; integrity: string } {
  const code = readFileSync(path, 'utf8');
  const hash = createHash('sha256').update(code).digest('hex').slice(0, 16);
  const file = `${RUNTIME_ENTRY_NAME}-${hash}.js`;
  const renamed = join(dirname(path), file);
  const mapName = `${basename(path)}.map`;
  const finalCode = code.replace(`//# sourceMappingURL=${mapName}`, `//# sourceMappingURL=${file}.map`);
  writeFileSync(renamed, finalCode);
  renameSync(`${path}.map`, `${renamed}.map`);
  rmSync(path);
  return { file, integrity: `sha384-${createHash('sha384').update(finalCode).digest('base64')}` };
}

/** Which module of the shared React (src/lazy/chunk-registry.ts `SharedReact`) an import maps to. */
const SHARED_REACT_MODULES: Readonly<Record<string, keyof SharedReact>> = {
  react: 'React',
  'react-dom': 'ReactDOM',
  'react/jsx-runtime': 'jsxRuntime',
};

/**
 * Resolves a chunk's `react`, `react-dom` and `react/jsx-runtime` imports to tiny modules that
 * read the main bundle's React from the chunk registry's global (put there at boot by
 * src/lazy/expose-react.ts). Any other React entry point is refused, so no second React can
 * slip into a chunk.
 */
export const sharedReactPlugin: Plugin = {
  name: 'shared-react',
  setup(pluginBuild) {
    pluginBuild.onResolve({ filter: /^react(-dom)?(\/.*)?$/ }, (args) =>
      SHARED_REACT_MODULES[args.path]
        ? { path: args.path, namespace: 'shared-react' }
        : { errors: [{ text: `${args.path} is not shared with chunk files; share it in src/lazy/expose-react.ts first` }] },
    );
    pluginBuild.onLoad({ filter: /.*/, namespace: 'shared-react' }, (args) => ({
      loader: 'js',
      contents: [
        `var shared = (globalThis.${CHUNK_GLOBAL_KEY} || {}).react;`,
        `if (!shared) throw new Error('This file needs the embed runtime, which shares its React, on the page first');`,
        `module.exports = shared.${SHARED_REACT_MODULES[args.path]};`,
      ].join('\n'),
    }));
  },
};

/** The on-demand files, loaded by src/lazy/load-chunk.ts from embed.js's folder. */
export const chunkBuildOptions: BuildOptions = {
  ...commonOptions,
  entryPoints: {
    'embed-sanitizer': join(root, 'src/lazy/sanitizer-chunk.ts'),
    'embed-datepicker': join(root, 'src/lazy/datepicker-chunk.ts'),
    'embed-signup-links': join(root, 'src/lazy/signup-links-chunk.ts'),
    'embed-proof-of-work': join(root, 'src/lazy/proof-of-work-chunk.ts'),
    'embed-styles': join(root, 'src/lazy/styles-chunk.ts'),
  },
  plugins: [sharedReactPlugin, prebuiltPlugin],
};

/** Every supported locale but English (which the runtime carries) is a catalogue file of its own. */
const CATALOGUE_LOCALES = SUPPORTED_LOCALES.filter((locale) => locale !== DEFAULT_LOCALE);
export const catalogueSource = (locale: string): string => join(root, 'src/i18n/locales', `${locale}.ts`);

/**
 * Builds `embed-locale-{code}.js` for each catalogue from a generated entry: the catalogue's
 * messages handed to the chunk registry, which the form's store is waiting on (src/lazy/load-chunk.ts).
 */
const catalogueEntryPlugin: Plugin = {
  name: 'catalogue-entry',
  setup(pluginBuild) {
    pluginBuild.onResolve({ filter: /^catalogue-entry:/ }, (args) => ({ path: args.path.slice('catalogue-entry:'.length), namespace: 'catalogue-entry' }));
    pluginBuild.onLoad({ filter: /.*/, namespace: 'catalogue-entry' }, (args) => ({
      loader: 'ts',
      resolveDir: root,
      contents: [
        `import { messages } from ${JSON.stringify(catalogueSource(args.path))};`,
        `import { registerCatalogue } from ${JSON.stringify(join(root, 'src/lazy/chunk-registry.ts'))};`,
        `registerCatalogue(${JSON.stringify(args.path)}, messages);`,
      ].join('\n'),
    }));
  },
};

/** The catalogue files, loaded by the form's store when its locale is not English. */
export const catalogueBuildOptions: BuildOptions = {
  ...commonOptions,
  entryPoints: Object.fromEntries(CATALOGUE_LOCALES.map((locale) => [`embed-locale-${locale}`, `catalogue-entry:${locale}`])),
  plugins: [catalogueEntryPlugin],
};

/** The owner console (console/, served at `/owner/` by server/routes/owner/console-pages.ts), built apart from the embed. */
export const CONSOLE_OUTDIR = join(outdir, 'console');
/** Where the host serves the console's hashed files. */
export const CONSOLE_ASSETS_URL = '/owner/assets/';

export const consoleBuildOptions: BuildOptions = {
  ...commonOptions,
  entryPoints: {
    main: join(root, 'console/main.tsx'),
    console: join(root, 'console/console.css'),
    // The live preview's page script (served in its sandboxed frame, beside the real embed).
    'preview-frame': join(root, 'console/preview-frame/preview-frame.ts'),
  },
  outdir: CONSOLE_OUTDIR,
  // Content-hashed names: the host serves them as immutable; index.html (no-cache) names them.
  entryNames: '[name]-[hash]',
  legalComments: 'none',
};

/** The console's page: its hashed script and stylesheet, nothing inline (its CSP forbids that). */
export function consoleIndexHtml(script: string, stylesheet: string): string {
  return [
    '<!doctype html>',
    '<html lang="en">',
    '<head>',
    '<meta charset="utf-8">',
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    '<title>Forms console</title>',
    `<link rel="stylesheet" href="${CONSOLE_ASSETS_URL}${stylesheet}">`,
    `<script defer src="${CONSOLE_ASSETS_URL}${script}"></script>`,
    '</head>',
    '<body>',
    '<div id="root"></div>',
    '</body>',
    '</html>',
    '',
  ].join('\n');
}

/** Builds the console and writes its index.html; answers the script's path and gzip size. */
async function buildConsole(): Promise<{ script: string; raw: number; gzip: number }> {
  const result = await build(consoleBuildOptions);
  const outputs = Object.keys(result.metafile?.outputs ?? {});
  const script = outputs.find((name) => /\/main-[^/]+\.js$/.test(name));
  const stylesheet = outputs.find((name) => /\/console-[^/]+\.css$/.test(name));
  if (!script || !stylesheet) throw new Error(`the console build gave no script or stylesheet (${outputs.join(', ')})`);
  const code = readFileSync(join(root, script));
  const evaluated = codeEvaluation(code.toString('utf8'));
  if (evaluated) throw new Error(`${script} contains ${evaluated}: the console's CSP would refuse it`);
  writeFileSync(join(CONSOLE_OUTDIR, 'index.html'), consoleIndexHtml(basename(script), basename(stylesheet)));
  const frameScript = outputs.find((name) => /\/preview-frame-[^/]+\.js$/.test(name));
  if (!frameScript) throw new Error(`the console build gave no preview frame script (${outputs.join(', ')})`);
  writeFileSync(join(CONSOLE_OUTDIR, PREVIEW_FRAME_FILE), previewFrameHtml(`${CONSOLE_ASSETS_URL}${basename(frameScript)}`));
  // The host sends these copies to browsers that accept them (server/routes/owner/console-pages.ts).
  for (const file of [script, stylesheet, frameScript]) {
    const bytes = readFileSync(join(root, file));
    for (const { suffix, compress } of PRECOMPRESSED) writeFileSync(join(root, file + suffix), compress(bytes));
  }
  return { script, raw: code.length, gzip: gzipSize(join(root, script)) };
}

/** The gzip size of a built file, read from the copy the build wrote beside it. */
const gzipSize = (path: string): number => statSync(path + GZIP_SUFFIX).size;

/**
 * The first call that runs a string as code (`eval(`, `window.eval(`, `(0, eval)(`,
 * `new Function(`, `Function(`, `globalThis.Function(`) in built code, or undefined. A page whose
 * Content-Security-Policy has no 'unsafe-eval' refuses each of them.
 */
export function codeEvaluation(code: string): string | undefined {
  return /(?<![\w$])(?:eval|Function)\)?\s*\(/.exec(code)?.[0];
}

/** The first character outside ASCII in built code, with what comes before it, or undefined: every file a page loads is ASCII (`compressFurther`). */
export function firstNonAscii(code: string): string | undefined {
  const at = code.search(/[^\x00-\x7f]/);
  return at < 0 ? undefined : JSON.stringify(code.slice(Math.max(0, at - 20), at + 1));
}

const jsOutputs = (metafile: Metafile | undefined) => Object.keys(metafile?.outputs ?? {}).filter((name) => name.endsWith('.js'));

/**
 * A second minifying pass over a built file with terser, which compresses further than
 * esbuild's minifier (about 2.5 % of the runtime, which every visitor downloads); the source map
 * is carried through so it still points at our sources.
 */
async function compressFurther(path: string): Promise<void> {
  const mapPath = `${path}.map`;
  const name = basename(path);
  const result = await minify(
    { [name]: readFileSync(path, 'utf8') },
    {
      ecma: 2020,
      // The file is one IIFE: its top-level names are private, so terser may rename and drop them.
      toplevel: true,
      compress: { passes: 3, pure_getters: true },
      mangle: true,
      // Non-ASCII written as escapes: a browser decodes an ASCII file on the page's thread in half
      // the time (Chromium, 373 KB runtime: 5 ms against 10 at a page's start, while the host's
      // markup waits for that thread), and keeps its source as one byte a character, not two.
      format: { comments: 'some', ascii_only: true },
      sourceMap: { content: readFileSync(mapPath, 'utf8'), url: `${name}.map` },
    },
  );
  if (typeof result.code !== 'string' || typeof result.map !== 'string') throw new Error(`terser gave no output for ${name}`);
  writeFileSync(path, result.code);
  writeFileSync(mapPath, result.map);
}

async function main() {
  rmSync(outdir, { recursive: true, force: true });
  mkdirSync(outdir, { recursive: true });
  const [runtimeResult, chunkResult, catalogueResult, consoleBuild] = await Promise.all([
    build(runtimeBuildOptions),
    build(chunkBuildOptions),
    build(catalogueBuildOptions),
    buildConsole(),
  ]);
  const builtElsewhere = [...jsOutputs(chunkResult.metafile), ...jsOutputs(catalogueResult.metafile)];
  const builtRuntime = jsOutputs(runtimeResult.metafile)[0];
  if (!builtRuntime) throw new Error('the runtime build gave no file');
  await Promise.all([builtRuntime, ...builtElsewhere].map((file) => compressFurther(join(root, file))));
  wrapRuntime(join(root, builtRuntime));
  // The loader learns the runtime's final name and hash, so the runtime is built first.
  const runtime = contentAddress(join(root, builtRuntime));
  const loaderResult = await build(loaderBuildOptions(runtime));
  const loaderFile = jsOutputs(loaderResult.metafile)[0];
  if (!loaderFile) throw new Error('the loader build gave no file');
  const forbidden = Object.keys(loaderResult.metafile?.outputs[loaderFile]?.inputs ?? {}).find((input) => LOADER_FORBIDDEN_INPUT.test(input));
  if (forbidden) throw new Error(`embed.js bundles ${forbidden}: the loader holds no React and no form code`);
  await compressFurther(join(root, loaderFile));
  const outputs = [loaderFile, relative(root, join(outdir, runtime.file)), ...builtElsewhere];
  // The forms host sends these to browsers that accept them (server/routes/embed-assets.ts).
  for (const file of outputs) {
    const bytes = readFileSync(join(root, file));
    for (const { suffix, compress } of PRECOMPRESSED) writeFileSync(join(root, file + suffix), compress(bytes));
  }
  const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
  for (const file of outputs) {
    const path = join(root, file);
    console.log(`${relative(root, path).padEnd(40)} ${kb(statSync(path).size).padStart(10)} raw ${kb(gzipSize(path)).padStart(10)} gzip`);
    const code = readFileSync(path, 'utf8');
    const evaluated = codeEvaluation(code);
    if (evaluated) {
      throw new Error(`${file} contains ${evaluated}: strict-CSP pages would refuse it`);
    }
    const nonAscii = firstNonAscii(code);
    if (nonAscii) throw new Error(`${file} is not ASCII (at ${nonAscii}): write it with escapes`);
  }
  for (const file of jsOutputs(chunkResult.metafile)) {
    const inputs = Object.keys(chunkResult.metafile?.outputs[file]?.inputs ?? {});
    const bundledReact = inputs.find((input) => /node_modules\/(react|react-dom|scheduler)\//.test(input));
    if (bundledReact || readFileSync(join(root, file), 'utf8').includes(REACT_INTERNALS_MARKER)) {
      throw new Error(`${file} bundles a second React (${bundledReact ?? REACT_INTERNALS_MARKER}); chunks must use the runtime's`);
    }
  }
  const loaderGzip = gzipSize(join(outdir, 'embed.js'));
  if (loaderGzip > LOADER_GZIP_BUDGET_BYTES) {
    throw new Error(`dist/embed.js is ${kb(loaderGzip)} gzip, over the loader's ${kb(LOADER_GZIP_BUDGET_BYTES)} budget`);
  }
  const runtimeGzip = gzipSize(join(outdir, runtime.file));
  if (runtimeGzip > RUNTIME_GZIP_BUDGET_BYTES) {
    throw new Error(`dist/${runtime.file} is ${kb(runtimeGzip)} gzip, over the runtime's ${kb(RUNTIME_GZIP_BUDGET_BYTES)} budget`);
  }
  console.log(`\nA form loads ${kb(loaderGzip + runtimeGzip)} gzip before it can be used: embed.js ${kb(loaderGzip)} + ${runtime.file} ${kb(runtimeGzip)}`);
  console.log(`${relative(root, join(root, consoleBuild.script)).padEnd(40)} ${kb(consoleBuild.raw).padStart(10)} raw ${kb(consoleBuild.gzip).padStart(10)} gzip (owner console)`);
  const pinned = publishVersioned(outputs.map((file) => basename(file)));
  console.log(`\nPinned: ${pinned.path} integrity="${pinned.integrity}"`);
  console.log(`Forms host: ${relative(root, buildHostBundle(join(outdir, 'host'), root))}`);
}

/**
 * Copies every built file (with its compressed copies and source map) into
 * `dist/v/{hash}/`, the hash taken over all of them, so a page can pin one build: embed.js loads
 * its on-demand files from its own folder, and the host serves that folder as immutable. Writes
 * `dist/pinned.json` with the pinned embed.js path and its Subresource Integrity hash.
 */
function publishVersioned(files: string[]): { path: string; integrity: string } {
  const hash = createHash('sha256');
  for (const file of [...files].sort()) hash.update(file).update(readFileSync(join(outdir, file)));
  const folder = join(outdir, PINNED_FOLDER, hash.digest('hex').slice(0, 16));
  mkdirSync(folder, { recursive: true });
  for (const file of files) {
    for (const copy of [file, `${file}.map`, ...PRECOMPRESSED.map(({ suffix }) => file + suffix)]) {
      if (existsSync(join(outdir, copy))) copyFileSync(join(outdir, copy), join(folder, copy));
    }
  }
  const pinned = {
    path: `/${relative(outdir, join(folder, 'embed.js')).split(sep).join('/')}`,
    integrity: `sha384-${createHash('sha384').update(readFileSync(join(outdir, 'embed.js'))).digest('base64')}`,
  };
  writeFileSync(join(outdir, 'pinned.json'), `${JSON.stringify(pinned, null, 2)}\n`);
  return pinned;
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  main().catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  });
}
