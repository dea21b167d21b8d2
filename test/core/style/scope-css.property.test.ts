// @vitest-environment jsdom
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { scopeCss, type CssScope } from '../../../src/core/style/scope-css';

const SCOPE: CssScope = { prefix: '#hbspt-form-0', anchors: ['.hbspt-form', '#hbspt-form-0'] };

/** A page with look-alike elements outside the form's wrapper and the same ones inside it. */
const PAGE = `<div class="a"><p class="b">x</p><span class="hbspt-form"><i class="a">y</i></span></div>
  <div class="hbspt-form" id="hbspt-form-0"><div class="a"><p class="b">x</p></div></div>
  <div class="hbspt-form" id="hbspt-form-1"><p class="b">z</p></div>`;

const compound = fc.constantFrom('.a', '.b', 'p', 'div', 'i', '*', 'body', 'html', ':root', 'body.x', '.hbspt-form', '#hbspt-form-0', 'p:not(.a)', 'div[class~="a"]');
const combinator = fc.constantFrom(' ', ' > ', ' + ', ' ~ ');
const selector = fc
  .tuple(compound, fc.array(fc.tuple(combinator, compound), { maxLength: 3 }))
  .map(([first, rest]) => first + rest.map(([join, part]) => join + part).join(''));

describe('scopeCss: no selector reaches outside the scope', () => {
  it('matches no element outside #hbspt-form-0, for any selector list', () => {
    document.body.innerHTML = PAGE;
    const outside = Array.from(document.querySelectorAll('body *')).filter((element) => !element.closest('#hbspt-form-0'));
    fc.assert(
      fc.property(fc.array(selector, { minLength: 1, maxLength: 3 }), (selectors) => {
        const css = scopeCss(`${selectors.join(', ')} { color: red }`, SCOPE);
        const scoped = css.slice(0, css.indexOf('{'));
        for (const element of [document.documentElement, document.body, ...outside]) {
          expect(element.matches(scoped), `${scoped} matched ${element.outerHTML.slice(0, 40)}`).toBe(false);
        }
      }),
    );
  });
});
