import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { WireDefinitionResponse } from '../../../../src/core/definition/wire-types.js';
import { createAcceptSubmission, type SubmissionParts } from '../../../../server/domain/submissions/accept-submission.js';
import { submittableForm } from '../../../../server/domain/submissions/submittable-form.js';
import type { NewSubmission, SaveResult } from '../../../../server/storage/submission-store.js';
import { portalOriginsOf } from '../../../../server/domain/submissions/portal-origins.js';
import { spamChecks } from '../../../../server/domain/spam/spam-checks.js';
import { FORM_GUID, PORTAL_ID, wireDefinition, wireField, wireGroup } from '../../../store/wire-definition.js';

const SHOP = 'https://shop.example';
const NOW = Date.UTC(2026, 0, 15);
/** The host's spam checks; these tests send no time token (a stored row is spam, which none of them reads). */
const SPAM_CHECKS = spamChecks(Buffer.alloc(32, 7), () => NOW);

/** A form taking a required email, an optional note and a file; `captchaEnabled` and extra fields as given. */
function definition(options: { captchaEnabled?: boolean; requiredNote?: boolean; inlineMessage?: string } = {}): WireDefinitionResponse {
  return wireDefinition({
    groups: [
      wireGroup([wireField({ name: 'email', fieldType: 'text', required: true })]),
      wireGroup([wireField({ name: 'note', required: options.requiredNote === true })]),
      wireGroup([wireField({ name: 'attachment', fieldType: 'file' })]),
    ],
    form: { captchaEnabled: options.captchaEnabled === true, inlineMessage: options.inlineMessage ?? '<p>Thanks</p>' },
  }) as unknown as WireDefinitionResponse;
}

const liveForm = (latest = definition(), recent: { version: number; definition: WireDefinitionResponse }[] = []) =>
  submittableForm(PORTAL_ID, FORM_GUID, { latest: { version: 1 + recent.length, definition: latest }, recent });

/** A store that keeps what it is given, once per key. */
function memoryStore() {
  const saved: NewSubmission[] = [];
  return {
    saved,
    saveOnce(submission: NewSubmission): Promise<SaveResult> {
      const index = saved.findIndex((row) => row.idempotencyKey === submission.idempotencyKey);
      if (index >= 0) return Promise.resolve({ stored: false, conversionId: `conversion-${index + 1}`, spam: saved[index]?.spamReason != null });
      saved.push(submission);
      return Promise.resolve({ stored: true, conversionId: `conversion-${saved.length}`, spam: submission.spamReason != null });
    },
  };
}

let dataDir: string;
let stagingDir: string;
let store: ReturnType<typeof memoryStore>;

beforeEach(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'accept-submission-'));
  stagingDir = path.join(dataDir, 'uploads', '.incoming', 'this-request');
  store = memoryStore();
});
afterEach(() => rm(dataDir, { recursive: true, force: true }));

const accept = (options: { origins?: Record<string, string[]>; verifyCaptcha?: (token: string | undefined) => boolean } = {}) =>
  createAcceptSubmission({
    store,
    dataDir,
    portalOrigins: portalOriginsOf(options.origins),
    now: () => NOW,
    spamChecks: SPAM_CHECKS,
    ...(options.verifyCaptcha ? { verifyCaptcha: options.verifyCaptcha } : {}),
  });

/** Parts as the route hands them over: a valid email, no file unless `staged` writes one. */
function parts(overrides: Partial<SubmissionParts> = {}): SubmissionParts {
  return {
    fields: new Map([['email', 'ada@analytical-engines.co.uk']]),
    contextJson: JSON.stringify({ pageUrl: 'https://shop.example/contact' }),
    files: [],
    stagingDir,
    idempotencyKey: 'key-1',
    pageOrigin: SHOP,
    answerable: true,
    captchaToken: undefined,
    ...overrides,
  };
}

/** A file written to the staging folder, as the reader leaves it. */
async function staged(content = 'hello'): Promise<Pick<SubmissionParts, 'files'>> {
  await mkdir(stagingDir, { recursive: true });
  await writeFile(path.join(stagingDir, '1-notes.txt'), content);
  return { files: [{ field: 'attachment', name: 'notes.txt', storedName: '1-notes.txt', size: content.length, contentType: 'text/plain' }] };
}

describe('acceptSubmission', () => {
  it('stores an accepted submission with its files placed under uploads/{key}, and answers its conversion id', async () => {
    const outcome = await accept()(liveForm(), parts(await staged()));
    expect(outcome).toEqual({
      accepted: true,
      answer: { conversionId: 'conversion-1', formGuid: FORM_GUID, inlineMessage: '<p>Thanks</p>', automaticLinker: true },
    });
    expect(store.saved).toEqual([
      expect.objectContaining({
        idempotencyKey: 'key-1',
        portalId: PORTAL_ID,
        formId: FORM_GUID,
        values: { email: 'ada@analytical-engines.co.uk' },
        pageUrl: 'https://shop.example/contact',
        formVersion: 1,
        files: [{ field: 'attachment', name: 'notes.txt', size: 5, contentType: 'text/plain', path: 'uploads/key-1/1-notes.txt' }],
      }),
    ]);
    expect(await readFile(path.join(dataDir, 'uploads', 'key-1', '1-notes.txt'), 'utf8')).toBe('hello');
    expect(existsSync(stagingDir)).toBe(false);
  });

  it('answers a repeat of a stored key with the first conversion id, keeping the first upload', async () => {
    await accept()(liveForm(), parts(await staged('first')));
    const again = await accept()(liveForm(), parts(await staged('second')));
    expect(again).toMatchObject({ accepted: true, answer: { conversionId: 'conversion-1' } });
    expect(store.saved).toHaveLength(1);
    expect(await readFile(path.join(dataDir, 'uploads', 'key-1', '1-notes.txt'), 'utf8')).toBe('first');
    expect(existsSync(stagingDir)).toBe(false);
  });

  it.each([
    ['a page origin the portal does not list', { pageOrigin: 'https://elsewhere.example' }, 'originNotAllowed', { formSubmissionError: 'SUBMISSION_NOT_ALLOWED' }],
    ['no page origin for a portal that lists some', { pageOrigin: undefined }, 'originNotAllowed', { formSubmissionError: 'SUBMISSION_NOT_ALLOWED' }],
    ['no idempotency key', { idempotencyKey: undefined }, 'invalidKey', { status: 'error', message: expect.stringMatching(/^Idempotency-Key header must be/) }],
    ['a key with spaces', { idempotencyKey: 'two words' }, 'invalidKey', { status: 'error', message: expect.stringMatching(/^Idempotency-Key/) }],
    ['an outcome nobody could be told', { answerable: false }, 'unanswerable', { status: 'error', message: expect.stringMatching(/^hs_page_origin/) }],
    ['a missing required value', { fields: new Map([['email', '']]) }, 'invalidValues', { formSubmissionError: 'MISSING_REQUIRED_FIELDS', validationResults: [expect.objectContaining({ fieldName: 'email' })] }],
  ])('refuses %s, stores nothing and removes the staged files', async (_name, overrides, refusal, answer) => {
    const outcome = await accept({ origins: { [PORTAL_ID]: [SHOP] } })(liveForm(), parts({ ...(await staged()), ...overrides }));
    expect(outcome).toEqual({ accepted: false, refusal, answer });
    expect(store.saved).toEqual([]);
    expect(existsSync(stagingDir)).toBe(false);
    expect(existsSync(path.join(dataDir, 'uploads', 'key-1'))).toBe(false);
  });

  it("takes any page origin for a portal that lists none, and checks a listed portal's exactly", async () => {
    expect(await accept({ origins: { 999: [SHOP] } })(liveForm(), parts({ pageOrigin: undefined }))).toMatchObject({ accepted: true });
    expect(await accept({ origins: { [PORTAL_ID]: [SHOP] } })(liveForm(), parts({ idempotencyKey: 'key-2' }))).toMatchObject({ accepted: true });
  });

  describe('a form with captchaEnabled', () => {
    const captchaForm = () => liveForm(definition({ captchaEnabled: true }));

    it('stores a submission whose token the verifier takes, and never stores the token', async () => {
      const outcome = await accept({ verifyCaptcha: (token) => token === 'good' })(captchaForm(), parts({ captchaToken: 'good' }));
      expect(outcome).toMatchObject({ accepted: true });
      expect(store.saved[0]?.values).toEqual({ email: 'ada@analytical-engines.co.uk' });
    });

    it('refuses a token the verifier does not take, and every token without a verifier', async () => {
      const refused = { accepted: false, refusal: 'captchaFailed', answer: { formSubmissionError: 'RECAPTCHA_VALIDATION_ERROR' } };
      expect(await accept({ verifyCaptcha: (token) => token === 'good' })(captchaForm(), parts({ captchaToken: 'forged' }))).toEqual(refused);
      expect(await accept()(captchaForm(), parts({ captchaToken: 'good' }))).toEqual(refused);
      expect(store.saved).toEqual([]);
    });
  });

  describe('the version a page loaded', () => {
    const older = { version: 1, definition: definition({ inlineMessage: '<p>Old thanks</p>' }) };
    const newer = definition({ requiredNote: true, inlineMessage: '<p>New thanks</p>' });
    const named = (version: number) => JSON.stringify({ pageUrl: 'https://shop.example/contact', formVersion: String(version) });

    it("is checked and answered with that version's definition, and recorded", async () => {
      const outcome = await accept()(liveForm(newer, [older]), parts({ contextJson: named(1), fields: new Map([['email', 'ada@analytical-engines.co.uk'], ['note', 'hi']]) }));
      expect(outcome).toMatchObject({ accepted: true, answer: { inlineMessage: '<p>Old thanks</p>' } });
      expect(store.saved[0]?.formVersion).toBe(1);
    });

    it("keeps the latest version's required fields, so naming an old version weakens nothing", async () => {
      const outcome = await accept()(liveForm(newer, [older]), parts({ contextJson: named(1) }));
      expect(outcome).toMatchObject({ accepted: false, refusal: 'invalidValues', answer: { validationResults: [expect.objectContaining({ fieldName: 'note' })] } });
    });
  });

  it('removes the staged files when storing fails before they were placed, and rejects', async () => {
    const failing = createAcceptSubmission({
      store: { saveOnce: () => Promise.reject(new Error('database gone')) },
      // A data folder that cannot hold the uploads: placing them fails.
      dataDir: path.join(dataDir, 'not-a-folder'),
      portalOrigins: portalOriginsOf(undefined),
      now: () => NOW,
      spamChecks: SPAM_CHECKS,
    });
    await writeFile(path.join(dataDir, 'not-a-folder'), 'a file in the way');
    await expect(failing(liveForm(), parts(await staged()))).rejects.toThrow();
    expect(existsSync(stagingDir)).toBe(false);
  });

  it('keeps placed files when storing the row fails: the retry of the same key stores them', async () => {
    const failing = createAcceptSubmission({
      store: { saveOnce: () => Promise.reject(new Error('database gone')) },
      dataDir,
      portalOrigins: portalOriginsOf(undefined),
      now: () => NOW,
      spamChecks: SPAM_CHECKS,
    });
    await expect(failing(liveForm(), parts(await staged()))).rejects.toThrow('database gone');
    expect(await readFile(path.join(dataDir, 'uploads', 'key-1', '1-notes.txt'), 'utf8')).toBe('hello');
  });
});
