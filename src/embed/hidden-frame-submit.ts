import { jsonText } from '../core/json-text';
import { SUBMIT_TIMEOUT_MS, type SubmitFormParams, type submitForm } from '../api/submit-form';
import { withAppParameters } from '../api/request';
import { frameResultOf, frameResultOutcome } from '../core/submission/frame-result';
import { err } from '../core/result';
import { isSendableFile } from '../core/sendable-file';
import {
  CAPTCHA_RESPONSE_FIELD,
  HS_CONTEXT_FIELD,
  IDEMPOTENCY_FIELD,
  PAGE_ORIGIN_FIELD,
  submitUrl,
} from '../core/submission/submit-wire';

function originOf(url: string): string | undefined {
  try {
    return new URL(url).origin;
  } catch {
    return undefined;
  }
}

/** A post form, or the fields whose chosen files it could not carry (the post then does not go out). */
type PostForm = { ok: true; post: HTMLFormElement } | { ok: false; fieldNames: string[] };

/**
 * A file input holding one chosen file, or undefined when this browser cannot put a file in one.
 * The file may come from the form's own window (a framed form's `File` is not the page's): it
 * is checked by shape, and the window's `DataTransfer` takes a `File` of any same-origin window.
 */
function fileInput(doc: Document, name: string, file: unknown): HTMLInputElement | undefined {
  const Transfer = doc.defaultView?.DataTransfer;
  if (!Transfer || !isSendableFile(file)) return undefined;
  try {
    const transfer = new Transfer();
    transfer.items.add(file);
    const input = doc.createElement('input');
    input.type = 'file';
    input.name = name;
    input.files = transfer.files;
    return input.files?.length === 1 ? input : undefined;
  } catch {
    return undefined;
  }
}

/** A hidden input per value, a file input per chosen file, the wire fields of a native post. */
function buildPostForm(doc: Document, params: SubmitFormParams, frameName: string, pageOrigin: string): PostForm {
  const post = doc.createElement('form');
  post.method = 'post';
  post.enctype = 'multipart/form-data';
  post.action = withAppParameters(submitUrl(params.submissionsHost, params.portalId, params.formGuid));
  post.target = frameName;
  post.hidden = true;
  const add = (name: string, value: string) => {
    const input = doc.createElement('input');
    input.type = 'hidden';
    input.name = name;
    input.value = value;
    post.appendChild(input);
  };
  // The wire fields first: the host reads who is asking before the values.
  add(IDEMPOTENCY_FIELD, params.idempotencyKey);
  add(PAGE_ORIGIN_FIELD, pageOrigin);
  for (const { name, value } of params.values) add(name, value);
  const unsendable: string[] = [];
  for (const { name, file } of params.files) {
    const input = fileInput(doc, name, file);
    if (input) post.appendChild(input);
    else unsendable.push(name);
  }
  // Never a post without a file the visitor chose: nothing goes out, the field says why.
  if (unsendable.length > 0) return { ok: false, fieldNames: unsendable };
  add(HS_CONTEXT_FIELD, jsonText(params.hsContext));
  if (params.captchaToken) add(CAPTCHA_RESPONSE_FIELD, params.captchaToken);
  return { ok: true, post };
}

/** How long a send waits for the form's hidden frame, which the form adds once it is first painted (`ui/SubmitFrame.tsx`). */
const FRAME_WAIT_MS = 2000;

/** The iframe named `name` in the form's document, if there is one. */
function frameNamed(form: HTMLFormElement, name: string): HTMLIFrameElement | undefined {
  const found = name ? form.ownerDocument.getElementsByName(name)[0] : undefined;
  return found?.tagName === 'IFRAME' ? (found as HTMLIFrameElement) : undefined;
}

/**
 * The hidden frame, once the form has added it (a send right after the form took the host's
 * markup over comes before it): none after `FRAME_WAIT_MS`, or once the send is aborted.
 */
function frameAdded(form: HTMLFormElement, name: string, signal: AbortSignal | undefined): Promise<HTMLIFrameElement | undefined> {
  const Observer = form.ownerDocument.defaultView?.MutationObserver;
  if (!Observer) return Promise.resolve(undefined);
  return new Promise((resolve) => {
    const done = (frame: HTMLIFrameElement | undefined) => {
      observer.disconnect();
      clearTimeout(timer);
      signal?.removeEventListener('abort', onAbort);
      resolve(frame);
    };
    const onAbort = () => done(undefined);
    const observer = new Observer(() => {
      const frame = frameNamed(form, name);
      if (frame) done(frame);
    });
    observer.observe(form, { childList: true });
    const timer = setTimeout(onAbort, FRAME_WAIT_MS);
    signal?.addEventListener('abort', onAbort);
  });
}

/**
 * Sends one submission by a native post into the form's hidden frame (spec section 4
 * "Submission"), in the shape of `submitForm`, so the retry loop, backoff and outcome stay one
 * path: resolves with the first result message that passes `frameResultOf`, or like an
 * unanswered send after the fetch path's timeout (or when no frame is there to post into within
 * `FRAME_WAIT_MS`). `form` gives the visible form (in the page or in its isolated frame): its
 * `target` names the hidden frame, its `data-instance-id` the instance.
 */
export function submitInHiddenFrame(form: () => HTMLFormElement | null): typeof submitForm {
  return (params, signal) => {
    const visible = form();
    const frameName = visible?.getAttribute('target') ?? '';
    const frame = visible ? frameNamed(visible, frameName) : undefined;
    if (visible && frameName && !frame && !signal?.aborted) {
      return frameAdded(visible, frameName, signal).then((added) => (added ? postInto(visible, added, frameName, params, signal) : err({ kind: 'unreachable' })));
    }
    return postInto(visible, frame, frameName, params, signal);
  };
}

/** The native post into `frame` (named `frameName`), its result awaited. */
function postInto(
  visible: HTMLFormElement | null,
  frame: HTMLIFrameElement | undefined,
  frameName: string,
  params: SubmitFormParams,
  signal: AbortSignal | undefined,
): ReturnType<typeof submitForm> {
  const doc = visible?.ownerDocument;
  const win = doc?.defaultView;
  const origin = originOf(params.submissionsHost);
  if (!visible || !doc || !win || !frame || !origin || signal?.aborted) return Promise.resolve(err({ kind: 'unreachable' }));
  const instanceId = visible.dataset.instanceId ?? '';
  const expected = { frame: frame.contentWindow, origin, formGuid: params.formGuid, instanceId };
  return new Promise((resolve) => {
    const finish = (outcome: Awaited<ReturnType<typeof submitForm>>) => {
      win.removeEventListener('message', onMessage);
      signal?.removeEventListener('abort', onAbort);
      clearTimeout(timer);
      resolve(outcome);
    };
    const onMessage = (event: MessageEvent) => {
      const result = frameResultOf(event, expected);
      if (result) finish(frameResultOutcome(result));
    };
    const onAbort = () => finish(err({ kind: 'unreachable' }));
    const timer = setTimeout(onAbort, SUBMIT_TIMEOUT_MS);
    win.addEventListener('message', onMessage);
    signal?.addEventListener('abort', onAbort);
    try {
      // The window the hidden frame answers to (a framed form's frame inherits the page's origin).
      const built = buildPostForm(doc, params, frameName, win.origin);
      if (!built.ok) {
        finish(err({ kind: 'unsendable', fieldNames: built.fieldNames }));
        return;
      }
      doc.body.appendChild(built.post);
      built.post.submit();
      built.post.remove();
    } catch {
      // A post the browser refuses to send: like a send that went nowhere.
      onAbort();
    }
  });
}
