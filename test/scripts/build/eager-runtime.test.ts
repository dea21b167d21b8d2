import { runInNewContext } from 'node:vm';
import { describe, expect, it } from 'vitest';
import { eagerCompileEdits } from '../../../scripts/build/eager-runtime';
import { applyEdits } from '../../../scripts/build/source-map-columns';

/** A built runtime in esbuild's minified shape: its IIFE, the `__commonJS` helper and two CommonJS modules. */
const BUILT =
  '"use strict";(()=>{var o=(e,t)=>()=>(t||e((t={exports:{}}).exports,t),t.exports),' +
  's=o(e=>{e.one=()=>1}),u=o((e,t)=>{t.exports=s().one()+1});' +
  'function f(o){return o(e=>{this})}globalThis.out=[u(),f(o)()]})();';

const eager = (code: string) => applyEdits(code, eagerCompileEdits(code));

describe('eagerCompileEdits: the runtime compiled as it streams in', () => {
  it("writes the IIFE and each CommonJS module's arrow as a parenthesised function", () => {
    const code = eager(BUILT);
    expect(code.startsWith('"use strict";(function(){var o=')).toBe(true);
    expect(code).toContain('s=o((function(e){e.one=()=>1})),u=o((function(e,t){t.exports=s().one()+1}))');
  });

  it("leaves a nested scope's calls as they were", () => {
    expect(eager(BUILT)).toContain('function f(o){return o(e=>{this})}');
  });

  it('refuses a runtime whose top level reads `this`, which would change as a function', () => {
    expect(() => eagerCompileEdits(BUILT.replace('e.one=()=>1', 'e.one=()=>this'))).toThrow(/reads `this` or `arguments` at its top level/);
  });

  it('runs as it did', () => {
    const before: Record<string, unknown> = {};
    const after: Record<string, unknown> = {};
    runInNewContext(BUILT, before);
    runInNewContext(eager(BUILT), after);
    expect(after.out).toEqual([2, {}]);
    expect(JSON.stringify(after.out)).toBe(JSON.stringify(before.out));
  });

  it('refuses a file without the IIFE or without CommonJS modules, whose compiling would silently move back onto the page', () => {
    expect(() => eagerCompileEdits('globalThis.out=1;')).toThrow(/does not open with esbuild's IIFE/);
    expect(() => eagerCompileEdits('"use strict";(()=>{globalThis.out=1})();')).toThrow(/no esbuild __commonJS helper/);
  });
});
