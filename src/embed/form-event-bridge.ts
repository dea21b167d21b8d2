import type { FormEvent } from '../store/form-events';
import { callbackFormArgument, invokeCallback, postFormCallbackMessage, type CallbackName, type FormCallbacks } from './callbacks';

export interface FormEventBridgeOptions {
  win: Window;
  callbacks: FormCallbacks;
  /** The form's instance key, sent with tracking events. */
  instanceKey: string;
  /** The form's `<form>` element once rendered (in the page or in its frame). */
  formElement(): HTMLFormElement | null;
}

/** The tracking queue a page's analytics script reads (spec 7.14). */
type TrackingQueue = { push(entry: unknown[]): unknown };

/**
 * Turns store events into the site owner's callbacks and `hsFormCallback` window messages (spec
 * section 4 "Lifecycle events", 7.15), and tracking-queue pushes. The one place that knows
 * which event calls which callback with which arguments.
 */
export function createFormEventBridge({ win, callbacks, instanceKey, formElement }: FormEventBridgeOptions) {
  let guid = '';
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
    switch (event.type) {
      case 'warning':
        console.warn(`[forms-embed] ${event.message}`);
        return;
      case 'definitionFetchSuccess':
        guid = event.definition.guid;
        formType = event.definition.formTypeNumber;
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
      case 'beforeValidation':
        emit('onBeforeValidationInit', undefined, formArgument());
        return;
      case 'failedValidation': {
        const problems = event.problems.map((problem) => ({ name: problem.fieldId, error: problem.message.key, page: problem.page }));
        emit('onFormFailedValidation', problems, formArgument(), problems);
        return;
      }
      case 'analytic':
        emit('onAnalyticEvent', { eventName: event.name }, { eventName: event.name, formGuid: guid });
        return;
    }
  };

  return {
    notify,
    emit,
    formArgument,
    /** The form's guid once its definition arrived (the form id until then). */
    setFormId(formId: string) {
      if (guid === '') guid = formId;
    },
  };
}
