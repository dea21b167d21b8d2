// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { EMBED_CONTEXT_KEYS } from '../../src/core/embed-context';
import { containerOptions, readOptions } from '../../src/embed/read-options';

describe('readOptions: defaults', () => {
  it('reads exactly the keys it understands, each once', () => {
    expect(Object.keys(readOptions({}).context).sort()).toEqual([...EMBED_CONTEXT_KEYS].sort());
    expect(new Set(EMBED_CONTEXT_KEYS).size).toBe(EMBED_CONTEXT_KEYS.length);
  });

  it('defaults every key of the embed context', () => {
    const { context, callbacks, warnings } = readOptions({});
    expect(warnings).toEqual([]);
    expect(callbacks).toEqual({});
    expect(context).toMatchObject({
      portalId: '',
      formId: '',
      region: 'na1',
      env: '',
      target: undefined,
      // No locale given: the definition's lang decides (spec section 9).
      locale: '',
      isMobileResponsive: true,
      errorClass: 'invalid error',
      errorMessageClass: 'hs-error-msgs inputs-list',
      submitButtonClass: 'hs-button primary large',
      renderFrame: undefined,
      useDraft: false,
      isPreview: false,
      isBuilder: false,
      ignoreCurrentValues: false,
      blockedDomains: [],
      manuallyBlockedEmailDomain: [],
      properties: {},
      translations: {},
      style: {},
      theme: '',
      validationOptions: { lang: '', errorClass: '', messageClass: '', forbiddenDomains: [] },
    });
  });

  it('falls back to the default for empty class options and region, and leaves an empty locale to the definition', () => {
    const { context } = readOptions({ errorClass: '', submitButtonClass: '', errorMessageClass: '', region: ' ', locale: '' });
    expect(context.errorClass).toBe('invalid error');
    expect(context.submitButtonClass).toBe('hs-button primary large');
    expect(context.errorMessageClass).toBe('hs-error-msgs inputs-list');
    expect(context.region).toBe('na1');
    expect(context.locale).toBe('');
  });
});

describe('readOptions: the internal disableRedirect option', () => {
  it('reads disableRedirect: true without a warning, and defaults it to false', () => {
    const { context, warnings } = readOptions({ disableRedirect: true });
    expect(warnings).toEqual([]);
    expect(context.disableRedirect).toBe(true);
    expect(readOptions({}).context.disableRedirect).toBe(false);
  });
});

describe('readOptions: coercion', () => {
  it('turns a numeric portal id into a string and trims ids', () => {
    const { context, warnings } = readOptions({ portalId: 123456, formId: ' a1b2c3d4-0001-4000-8000-000000000001 ' });
    expect(context.portalId).toBe('123456');
    expect(context.formId).toBe('a1b2c3d4-0001-4000-8000-000000000001');
    expect(warnings).toEqual([]);
  });

  it("reads 'true'/'false' strings as booleans", () => {
    const { context, warnings } = readOptions({
      useDraft: 'true', isMobileResponsive: 'false', renderFrame: 'false', ignoreCurrentValues: true, isPreview: 'true',
    });
    expect(context.useDraft).toBe(true);
    expect(context.isMobileResponsive).toBe(false);
    expect(context.renderFrame).toBe(false);
    expect(context.ignoreCurrentValues).toBe(true);
    expect(context.isPreview).toBe(true);
    expect(warnings).toEqual([]);
  });

  it('treats null like an option not given, renderFrame included', () => {
    const { context, warnings } = readOptions({ renderFrame: null, useDraft: null, locale: null, cssClass: null });
    expect(context.renderFrame).toBeUndefined();
    expect(context.useDraft).toBe(false);
    expect(context.locale).toBe('');
    expect(context.cssClass).toBe('');
    expect(warnings).toEqual([]);
  });

  it('lowercases region, env and locale', () => {
    const { context } = readOptions({ region: 'EU1', env: 'QA', locale: 'PT-BR' });
    expect(context).toMatchObject({ region: 'eu1', env: 'qa', locale: 'pt-br' });
  });

  it('reads blockedDomains from a comma-separated string or an array', () => {
    expect(readOptions({ blockedDomains: 'gmail.com, yahoo.com,,hotmail.com ' }).context.blockedDomains).toEqual([
      'gmail.com', 'yahoo.com', 'hotmail.com',
    ]);
    expect(readOptions({ blockedDomains: ['gmail.com', 'yahoo.com'] }).context.blockedDomains).toEqual(['gmail.com', 'yahoo.com']);
    expect(readOptions({ manuallyBlockedEmailDomain: 'x.test' }).context.manuallyBlockedEmailDomain).toEqual(['x.test']);
    expect(readOptions({ blockedDomains: '' }).context.blockedDomains).toEqual([]);
  });

  it('reads properties, style and translations as string records', () => {
    const { context } = readOptions({
      properties: { firstname: 'Ada', age: 36, subscribed: true, nested: { no: 1 } },
      style: { fontFamily: 'Lato' },
      translations: { nl: { submitText: 'Verstuur' } },
    });
    expect(context.properties).toEqual({ firstname: 'Ada', age: '36', subscribed: 'true' });
    expect(context.style).toEqual({ fontFamily: 'Lato' });
    expect(context.translations).toEqual({ nl: { submitText: 'Verstuur' } });
  });

  it('keeps the known style keys with plain CSS values, warning about the rest', () => {
    const { context, warnings } = readOptions({ style: { submitColor: '#0b6e4f', labelTextColor: 'red;x:url(t)', colour: 'x', helpTextSize: 12 } });
    expect(context.style).toEqual({ submitColor: '#0b6e4f', helpTextSize: '12' });
    expect(warnings).toEqual([
      'Option style.helpTextSize: expected a string, got number; used "12"',
      'Option style.labelTextColor: is not a plain CSS value; dropped',
    ]);
    expect(readOptions({ style: 'big' }).warnings).toEqual(['Option style: expected an object, got string; ignored']);
  });

  it('reads the inherit theme in any case, and warns about any other theme by name, ignoring it', () => {
    expect(readOptions({ theme: 'inherit' })).toMatchObject({ context: { theme: 'inherit' }, warnings: [] });
    expect(readOptions({ theme: ' Inherit ' }).context.theme).toBe('inherit');
    expect(readOptions({ theme: 'midnight' })).toMatchObject({ context: { theme: '' }, warnings: ['Option "theme" "midnight" is unknown; ignored'] });
    expect(readOptions({ theme: { dark: true } })).toMatchObject({ context: { theme: '' }, warnings: ['Option "theme" should be a string; ignored'] });
  });

  it('accepts a selector or an element as target', () => {
    expect(readOptions({ target: '#form' }).context.target).toBe('#form');
    const element = document.createElement('div');
    expect(readOptions({ target: element }).context.target).toBe(element);
    expect(readOptions({ target: '' }).context.target).toBeUndefined();
  });
});

describe('readOptions: callbacks and warnings', () => {
  it('picks up the callbacks', () => {
    const onFormReady = () => undefined;
    const onFormSubmit = () => undefined;
    const { callbacks, warnings } = readOptions({ portalId: '1', onFormReady, onFormSubmit, onReady: undefined });
    expect(callbacks).toEqual({ onFormReady, onFormSubmit });
    expect(warnings).toEqual([]);
  });

  it('warns about a callback that is not a function and ignores it', () => {
    const { callbacks, warnings } = readOptions({ onFormReady: 'ready()' });
    expect(callbacks).toEqual({});
    expect(warnings).toEqual(['Option "onFormReady" should be a function; ignored']);
  });

  it('warns about unsupported keys', () => {
    const { warnings } = readOptions({ portalId: '1', formID: 'x', colour: 'red' });
    expect(warnings).toEqual(['Unsupported option "formID" is ignored', 'Unsupported option "colour" is ignored']);
  });

  it('warns about values of the wrong type and uses the default', () => {
    const { context, warnings } = readOptions({
      portalId: { id: 1 },
      useDraft: 'yes',
      isMobileResponsive: 0,
      submitButtonClass: ['btn'],
      blockedDomains: 42,
      target: 42,
      properties: 'firstname=Ada',
      portalIdNaN: undefined,
    });
    expect(context.portalId).toBe('');
    expect(context.useDraft).toBe(false);
    expect(context.isMobileResponsive).toBe(true);
    expect(context.submitButtonClass).toBe('hs-button primary large');
    expect(context.blockedDomains).toEqual([]);
    expect(context.target).toBeUndefined();
    expect(context.properties).toEqual({});
    expect(warnings).toEqual(
      expect.arrayContaining([
        'Option "portalId" should be a string; ignored',
        'Option "useDraft" should be true or false; ignored',
        'Option "isMobileResponsive" should be true or false; ignored',
        'Option "submitButtonClass" should be a string; ignored',
        'Option "blockedDomains" should be a list of strings; ignored',
        'Option "target" should be a CSS selector or an element; ignored',
        'Option "properties" should be an object; ignored',
      ]),
    );
  });

  it('does not take a non-finite number as a portal id', () => {
    const { context, warnings } = readOptions({ portalId: Number.NaN });
    expect(context.portalId).toBe('');
    expect(warnings).toEqual(['Option "portalId" should be a string; ignored']);
  });

  it('does not throw for input that is not an object, and warns', () => {
    for (const input of [undefined, null, 'portalId=1', 42, ['portalId'], () => undefined]) {
      const result = readOptions(input);
      expect(result.context.region).toBe('na1');
      expect(result.warnings).toContain('Options must be an object; using defaults');
    }
  });
});

describe('containerOptions', () => {
  it('reads data-portal-id, data-form-id, data-region and data-env, with the container as target', () => {
    const container = document.createElement('div');
    container.dataset.portalId = '123456';
    container.dataset.formId = 'a1b2c3d4-0001-4000-8000-000000000001';
    container.dataset.region = 'eu1';
    container.dataset.env = 'qa';
    expect(containerOptions(container)).toEqual({
      portalId: '123456',
      formId: 'a1b2c3d4-0001-4000-8000-000000000001',
      region: 'eu1',
      env: 'qa',
      target: container,
    });
  });

  it('leaves out region and env when absent, and gives empty ids when missing', () => {
    const container = document.createElement('div');
    expect(containerOptions(container)).toEqual({ portalId: '', formId: '', target: container });
  });

  it('reads data-theme as the theme option', () => {
    const container = document.createElement('div');
    container.dataset.theme = 'inherit';
    expect(containerOptions(container)).toMatchObject({ theme: 'inherit' });
    expect(readOptions(containerOptions(container)).context.theme).toBe('inherit');
  });

  it('feeds readOptions without warnings', () => {
    const container = document.createElement('div');
    container.setAttribute('data-portal-id', '42');
    container.setAttribute('data-form-id', 'f');
    container.setAttribute('data-region', 'EU1');
    document.body.appendChild(container);
    const { context, warnings } = readOptions(containerOptions(container));
    expect(warnings).toEqual([]);
    expect(context).toMatchObject({ portalId: '42', formId: 'f', region: 'eu1', target: container });
    container.remove();
  });
});

describe('readOptions: hostile keys', () => {
  it('keeps __proto__, constructor and prototype keys as plain entries, changing no prototype', () => {
    const options = JSON.parse(
      '{"properties":{"__proto__":"x","constructor":"y","prototype":"z"},' +
        '"translations":{"__proto__":{"polluted":"yes"},"de":{"__proto__":"x","submitText":"Senden"}}}',
    ) as Record<string, unknown>;
    const { context } = readOptions(options);
    expect(Object.getPrototypeOf(context.properties)).toBe(Object.prototype);
    expect(Object.getPrototypeOf(context.translations)).toBe(Object.prototype);
    expect(Object.keys(context.properties)).toEqual(['__proto__', 'constructor', 'prototype']);
    expect(context.translations['__proto__']).toEqual({ polluted: 'yes' });
    expect(context.translations.de).toEqual(JSON.parse('{"__proto__":"x","submitText":"Senden"}'));
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    expect(Object.prototype).not.toHaveProperty('polluted');
  });
});
