/**
 * Confines a stylesheet to one element's subtree, so CSS written for a form never restyles the
 * page around it: every selector is prefixed with the scope, a selector already naming the scope
 * element is narrowed to it, and `:root`/`html`/`body` stand for the scope element. Rules inside
 * `@media`, `@supports`, `@container`, `@layer` and `@starting-style` are scoped the same way;
 * `@keyframes`, `@font-face` and other at-rules that select nothing are kept as written; any
 * other at-rule (`@import` loads unscoped rules, `@page` restyles the page's print) is dropped.
 * Written without CSS nesting, so browsers older than nesting scope the same.
 */
export interface CssScope {
  /** Put before every selector, e.g. `:where(#hbspt-form-0)` (no specificity) or `#hbspt-form-0`. */
  prefix: string;
  /** Simple selectors naming the scope element itself ('.hbspt-form', '#hbspt-form-0'). */
  anchors: readonly string[];
}

const GROUPING_RULE = /^@(media|supports|container|layer|starting-style)\b/i;
const SELECTORLESS_RULE = /^@(-[a-z]+-)?(keyframes|font-face|property|counter-style|font-feature-values|font-palette-values|charset|namespace|layer)\b/i;
const ROOT_COMPOUND = /^(html|body|:root)(?![\w-])/i;
const BARE_ROOT = /^(html|body|:root)$/i;
const PSEUDO_ELEMENT = /::|:(before|after|first-line|first-letter)\b/i;
const COMBINATORS = ' \t\n\r\f>+~';

interface Compound {
  /** The combinator before it: '' for the first, ' ', '>', '+' or '~'. */
  combinator: string;
  text: string;
}

/** Index of the quote that closes the string opening at `start` (or the end). */
function stringEnd(css: string, start: number): number {
  for (let i = start + 1; i < css.length; i++) {
    if (css[i] === '\\') i++;
    else if (css[i] === css[start] || css[i] === '\n') return i;
  }
  return css.length;
}

/** Index of the first of `stops` outside strings, comments, () and [], from `from`; `css.length` if none. */
function findTopLevel(css: string, from: number, stops: string): number {
  let depth = 0;
  for (let i = from; i < css.length; i++) {
    const char = css[i]!;
    if (char === '"' || char === "'") i = stringEnd(css, i);
    else if (char === '\\') i++;
    else if (char === '/' && css[i + 1] === '*') {
      const end = css.indexOf('*/', i + 2);
      i = end < 0 ? css.length : end + 1;
    } else if (char === '(' || char === '[') depth++;
    else if ((char === ')' || char === ']') && depth > 0) depth--;
    else if (depth === 0 && stops.includes(char)) return i;
  }
  return css.length;
}

/** Index of the `}` closing the block opened at `open` (or the end). */
function blockEnd(css: string, open: number): number {
  let depth = 1;
  let i = open;
  while (depth > 0) {
    i = findTopLevel(css, i + 1, '{}');
    if (i >= css.length) return css.length;
    depth += css[i] === '{' ? 1 : -1;
  }
  return i;
}

function splitTopLevel(text: string, separator: string): string[] {
  const parts: string[] = [];
  for (let i = 0; i <= text.length; ) {
    const end = findTopLevel(text, i, separator);
    parts.push(text.slice(i, end));
    i = end + 1;
  }
  return parts;
}

function compounds(selector: string): Compound[] {
  const parts: Compound[] = [];
  let combinator = '';
  for (let i = 0; i < selector.length; ) {
    const end = findTopLevel(selector, i, COMBINATORS);
    if (end > i) {
      parts.push({ combinator, text: selector.slice(i, end) });
      combinator = '';
    }
    const char = selector[end];
    // Whitespace is a descendant combinator unless a '>', '+' or '~' stands next to it.
    if (char !== undefined) combinator = '>+~'.includes(char) ? char : combinator || ' ';
    i = end + 1;
  }
  return parts;
}

const join = (parts: Compound[]): string => parts.map((part, index) => (index ? part.combinator : '') + part.text).join('');

function scopeSelector(selector: string, scope: CssScope, anchor: RegExp): string {
  const parts = compounds(selector.trim());
  if (parts.length === 0) return '';
  const isDescent = (part: Compound | undefined) => part === undefined || part.combinator === ' ' || part.combinator === '>';

  // Already through the scope element: narrow that compound to it, when what follows stays inside.
  for (let index = parts.length - 1; index >= 0; index--) {
    const part = parts[index]!;
    if (!anchor.test(part.text)) continue;
    if (!parts.slice(index + 1).every(isDescent)) break;
    const cut = part.text.search(PSEUDO_ELEMENT);
    part.text = cut < 0 ? part.text + scope.prefix : part.text.slice(0, cut) + scope.prefix + part.text.slice(cut);
    return join(parts);
  }

  // Leading :root/html/body compounds: bare ones become the scope element, qualified ones
  // (`body.dark`) stay as the context the scope element sits in.
  let roots = 0;
  while (roots < parts.length && ROOT_COMPOUND.test(parts[roots]!.text) && isDescent(parts[roots + 1])) roots++;
  const context = parts.slice(0, roots).filter((part) => !BARE_ROOT.test(part.text)).map((part) => `${part.text} `).join('');
  const rest = parts.slice(roots);
  const first = rest[0];
  if (!first) return context + scope.prefix;
  // Opening with '+' or '~' (`~ p`, invalid on its own) would select the scope element's siblings: dropped.
  if (first.combinator && !isDescent(first)) return '';
  return `${context}${scope.prefix}${first.combinator === '' ? ' ' : first.combinator}${join(rest)}`;
}

/** The rules of `css` (a sheet or a grouping rule's block), scoped. */
function scopeRules(css: string, scope: CssScope, anchor: RegExp, warn: (message: string) => void): string {
  let out = '';
  for (let i = 0; i < css.length; ) {
    const end = findTopLevel(css, i, '{};');
    const prelude = css.slice(i, end).replace(/\/\*[\s\S]*?\*\//g, '').trim();
    const stop = css[end];
    if (stop !== '{') {
      // A statement (`@charset …;`, `@layer a, b;`, `@import …;`), a stray '}' or the end.
      if (prelude && stop === ';' && SELECTORLESS_RULE.test(prelude)) out += `${prelude};`;
      else if (prelude) warn(`dropped "${prelude.slice(0, 60)}"`);
      i = end + 1;
      continue;
    }
    const close = blockEnd(css, end);
    const body = css.slice(end + 1, close);
    i = close + 1;
    if (prelude.startsWith('@')) {
      if (GROUPING_RULE.test(prelude)) out += `${prelude}{${scopeRules(body, scope, anchor, warn)}}`;
      else if (SELECTORLESS_RULE.test(prelude)) out += `${prelude}{${body}}`;
      else warn(`dropped ${prelude.split(/[\s({]/)[0]} rule`);
    } else if (prelude) {
      const selectors = splitTopLevel(prelude, ',').map((selector) => scopeSelector(selector, scope, anchor)).filter(Boolean);
      if (selectors.length) out += `${selectors.join(',')}{${body}}`;
    }
  }
  return out;
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** `css` with every rule confined to `scope`; what had to be dropped is reported through `warn`. */
export function scopeCss(css: string, scope: CssScope, warn: (message: string) => void = () => undefined): string {
  const anchor = new RegExp(`(${scope.anchors.map(escapeRegExp).join('|')})(?![\\w-])`);
  return scopeRules(css, scope, anchor, warn);
}
