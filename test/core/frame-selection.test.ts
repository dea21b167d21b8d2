import { describe, expect, it } from 'vitest';
import type { FormScopes } from '../../src/core/form-definition';
import { shouldRenderInFrame, type FrameSelectionInput } from '../../src/core/frame-selection';

const NO_SCOPES: FormScopes = { noBranding: true, rawHtmlAccess: false, customStyleAccess: false, renderShell: false };

function input(
  definition: Partial<FrameSelectionInput['definition']> = {},
  overrides: Partial<Omit<FrameSelectionInput, 'definition'>> = {},
): FrameSelectionInput {
  return {
    definition: { themeName: 'canvas', embedVersion: 'v4', scopes: NO_SCOPES, ...definition },
    renderFrame: undefined,
    isInsideFrame: false,
    customCss: '',
    pageId: '',
    isShareablePage: false,
    ...overrides,
  };
}

describe('shouldRenderInFrame', () => {
  it('frames a non-legacy theme with no custom css, no page id, not on a shareable page', () => {
    expect(shouldRenderInFrame(input())).toBe(true);
    expect(shouldRenderInFrame(input({ themeName: 'Round' }))).toBe(true);
  });

  it('renders a legacy (or unnamed) theme in the page', () => {
    expect(shouldRenderInFrame(input({ themeName: 'legacy' }))).toBe(false);
    expect(shouldRenderInFrame(input({ themeName: 'LEGACY' }))).toBe(false);
    expect(shouldRenderInFrame(input({ themeName: '' }))).toBe(false);
  });

  it('renders in the page when the site owner has custom css, a page id, or a shareable page', () => {
    expect(shouldRenderInFrame(input({}, { customCss: '.hs-form { color: red }' }))).toBe(false);
    expect(shouldRenderInFrame(input({}, { customCss: '   ' }))).toBe(true);
    expect(shouldRenderInFrame(input({}, { pageId: '42' }))).toBe(false);
    expect(shouldRenderInFrame(input({}, { isShareablePage: true }))).toBe(false);
  });

  it('frames when the shell scope is granted, whatever the theme or css', () => {
    const shell = { ...NO_SCOPES, renderShell: true };
    expect(shouldRenderInFrame(input({ themeName: 'legacy', scopes: shell }, { customCss: 'x{}', pageId: '1', isShareablePage: true }))).toBe(true);
  });

  it('falls back to a frame for a v3 form', () => {
    expect(shouldRenderInFrame(input({ themeName: 'legacy', embedVersion: 'v3' }, { customCss: 'x{}' }))).toBe(true);
    expect(shouldRenderInFrame(input({ themeName: 'legacy', embedVersion: 'V3' }))).toBe(true);
  });

  it('lets the site owner force the presentation with renderFrame', () => {
    expect(shouldRenderInFrame(input({}, { renderFrame: false }))).toBe(false);
    expect(shouldRenderInFrame(input({ scopes: { ...NO_SCOPES, renderShell: true } }, { renderFrame: false }))).toBe(false);
    expect(shouldRenderInFrame(input({ themeName: 'legacy' }, { renderFrame: true }))).toBe(true);
  });

  it('never nests a frame inside our own frame, even when forced', () => {
    expect(shouldRenderInFrame(input({}, { isInsideFrame: true }))).toBe(false);
    expect(shouldRenderInFrame(input({}, { isInsideFrame: true, renderFrame: true }))).toBe(false);
    expect(shouldRenderInFrame(input({ scopes: { ...NO_SCOPES, renderShell: true } }, { isInsideFrame: true }))).toBe(false);
  });
});
