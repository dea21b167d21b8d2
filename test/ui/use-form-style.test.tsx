// @vitest-environment jsdom
import { act, cleanup, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { FORM_GUID, textFieldsDefinition } from '../store/wire-definition';
import { loadedStore, makeView, renderApp, renderLoaded } from './form-harness';

// The font loader comes with embed-calls.js: register that file's parts as it does when loaded.
beforeAll(async () => {
  await import('../../src/lazy/calls-chunk');
});

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
