import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CAPTCHA_RESPONSE_FIELD, HS_CONTEXT_FIELD, IDEMPOTENCY_FIELD, IDEMPOTENCY_HEADER, PAGE_ORIGIN_FIELD } from '../../../../../src/core/submission/submit-wire.js';
import { fuzzText, HUGE_LENGTH } from '../../../../store/wire-definition-arbitrary';
import { CONTACT_VALUES, CONTEXT, postedBy, storedRows, submitPath } from '../../../helpers/submissions.js';
import { FORMS, rawRequest, startTestHost, type RawResponse, type TestHost } from '../../../helpers/test-host.js';

/**
 * Fuzzed bodies posted to the submit route (server/routes/public/submit/submit-form.ts): whatever a client
 * sends, the host answers below 500, and stores a row only for a submission it accepted.
 */

let testHost: TestHost;
let base: string;

beforeAll(async () => {
  testHost = await startTestHost({ sitePort: undefined });
  base = testHost.host.url;
});
afterAll(() => testHost.stop());

/** Where the key goes: the header, the native-post field, both, neither, or a header no key matches. */
type KeyPlace = 'header' | 'field' | 'both' | 'none' | 'badHeader';

/** Stands for the run's own idempotency key in a generated part; replaced when the body is built. */
const KEY = Symbol('key');

interface Part {
  name: string;
  value: string | Buffer | typeof KEY;
  /** A file part. */
  filename?: string;
  contentType?: string;
}

type BodySpec =
  | { kind: 'multipart'; parts: Part[]; boundary: string; headerBoundary: string; ending: 'proper' | 'missing' | 'truncated'; contentType: 'form-data' | 'mixed' | 'noBoundary' | 'none' }
  | { kind: 'raw'; bytes: Buffer | string; contentType: string | undefined };

interface FuzzedRequest {
  formId: string;
  keyPlace: KeyPlace;
  body: BodySpec;
}

/** A lone surrogate as a careless encoder writes it (WTF-8): no valid UTF-8 decoder accepts these bytes. */
const LONE_SURROGATE_BYTES = Buffer.from([0xed, 0xa0, 0x80]);

const deepJson = fc.constantFrom(1000, 100_000).map((depth) => '['.repeat(depth) + ']'.repeat(depth));

const partValue: fc.Arbitrary<Part['value']> = fc.oneof(
  { arbitrary: fuzzText, weight: 6 },
  { arbitrary: fc.constantFrom('Ada', 'ada@analytical-engines.co.uk', 'not an email', '', ' '), weight: 3 },
  { arbitrary: fc.constantFrom('x'.repeat(HUGE_LENGTH), '\ud800'.repeat(70_000), 'y'.repeat(65_536), 'z'.repeat(65_535)), weight: 1 },
  { arbitrary: fc.constantFrom(LONE_SURROGATE_BYTES, Buffer.concat([Buffer.from('Ada'), LONE_SURROGATE_BYTES]), Buffer.from([0xff, 0xfe, 0x00])), weight: 1 },
  { arbitrary: fc.uint8Array({ maxLength: 64 }).map((bytes) => Buffer.from(bytes)), weight: 1 },
  { arbitrary: fc.constant(KEY), weight: 1 },
);

const contextValue: fc.Arbitrary<Part['value']> = fc.oneof(
  fc.constant(JSON.stringify(CONTEXT)),
  fc.constantFrom('{', '', 'null', '[]', '"text"', '{"pageUrl":5}', '{"pageUrl":"\\ud800"}', '{"__proto__":{"polluted":true},"pageUrl":"https://x.example/"}'),
  deepJson,
  fc.jsonValue({ maxDepth: 3 }).map((value) => JSON.stringify(value) ?? 'null'),
  partValue,
);

const partName = fc.oneof(
  { arbitrary: fc.constantFrom(...Object.keys(CONTACT_VALUES)), weight: 4 },
  { arbitrary: fc.constantFrom('__proto__', 'constructor', 'toString', CAPTCHA_RESPONSE_FIELD, IDEMPOTENCY_FIELD, PAGE_ORIGIN_FIELD, 'attachment', 'interests', ''), weight: 2 },
  { arbitrary: fc.constantFrom('n'.repeat(201), 'a"b', 'line\r\nbreak', 'é\u202e'), weight: 1 },
  { arbitrary: fuzzText, weight: 1 },
);

const part: fc.Arbitrary<Part> = fc.oneof(
  { arbitrary: fc.record({ name: partName, value: partValue }), weight: 8 },
  { arbitrary: fc.record({ name: fc.constant(HS_CONTEXT_FIELD), value: contextValue }), weight: 2 },
  { arbitrary: fc.record({ name: fc.constant(PAGE_ORIGIN_FIELD), value: fc.constantFrom<Part['value']>('https://www.site-owner.example', '*', 'null', 'javascript:1', 'https://a.example/path') }), weight: 1 },
  {
    arbitrary: fc.record({
      name: fc.constantFrom('attachment', 'firstname', '__proto__'),
      value: fc.uint8Array({ maxLength: 256 }).map((bytes) => Buffer.from(bytes)),
      filename: fc.constantFrom('cv.pdf', '../../etc/passwd', '\u202efdp.exe', '', '.', 'é'.repeat(300), 'a\\b/c'),
      contentType: fc.constantFrom('application/pdf', 'text/html', ''),
    }),
    weight: 1,
  },
);

/** The contact form's values that pass, sometimes, so some runs are stored and their rows counted. */
const valid = Object.entries(CONTACT_VALUES).map(([name, value]): Part => ({ name, value }));

/** How the parts are framed: half the time as a browser frames them, else broken in some way. */
const framing = fc.oneof(
  fc.constant({ headerBoundary: 'same', ending: 'proper' as const, contentType: 'form-data' as const }),
  fc.record({
    headerBoundary: fc.constantFrom('same', 'other', ''),
    ending: fc.constantFrom<'proper' | 'missing' | 'truncated'>('proper', 'missing', 'truncated'),
    contentType: fc.constantFrom<'form-data' | 'mixed' | 'noBoundary' | 'none'>('form-data', 'mixed', 'noBoundary', 'none'),
  }),
);

const multipart: fc.Arbitrary<BodySpec> = fc
  .record({
    base: fc.constantFrom<Part[]>([], valid, valid, valid.slice(0, 3)),
    extra: fc.oneof(
      { arbitrary: fc.array(part, { maxLength: 6 }), weight: 12 },
      { arbitrary: fc.constant(Array.from({ length: 1001 }, (_, index): Part => ({ name: `f${index}`, value: 'v' }))), weight: 1 },
    ),
    boundary: fc.constantFrom('----fuzz7MA4YWxkTrZu0gW', 'x', '-'.repeat(70), 'a b'),
    framing,
  })
  .map(({ base, extra, boundary, framing: { headerBoundary, ending, contentType } }) => ({ base, extra, boundary, headerBoundary, ending, contentType }))
  .map(({ base: parts, extra, boundary, headerBoundary, ending, contentType }) => ({
    kind: 'multipart' as const,
    parts: [...parts, ...extra],
    boundary,
    headerBoundary: headerBoundary === 'same' ? boundary : headerBoundary === 'other' ? 'not-the-boundary' : '',
    ending,
    contentType,
  }));

const contentType = fc.constantFrom(
  undefined, 'application/json', 'text/plain', 'application/x-www-form-urlencoded', 'multipart/form-data', 'multipart/form-data; boundary=',
  'multipart/form-data; boundary=zzz', 'multipart/form-data; charset=utf-8; boundary="q"', 'application/octet-stream', '*/*', 'MULTIPART/FORM-DATA; boundary=x',
);

const raw: fc.Arbitrary<BodySpec> = fc.record({
  kind: fc.constant('raw' as const),
  bytes: fc.oneof(
    fc.jsonValue({ maxDepth: 4 }).map((value) => JSON.stringify(value) ?? ''),
    fc.constantFrom('{"firstname":"Ada","email":"ada@analytical-engines.co.uk","message":"hi"}', '{"__proto__":{"polluted":1}}', '{', '', 'null', '\ud800'),
    deepJson,
    fc.constantFrom('firstname=Ada&email=ada%40x.example&message=hi', '%%%&&&==', 'a=' + 'b'.repeat(HUGE_LENGTH)),
    fc.uint8Array({ maxLength: 512 }).map((bytes) => Buffer.from(bytes)),
    fc.constant(Buffer.alloc(1_200_000, 0x61)),
  ),
  contentType,
});

const anyRequest: fc.Arbitrary<FuzzedRequest> = fc.record({
  formId: fc.constantFrom(FORMS.contact, FORMS.contact, FORMS.contact, FORMS.allFields, FORMS.consentSeparate, FORMS.dependentFields, FORMS.captcha, FORMS.rawHtmlMultiPage),
  keyPlace: fc.constantFrom<KeyPlace>('header', 'header', 'header', 'field', 'both', 'none', 'badHeader'),
  body: fc.oneof({ arbitrary: multipart, weight: 4 }, { arbitrary: raw, weight: 1 }),
});

/** A contact-form submission that passes its rules, with fuzzed extra fields: these reach the store. */
const storableRequest: fc.Arbitrary<FuzzedRequest> = fc.record({
  formId: fc.constant(FORMS.contact),
  keyPlace: fc.constantFrom<KeyPlace>('header', 'both', 'field'),
  body: fc
    .array(fc.record({ name: fc.constantFrom('__proto__', 'constructor', 'toString', 'notes', 'é\u202e', 'x'.repeat(200)), value: partValue }), { maxLength: 4 })
    .map((extra): BodySpec => ({
      kind: 'multipart',
      parts: [
        ...valid,
        { name: HS_CONTEXT_FIELD, value: JSON.stringify(CONTEXT) },
        { name: PAGE_ORIGIN_FIELD, value: 'https://www.site-owner.example' },
        ...extra,
      ],
      boundary: '----fuzz7MA4YWxkTrZu0gW',
      headerBoundary: '----fuzz7MA4YWxkTrZu0gW',
      ending: 'proper',
      contentType: 'form-data',
    })),
});

const fuzzedRequest = fc.oneof({ arbitrary: anyRequest, weight: 4 }, { arbitrary: storableRequest, weight: 1 });

const CRLF = '\r\n';

function partBytes(part: Part, key: string): Buffer {
  const value = part.value === KEY ? key : part.value;
  const file = part.filename === undefined ? '' : `; filename="${part.filename}"`;
  const type = part.contentType === undefined ? '' : `${CRLF}Content-Type: ${part.contentType}`;
  return Buffer.concat([Buffer.from(`Content-Disposition: form-data; name="${part.name}"${file}${type}${CRLF}${CRLF}`), Buffer.from(value)]);
}

/** The bytes and headers of a request, with the run's key put where the request says. */
function build(request: FuzzedRequest, key: string): { headers: Record<string, string>; body: Buffer } {
  const headers: Record<string, string> = {};
  if (request.keyPlace === 'header' || request.keyPlace === 'both') headers[IDEMPOTENCY_HEADER] = key;
  if (request.keyPlace === 'badHeader') headers[IDEMPOTENCY_HEADER] = 'not a key!';
  const { body } = request;
  if (body.kind === 'raw') {
    if (body.contentType !== undefined) headers['Content-Type'] = body.contentType;
    return { headers, body: Buffer.from(body.bytes) };
  }
  const parts = [...body.parts];
  if (request.keyPlace === 'field' || request.keyPlace === 'both') parts.unshift({ name: IDEMPOTENCY_FIELD, value: KEY });
  const delimiter = `--${body.boundary}`;
  const chunks: Buffer[] = [];
  for (const item of parts) chunks.push(Buffer.from(`${delimiter}${CRLF}`), partBytes(item, key), Buffer.from(CRLF));
  if (body.ending === 'proper') chunks.push(Buffer.from(`${delimiter}--${CRLF}`));
  let bytes = Buffer.concat(chunks);
  if (body.ending === 'truncated') bytes = bytes.subarray(0, Math.floor(bytes.length / 2));
  const typeByKind = {
    'form-data': `multipart/form-data; boundary=${body.headerBoundary.includes(' ') ? `"${body.headerBoundary}"` : body.headerBoundary}`,
    mixed: `multipart/mixed; boundary=${body.headerBoundary}`,
    noBoundary: 'multipart/form-data',
    none: undefined,
  };
  const type = typeByKind[body.contentType];
  if (type !== undefined) headers['Content-Type'] = type;
  return { headers, body: bytes };
}

const rowCount = () => storedRows(testHost.dataDir).length;
const rowsWithKey = (key: string) => storedRows(testHost.dataDir).filter((row) => row.idempotency_key === key);

/** Whether the host took the submission: a 2xx, or for a native post the page's own word. */
function accepted(res: RawResponse): boolean {
  if (res.status < 200 || res.status >= 300) return false;
  if (!String(res.headers['content-type'] ?? '').startsWith('text/html')) return true;
  const posted = postedBy(res.text);
  return posted.length === 1 && posted[0]?.message.accepted === true;
}

let run = 0;

describe('POST submissions/v3/public/submit/formsnext/multipart/{portalId}/{formGuid}: fuzzed bodies', () => {
  it('never answers 5xx, and stores one row for an accepted submission and none for a refused one', async () => {
    let acceptedRuns = 0;
    await fc.assert(
      fc.asyncProperty(fuzzedRequest, async (request) => {
        run += 1;
        const key = `fuzz-${run}-${Date.now()}`;
        const { headers, body } = build(request, key);
        const before = rowCount();
        const res = await rawRequest(base, submitPath(request.formId), { method: 'POST', headers, body });
        expect(res.status).toBeGreaterThanOrEqual(200);
        expect(res.status).toBeLessThan(500);
        if (accepted(res)) {
          acceptedRuns += 1;
          expect(rowsWithKey(key)).toHaveLength(1);
          expect(rowCount()).toBe(before + 1);
          expect(() => JSON.parse(rowsWithKey(key)[0]?.values_json ?? '') as unknown).not.toThrow();
        } else {
          expect(rowCount()).toBe(before);
        }
        expect(Object.keys(Object.prototype)).toEqual([]);
      }),
      { numRuns: 300 },
    );
    // The generator reaches the storing path too, not only the refusals.
    expect(acceptedRuns).toBeGreaterThan(0);
  }, 60_000);
});
