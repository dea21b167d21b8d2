import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { codeEvaluation } from '../esbuild.config';

const DIST = join(import.meta.dirname, '..', 'dist');

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
    if (!existsSync(join(DIST, 'embed.js'))) throw new Error('dist/embed.js is missing: run npm run build first');
    const files = readdirSync(DIST).filter((name) => /^embed(-[\w-]+)?\.js$/.test(name));
    expect(files).toEqual(expect.arrayContaining(['embed.js', 'embed-calls.js', 'embed-sanitizer.js', 'embed-datepicker.js', 'embed-styles.js']));
    const found = files.map((name) => [name, codeEvaluation(readFileSync(join(DIST, name), 'utf8'))]).filter(([, use]) => use);
    expect(found).toEqual([]);
  });
});
