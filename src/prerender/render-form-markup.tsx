import { renderToString } from 'react-dom/server';
import { DEFAULT_ERROR_CLASS, DEFAULT_ERROR_MESSAGE_CLASS, DEFAULT_SUBMIT_BUTTON_CLASS } from '../core/embed-context';
import type { FormLocale } from '../i18n/locales';
import { unfinishedFormText, type UnfinishedFormText } from '../i18n/unfinished-form-text';
import { UNKNOWN_SITE_LOOK } from '../core/style/site-look';
import { FormApp } from '../ui/FormApp';
import { FormContext } from '../ui/form-store-context';
import type { FormViewOptions } from '../ui/form-view-options';
import { withServerSnapshot } from '../ui/server-render';
import { RENDERED_INSTANCE_KEY } from '../loader/markup-instance-key';
import { registerServerChunks } from './server-chunks';
import { serverFormStore } from './server-form-store';

/** Loaded with the renderer, so the host can say which React build renders (`server/domain/prerender/`). */
export { reactBuild } from './react-build';

export interface RenderFormOptions {
  /** The locale asked for, as the embed's `locale` option ('' for the definition's own language). */
  locale: string;
  /** The forms host's public origin (the branding link, the email calls). */
  formsHost: string;
  /** For a visitor the page knows (a `hutk`): the markup has what a recognised visitor sees. */
  knownVisitor?: boolean;
  /** The id suffix of the form's elements (`hsForm_{guid}_{instanceKey}`); by default the first form of its kind on a page (`RENDERED_INSTANCE_KEY`), which the loader rewrites for others. */
  instanceKey?: string;
}

export interface RenderedForm {
  /** `<form …>…</form>`, hydratable by the same components, with no `style` attribute. */
  markup: string;
  /** The locale the form rendered in (the one asked for, else the definition's, else English). */
  locale: FormLocale['code'];
  /** The form's title in that language (`formTitle`, which names the isolated frame). */
  title: string;
  /** That language's direction, as the form's root element has it. */
  dir: FormLocale['dir'];
  /** What the loader says in that language should the runtime never arrive (`loader/unfinished-form.ts`). */
  unfinished: UnfinishedFormText;
  /** What reading the definition warned about (the browser's console shows the same). */
  warnings: string[];
}

/** The site owner's options at their defaults: markup that depends on a page's own options is rendered in the browser. */
function defaultView(instanceKey: string, formsHost: string): FormViewOptions {
  return {
    instanceKey,
    cssClass: '',
    cssRequired: '',
    errorClass: DEFAULT_ERROR_CLASS,
    errorMessageClass: DEFAULT_ERROR_MESSAGE_CLASS,
    submitButtonClass: DEFAULT_SUBMIT_BUTTON_CLASS,
    style: {},
    // The page around the form is unknown here: the browser reads its look (the `inherit` theme).
    theme: '',
    siteLook: UNKNOWN_SITE_LOOK,
    mobileResponsive: true,
    fontsHost: formsHost,
    nonce: '',
    submitText: '',
    inlineMessage: '',
    enterSubmitDisabled: false,
    // The page's facts are the page's: the browser fills them in.
    hsContext: () => '',
    isCmsModule: false,
    brandingUrl: `${formsHost}/`,
  };
}

/**
 * A form's markup for one language, rendered by the components the embed renders (`ui/FormApp`)
 * from the definition's defaults: the wire definition goes through the store's own load, as a
 * definition given to the embed does. Rejects when the definition cannot be read or rendered.
 */
export async function renderFormMarkup(wireDefinition: unknown, options: RenderFormOptions): Promise<RenderedForm> {
  await registerServerChunks();
  const warnings: string[] = [];
  const store = serverFormStore(options.locale, options.formsHost, warnings, options.knownVisitor);
  try {
    await store.getState().loadDefinition({ kind: 'given', raw: wireDefinition });
    const state = store.getState();
    if (state.load.status !== 'loaded') {
      throw new Error(`The definition cannot be rendered: ${state.load.status === 'error' ? state.load.error.message : 'it did not load'}`);
    }
    const markup = renderToString(
      <FormContext.Provider value={{ store: withServerSnapshot(store), view: defaultView(options.instanceKey ?? RENDERED_INSTANCE_KEY, options.formsHost) }}>
        <FormApp />
      </FormContext.Provider>,
    );
    return { markup, locale: state.locale.code, title: state.t('formTitle'), dir: state.locale.dir, unfinished: unfinishedFormText(state.t), warnings };
  } finally {
    store.getState().dispose();
  }
}
