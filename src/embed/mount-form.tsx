import type { ReactElement } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import type { FormsApi } from '../api';
import { buildDefinitionRequest } from '../core/definition-request';
import type { EmbedContext } from '../core/embed-context';
import type { FormDefinition } from '../core/form-definition';
import { shouldRenderInFrame } from '../core/frame-selection';
import { deriveHosts, isQaEnvironment, type FormsHosts } from '../core/hosts';
import type { RenderError } from '../core/render-errors';
import { createTranslator } from '../i18n/translate';
import { createFormStore } from '../store/create-form-store';
import { realScheduler } from '../store/scheduler';
import type { SendSubmission } from '../store/send-submission';
import type { HsContextFacts } from '../core/submission/hs-context';
import { normalizeBlockedDomains } from '../core/validation/email-address';
import { FormApp } from '../ui/FormApp';
import { FormContext } from '../ui/form-store-context';
import type { FormViewOptions } from '../ui/form-view-options';
import { RenderErrorBoundary } from '../ui/RenderErrorBoundary';
import { applyBaseStyles, applyStyles } from './apply-styles';
import type { FormCallbacks } from './callbacks';
import { createFormEventBridge } from './form-event-bridge';
import type { InstanceKeys } from './instance-keys';
import { IsolatedFrame } from './isolated-frame';
import { newId, pageStorage } from './page-services';
import { readPageContext, type PageContext } from './page-context';
import { watchVisibility } from './watch-visibility';
import type { ScriptSource } from './script-origin';

/** What `hbspt.forms.create` hands back. */
export interface FormHandle {
  /** The container id, `hbspt-form-{index}`. */
  id: string;
  /** Runs `callback` once the form is ready (at once when it already is). */
  onReady(callback: () => void): void;
}

export interface MountedForm extends FormHandle {
  unmount(): void;
}

export interface MountEnvironment {
  win: Window;
  api: FormsApi;
  /** Starts loading what typing and submitting need, while the definition loads. */
  prefetchCalls?: () => void;
  /** The code that sends a submission (from `embed-calls.js`). */
  loadSubmitter: () => Promise<SendSubmission>;
  script: ScriptSource;
  instanceKeys: InstanceKeys;
}

function hostsFor(context: EmbedContext, page: PageContext, script: ScriptSource): FormsHosts {
  const qa = isQaEnvironment({ envOption: context.env, pageQueryEnv: page.queryEnv, hostname: page.hostname });
  return deriveHosts({
    region: context.region,
    env: qa ? 'qa' : 'prod',
    selfHostOrigin: script.baseDomain ? undefined : script.origin,
    baseDomain: script.baseDomain,
  });
}

/** Where a submission comes from: the site owner's page data, else what the page says of itself. */
function hsContextFacts(context: EmbedContext, page: PageContext, instanceKey: string): HsContextFacts {
  return {
    pageUrl: context.pageUrl || page.url,
    pageTitle: context.pageTitle || page.title,
    referrer: context.referrer || page.referrer,
    pageId: context.pageId,
    formInstanceId: instanceKey,
    locale: context.locale || 'en',
  };
}

/** JSON of the hidden `hs_context` field; the store owns hutk (the cookie reset clears it). */
function hsContextJson(facts: HsContextFacts) {
  return (hutk: string): string =>
    JSON.stringify({
      hutk: hutk || undefined,
      pageUrl: facts.pageUrl,
      pageTitle: facts.pageTitle,
      referrer: facts.referrer || undefined,
      pageId: facts.pageId || undefined,
      formInstanceId: facts.formInstanceId,
      source: 'forms-embed',
    });
}

function findFormElement(container: Element): HTMLFormElement | null {
  const inline = container.querySelector<HTMLFormElement>('form.hs-form');
  if (inline) return inline;
  const frame = container.querySelector<HTMLIFrameElement>('iframe.hs-form-iframe');
  return frame?.contentDocument?.querySelector<HTMLFormElement>('form.hs-form') ?? null;
}

/**
 * Mounts one form into `target`: its own store, its own React root, its callbacks. The caller
 * has validated the target and unmounted whatever was there before.
 */
export function mountForm(
  target: Element,
  context: EmbedContext,
  callbacks: FormCallbacks,
  index: number,
  env: MountEnvironment,
): MountedForm {
  const { win } = env;
  const doc = target.ownerDocument;
  const page = readPageContext(win);
  const hosts = hostsFor(context, page, env.script);
  const hutk = context.hutk || page.hutkCookie;
  const instanceKey = env.instanceKeys.claim(context.formId, context.formInstanceId, index);
  const id = `hbspt-form-${index}`;

  const wrapper = doc.createElement('div');
  wrapper.className = 'hbspt-form';
  wrapper.id = id;
  target.appendChild(wrapper);
  applyBaseStyles(doc);
  if (context.css.trim()) applyStyles(doc, context.css, `custom-${index}`);

  const readyCallbacks: (() => void)[] = [];
  let ready = false;
  const facts = hsContextFacts(context, page, instanceKey);
  const events = createFormEventBridge({
    win,
    callbacks,
    instanceKey,
    formId: context.formId,
    formElement: () => findFormElement(wrapper),
  });

  const store = createFormStore({
    api: env.api,
    clock: { now: () => Date.now() },
    scheduler: realScheduler,
    notify: events.notify,
    settings: {
      ignoreCurrentValues: context.ignoreCurrentValues,
      deactivateSmartForm: context.deactivateSmartForm,
      blockedDomains: normalizeBlockedDomains([
        context.blockedDomains,
        context.manuallyBlockedEmailDomain,
        context.validationOptions.forbiddenDomains,
      ]),
      urlValues: page.queryValues,
      hutk,
      formsHost: hosts.forms,
      submissionsHost: hosts.submissions,
      page: { title: facts.pageTitle, url: facts.pageUrl },
      hsContext: facts,
      inlineMessage: context.inlineMessage,
      redirectUrl: context.redirectUrl,
      isTestPage: context.isTestPage,
      inCmsEditor: context.isBuilder,
      disableRedirect: false,
    },
    navigate: (url) => win.location.assign(url),
    storage: pageStorage(win),
    newId: () => newId(win),
    random: Math.random,
    beforeSubmit: events.beforeSubmit,
    loadSubmitter: env.loadSubmitter,
  });

  const translations = context.translations[context.locale] ?? {};
  const view: FormViewOptions = {
    instanceKey,
    cssClass: context.cssClass,
    cssRequired: context.cssRequired,
    errorClass: context.errorClass,
    errorMessageClass: context.errorMessageClass,
    submitButtonClass: context.submitButtonClass,
    submitText: context.submitText,
    inlineMessage: context.inlineMessage,
    enterSubmitDisabled: context.isEnterSubmitDisabled,
    hsContext: hsContextJson(facts),
    isCmsModule: false,
    brandingUrl: `${hosts.forms}/`,
    t: createTranslator(translations),
  };

  const present = (definition: FormDefinition, form: ReactElement) =>
    shouldRenderInFrame({
      definition,
      renderFrame: context.renderFrame,
      isInsideFrame: context.isInsideFrame,
      customCss: context.css,
      pageId: context.pageId,
      isShareablePage: false,
    }) ? (
      <IsolatedFrame title={view.t('formTitle')} themeCss={definition.themeCss} customCss={context.css.trim()}>
        {form}
      </IsolatedFrame>
    ) : (
      form
    );

  const reportCrash = (error: RenderError) => events.notify({ type: 'renderError', error });
  const root: Root = createRoot(wrapper);
  root.render(
    <RenderErrorBoundary onError={reportCrash}>
      <FormContext.Provider value={{ store, view }}>
        <FormApp present={present} />
      </FormContext.Provider>
    </RenderErrorBoundary>,
  );

  let stopWatchingVisibility = (): void => undefined;
  const unsubscribe = store.subscribe((state) => {
    if (ready || !state.readyToView || state.load.status !== 'loaded') return;
    ready = true;
    events.notify({ type: 'view' });
    stopWatchingVisibility = watchVisibility(win, wrapper, () => events.notify({ type: 'visible' }));
    const formArgument = events.formArgument();
    events.emit('onFormReady', undefined, formArgument);
    events.emit('onReady', undefined, formArgument);
    for (const callback of readyCallbacks.splice(0)) {
      try {
        callback();
      } catch (error) {
        console.error('[forms-embed] onReady callback threw:', error);
      }
    }
  });

  events.emit('onBeforeFormInit', undefined, context);
  const request = buildDefinitionRequest({
    portalId: context.portalId,
    formId: context.formId,
    formsHost: hosts.forms,
    staticFilesHost: hosts.staticFiles,
    formsBaseUrl: context.formsBaseUrl,
    embedDefinitionUrl: context.embedDefinitionUrl,
    useDraft: context.useDraft,
    hutk,
    allowUnpublished: page.allowUnpublished,
  });
  void store.getState().loadDefinition(request);
  env.prefetchCalls?.();

  return {
    id,
    onReady(callback) {
      if (ready) callback();
      else readyCallbacks.push(callback);
    },
    unmount() {
      unsubscribe();
      stopWatchingVisibility();
      store.getState().dispose();
      root.unmount();
      wrapper.remove();
      env.instanceKeys.release(context.formId, instanceKey);
    },
  };
}
