import { jsonText } from '../core/json-text';
import { SUBMIT_TIMEOUT_MS, type SubmitFormParams, type submitForm } from '../api/submit-form';
import { withAppParameters } from '../api/request';
import { frameResultOf, frameResultOutcome } from '../core/submission/frame-result';
import { err } from '../core/result';
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

/** A hidden input per value, a file input per chosen file, the wire fields of a native post. */
function buildPostForm(doc: Document, params: SubmitFormParams, frameName: string, pageOrigin: string): HTMLFormElement {
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
  const Transfer = doc.defaultView?.DataTransfer;
  for (const { name, file } of params.files) {
    // The visitor's files come from the form's own window (a framed form's File is not the page's).
    if (!Transfer) continue;
    const transfer = new Transfer();
    transfer.items.add(file as File);
    const input = doc.createElement('input');
    input.type = 'file';
    input.name = name;
    input.files = transfer.files;
    post.appendChild(input);
  }
  add(HS_CONTEXT_FIELD, jsonText(params.hsContext));
  if (params.captchaToken) add(CAPTCHA_RESPONSE_FIELD, params.captchaToken);
  return post;
}

/**
 * Sends one submission by a native post into the form's hidden frame (spec section 4
 * "Submission"), in the shape of `submitForm`, so the retry loop, backoff and outcome stay one
 * path: resolves with the first result message that passes `frameResultOf`, or like an
 * unanswered send after the fetch path's timeout (or when there is no frame to post into).
 * `form` gives the visible form (in the page or in its isolated frame): its `target` names the
 * hidden frame, its `data-instance-id` the instance. Built into `embed-calls.js`.
 */
export function submitInHiddenFrame(form: () => HTMLFormElement | null): typeof submitForm {
  return (params, signal) => {
    const visible = form();
    const doc = visible?.ownerDocument;
    const win = doc?.defaultView;
    const frameName = visible?.getAttribute('target') ?? '';
    const frame = frameName ? doc?.getElementsByName(frameName)[0] : undefined;
    const origin = originOf(params.submissionsHost);
    if (!visible || !doc || !win || frame?.tagName !== 'IFRAME' || !origin || signal?.aborted) return Promise.resolve(err({ kind: 'unreachable' }));
    const instanceId = visible.dataset.instanceId ?? '';
    const expected = { frame: (frame as HTMLIFrameElement).contentWindow, origin, formGuid: params.formGuid, instanceId };
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
        const post = buildPostForm(doc, params, frameName, win.origin);
        doc.body.appendChild(post);
        post.submit();
        post.remove();
      } catch {
        // A value the browser refuses to post (a file it cannot attach): like a send that went nowhere.
        onAbort();
      }
    });
  };
}
