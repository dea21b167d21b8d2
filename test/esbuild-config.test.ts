import { en } from '../src/i18n/en';
import { createHash } from 'node:crypto';
import { existsSync, mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { runInNewContext } from 'node:vm';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import {
  codeEvaluation,
  firstNonAscii,
  LOADER_FORBIDDEN_INPUT,
  LOADER_GZIP_BUDGET_BYTES,
  REACT_INTERNALS_MARKER,
  RUNTIME_ENTRY_NAME,
  RUNTIME_GZIP_BUDGET_BYTES,
  RUNTIME_WRAPPER,
  wrapRuntime,
} from '../esbuild.config';
import { LOADER_GLOBAL_KEY } from '../src/loader/handoff';

const DIST = join(import.meta.dirname, '..', 'dist');

/** embed.js and every file it loads, as the last build wrote them, with their code. */
function builtEmbedFiles(): { name: string; code: string }[] {
  if (!existsSync(join(DIST, 'embed.js'))) throw new Error('dist/embed.js is missing: run npm run build first');
  return readdirSync(DIST)
    .filter((name) => /^embed(-[\w-]+)?\.js$/.test(name))
    .map((name) => ({ name, code: readFileSync(join(DIST, name), 'utf8') }));
}

describe('codeEvaluation: the build refuses code that runs strings as code', () => {
  it.each([
    ['eval("1")', 'eval('],
    ['x=window.eval(s)', 'eval('],
    ['(0,eval)(s)', 'eval)('],
    ['return new Function("a","return a")', 'Function('],
    ['var f=Function("return this")()', 'Function('],
    ['globalThis.Function (s)', 'Function ('],
  ])('finds it in %s', (code, found) => {
    expect(codeEvaluation(code)).toBe(found);
  });

  it.each(['isFunction(a)', 'medieval(b)', 'a.evaluate(c)', 'typeof a=="function"', 'x instanceof Function', 'var $eval=1'])(
    'passes ordinary code: %s',
    (code) => {
      expect(codeEvaluation(code)).toBeUndefined();
    },
  );

  it('finds none in the built embed.js and the files it loads (npm run build first)', () => {
    const files = builtEmbedFiles();
    expect(files.map(({ name }) => name)).toEqual(expect.arrayContaining(['embed.js', expect.stringMatching(/^embed-runtime-/), 'embed-sanitizer.js', 'embed-datepicker.js', 'embed-styles.js']));
    const found = files.map(({ name, code }) => [name, codeEvaluation(code)]).filter(([, use]) => use);
    expect(found).toEqual([]);
  });
});

describe('firstNonAscii: every file a page loads is ASCII', () => {
  it('names the first character outside ASCII with what comes before it', () => {
    expect(firstNonAscii('a="Trying again\u2026";b="\u00e9"')).toBe(JSON.stringify('a="Trying again\u2026'));
  });

  it('passes ASCII, escapes included', () => {
    expect(firstNonAscii('a="Trying again\\u2026"')).toBeUndefined();
  });

  it('finds none in the built embed.js and the files it loads, whose wording is not all English (npm run build first)', () => {
    const files = builtEmbedFiles();
    expect(files.map(({ name }) => name)).toEqual(expect.arrayContaining(['embed.js', expect.stringMatching(/^embed-runtime-/), 'embed-locale-ja.js']));
    const found = files.map(({ name, code }) => [name, firstNonAscii(code)]).filter(([, at]) => at);
    expect(found).toEqual([]);
  });
});

describe('the loader and the runtime (npm run build first)', () => {
  const built = (name: string) => readFileSync(join(DIST, name));
  const runtimeFiles = () => readdirSync(DIST).filter((name) => new RegExp(`^${RUNTIME_ENTRY_NAME}-[0-9a-f]{16}\\.js$`).test(name));

  it('keeps embed.js, the loader, within its gzip budget and free of React', () => {
    const loader = built('embed.js');
    expect(gzipSync(loader, { level: 9 }).length).toBeLessThanOrEqual(LOADER_GZIP_BUDGET_BYTES);
    expect(loader.toString('utf8')).not.toContain(REACT_INTERNALS_MARKER);
  });

  it('keeps the runtime, React included, within its gzip budget', () => {
    const [runtime] = runtimeFiles();
    expect(runtime).toBeDefined();
    const code = built(runtime!);
    expect(code.toString('utf8')).toContain(REACT_INTERNALS_MARKER);
    expect(gzipSync(code, { level: 9 }).length).toBeLessThanOrEqual(RUNTIME_GZIP_BUDGET_BYTES);
  });

  it('carries what typing and submitting use, their wording included, with no file of its own for it', () => {
    const code = built(runtimeFiles()[0]!).toString('utf8');
    expect(code).toContain(en.errorSummaryTitle);
    expect(existsSync(join(DIST, 'embed-calls.js'))).toBe(false);
  });

  it('names the one runtime file in embed.js, with the integrity hash of its bytes', () => {
    const files = runtimeFiles();
    expect(files).toHaveLength(1);
    const loader = built('embed.js').toString('utf8');
    const integrity = `sha384-${createHash('sha384').update(built(files[0]!)).digest('base64')}`;
    expect(loader).toContain(files[0]);
    expect(loader).toContain(integrity);
  });
});

describe('wrapRuntime: the runtime runs when the loader says', () => {
  /** esbuild's `__commonJS` helper and one module, as in the minified runtime. */
  const COMMONJS_MODULE = 'var o=(e,t)=>()=>(t||e((t={exports:{}}).exports,t),t.exports),m=o((e,t)=>{t.exports=1});';
  function wrapped(): { code: string; mappings: string } {
    const path = join(mkdtempSync(join(tmpdir(), 'runtime-')), 'embed-runtime.js');
    writeFileSync(path, `"use strict";(()=>{${COMMONJS_MODULE}globalThis.runs=(globalThis.runs||0)+m()})();\n/*! licence */\n//# sourceMappingURL=embed-runtime.js.map`);
    writeFileSync(`${path}.map`, JSON.stringify({ version: 3, sources: ['main.ts'], names: [], mappings: 'AAAA' }));
    wrapRuntime(path);
    return { code: readFileSync(path, 'utf8'), mappings: (JSON.parse(readFileSync(`${path}.map`, 'utf8')) as { mappings: string }).mappings };
  }

  it("hands the loader a function that runs the code, which evaluating the file does not run", () => {
    const handed: (() => void)[] = [];
    const page: Record<string, unknown> = { [LOADER_GLOBAL_KEY]: { runtimeArrived: (run: () => void) => handed.push(run) } };
    page.window = page;
    runInNewContext(wrapped().code, page);
    expect([handed.length, page.runs]).toEqual([1, undefined]);
    handed[0]!();
    expect(page.runs).toBe(1);
  });

  it('runs the code at once where no loader is there to say', () => {
    const page: Record<string, unknown> = {};
    page.window = page;
    runInNewContext(wrapped().code, page);
    expect(page.runs).toBe(1);
  });

  it('keeps the licence and source map comments last, with the source map moved down as many lines as it added', () => {
    const { code, mappings } = wrapped();
    expect(code.startsWith(RUNTIME_WRAPPER.before)).toBe(true);
    expect(code.endsWith('/*! licence */\n//# sourceMappingURL=embed-runtime.js.map')).toBe(true);
    // The segment at column 0 lies before the IIFE's opening: it stays where it was.
    expect(mappings).toBe(`${';'.repeat(RUNTIME_WRAPPER.before.split('\n').length - 1)}AAAA`);
    expect(mappings.startsWith(';')).toBe(true);
  });

  it("writes esbuild's arrow IIFE and CommonJS modules as parenthesised functions, which the browser compiles as the file streams in", () => {
    const { code } = wrapped();
    const body = code.slice(RUNTIME_WRAPPER.before.length);
    expect(body.startsWith('"use strict";(function(){var o=')).toBe(true);
    expect(body).toContain('m=o((function(e,t){t.exports=1}))');
    expect(RUNTIME_WRAPPER.before.endsWith('(function(){\n')).toBe(true);
  });

  it('refuses a runtime that does not open with an IIFE', () => {
    const path = join(mkdtempSync(join(tmpdir(), 'runtime-')), 'embed-runtime.js');
    writeFileSync(path, 'globalThis.runs=1;');
    writeFileSync(`${path}.map`, JSON.stringify({ version: 3, sources: ['main.ts'], names: [], mappings: 'AAAA' }));
    expect(() => wrapRuntime(path)).toThrow(/does not open with esbuild's IIFE/);
  });

  it('is how the built runtime starts (npm run build first)', () => {
    const runtime = readdirSync(DIST).find((name) => new RegExp(`^${RUNTIME_ENTRY_NAME}-[0-9a-f]{16}\\.js$`).test(name));
    expect(readFileSync(join(DIST, runtime!), 'utf8').startsWith(RUNTIME_WRAPPER.before)).toBe(true);
  });
});

describe('LOADER_FORBIDDEN_INPUT: what the loader build refuses to bundle', () => {
  it.each(['node_modules/react/cjs/react.production.js', 'node_modules/react-dom/client.js', 'node_modules/zustand/esm/vanilla.mjs', 'src/ui/FormApp.tsx', 'src/store/create-form-store.ts'])(
    'refuses %s',
    (input) => {
      expect(LOADER_FORBIDDEN_INPUT.test(input)).toBe(true);
    },
  );

  it.each(['src/loader/start-loader.ts', 'src/ui/html/trusted-types.ts', 'src/embed/read-options.ts', 'src/core/hosts.ts'])('allows %s', (input) => {
    expect(LOADER_FORBIDDEN_INPUT.test(input)).toBe(false);
  });
});
