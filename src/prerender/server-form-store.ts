import type { FormsApi } from '../api';
import type { Messages } from '../i18n/en';
import { DEFAULT_LOCALE } from '../i18n/locales';
import { createFormStore, type FormStore, type FormStoreDeps, type FormStoreSettings } from '../store/create-form-store';
import type { LoadCatalogue } from '../store/form-language';
import { realScheduler } from '../store/scheduler';

/** A server render sends nothing: every call answers that the host cannot be reached. */
const unreachable = () => Promise.resolve({ ok: false as const, error: { kind: 'unreachable' as const } });
const inertApi = {
  fetchDefinition: unreachable,
  fetchFallback: unreachable,
  checkEmail: unreachable,
  resubscribeEmail: unreachable,
  submitForm: unreachable,
  fetchSpamToken: unreachable,
  prefetchedAt: () => undefined,
} as unknown as FormsApi;

/** A locale's catalogue, read from its source file (the browser loads the built `embed-locale-{code}.js`). */
const sourceCatalogue: LoadCatalogue = async (code) =>
  code === DEFAULT_LOCALE ? undefined : ((await import(`../i18n/locales/${code}.ts`)) as { messages: Readonly<Messages> }).messages;

/**
 * What the store is told of a known visitor's `hutk` when the host renders for one: the markup
 * then has what a recognised visitor sees (the "Not you?" reset link where the form allows it).
 */
const KNOWN_VISITOR_HUTK = 'known-visitor';

/** A page nobody has seen yet (no URL values, no draft, no site-owner options but the locale), by a visitor known or not. */
function defaultSettings(locale: string, formsHost: string, knownVisitor: boolean): FormStoreSettings {
  return {
    ignoreCurrentValues: false,
    deactivateSmartForm: false,
    blockedDomains: [],
    urlValues: {},
    hutk: knownVisitor ? KNOWN_VISITOR_HUTK : '',
    formsHost,
    submissionsHost: formsHost,
    page: { title: '', url: '' },
    hsContext: {
      pageUrl: '',
      pageTitle: '',
      referrer: '',
      pageId: '',
      formInstanceId: '',
      locale,
      pageCanonicalUrl: '',
      analytics: { __hstc: '', __hssc: '', __hsfp: '' },
      options: {
        pageName: '', contentType: '', canonicalUrl: '', path: '', referrerPath: '', extraSubmissionMetadata: {},
        notificationRecipients: '', goToWebinarWebinarKey: '', hsFormKey: '', abTestId: '', followUpId: '',
        followUpEmailId: '', followUpEmailCampaignId: '', sfdcCampaignId: '',
      },
    },
    inlineMessage: '',
    redirectUrl: '',
    isTestPage: false,
    inCmsEditor: false,
    disableRedirect: true,
    language: { locale, translations: {} },
  };
}

const refused = (what: string) => () => {
  throw new Error(`A server render does not ${what}`);
};

/**
 * A form's store as the embed builds it (`embed/form-store-deps.ts`), with inert dependencies:
 * nothing is sent, stored or timed beyond the load. `warnings` collects what the load warned about.
 */
export function serverFormStore(locale: string, formsHost: string, warnings: string[], knownVisitor = false): FormStore {
  const deps: FormStoreDeps = {
    api: inertApi,
    clock: { now: () => Date.now() },
    scheduler: realScheduler,
    notify: (event) => void (event.type === 'warning' && warnings.push(event.message)),
    settings: defaultSettings(locale, formsHost, knownVisitor),
    navigate: refused('navigate'),
    storage: undefined,
    leftoverDraftStorage: undefined,
    loadCatalogue: sourceCatalogue,
    newId: () => 'server-render',
    random: () => 0.5,
    beforeSubmit: () => ({}),
    formShown: () => undefined,
    frameSubmitForm: refused('submit'),
    captcha: refused('run a captcha'),
  };
  return createFormStore(deps);
}
