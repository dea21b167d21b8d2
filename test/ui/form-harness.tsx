import type { DefinitionRequest } from '../../src/core/definition-request';
import { createTranslator } from '../../src/i18n/translate';
import { createFormStore, type FormStore } from '../../src/store/create-form-store';
import type { FormEvent } from '../../src/store/form-events';
import type { FormViewOptions } from '../../src/ui/form-view-options';
import { realScheduler } from '../../src/store/scheduler';
import { fakeApi, okDefinition, storeSettings, type Answer } from '../store/wire-definition';

export const REQUEST: DefinitionRequest = {
  kind: 'fetch',
  primaryUrl: 'https://forms.test/embed/v3/form/123456/x/json',
  fallbackUrl: 'https://forms.test/123456/x.json.gz',
};

export const INSTANCE = '0';

export function makeView(overrides: Partial<FormViewOptions> = {}): FormViewOptions {
  return {
    instanceKey: INSTANCE,
    cssClass: '',
    cssRequired: '',
    errorClass: 'invalid error',
    errorMessageClass: 'hs-error-msgs inputs-list',
    submitButtonClass: 'hs-button primary large',
    submitText: '',
    hsContext: (hutk) => JSON.stringify({ hutk: hutk || undefined, source: 'forms-embed' }),
    isCmsModule: false,
    brandingUrl: 'https://forms.test/',
    t: createTranslator(),
    ...overrides,
  };
}

/** A store given the answer of the definition call; `load()` runs the load. */
export function storeAnswering(primary: Answer, fallback?: Answer) {
  const events: FormEvent[] = [];
  const api = fakeApi(primary, fallback);
  const store: FormStore = createFormStore({
    api,
    clock: { now: () => Date.UTC(2024, 2, 15) },
    scheduler: realScheduler,
    notify: (event) => events.push(event),
    settings: storeSettings(),
  });
  return { store, api, events, load: () => store.getState().loadDefinition(REQUEST) };
}

/** A store already holding the given wire definition. */
export async function loadedStore(raw: unknown): Promise<FormStore> {
  const { store, load } = storeAnswering(okDefinition(raw));
  await load();
  if (store.getState().load.status !== 'loaded') throw new Error('definition did not load');
  return store;
}
