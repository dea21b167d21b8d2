/**
 * The built runtime rewritten so that the browser compiles its big functions as the file streams
 * in, off the page's thread, rather than when they are first called, on it: V8 compiles a
 * `function` expression in parentheses ahead ("likely called"), an arrow function only when
 * called. The runtime's module code runs only after the form's markup has painted, so every
 * function compiled then holds the take-over up; parsing the bundle's IIFE and React's modules
 * there took 100-250 ms on a 2-core machine.
 * Rewritten: esbuild's IIFE, and the function of each CommonJS module (React, its scheduler),
 * which esbuild passes as an arrow to its `__commonJS` helper. Only after the minifier, which
 * would drop the parentheses.
 */
import { parse, type Node } from 'acorn';
import type { ColumnEdit } from './source-map-columns';

/** esbuild's IIFE as it opens a built file. */
const ARROW_IIFE = /^("use strict";)?\(\(\)=>\{/;
/** esbuild's `__commonJS` helper, minified: `o=(e,t)=>()=>(t||e((t={exports:{}}).exports,t),t.exports)`. */
const COMMONJS_HELPER = /([\w$]+)=\(([\w$]+),([\w$]+)\)=>\(\)=>\(\3\|\|\2\(\(\3=\{exports:\{\}\}\)\.exports,\3\),\3\.exports\)/;

interface AnyNode extends Node {
  [key: string]: unknown;
}

const isNode = (value: unknown): value is AnyNode => typeof value === 'object' && value !== null && typeof (value as Node).type === 'string';

/** The nodes directly under `node` (its children, in arrays or not). */
function children(node: AnyNode): AnyNode[] {
  return Object.values(node).flatMap((value) => (Array.isArray(value) ? value.filter(isNode) : isNode(value) ? [value] : []));
}

/** Whether code reads `this` or `arguments` of its scope (arrows share it), which a `function` would rebind. */
function readsOwnThisOrArguments(node: AnyNode): boolean {
  if (node.type === 'ThisExpression' || (node.type === 'Identifier' && node.name === 'arguments')) return true;
  // A nested `function` has its own; a nested arrow shares the arrow's.
  if (node.type === 'FunctionExpression' || node.type === 'FunctionDeclaration') return false;
  return children(node).some(readsOwnThisOrArguments);
}

/** `name(arrow)`, the arrow with a block body. */
function helperCall(node: unknown, helper: string): AnyNode | undefined {
  if (!isNode(node) || node.type !== 'CallExpression') return undefined;
  const callee = node.callee as AnyNode;
  const args = node.arguments as AnyNode[];
  if (callee.type !== 'Identifier' || callee.name !== helper || args.length !== 1) return undefined;
  const [arrow] = args;
  return arrow?.type === 'ArrowFunctionExpression' && (arrow.body as AnyNode).type === 'BlockStatement' ? arrow : undefined;
}

/** `arrow` as `(function(params){body})`: the edits to its text. */
function asLikelyCalledFunction(code: string, arrow: AnyNode): ColumnEdit[] {
  const params = (arrow.params as AnyNode[]).map((param) => code.slice(param.start, param.end)).join(',');
  const body = arrow.body as AnyNode;
  return [
    { at: arrow.start, removed: body.start - arrow.start, inserted: `(function(${params})` },
    { at: arrow.end, removed: 0, inserted: ')' },
  ];
}

/** The edits that make a built runtime's IIFE and CommonJS modules compile as the file streams in. */
export function eagerCompileEdits(code: string): ColumnEdit[] {
  const iife = ARROW_IIFE.exec(code);
  if (!iife) throw new Error("the runtime does not open with esbuild's IIFE: it would be compiled only when it runs");
  const helper = COMMONJS_HELPER.exec(code)?.[1];
  if (!helper) throw new Error("the runtime has no esbuild __commonJS helper: React's modules would be compiled only when they run");
  const opening = (iife[1] ?? '').length;
  const edits: ColumnEdit[] = [{ at: opening, removed: '(()=>'.length, inserted: '(function()' }];
  const program = parse(code, { ecmaVersion: 'latest', sourceType: 'script' }) as unknown as AnyNode;
  // The IIFE's own statements: the module functions are initialisers of its top-level `var`s, in
  // the scope where the helper is declared (a nested scope could name something else so).
  const iifeBody = (program.body as AnyNode[]).map((statement) => (statement.expression as AnyNode | undefined)?.callee as AnyNode | undefined).find((callee) => callee?.type === 'ArrowFunctionExpression' && callee.start === opening + 1)?.body as AnyNode | undefined;
  if (!iifeBody) throw new Error("the runtime's IIFE cannot be found in its syntax tree");
  // As arrows, the IIFE and the modules read the script's `this`; as functions, their own.
  if (readsOwnThisOrArguments(iifeBody)) throw new Error('the runtime reads `this` or `arguments` at its top level, which a function expression would change');
  for (const statement of iifeBody.body as AnyNode[]) {
    if (statement.type !== 'VariableDeclaration') continue;
    for (const declarator of statement.declarations as AnyNode[]) {
      const arrow = helperCall(declarator.init, helper);
      if (arrow) edits.push(...asLikelyCalledFunction(code, arrow));
    }
  }
  if (edits.length === 1) throw new Error("no CommonJS module found in the runtime: React's modules would be compiled only when they run");
  return edits;
}
