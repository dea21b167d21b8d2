import { describe, expect, it } from 'vitest';
import { scopeCss, type CssScope } from '../../../src/core/style/scope-css';

const FORM: CssScope = { prefix: '#hbspt-form-0', anchors: ['.hbspt-form', '#hbspt-form-0'] };
const scoped = (css: string, scope: CssScope = FORM) => scopeCss(css, scope);

describe('scopeCss: selectors', () => {
  it('prefixes every selector of a list, keeping the declarations as written', () => {
    expect(scoped('.hs-button, input[type=submit] { color: red; background: blue }')).toBe(
      '#hbspt-form-0 .hs-button,#hbspt-form-0 input[type=submit]{ color: red; background: blue }',
    );
  });

  it('keeps combinators, attribute values, pseudo-classes and functional arguments intact', () => {
    expect(scoped('.a > .b + .c ~ .d .e{x:1}')).toBe('#hbspt-form-0 .a>.b+.c~.d .e{x:1}');
    expect(scoped('a[title="x, y > z"]:not(.p, .q) li:nth-child(2n+1)::before{x:1}')).toBe(
      '#hbspt-form-0 a[title="x, y > z"]:not(.p, .q) li:nth-child(2n+1)::before{x:1}',
    );
  });

  it('maps :root, html and body to the scope element', () => {
    expect(scoped(':root{--brand:red}')).toBe('#hbspt-form-0{--brand:red}');
    expect(scoped('body{font-family:Lato}')).toBe('#hbspt-form-0{font-family:Lato}');
    expect(scoped('html body .hs-input{x:1}')).toBe('#hbspt-form-0 .hs-input{x:1}');
    expect(scoped('body > p{x:1}')).toBe('#hbspt-form-0>p{x:1}');
  });

  it('keeps a qualified root as the context the form sits in', () => {
    expect(scoped('body.dark .hs-input{x:1}')).toBe('body.dark #hbspt-form-0 .hs-input{x:1}');
    expect(scoped('html[lang=de]{x:1}')).toBe('html[lang=de] #hbspt-form-0{x:1}');
  });

  it('narrows a selector that already goes through the wrapper to this form', () => {
    expect(scoped('.hbspt-form .hs-button{x:1}')).toBe('.hbspt-form#hbspt-form-0 .hs-button{x:1}');
    expect(scoped('.sidebar .hbspt-form > form{x:1}')).toBe('.sidebar .hbspt-form#hbspt-form-0>form{x:1}');
    expect(scoped('#hbspt-form-0 input{x:1}')).toBe('#hbspt-form-0#hbspt-form-0 input{x:1}');
    expect(scoped('.hbspt-form::after{x:1}')).toBe('.hbspt-form#hbspt-form-0::after{x:1}');
  });

  it('does not take a look-alike class for the wrapper', () => {
    expect(scoped('.hbspt-form-extra .x{x:1}')).toBe('#hbspt-form-0 .hbspt-form-extra .x{x:1}');
  });

  it('prefixes a selector that leaves the wrapper through a sibling combinator, so it matches nothing outside', () => {
    expect(scoped('.hbspt-form + p{x:1}')).toBe('#hbspt-form-0 .hbspt-form+p{x:1}');
  });

  it('drops a selector that opens with a sibling combinator, which scoped would select the siblings of the scope element', () => {
    expect(scoped('~ p, + div, .a{x:1}')).toBe('#hbspt-form-0 .a{x:1}');
    expect(scoped('@supports (display: grid) { ~ * { display: none } }')).toBe('@supports (display: grid){}');
    expect(scoped('> p{x:1}')).toBe('#hbspt-form-0>p{x:1}');
  });

  it('can scope without adding specificity', () => {
    const weightless: CssScope = { prefix: ':where(#hbspt-form-0)', anchors: FORM.anchors };
    expect(scoped('.hs-input{x:1}', weightless)).toBe(':where(#hbspt-form-0) .hs-input{x:1}');
    expect(scoped('.hbspt-form{x:1}', weightless)).toBe('.hbspt-form:where(#hbspt-form-0){x:1}');
  });
});

describe('scopeCss: at-rules, comments, strings', () => {
  it('scopes the rules inside @media, @supports, @container and @layer blocks', () => {
    expect(scoped('@media (max-width: 480px) { .a { x:1 } @supports (display:grid) { .b{y:2} } }')).toBe(
      '@media (max-width: 480px){#hbspt-form-0 .a{ x:1 }@supports (display:grid){#hbspt-form-0 .b{y:2}}}',
    );
    expect(scoped('@layer theme{.a{x:1}}@container card (min-width: 1px){.b{x:1}}')).toBe(
      '@layer theme{#hbspt-form-0 .a{x:1}}@container card (min-width: 1px){#hbspt-form-0 .b{x:1}}',
    );
  });

  it('keeps @keyframes, @font-face and statement at-rules as written', () => {
    const css = '@keyframes spin{from{transform:rotate(0)}to{transform:rotate(1turn)}}@font-face{font-family:X;src:local(X)}@layer a, b;';
    expect(scoped(css)).toBe(css);
  });

  it('drops @import and @page, which would reach the page, and reports them', () => {
    const warnings: string[] = [];
    expect(scopeCss('@import url(evil.css); @page { margin: 0 } .a{x:1}', FORM, (message) => warnings.push(message))).toBe('#hbspt-form-0 .a{x:1}');
    expect(warnings).toEqual(['dropped "@import url(evil.css)"', 'dropped @page rule']);
  });

  it('ignores comments and braces inside strings and comments', () => {
    expect(scoped('/* .x { } */ .a /* c */ { content: "}{" } .b{x:1}')).toBe('#hbspt-form-0 .a{ content: "}{" }#hbspt-form-0 .b{x:1}');
  });

  it('keeps nested rules inside a block as written (they are relative to the scoped parent)', () => {
    expect(scoped('.card { color: red; & .title { x: 1 } }')).toBe('#hbspt-form-0 .card{ color: red; & .title { x: 1 } }');
  });

  it('survives broken CSS without letting anything out unscoped', () => {
    expect(scoped('} .a{x:1} color:red; .b{y:2')).toBe('#hbspt-form-0 .a{x:1}#hbspt-form-0 .b{y:2}');
    expect(scoped('')).toBe('');
    expect(scoped('.a{}')).toBe('#hbspt-form-0 .a{}');
  });
});
