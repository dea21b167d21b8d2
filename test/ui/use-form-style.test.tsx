// @vitest-environment jsdom
import { act, cleanup, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { FORM_GUID, textFieldsDefinition } from '../store/wire-definition';
import { loadedStore, makeView, renderApp, renderLoaded } from './form-harness';

afterEach(() => {
  cleanup();
  document.head.querySelectorAll('link[data-forms-embed-font]').forEach((link) => link.remove());
});

const STYLE = { submitColor: '#0b6e4f', labelTextColor: '#7a1f3d', fontFamily: 'Lato, sans-serif', backgroundWidth: '640px' };
const styled = (customStyleAccess: boolean, more: Record<string, unknown> = {}) =>
  textFieldsDefinition(['firstname'], {
    form: { style: STYLE, themeName: 'canvas' },
    top: {
      scopes: { noBranding: true, renderShell: false, rawHtmlAccess: false, customStyleAccess },
      globalStyle: JSON.stringify({ helpTextSize: '11px', submitColor: '#c8401f' }),
      ...more,
    },
  });
const property = (element: Element, name: string) => (element as HTMLElement).style.getPropertyValue(name);

describe('Form: the style object', () => {
  it('sets each style key as a custom property on the form, with its switch class', async () => {
    const { form } = await renderLoaded(styled(true));
    expect(property(form, '--hsf-submit-color')).toBe('#0b6e4f');
    expect(property(form, '--hsf-label-text-color')).toBe('#7a1f3d');
    expect(property(form, '--hsf-help-text-size')).toBe('11px');
    expect(property(form, '--hsf-background-width')).toBe('640px');
    expect(form.classList).toContain('hsf-submit-color');
    expect(form.classList).toContain('hsf-label-text-color');
    expect(form.classList).not.toContain('hsf-link-color');
  });

  it('keeps only backgroundWidth and fontFamily without customStyleAccess', async () => {
    const { form } = await renderLoaded(styled(false));
    expect(property(form, '--hsf-background-width')).toBe('640px');
    expect(property(form, '--hsf-font-family')).toBe('Lato, sans-serif');
    expect(property(form, '--hsf-submit-color')).toBe('');
    expect(property(form, '--hsf-label-text-color')).toBe('');
    expect(property(form, '--hsf-help-text-size')).toBe('');
    expect(form.classList).not.toContain('hsf-submit-color');
  });

  it("applies the site owner's style option over the form's", async () => {
    const { form } = await renderLoaded(styled(false), makeView({ style: { submitColor: '#123456', linkColor: 'navy' } }));
    expect(property(form, '--hsf-submit-color')).toBe('#123456');
    expect(property(form, '--hsf-link-color')).toBe('navy');
    expect(form.classList).toContain('hsf-link-color');
  });

  it("sets only the design tokens on an unstyled form: the theme's accent and readable text on it", async () => {
    const { form } = await renderLoaded(textFieldsDefinition(['firstname']));
    expect(form.getAttribute('style')).toBe('--hsf-accent: #c8401f; --hsf-accent-text: #ffffff;');
    expect([...form.classList].filter((name) => name.startsWith('hsf-'))).toEqual([]);
  });

  it('derives the accent and its text from the resolved style, and the actions\' side from submitAlignment', async () => {
    const { form } = await renderLoaded(
      textFieldsDefinition(['firstname'], { form: { style: { submitColor: '#f5c518', submitAlignment: 'right' } }, top: { globalStyle: '{}', scopes: { noBranding: true, renderShell: false, rawHtmlAccess: false, customStyleAccess: true } } }),
    );
    expect(property(form, '--hsf-accent')).toBe('#f5c518');
    expect(property(form, '--hsf-accent-text')).toBe('#000000');
    expect(property(form, '--hsf-submit-justify')).toBe('flex-end');
  });

  it('carries the style over to the thank-you', async () => {
    const store = await loadedStore(styled(true, { globalStyle: JSON.stringify({ thankYouTextColor: '#0b6e4f' }) }));
    const { container } = renderApp(store);
    await act(async () => store.setState({ submission: { ...store.getState().submission, response: { conversionId: 'conversion-1', formGuid: FORM_GUID } } }));
    const message = container.querySelector('.submitted-message')!;
    expect(property(message, '--hsf-thank-you-text-color')).toBe('#0b6e4f');
    expect(message.classList).toContain('hsf-thank-you-text-color');
  });
});

describe('Form: web fonts', () => {
  const fontLinks = () => Array.from(document.head.querySelectorAll<HTMLLinkElement>('link[data-forms-embed-font]'));

  it("adds the font service's stylesheet for a web font, once, with the embed's nonce", async () => {
    await renderLoaded(styled(false), makeView({ fontsHost: 'https://fonts.test', nonce: 'n0nce' }));
    await renderLoaded(styled(false), makeView({ fontsHost: 'https://fonts.test', nonce: 'n0nce' }));
    await waitFor(() => expect(fontLinks()).toHaveLength(1));
    expect(fontLinks().map((link) => [link.rel, link.getAttribute('href'), link.nonce])).toEqual([
      ['stylesheet', 'https://fonts.test/css?family=Lato:400,500,700', 'n0nce'],
    ]);
  });

  it('adds nothing for system fonts', async () => {
    await renderLoaded(styled(true), makeView({ style: { fontFamily: 'Arial, Helvetica, sans-serif' } }));
    expect(fontLinks()).toEqual([]);
  });
});

describe('Form: theme and responsive columns', () => {
  it('names the theme in a class', async () => {
    expect((await renderLoaded(styled(true))).form.classList).toContain('hs-form-theme-canvas');
    cleanup();
    expect((await renderLoaded(textFieldsDefinition(['a']))).form.classList).toContain('hs-form-theme-legacy');
  });

  it('is responsive by default and keeps its columns when the site owner says isMobileResponsive: false', async () => {
    expect((await renderLoaded(textFieldsDefinition(['a']))).form.classList).toContain('hs-form-responsive');
    cleanup();
    expect((await renderLoaded(textFieldsDefinition(['a']), makeView({ mobileResponsive: false }))).form.classList).not.toContain('hs-form-responsive');
  });
});

describe("Form: the site's look", () => {
  const BAKERY = {
    fontFamily: 'Georgia, serif',
    fontSize: '16px',
    color: 'rgb(59, 47, 47)',
    background: 'rgb(251, 246, 239)',
    linkColor: 'rgb(138, 74, 31)',
    colorScheme: 'normal',
  };

  it("with the inherit theme, replaces the definition's font, colours and button colour with the site's", async () => {
    const { form } = await renderLoaded(styled(true), makeView({ theme: 'inherit', siteLook: BAKERY }));
    expect(form.classList).toContain('hs-form-look-inherit');
    expect(property(form, '--hsf-font-family')).toBe('Georgia, serif');
    expect(property(form, '--hsf-label-text-color')).toBe('rgb(59, 47, 47)');
    expect(property(form, '--hsf-site-background')).toBe('rgb(251, 246, 239)');
    expect(property(form, '--hsf-accent')).toBe('rgb(138, 74, 31)');
    expect(property(form, '--hsf-accent-text')).toBe('#ffffff');
    // The site's font is the page's own: no web font is fetched for the definition's Lato.
    expect(document.head.querySelector('link[data-forms-embed-font]')).toBeNull();
  });

  it("takes the look when the definition's theme is inherit", async () => {
    const definition = textFieldsDefinition(['firstname'], { form: { themeName: 'inherit' } });
    expect((await renderLoaded(definition, makeView({ siteLook: BAKERY }))).form.classList).toContain('hs-form-look-inherit');
  });

  it("lets the site owner's own style option win over the site's look", async () => {
    const view = makeView({ theme: 'inherit', siteLook: BAKERY, style: { submitColor: '#0b6e4f', labelTextColor: '#222222' } });
    const { form } = await renderLoaded(styled(true), view);
    expect(property(form, '--hsf-accent')).toBe('#0b6e4f');
    expect(property(form, '--hsf-label-text-color')).toBe('#222222');
  });

  it("on a dark page, takes the dark look, keeping the definition's own colours only where they read on it", async () => {
    const dark = { ...BAKERY, background: 'rgb(29, 31, 36)' };
    const { form } = await renderLoaded(styled(true, { globalStyle: JSON.stringify({ helpTextColor: '#c9d1d9' }) }), makeView({ siteLook: dark }));
    expect(form.classList).toContain('hs-form-look-dark');
    expect(form.classList).not.toContain('hs-form-look-inherit');
    expect(property(form, '--hsf-help-text-color')).toBe('#c9d1d9');
    // The definition's dark red labels would not read on the dark page.
    expect(property(form, '--hsf-label-text-color')).toBe('rgb(232, 234, 237)');
    expect(property(form, '--hsf-accent')).toBe('#0b6e4f');
    expect(property(form, '--hsf-site-background')).toBe('rgb(29, 31, 36)');
  });
});
