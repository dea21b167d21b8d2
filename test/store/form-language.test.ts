import { describe, expect, it, vi } from 'vitest';
import type { Messages } from '../../src/i18n/en';
import { en as english } from '../../src/i18n/en';
import { CATALOGUE_WAIT_MS, formLanguage } from '../../src/store/form-language';
import type { FormStoreDeps } from '../../src/store/form-store-state';
import {
  deferred,
  DEFINITION_REQUEST,
  httpFailure,
  settle,
  storeHarness,
  textFieldsDefinition,
  wireDefinition,
  wireField,
  wireGroup,
} from './wire-definition';

// As zustand's own vanilla tests do: the store must work without React.
vi.mock('react', () => ({}));

const german: Messages = { ...english, required: 'Bitte füllen Sie dieses Pflichtfeld aus.', submitText: 'Absenden' };
const lang = (code: string) => ({ metaData: [{ name: 'lang', value: code }] });

describe('formLanguage', () => {
  const settings = (locale: string, translations = {}) => ({ locale, translations });

  it('applies the definition translations, then the site owner’s, over the catalogue', () => {
    const { t, locale } = formLanguage(settings('pt-BR', { 'PT-br': { submitText: 'Mandar' } }), undefined, { ...english, submitText: 'Enviar', nextText: 'Próximo' });
    expect(locale).toEqual({ code: 'pt-br', language: 'pt', dir: 'ltr' });
    expect(t('submitText')).toBe('Mandar');
    expect(t('nextText')).toBe('Próximo');
  });
});

describe('the store’s language', () => {
  const loadCatalogue = (catalogues: Record<string, Promise<Messages | undefined>>) =>
    vi.fn<FormStoreDeps['loadCatalogue']>((code) => catalogues[code] ?? Promise.resolve(undefined));

  it('starts loading the option’s catalogue together with the definition', async () => {
    const catalogue = deferred<Messages | undefined>();
    const load = loadCatalogue({ de: catalogue.promise });
    const harness = storeHarness(textFieldsDefinition(['firstname']), { language: { locale: 'de', translations: {} } }, { loadCatalogue: load });
    const definition = deferred<ReturnType<typeof httpFailure>>();
    harness.api.fetchDefinition.mockImplementationOnce(() => definition.promise);
    const loading = harness.store.getState().loadDefinition(DEFINITION_REQUEST);
    // The catalogue was asked for before the definition answered.
    expect(load).toHaveBeenCalledWith('de');
    catalogue.resolve(german);
    definition.resolve({ ok: true, value: textFieldsDefinition(['firstname']) });
    await loading;
    expect(harness.store.getState().load.status).toBe('loaded');
    expect(harness.store.getState().t('submitText')).toBe('Absenden');
    expect(harness.store.getState().locale.code).toBe('de');
  });

  it('uses the definition’s lang when the site owner gave no locale', async () => {
    const load = loadCatalogue({ de: Promise.resolve(german) });
    const harness = storeHarness(wireDefinition({ groups: [wireGroup([wireField({ name: 'firstname' })])], ...lang('de') }), {}, { loadCatalogue: load });
    await harness.store.getState().loadDefinition(DEFINITION_REQUEST);
    expect(load).toHaveBeenCalledWith('de');
    expect(harness.store.getState().t('required')).toBe(german.required);
  });

  it('shows English after a short wait, then re-renders in the form’s language when a late catalogue arrives', async () => {
    const catalogue = deferred<Messages | undefined>();
    const harness = storeHarness(textFieldsDefinition(['firstname']), { language: { locale: 'de', translations: {} } }, { loadCatalogue: loadCatalogue({ de: catalogue.promise }) });
    const loading = harness.store.getState().loadDefinition(DEFINITION_REQUEST);
    await settle();
    expect(harness.store.getState().load.status).toBe('loading');
    harness.scheduler.advance(CATALOGUE_WAIT_MS);
    await loading;
    expect(harness.store.getState().load.status).toBe('loaded');
    const englishT = harness.store.getState().t;
    expect(englishT('submitText')).toBe('Submit');
    catalogue.resolve(german);
    await settle();
    expect(harness.store.getState().t).not.toBe(englishT);
    expect(harness.store.getState().t('submitText')).toBe('Absenden');
  });

  it('shows English when the catalogue cannot be had', async () => {
    const harness = storeHarness(textFieldsDefinition(['firstname']), { language: { locale: 'ja', translations: {} } }, { loadCatalogue: loadCatalogue({ ja: Promise.resolve(undefined) }) });
    await harness.store.getState().loadDefinition(DEFINITION_REQUEST);
    expect(harness.store.getState().t('submitText')).toBe('Submit');
    expect(harness.store.getState().locale.code).toBe('ja');
  });

  it('words a load-error panel in the option’s language', async () => {
    const harness = storeHarness(textFieldsDefinition(['firstname']), { language: { locale: 'de', translations: {} } }, { loadCatalogue: loadCatalogue({ de: Promise.resolve({ ...german, missingFormTitle: 'Hier fehlt ein Formular' }) }) });
    harness.api.fetchDefinition.mockResolvedValueOnce(httpFailure(404, 'not found'));
    await harness.store.getState().loadDefinition(DEFINITION_REQUEST);
    expect(harness.store.getState().load.status).toBe('error');
    expect(harness.store.getState().t('missingFormTitle')).toBe('Hier fehlt ein Formular');
  });

  it('applies the definition’s translations and the site owner’s, whatever the case of their locale keys', async () => {
    const raw = wireDefinition({
      groups: [wireGroup([wireField({ name: 'firstname' })])],
      ...lang('pt-br'),
      top: { translations: { 'pt-BR': { nextText: 'Avançar', submitText: 'Da definição' } } },
    });
    const harness = storeHarness(raw, { language: { locale: '', translations: { 'PT-BR': { submitText: 'Mandar' } } } }, { loadCatalogue: loadCatalogue({}) });
    await harness.store.getState().loadDefinition(DEFINITION_REQUEST);
    expect(harness.store.getState().t('submitText')).toBe('Mandar');
    expect(harness.store.getState().t('nextText')).toBe('Avançar');
  });

  it('sets right to left for he-il and ar-eg', async () => {
    const harness = storeHarness(textFieldsDefinition(['firstname']), { language: { locale: 'he-IL', translations: {} } });
    await harness.store.getState().loadDefinition(DEFINITION_REQUEST);
    expect(harness.store.getState().locale).toEqual({ code: 'he-il', language: 'he-IL', dir: 'rtl' });
  });
});
