import { render } from '@testing-library/react';
import { useLayoutEffect, type ReactNode } from 'react';
import type { DefinitionRequest } from '../../src/core/definition-request';
import type { FormDefinition } from '../../src/core/form-definition';
import { createFormStore, type FormStore, type FormStoreSettings } from '../../src/store/create-form-store';
import type { FormEvent } from '../../src/store/form-events';
import { fieldElementIds, type FieldElementIds } from '../../src/ui/element-ids';
import { Form } from '../../src/ui/Form';
import { FormApp } from '../../src/ui/FormApp';
import { FormContext, FormLanguageProvider } from '../../src/ui/form-store-context';
import type { FormViewOptions } from '../../src/ui/form-view-options';
import { realScheduler } from '../../src/store/scheduler';
import { fakeApi, FORM_GUID, okDefinition, storeServices, storeSettings, type Answer, type StoreServiceOverrides } from '../store/wire-definition';

export const REQUEST: DefinitionRequest = {
  kind: 'fetch',
  primaryUrl: 'https://forms.test/embed/v3/form/123456/x/json',
  fallbackUrl: 'https://forms.test/123456/x.json.gz',
};

export const INSTANCE = '0';

/** `{guid}_{instance}` of a form loaded from the wire builders (`wireDefinition`) with `makeView()`. */
export const LOADED_FORM_KEY = `${FORM_GUID}_${INSTANCE}`;

/** Element ids of a field of a form loaded from the wire builders. */
export const loadedIds = (fieldId: string): FieldElementIds => fieldElementIds(fieldId, LOADED_FORM_KEY);

export function makeView(overrides: Partial<FormViewOptions> = {}): FormViewOptions {
  return {
    instanceKey: INSTANCE,
    cssClass: '',
    cssRequired: '',
    errorClass: 'invalid error',
    errorMessageClass: 'hs-error-msgs inputs-list',
    submitButtonClass: 'hs-button primary large',
    style: {},
    theme: '',
    siteLook: { fontFamily: '', fontSize: '', color: '', background: '', linkColor: '', colorScheme: '' },
    mobileResponsive: true,
    fontsHost: 'https://forms.test',
    nonce: '',
    submitText: '',
    hsContext: (hutk) => JSON.stringify({ hutk: hutk || undefined, source: 'forms-embed' }),
    isCmsModule: false,
    brandingUrl: 'https://forms.test/',
    inlineMessage: '',
    enterSubmitDisabled: false,
    ...overrides,
  };
}

/** A store given the answer of the definition call; `load()` runs the load. `services` replaces some of `storeServices()`. */
export function storeAnswering(
  primary: Answer,
  fallback?: Answer,
  settings: Partial<FormStoreSettings> = {},
  services: StoreServiceOverrides = {},
) {
  const events: FormEvent[] = [];
  const api = fakeApi(primary, fallback);
  const store: FormStore = createFormStore({
    api,
    clock: { now: () => Date.UTC(2024, 2, 15) },
    scheduler: realScheduler,
    notify: (event) => events.push(event),
    settings: storeSettings(settings),
    ...storeServices(services),
  });
  return { store, api, events, load: () => store.getState().loadDefinition(REQUEST) };
}

/** A store already holding the given wire definition (store settings as given, e.g. a visitor cookie). */
export async function loadedStore(raw: unknown, settings: Partial<FormStoreSettings> = {}): Promise<FormStore> {
  const { store, load } = storeAnswering(okDefinition(raw), undefined, settings);
  await load();
  if (store.getState().load.status !== 'loaded') throw new Error('definition did not load');
  return store;
}

/** Renders `ui` inside the form context of `store`, in the store's language. */
export function renderWithStore(store: FormStore, ui: ReactNode, view: FormViewOptions = makeView()) {
  return render(
    <FormContext.Provider value={{ store, view }}>
      <FormLanguageProvider>{ui}</FormLanguageProvider>
    </FormContext.Provider>,
  );
}

/**
 * Renders the loaded form of `store` and answers what `read` found in the page in the form's
 * first commit: layout effects run before its passive effects, its transitions and the form
 * being marked ready, so this is what the first paint shows.
 */
export function renderFirstCommit<T>(store: FormStore, read: () => T): { firstCommit: T[] } & ReturnType<typeof render> {
  const firstCommit: T[] = [];
  function FirstCommitProbe() {
    useLayoutEffect(() => {
      firstCommit.push(read());
    }, []);
    return null;
  }
  const { definition } = store.getState().load as { definition: FormDefinition };
  const utils = renderWithStore(
    store,
    <>
      <Form definition={definition} />
      <FirstCommitProbe />
    </>,
  );
  return { firstCommit, ...utils };
}

/** The whole form view (`FormApp`) of `store`. */
export function renderApp(store: FormStore, view: FormViewOptions = makeView()) {
  return renderWithStore(store, <FormApp />, view);
}

/** Loads the wire definition and renders the form; `form` is the rendered form element. */
export async function renderLoaded(raw: unknown, view?: FormViewOptions, settings: Partial<FormStoreSettings> = {}) {
  const store = await loadedStore(raw, settings);
  const utils = renderApp(store, view);
  const form = utils.container.querySelector('form');
  if (!form) throw new Error('no form rendered');
  return { store, form, ...utils };
}
