// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { getChunk, registerChunk } from '../../../src/lazy/chunk-registry';
import { applyBaseStyles, applyShellStyles } from '../../../src/ui/styles/apply-styles';

/** The test's document (one with a window, so its sheets are parsed) holding `html`, with the embed's stylesheets applied. */
function documentWith(html: string): Document {
  document.body.innerHTML = html;
  applyShellStyles(document);
  applyBaseStyles(document);
  return document;
}

afterEach(() => {
  document.head.querySelectorAll('[data-forms-embed-styles]').forEach((element) => element.remove());
  if ('adoptedStyleSheets' in document) document.adoptedStyleSheets = [];
  document.body.innerHTML = '';
});

/** Selectors of the style rules of every sheet in `doc` (inside @media too) that match `element`. */
function matchingSelectors(doc: Document, element: Element): string[] {
  const sheets = [...Array.from(doc.styleSheets), ...(doc.adoptedStyleSheets ?? [])];
  const selectors: string[] = [];
  const visit = (rules: CSSRuleList) => {
    for (const rule of Array.from(rules)) {
      if (rule instanceof CSSStyleRule && element.matches(rule.selectorText)) selectors.push(rule.selectorText);
      else if ('cssRules' in rule && !(rule instanceof CSSStyleRule)) visit((rule as CSSGroupingRule).cssRules);
    }
  };
  sheets.forEach((sheet) => visit(sheet.cssRules));
  return selectors;
}

describe('applyBaseStyles', () => {
  it('adds nothing and says so until embed-styles.js has arrived', () => {
    const styles = getChunk('styles')!;
    delete (globalThis as { __formsEmbedChunks?: { styles?: unknown } }).__formsEmbedChunks!.styles;
    try {
      expect(applyBaseStyles(document)).toBe(false);
      expect(document.querySelector('[data-forms-embed-styles="base"]')).toBeNull();
    } finally {
      registerChunk('styles', styles);
    }
    expect(applyBaseStyles(document)).toBe(true);
    expect(document.querySelector('[data-forms-embed-styles="base"]')).not.toBeNull();
  });

  it('styles elements inside a form wrapper and inside the frame root', () => {
    const doc = documentWith(
      '<div class="hbspt-form"><form class="hs-form"><input class="hs-button"></form></div>' +
        '<div class="hbspt-form hs-form-frame-root"><div class="submitted-message"></div></div>',
    );
    expect(matchingSelectors(doc, doc.querySelector('.hbspt-form .hs-button')!)).not.toEqual([]);
    expect(matchingSelectors(doc, doc.querySelector('.submitted-message')!)).not.toEqual([]);
    expect(matchingSelectors(doc, doc.querySelector('.hbspt-form')!)).not.toEqual([]);
  });

  it('reaches no page element outside a form wrapper, whatever classes it shares with the form', () => {
    const doc = documentWith(
      '<main><div class="hs-form"><button class="hs-button primary large">Buy</button><p class="hs-field-desc">x</p>' +
        '<span class="hs-visually-hidden">y</span></div><div class="submitted-message">Done</div>' +
        '<div class="hs-form-loading"></div><div class="hs-form-missing"></div><iframe class="hs-form-iframe"></iframe>' +
        '<label>Name</label><a href="#">link</a></main>',
    );
    const reached = Array.from(doc.querySelectorAll('main, main *')).filter((element) => matchingSelectors(doc, element).length > 0);
    expect(reached.map((element) => element.outerHTML.slice(0, 40))).toEqual([]);
  });

  it('adds the sheet once per document', () => {
    const doc = documentWith('<div class="hbspt-form"><div class="submitted-message"></div></div>');
    applyBaseStyles(doc);
    expect(doc.querySelectorAll('[data-forms-embed-styles="base"]')).toHaveLength(1);
    expect(matchingSelectors(doc, doc.querySelector('.submitted-message')!)).toHaveLength(1);
  });
});
