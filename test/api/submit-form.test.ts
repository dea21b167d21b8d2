import { http, HttpResponse, type JsonBodyType } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { formsApi } from '../../src/api';
import { APP_VERSION } from '../../src/api/app-version';
import { submitForm, SUBMIT_TIMEOUT_MS, type SubmitFormParams } from '../../src/api/submit-form';
import { MOCK_HOST, useMockFormsHost } from './mock-forms-host';

const HOST = MOCK_HOST;
const PORTAL_ID = 123456;
const GUID = 'a1b2c3d4-0001-4000-8000-000000000001';
const PATH = `/submissions/v3/public/submit/formsnext/multipart/${PORTAL_ID}/${GUID}`;
const server = useMockFormsHost();

const params = (more: Partial<SubmitFormParams> = {}): SubmitFormParams => ({
  submissionsHost: HOST,
  portalId: PORTAL_ID,
  formGuid: GUID,
  values: [
    { name: 'email', value: 'ada@example.com' },
    { name: 'topics', value: 'a;c' },
    { name: 'LEGAL_CONSENT.processing', value: 'true' },
  ],
  files: [],
  hsContext: { pageUrl: 'https://site.test/page', hutk: 'cookie-123', correlationId: 'key-1', source: 'forms-embed' },
  idempotencyKey: 'key-1',
  ...more,
});

interface Seen {
  method: string;
  url: URL;
  headers: Headers;
  form: FormData;
}

/** Answers the submit call with `body` (JSON unless a string) and records what it was sent. */
function answer(body: unknown, init: ResponseInit = {}) {
  const seen: Seen[] = [];
  server.use(
    http.all(`${HOST}${PATH}`, async ({ request }) => {
      seen.push({ method: request.method, url: new URL(request.url), headers: request.headers, form: await request.formData() });
      return typeof body === 'string' ? new HttpResponse(body, init) : HttpResponse.json(body as JsonBodyType, init);
    }),
  );
  return seen;
}

/**
 * A `File` as another window hands it over: the built-in tag, the shape and the bytes of a file,
 * but not this window's `Blob` class (what a framed form's chosen file is to the page).
 */
function fileOfAnotherWindow(file: File): File {
  return {
    [Symbol.toStringTag]: 'File',
    name: file.name,
    size: file.size,
    type: file.type,
    lastModified: file.lastModified,
    slice: file.slice.bind(file),
    stream: () => file.stream(),
    arrayBuffer: () => file.arrayBuffer(),
    text: () => file.text(),
  } as unknown as File;
}

const stored = { conversionId: 'conv-42', formGuid: GUID, inlineMessage: '<p>Thanks</p>' };

describe('submitForm (spec 7.7)', () => {
  it('POSTs to {host}/submissions/v3/public/submit/formsnext/multipart/{portalId}/{formGuid} with the app parameters', async () => {
    const seen = answer(stored);
    await submitForm(params());
    expect(seen).toHaveLength(1);
    const [call] = seen;
    expect(call?.method).toBe('POST');
    expect(call?.url.origin + (call?.url.pathname ?? '')).toBe(`${HOST}${PATH}`);
    expect([...(call?.url.searchParams ?? [])]).toEqual([
      ['hs_static_app', 'forms-embed'],
      ['hs_static_app_version', APP_VERSION],
    ]);
  });

  it('sends multipart form data: one part per value, then hs_context as JSON', async () => {
    const seen = answer(stored);
    await submitForm(params());
    const call = seen[0]!;
    expect(call.headers.get('content-type')).toMatch(/^multipart\/form-data; boundary=/);
    expect([...call.form.keys()]).toEqual(['email', 'topics', 'LEGAL_CONSENT.processing', 'hs_context']);
    expect(call.form.get('email')).toBe('ada@example.com');
    expect(call.form.get('topics')).toBe('a;c');
    expect(call.form.get('LEGAL_CONSENT.processing')).toBe('true');
    expect(JSON.parse(String(call.form.get('hs_context')))).toEqual(params().hsContext);
    expect(call.form.has('g-recaptcha-response')).toBe(false);
  });

  it('sends the Idempotency-Key header', async () => {
    const seen = answer(stored);
    await submitForm(params({ idempotencyKey: 'f3b1c2d4-idem' }));
    expect(seen[0]?.headers.get('Idempotency-Key')).toBe('f3b1c2d4-idem');
  });

  it('sends a chosen file as a file part with its name and content', async () => {
    const seen = answer(stored);
    const cv = new File(['%PDF-1.4 hello'], 'cv.pdf', { type: 'application/pdf' });
    await submitForm(params({ files: [{ name: 'resume', file: cv }] }));
    const part = seen[0]?.form.get('resume');
    expect(part).toBeInstanceOf(Blob);
    const file = part as File;
    expect(file.name).toBe('cv.pdf');
    expect(file.type).toBe('application/pdf');
    expect(await file.text()).toBe('%PDF-1.4 hello');
  });

  it("sends a file made by another window (the isolated frame's), which is not this window's Blob", async () => {
    const seen = answer(stored);
    const cv = new File(['%PDF-1.4 framed'], 'cv.pdf', { type: 'application/pdf' });
    const framed = fileOfAnotherWindow(cv);
    expect(framed instanceof Blob).toBe(false);
    const result = await submitForm(params({ files: [{ name: 'resume', file: framed }] }));
    expect(result.ok).toBe(true);
    const part = seen[0]?.form.get('resume') as File;
    expect(part.name).toBe('cv.pdf');
    expect(await part.text()).toBe('%PDF-1.4 framed');
  });

  it('sends nothing when a file is not one the browser can send, and names its field', async () => {
    const seen = answer(stored);
    const shaped = { name: 'cv.pdf', size: 8, type: 'application/pdf' } as unknown as File;
    const result = await submitForm(params({ files: [{ name: 'resume', file: shaped }] }));
    expect(result).toEqual({ ok: false, error: { kind: 'unsendable', fieldNames: ['resume'] } });
    // The call resolved without a request: nothing of the submission went out.
    expect(seen).toEqual([]);
  });

  it('sends the captcha token as g-recaptcha-response when given', async () => {
    const seen = answer(stored);
    await submitForm(params({ captchaToken: 'token-1' }));
    expect(seen[0]?.form.get('g-recaptcha-response')).toBe('token-1');
  });

  it('encodes the portal id and guid into the path', async () => {
    const seen: string[] = [];
    server.use(
      http.post(`${HOST}/submissions/v3/public/submit/formsnext/multipart/:portal/:guid`, ({ request }) => {
        seen.push(new URL(request.url).pathname);
        return HttpResponse.json(stored);
      }),
    );
    await submitForm(params({ portalId: '42', formGuid: 'a b/c' }));
    expect(seen).toEqual(['/submissions/v3/public/submit/formsnext/multipart/42/a%20b%2Fc']);
  });

  it('reads a 200 JSON answer as ok with the conversionId and the rest of the answer', async () => {
    answer({ ...stored, redirectUrl: 'https://site.test/thanks', formSubmissionWarning: 'PORTAL_MIGRATION' });
    expect(await submitForm(params())).toEqual({
      ok: true,
      value: { ...stored, redirectUrl: 'https://site.test/thanks', formSubmissionWarning: 'PORTAL_MIGRATION' },
    });
  });

  it("fills a missing formGuid with the form's and a missing conversionId with ''", async () => {
    answer({});
    expect(await submitForm(params())).toEqual({ ok: true, value: { conversionId: '', formGuid: GUID } });
  });

  it('reads a 400 JSON body as {kind: answered} with its status and body', async () => {
    const body = {
      formSubmissionError: 'MISSING_REQUIRED_FIELDS',
      validationResults: [{ fieldName: 'email', formSubmissionValidationType: 'REQUIRED_FIELD' }],
    };
    answer(body, { status: 400 });
    expect(await submitForm(params())).toEqual({ ok: false, error: { kind: 'answered', status: 400, body } });
  });

  it('reads an error body that is not a JSON object as an empty body', async () => {
    for (const body of ['<html>Bad gateway</html>', '[1,2]', 'null', '']) {
      answer(body, { status: 502 });
      expect(await submitForm(params())).toEqual({ ok: false, error: { kind: 'answered', status: 502, body: {} } });
    }
  });

  it('passes a 429 Retry-After of 3 seconds on as retryAfterMs 3000', async () => {
    answer({ formSubmissionError: 'TOO_MANY_REQUESTS' }, { status: 429, headers: { 'Retry-After': '3' } });
    expect(await submitForm(params())).toEqual({
      ok: false,
      error: { kind: 'answered', status: 429, body: { formSubmissionError: 'TOO_MANY_REQUESTS' }, retryAfterMs: 3000 },
    });
  });

  it('gives no retryAfterMs without a Retry-After header', async () => {
    answer({}, { status: 503 });
    const result = await submitForm(params());
    expect(result).toEqual({ ok: false, error: { kind: 'answered', status: 503, body: {} } });
  });

  it('gives {kind: unreachable} on a network error', async () => {
    server.use(http.post(`${HOST}${PATH}`, () => HttpResponse.error()));
    expect(await submitForm(params())).toEqual({ ok: false, error: { kind: 'unreachable' } });
  });

  it(`gives {kind: unreachable} after SUBMIT_TIMEOUT_MS (${SUBMIT_TIMEOUT_MS} ms) without an answer`, async () => {
    expect(SUBMIT_TIMEOUT_MS).toBe(30_000);
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    server.use(http.post(`${HOST}${PATH}`, () => new Promise<never>(() => {})));
    let settled: unknown;
    const pending = submitForm(params()).then((result) => {
      settled = result;
      return result;
    });
    await vi.advanceTimersByTimeAsync(SUBMIT_TIMEOUT_MS - 1);
    expect(settled).toBeUndefined();
    await vi.advanceTimersByTimeAsync(1);
    expect(await pending).toEqual({ ok: false, error: { kind: 'unreachable' } });
  });

  it('gives {kind: unreachable} for a 200 whose body is not a JSON object', async () => {
    for (const body of ['[1,2]', '"stored"', 'true', 'null', '', '<html>ok</html>']) {
      answer(body, { status: 200 });
      expect(await submitForm(params())).toEqual({ ok: false, error: { kind: 'unreachable' } });
    }
  });

  it('gives {kind: unreachable} when the caller aborts', async () => {
    server.use(http.post(`${HOST}${PATH}`, () => new Promise<never>(() => {})));
    const controller = new AbortController();
    const pending = submitForm(params(), controller.signal);
    controller.abort();
    expect(await pending).toEqual({ ok: false, error: { kind: 'unreachable' } });
  });

  it('is the submitForm of the api the store is given', () => {
    expect(formsApi.submitForm).toBe(submitForm);
  });
});
