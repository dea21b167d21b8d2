import { loadCatalogue, loadChunk } from '../lazy/load-chunk';
import type { FormsApi } from '../api';
import type { CaptchaService } from '../core/captcha/captcha-state';
import { inPreviewOrBuilder, type EmbedContext } from '../core/embed-context';
import { normalizeBlockedDomains } from '../core/validation/email-address';
import { getChunk } from '../lazy/chunk-registry';
import type { FormStoreDeps } from '../store/create-form-store';
import type { NotifyFormEvent } from '../store/form-events';
import { realScheduler } from '../store/scheduler';
import type { SubmitChecked } from '../store/submit-checked';
import type { FormFacts } from './form-facts';
import { newId, pageStorage, tabStorage } from './page-services';

export interface FormStoreDepsInput {
  win: Window;
  context: EmbedContext;
  facts: FormFacts;
  api: FormsApi;
  loadSubmitter: () => Promise<SubmitChecked>;
  notify: NotifyFormEvent;
  beforeSubmit: FormStoreDeps['beforeSubmit'];
  formElement: () => HTMLFormElement | null;
}

/**
 * What one form's store is given from the page: its settings, and the services of submitting.
 * Those come from the calls part, `lazy/calls-chunk.ts` (the redirect, the hidden-frame post, the captcha): the store
 * calls them only after it loaded that file (to send a submission, or to show the captcha's
 * badge). Answers the deps, the badge, and a `dispose` that stops what a followed redirect left
 * listening.
 */
export function formStoreDeps({ win, context, facts, api, loadSubmitter, notify, beforeSubmit, formElement }: FormStoreDepsInput) {
  const calls = () => getChunk('calls')!;
  let stopReloadOnRestore = (): void => undefined;
  let captcha: CaptchaService | undefined;
  const catalogues = new Map<string, ReturnType<FormStoreDeps['loadCatalogue']>>();
  const deps: FormStoreDeps = {
    api,
    clock: { now: () => Date.now() },
    scheduler: realScheduler,
    notify,
    settings: {
      ignoreCurrentValues: context.ignoreCurrentValues,
      deactivateSmartForm: context.deactivateSmartForm,
      blockedDomains: normalizeBlockedDomains([
        context.blockedDomains,
        context.manuallyBlockedEmailDomain,
        context.validationOptions.forbiddenDomains,
      ]),
      urlValues: facts.page.queryValues,
      hutk: facts.hutk,
      formsHost: facts.hosts.forms,
      submissionsHost: facts.hosts.submissions,
      page: { title: facts.hsContext.pageTitle, url: facts.hsContext.pageUrl },
      hsContext: facts.hsContext,
      inlineMessage: facts.inlineMessage,
      redirectUrl: context.redirectUrl,
      isTestPage: context.isTestPage,
      inCmsEditor: context.isBuilder,
      // A site owner previewing or editing the form stays on the page.
      disableRedirect: context.disableRedirect || inPreviewOrBuilder(context),
      language: { locale: context.locale, translations: context.translations },
    },
    navigate: (url) => {
      stopReloadOnRestore = calls().followRedirect(win, url);
    },
    withAnalyticsValues: (...args) => calls().withAnalyticsValues(...args),
    storage: tabStorage(win),
    leftoverDraftStorage: pageStorage(win),
    newId: () => newId(win),
    random: Math.random,
    beforeSubmit,
    loadSubmitter,
    // A form previewed or edited by its owner is no visitor's: no spam checks, no first touch.
    formShown: (ctx) => void (inPreviewOrBuilder(context) || loadSubmitter().then(() => getChunk('calls')?.startFormChecks(ctx, win, formElement, loadChunk), () => undefined)),
    logicFilters: () => getChunk('calls')?.evaluateLogicFilter,
    phoneCountryRules: () => getChunk('calls')?.PHONE_COUNTRY_RULES,
    emailCheckActions: () => getChunk('calls')?.emailCheckActions,
    loadCatalogue: (code) => {
      let catalogue = catalogues.get(code);
      if (!catalogue) {
        catalogue = loadCatalogue(code, win.document).catch((error: unknown) => {
          notify({ type: 'warning', message: `The ${code} wording could not be loaded; showing English. ${String(error)}` });
          return undefined;
        });
        catalogues.set(code, catalogue);
      }
      return catalogue;
    },
    frameSubmitForm: (...args) => calls().submitInHiddenFrame(formElement)(...args),
    captcha: () => (captcha ??= calls().createCaptchaRunner({ win, form: formElement, qa: facts.qa, locale: facts.hsContext.locale })),
  };
  return {
    deps,
    /** The captcha's inline badge as soon as a captcha form shows (spec section 2, slot 4), once the calls part is there. */
    showCaptchaBadge: () => void loadSubmitter().then(() => deps.captcha().showBadge(), () => undefined),
    dispose: () => stopReloadOnRestore(),
  };
}
