// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SUBMIT_TIMEOUT_MS, type SubmitFormParams } from '../../src/api/submit-form';
import type { FrameResultWire } from '../../src/core/submission/submit-wire';
import { submitInHiddenFrame } from '../../src/embed/hidden-frame-submit';

const SUBMISSIONS_HOST = 'https://forms.example';
/** jsdom's page (vitest's default URL). */
const PAGE_ORIGIN = window.origin;
const FORM_GUID = 'a1b2c3d4-0017-4000-8000-000000000017';
const INSTANCE = 'instance-1';
const FRAME_NAME = `target_iframe_${FORM_GUID}_${INSTANCE}`;

const PARAMS: SubmitFormParams = {
  submissionsHost: SUBMISSIONS_HOST,
  portalId: 123456,
  formGuid: FORM_GUID,
  values: [
    { name: 'firstname', value: 'Ada' },
    { name: 'interests', value: 'product;events' },
  ],
  files: [],
  hsContext: { formInstanceId: INSTANCE, pageUrl: 'https://site.example/contact' },
  captchaToken: 'captcha-token',
  idempotencyKey: 'key-1',
};

const RESULT: FrameResultWire = { accepted: true, formGuid: FORM_GUID, instanceId: INSTANCE, conversionId: 'conversion-1', inlineMessage: 'Thanks', status: 200 };

/** What the native post sent: the form's attributes and fields, and whether it was in the page. */
interface Posted {
  action: string;
  method: string;
  enctype: string;
  target: string;
  connected: boolean;
  hidden: boolean;
  fields: [string, string][];
}

let posts: Posted[];
let form: HTMLFormElement;
let frame: HTMLIFrameElement;

beforeEach(() => {
  posts = [];
  vi.spyOn(HTMLFormElement.prototype, 'submit').mockImplementation(function (this: HTMLFormElement) {
    posts.push({
      action: this.action,
      method: this.method,
      enctype: this.enctype,
      target: this.target,
      connected: this.isConnected,
      hidden: this.hidden,
      fields: [...this.querySelectorAll('input')].map((input) => [input.name, input.value]),
    });
  });
  form = document.createElement('form');
  form.setAttribute('target', FRAME_NAME);
  form.dataset.instanceId = INSTANCE;
  frame = document.createElement('iframe');
  frame.name = FRAME_NAME;
  form.appendChild(frame);
  document.body.appendChild(form);
});

afterEach(() => {
  document.body.innerHTML = '';
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const sender = () => submitInHiddenFrame(() => form);

/** Posts a message to the page as if `source` sent it from `origin`. */
function postToPage(data: unknown, { source = frame.contentWindow, origin = SUBMISSIONS_HOST }: { source?: Window | null; origin?: string } = {}) {
  window.dispatchEvent(new MessageEvent('message', { data, origin, source }));
}

describe('submitInHiddenFrame', () => {
  it('posts every value natively into the hidden frame, with the wire fields, then removes the post form', async () => {
    const sending = sender()(PARAMS);
    expect(posts).toHaveLength(1);
    const [post] = posts;
    // The fetch path's URL, with the app parameters every call carries.
    expect(post?.action.startsWith(`${SUBMISSIONS_HOST}/submissions/v3/public/submit/formsnext/multipart/123456/${FORM_GUID}?hs_static_app=`)).toBe(true);
    expect(post).toMatchObject({
      method: 'post',
      enctype: 'multipart/form-data',
      target: FRAME_NAME,
      connected: true,
      hidden: true,
    });
    expect(post?.fields).toEqual([
      ['hs_idempotency_key', 'key-1'],
      ['hs_page_origin', PAGE_ORIGIN],
      ['firstname', 'Ada'],
      ['interests', 'product;events'],
      ['hs_context', JSON.stringify(PARAMS.hsContext)],
      ['g-recaptcha-response', 'captcha-token'],
    ]);
    // Gone at once: the browser has the request; the visible form is all that stays.
    expect(document.querySelectorAll('form')).toHaveLength(1);
    postToPage(RESULT);
    expect(await sending).toEqual({ ok: true, value: { conversionId: 'conversion-1', formGuid: FORM_GUID, inlineMessage: 'Thanks' } });
  });

  it("posts a chosen file in a file input, a file of the form's window included", async () => {
    const other = document.createElement('iframe');
    document.body.appendChild(other);
    const framed = new (other.contentWindow as Window & typeof globalThis).File(['%PDF'], 'cv.pdf', { type: 'application/pdf' });
    const attached: File[] = [];
    // jsdom has no DataTransfer, and its file inputs take only its own lists: both stand in here.
    class FakeTransfer {
      items = { add: (file: File) => void attached.push(file) };
      get files() {
        return { length: attached.length, 0: attached[0] } as unknown as FileList;
      }
    }
    vi.stubGlobal('DataTransfer', FakeTransfer);
    const fileInputs: [string, number][] = [];
    vi.spyOn(HTMLInputElement.prototype, 'files', 'set').mockImplementation(function (this: HTMLInputElement, files: FileList | null) {
      fileInputs.push([this.name, files?.length ?? 0]);
    });
    vi.spyOn(HTMLInputElement.prototype, 'files', 'get').mockImplementation(function (this: HTMLInputElement) {
      return fileInputs.some(([name]) => name === this.name) ? ({ length: 1 } as FileList) : null;
    });
    const sending = sender()({ ...PARAMS, files: [{ name: 'resume', file: framed }] });
    expect(attached).toEqual([framed]);
    expect(fileInputs).toEqual([['resume', 1]]);
    expect(posts).toHaveLength(1);
    expect(posts[0]?.fields.map(([name]) => name)).toContain('resume');
    postToPage(RESULT);
    expect((await sending).ok).toBe(true);
  });

  it('posts nothing when a chosen file cannot be put in a file input, and names its field', async () => {
    // jsdom, like a browser without DataTransfer, has no way to put a file in a file input.
    expect('DataTransfer' in window).toBe(false);
    const result = await sender()({ ...PARAMS, files: [{ name: 'resume', file: new File(['x'], 'x.txt') }] });
    expect(result).toEqual({ ok: false, error: { kind: 'unsendable', fieldNames: ['resume'] } });
    expect(posts).toEqual([]);
  });

  it('posts nothing for a file-shaped value that is not a file', async () => {
    vi.stubGlobal('DataTransfer', class {});
    const shaped = { name: 'cv.pdf', size: 4, type: 'application/pdf' } as unknown as File;
    const result = await sender()({ ...PARAMS, files: [{ name: 'resume', file: shaped }] });
    expect(result).toEqual({ ok: false, error: { kind: 'unsendable', fieldNames: ['resume'] } });
    expect(posts).toEqual([]);
  });

  it('ignores forged results (another window, origin, form or instance) and resolves with the real one', async () => {
    const sending = sender()(PARAMS);
    const other = document.createElement('iframe');
    document.body.appendChild(other);
    postToPage({ ...RESULT, conversionId: 'forged-source' }, { source: other.contentWindow });
    postToPage({ ...RESULT, conversionId: 'forged-page' }, { source: window });
    postToPage({ ...RESULT, conversionId: 'forged-origin' }, { origin: 'https://attacker.example' });
    postToPage({ ...RESULT, conversionId: 'forged-guid', formGuid: 'a1b2c3d4-0001-4000-8000-000000000001' });
    postToPage({ ...RESULT, conversionId: 'forged-instance', instanceId: 'instance-2' });
    postToPage({ formGuid: FORM_GUID, instanceId: INSTANCE, conversionId: 'no-flag' });
    postToPage({ ...RESULT, accepted: false, status: 400, formSubmissionError: 'BLOCKED_EMAIL' });
    expect(await sending).toEqual({ ok: false, error: { kind: 'answered', status: 400, body: { formSubmissionError: 'BLOCKED_EMAIL' } } });
  });

  it('counts no result within the send timeout as an unanswered send, and stops listening', async () => {
    vi.useFakeTimers();
    const removed = vi.spyOn(window, 'removeEventListener');
    const sending = sender()(PARAMS);
    await vi.advanceTimersByTimeAsync(SUBMIT_TIMEOUT_MS - 1);
    expect(removed).not.toHaveBeenCalledWith('message', expect.any(Function));
    await vi.advanceTimersByTimeAsync(1);
    expect(await sending).toEqual({ ok: false, error: { kind: 'unreachable' } });
    expect(removed).toHaveBeenCalledWith('message', expect.any(Function));
  });

  it('each send listens once and stops when its result came', async () => {
    const added = vi.spyOn(window, 'addEventListener');
    const removed = vi.spyOn(window, 'removeEventListener');
    const sending = sender()(PARAMS);
    postToPage(RESULT);
    await sending;
    const listeners = added.mock.calls.filter(([type]) => type === 'message').map(([, listener]) => listener);
    expect(listeners).toHaveLength(1);
    expect(removed).toHaveBeenCalledWith('message', listeners[0]);
  });

  it('ends like an unanswered send when the form goes away mid-send', async () => {
    const controller = new AbortController();
    const sending = sender()(PARAMS, controller.signal);
    controller.abort();
    expect(await sending).toEqual({ ok: false, error: { kind: 'unreachable' } });
  });

  it('waits for the hidden frame the form adds once painted, then posts into it', async () => {
    frame.remove();
    const sending = sender()(PARAMS);
    await Promise.resolve();
    expect(posts).toHaveLength(0);
    form.appendChild(frame);
    await vi.waitFor(() => expect(posts).toHaveLength(1));
    expect(posts[0]?.target).toBe(FRAME_NAME);
    postToPage(RESULT);
    expect(await sending).toMatchObject({ ok: true });
  });

  it('posts nothing when the form has no hidden frame to post into within 2 s', async () => {
    vi.useFakeTimers();
    frame.remove();
    const sending = sender()(PARAMS);
    await vi.advanceTimersByTimeAsync(1999);
    expect(posts).toHaveLength(0);
    await vi.advanceTimersByTimeAsync(1);
    expect(await sending).toEqual({ ok: false, error: { kind: 'unreachable' } });
    expect(posts).toHaveLength(0);
  });

  it('stops waiting for the hidden frame when the send is aborted', async () => {
    frame.remove();
    const controller = new AbortController();
    const sending = sender()(PARAMS, controller.signal);
    controller.abort();
    expect(await sending).toEqual({ ok: false, error: { kind: 'unreachable' } });
    form.appendChild(frame);
    // Past the frame's mutation record and every promise it would have settled.
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(posts).toHaveLength(0);
  });
});
