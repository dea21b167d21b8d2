import type { NameValue } from '../core/submission/submission-values';
import { isRecord, setEntry } from '../core/definition/wire-reader';
import { withEveryValueInForm } from './every-value-in-form';
import type { FormEvent } from '../store/form-events';
import { analyticEventName } from './analytic-event-name';
import type { SendBeacon } from './form-tracker';
import { callbackFormArgument, invokeCallback, postFormCallbackMessage, type CallbackName, type FormCallbacks } from './callbacks';

export interface FormEventBridgeOptions {
  win: Window;
  callbacks: FormCallbacks;
  /** The form's instance key, sent with tracking events. */
  instanceKey: string;
  /** The form id the site owner gave: the id of events until the definition names its guid. */
  formId?: string;
  /** The form's `<form>` element once rendered (in the page or in its frame). */
  formElement(): HTMLFormElement | null;
  /** Hands every event to the form's tracker: usage counts, pixel, error reports. */
  beacon?: SendBeacon | undefined;
}

/** `submissionValues` of `onFormSubmitted`: values by field name (a repeated name keeps its last value). */
function valuesByName(values: readonly NameValue[]): Record<string, string> {
  const byName: Record<string, string> = {};
  for (const { name, value } of values) setEntry(byName, name, value);
  return byName;
}

/** The tracking queue a page's analytics script reads (spec 7.14). */
type TrackingQueue = { push(entry: unknown[]): unknown };

/**
 * Turns store events into the site owner's callbacks and `hsFormCallback` window messages (spec
 * section 4 "Lifecycle events", 7.15), and tracking-queue pushes. The one place that knows
 * which event calls which callback with which arguments.
 */
export function createFormEventBridge({ win, callbacks, instanceKey, formId = '', formElement, beacon: sendBeacon = () => undefined }: FormEventBridgeOptions) {
  let guid = formId;
  let formType = 0;
  const formArgument = () => {
    const form = formElement();
    return form ? callbackFormArgument(win, form) : undefined;
  };

  /** A lifecycle event: the site owner's callback, then the window message. */
  const emit = (name: CallbackName, messageData: unknown, ...args: unknown[]) => {
    invokeCallback(callbacks, name, ...args);
    postFormCallbackMessage(win, name, guid, messageData);
  };

  const track = (eventName: string) => {
    const queue = (win as Window & { _hsq?: unknown })._hsq;
    if (!queue || typeof (queue as TrackingQueue).push !== 'function') return;
    try {
      (queue as TrackingQueue).push([eventName, guid, { formInstanceId: instanceKey }, formType]);
    } catch (error) {
      console.warn('[forms-embed] the page tracking queue refused an event', error);
    }
  };

  const notify = (event: FormEvent) => {
    if (event.type === 'definitionFetchSuccess') {
      guid = event.definition.guid;
      formType = event.definition.formTypeNumber;
    }
    const analyticName = analyticEventName(event);
    if (analyticName) emit('onAnalyticEvent', { eventName: analyticName }, { eventName: analyticName, formGuid: guid });
    sendBeacon(event, guid);
    switch (event.type) {
      case 'warning':
        console.warn(`[forms-embed] ${event.message}`);
        return;
      case 'definitionFetchSuccess':
        invokeCallback(callbacks, 'onFormDefinitionFetchSuccess', event.definition);
        return;
      case 'definitionFetchError':
        emit('onFormDefinitionFetchError', event.error, event.error);
        return;
      case 'pageChange':
        emit('onPageChange', { page: event.page, previousPage: event.previousPage }, event.page, event.previousPage);
        return;
      case 'renderError':
        console.error(`[forms-embed] ${event.error.code}: ${event.error.message}`);
        emit('onRenderError', event.error, event.error);
        return;
      case 'interaction':
        track('trackFormInteraction');
        return;
      case 'view':
        track('trackFormView');
        return;
      case 'visible':
        track('trackFormVisible');
        return;
      case 'beforeValidation':
        emit('onBeforeValidationInit', undefined, formArgument());
        return;
      case 'failedValidation': {
        const problems = event.problems.map((problem) => ({ name: problem.fieldId, error: problem.message.key, page: problem.page }));
        emit('onFormFailedValidation', problems, formArgument(), problems);
        return;
      }
      case 'submitted': {
        const submissionValues = valuesByName(event.values);
        emit(
          'onFormSubmitted',
          { conversionId: event.response.conversionId, submissionValues },
          formArgument(),
          { redirectUrl: event.response.redirectUrl ?? '', submissionValues },
        );
        return;
      }
      case 'formError':
        emit('onFormError', { eventName: event.name, code: event.code }, { eventName: event.name, code: event.code });
        return;
    }
  };

  /**
   * Just before a submission is sent: the site owner's extra metadata, `onBeforeFormSubmit` and
   * `onFormSubmit` with `$form` and the `{name, value}` list (COMPAT.md), and the
   * `hsvalidatedsubmit` DOM event on the form. Answers the extra metadata for `hs_context`.
   */
  const beforeSubmit = (values: readonly NameValue[]): Record<string, unknown> => {
    const extra = invokeCallback(callbacks, 'getExtraMetaDataBeforeSubmit');
    const list = values.map(({ name, value }) => ({ name, value }));
    sendBeacon({ type: 'click' }, guid);
    const form = formElement();
    const removeAddedValues = form ? withEveryValueInForm(form, list) : undefined;
    emit('onBeforeFormSubmit', list, formArgument(), list);
    emit('onFormSubmit', list, formArgument(), list);
    try {
      form?.dispatchEvent(new CustomEvent('hsvalidatedsubmit', { bubbles: true, detail: { values: list } }));
    } catch (error) {
      console.warn('[forms-embed] could not dispatch hsvalidatedsubmit', error);
    }
    removeAddedValues?.();
    return isRecord(extra) ? extra : {};
  };

  return {
    notify,
    emit,
    beforeSubmit,
    formArgument,
  };
}
