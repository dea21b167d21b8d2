import type { ReactElement, ReactNode } from 'react';
import { flushSync } from 'react-dom';
import { createRoot, hydrateRoot, type Root } from 'react-dom/client';
import type { FormsApi } from '../api';
import type { EmbedContext } from '../core/embed-context';
import type { FormDefinition } from '../core/form-definition';
import type { RenderError } from '../core/render-errors';
import { createFormStore, type FormStoreState } from '../store/create-form-store';
import { FormApp, type FormAppProps } from '../ui/FormApp';
import { FormContext } from '../ui/form-store-context';
import type { FormViewOptions } from '../ui/form-view-options';
import { RenderErrorBoundary } from '../ui/RenderErrorBoundary';
import { withServerSnapshot } from '../ui/server-render';
import { applyShellStyles } from '../ui/styles/apply-styles';
import { loadChunk } from '../lazy/load-chunk';
import { loaderWrapper, prerenderedIn, type PrerenderedForm } from './adopt-prerendered';
import { takeOverPrerendered } from './take-over-prerendered';
import { createFormWrapper, formWrapperId } from '../loader/form-wrapper';
import { PLACEHOLDER_ATTRIBUTE } from '../loader/prerendered-attributes';
import type { FormCallbacks } from './callbacks';
import { createFormEventBridge } from './form-event-bridge';
import { findFormElement, formDefinitionRequest, hsContextJson, readFormFacts } from './form-facts';
import { formStoreDeps } from './form-store-deps';
import type { FormTrackerConfig, SendBeacon } from './form-tracker';
import type { InstanceKeys } from './instance-keys';
import { adoptedFramePresenter, formPresenter, showsInFrame } from './present-form';
import { readSiteLook } from './read-site-look';
import { saveDraftOnLeave } from './save-draft-on-leave';
import type { ScriptSource } from './script-origin';
import { watchVisibility } from './watch-visibility';

import type { FormHandle } from '../loader/handoff';

export type { FormHandle };

export interface MountedForm extends FormHandle {
  unmount(): void;
}

export interface MountEnvironment {
  win: Window;
  api: FormsApi;
  /** A form's tracker (usage counts, pixel, error reports, viral link). */
  tracker?: (config: FormTrackerConfig) => SendBeacon;
  script: ScriptSource;
  instanceKeys: InstanceKeys;
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
  loaderMarkup?: Promise<unknown>,
): MountedForm {
  const { win } = env;
  const doc = target.ownerDocument;
  const instanceKey = env.instanceKeys.claim(context.formId, context.formInstanceId, index);
  const facts = readFormFacts(win, context, env.script, instanceKey, target);
  const { hosts } = facts;
  const id = formWrapperId(index);

  // The loader's wrapper (its placeholder, the host's markup), rendered into; else a new one.
  const fromLoader = loaderWrapper(target, id);
  const wrapper = fromLoader ?? target.appendChild(createFormWrapper(doc, index));

  const readyCallbacks: (() => void)[] = [];
  let ready = false;
  const formElement = () => findFormElement(wrapper);
  const events = createFormEventBridge({
    win,
    callbacks,
    instanceKey,
    formId: context.formId,
    formElement,
    beacon: env.tracker?.({ win, hosts, portalId: context.portalId, pageUrl: facts.hsContext.pageUrl, formElement }),
  });
  const storeDeps = formStoreDeps({
    win,
    context,
    facts,
    api: env.api,
    notify: events.notify,
    beforeSubmit: events.beforeSubmit,
    formElement,
  });
  const store = createFormStore(storeDeps.deps);
  const stopSavingDraftOnLeave = saveDraftOnLeave(win, () => store.getState().saveDraftNow());
  // The definition is requested before anything is built for the page.
  events.emit('onBeforeFormInit', undefined, context);
  void store.getState().loadDefinition(formDefinitionRequest(context, facts));
  // The form's stylesheet, which it waits for (ui/styles/BaseStylesGate.tsx); a failed load is retried there.
  loadChunk('styles', doc).catch(() => undefined);

  const view: FormViewOptions = {
    instanceKey,
    cssClass: context.cssClass,
    cssRequired: context.cssRequired,
    errorClass: context.errorClass,
    errorMessageClass: context.errorMessageClass,
    submitButtonClass: context.submitButtonClass,
    style: context.style,
    theme: context.theme,
    siteLook: readSiteLook(target),
    mobileResponsive: context.isMobileResponsive,
    fontsHost: hosts.fonts,
    nonce: env.script.nonce,
    submitText: context.submitText,
    inlineMessage: facts.inlineMessage,
    enterSubmitDisabled: context.isEnterSubmitDisabled,
    hsContext: hsContextJson(facts.hsContext),
    isCmsModule: facts.surface.isCmsModule,
    brandingUrl: `${hosts.forms}/`,
  };
  const present = formPresenter(context, facts.surface.isShareablePage, { doc, wrapperId: id });

  const reportCrash = (error: RenderError) => events.notify({ type: 'renderError', error });
  applyShellStyles(doc);
  let root: Root | undefined;
  let unmounted = false;
  // `shown`: the state the host's markup shows, when React takes it over.
  const formPresentedBy = (presenter: FormAppProps['present'], shown?: FormStoreState) => (
    <RenderErrorBoundary onError={reportCrash}>
      <FormContext.Provider value={{ store: withServerSnapshot(store, shown), view }}>
        <FormApp present={presenter} />
      </FormContext.Provider>
    </RenderErrorBoundary>
  );
  const render = () => {
    if (unmounted) return;
    // React's own render replaces whatever the loader showed (it clears its container).
    wrapper.removeAttribute(PLACEHOLDER_ATTRIBUTE);
    root = createRoot(wrapper);
    root.render(formPresentedBy(present));
  };
  // The host's markup is taken over in place; markup React cannot match it renders afresh
  // itself. Inside the loader's frame, React's root is the frame's mount.
  const takeOver = (prerendered: PrerenderedForm) => {
    const adoptedFrame = prerendered.frame;
    const hydrate = (element: HTMLElement, withTakeOver: (form: ReactNode) => ReactElement) => {
      const form = formPresentedBy(adoptedFrame ? adoptedFramePresenter(adoptedFrame) : present, store.getState());
      if (unmounted) return;
      // The form's shell is taken over in this task, not in one React schedules: between the two
      // the browser runs whatever came due meanwhile (its autofill reads every field of a form
      // added to the page some 100 ms before, laying out the rows not drawn yet), 100-250 ms at
      // 200 fields here before the form was ready. Inside flushSync the take-over is urgent work,
      // which React does at once; the groups still follow in background work (FieldGroupView.tsx).
      flushSync(() => {
        root = hydrateRoot(element, withTakeOver(form), { onRecoverableError: (error) => console.warn('[forms-embed] Rendered afresh:', error) });
      });
    };
    const fits = (definition: FormDefinition) => showsInFrame(context, facts.surface.isShareablePage, definition) === (adoptedFrame !== undefined);
    void takeOverPrerendered(prerendered, store, instanceKey, fits, hydrate, render);
  };
  // The loader's placeholder holds the place while the host's markup is on its way; then the
  // markup is taken over, or the form rendered here as without it.
  if (fromLoader) {
    void Promise.resolve(loaderMarkup)
      .catch(() => undefined)
      .then(() => {
        if (unmounted) return;
        const prerendered = prerenderedIn(wrapper);
        if (prerendered) takeOver(prerendered);
        else render();
      });
  } else render();

  let stopWatchingVisibility = (): void => undefined;
  const unsubscribe = store.subscribe((state) => {
    if (ready || !state.readyToView || state.load.status !== 'loaded') return;
    ready = true;
    if (state.load.definition.captchaEnabled) storeDeps.showCaptchaBadge();
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


  return {
    id,
    onReady(callback) {
      if (ready) callback();
      else readyCallbacks.push(callback);
    },
    unmount() {
      unmounted = true;
      unsubscribe();
      stopWatchingVisibility();
      stopSavingDraftOnLeave();
      storeDeps.dispose();
      store.getState().dispose();
      root?.unmount();
      wrapper.remove();
      env.instanceKeys.release(context.formId, instanceKey);
    },
  };
}
