/** The callbacks of spec section 3, as site owners pass them to `hbspt.forms.create`. */
export const CALLBACK_NAMES = [
  'onBeforeFormInit', 'onBeforeValidationInit', 'onReady', 'onFormReady', 'onFormFailedValidation',
  'onFormDefinitionFetchSuccess', 'onFormDefinitionFetchError', 'onBeforeFormSubmit', 'onFormSubmit',
  'onFormSubmitted', 'onAnalyticEvent', 'onFormError', 'onRenderError', 'onPageChange',
  'getExtraMetaDataBeforeSubmit',
] as const;

export type CallbackName = (typeof CALLBACK_NAMES)[number];
export type FormCallbacks = Partial<Record<CallbackName, (...args: unknown[]) => unknown>>;

/** Runs a site owner's callback; an exception in it is logged and never breaks the form. */
export function invokeCallback(callbacks: FormCallbacks, name: CallbackName, ...args: unknown[]): unknown {
  const callback = callbacks[name];
  if (!callback) return undefined;
  try {
    return callback(...args);
  } catch (error) {
    console.error(`[forms-embed] ${name} callback threw:`, error);
    return undefined;
  }
}

/** `$form` for callbacks: jQuery-wrapped when jQuery is on the page, else the form element. */
export function callbackFormArgument(win: Window, form: HTMLFormElement): unknown {
  const jQuery = (win as Window & { jQuery?: (element: Element) => unknown }).jQuery;
  return typeof jQuery === 'function' ? jQuery(form) : form;
}

/**
 * Posts `{type: 'hsFormCallback', eventName, id, data}` to the embed's own window, addressed to
 * its own origin (never '*'), as existing listeners expect.
 */
export function postFormCallbackMessage(win: Window, eventName: string, formGuid: string, data?: unknown): void {
  try {
    const origin = win.location.origin;
    const target = origin && origin !== 'null' ? origin : '/';
    win.postMessage({ type: 'hsFormCallback', eventName, id: formGuid, data }, target);
  } catch (error) {
    console.warn('[forms-embed] could not post the form callback message', error);
  }
}
