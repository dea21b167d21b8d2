import { loadCatalogue, loadChunk } from '../lazy/load-chunk';
import type { FormsApi } from '../api';
import type { CaptchaService } from '../core/captcha/captcha-state';
import { inPreviewOrBuilder, type EmbedContext } from '../core/embed-context';
import { normalizeBlockedDomains } from '../core/validation/email-address';
import type { FormStoreDeps } from '../store/create-form-store';
import type { NotifyFormEvent } from '../store/form-events';
import { realScheduler } from '../store/scheduler';
import { createCaptchaRunner } from './captcha/captcha-runner';
import type { FormFacts } from './form-facts';
import { followRedirect } from './follow-redirect';
import { submitInHiddenFrame } from './hidden-frame-submit';
import { newId, pageStorage, tabStorage } from './page-services';
import { startFormChecks } from './start-form-checks';

export interface FormStoreDepsInput {
  win: Window;
  context: EmbedContext;
  facts: FormFacts;
  api: FormsApi;
  notify: NotifyFormEvent;
  beforeSubmit: FormStoreDeps['beforeSubmit'];
  formElement: () => HTMLFormElement | null;
}

/**
 * What one form's store is given from the page: its settings, and the services of submitting
 * (the redirect, the hidden-frame post, the captcha). Answers the deps, the badge, and a
 * `dispose` that stops what a followed redirect left listening.
 */
export function formStoreDeps({ win, context, facts, api, notify, beforeSubmit, formElement }: FormStoreDepsInput) {
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
      stopReloadOnRestore = followRedirect(win, url);
    },
    storage: tabStorage(win),
    leftoverDraftStorage: pageStorage(win),
    newId: () => newId(win),
    random: Math.random,
    beforeSubmit,
    // A form previewed or edited by its owner is no visitor's: no spam checks, no first touch.
    formShown: (ctx) => void (inPreviewOrBuilder(context) || startFormChecks(ctx, win, formElement, loadChunk)),
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
    frameSubmitForm: (...args) => submitInHiddenFrame(formElement)(...args),
    captcha: () => (captcha ??= createCaptchaRunner({ win, form: formElement, qa: facts.qa, locale: facts.hsContext.locale })),
  };
  return {
    deps,
    /** The captcha's inline badge as soon as a captcha form shows (spec section 2, slot 4). */
    showCaptchaBadge: () => void deps.captcha().showBadge(),
    dispose: () => stopReloadOnRestore(),
  };
}
