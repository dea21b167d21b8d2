import { randomUUID } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { solveChallenge } from 'altcha-lib';
import type { Challenge } from 'altcha-lib/types';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { DEFAULT_MIN_TOKEN_AGE_MS, MAX_TOKEN_AGE_MS, PROOF_OF_WORK_FIELD, SPAM_TOKEN_FIELD, challengeUrl, honeypotFieldName, spamTokenUrl } from '../../../../src/core/spam/spam-wire.js';
import { HONEYPOT_REASON } from '../../../../server/domain/spam/honeypot.js';
import { PROOF_OF_WORK_REASONS } from '../../../../server/domain/spam/proof-of-work.js';
import { timeTokenReasons, timeTokens } from '../../../../server/domain/spam/time-token.js';
import { TOKEN_REUSED_REASON } from '../../../../server/storage/submission-store.js';
import { asOutboxDatabase } from '../../../../server/storage/outbox-store.js';
import { callApi, useResourceHost, type ResourceTestApp } from '../../helpers/owner-resource-app.js';
import { STORAGE_BACKENDS } from '../../helpers/postgres.js';
import { agedTimeToken } from '../../helpers/spam-tokens.js';
import { CONTACT_VALUES, CONTEXT, NATIVE_PAGE_ORIGIN, nativeSubmissionBody, postedBy, submissionBody, submitPath } from '../../helpers/submissions.js';
import { FORMS, FORMS_DIR, PORTAL_ID } from '../../helpers/test-host.js';
import { startWebhookReceiver, type WebhookReceiver } from '../../helpers/webhook-receiver.js';

/** Why this host (the default minimum age) refuses a time token. */
const TOKEN_REASONS = timeTokenReasons(DEFAULT_MIN_TOKEN_AGE_MS);

/** The site whose pages embed the forms (the portal's only allowed origin). */
const SITE = NATIVE_PAGE_ORIGIN;
/** The contact form again, under another guid, asking for proof of work. */
const POW_FORM = 'a1b2c3d4-a17c-4000-8000-000000000001';

// Known before the hosts start (they read it then); filled below, before them.
const formsDir = mkdtempSync(path.join(tmpdir(), 'forms-host-spam-forms-'));
beforeAll(async () => {
  await mkdir(path.join(formsDir, PORTAL_ID));
  for (const formId of [FORMS.contact, FORMS.captcha]) {
    await writeFile(path.join(formsDir, PORTAL_ID, `${formId}.json`), await readFile(path.join(FORMS_DIR, PORTAL_ID, `${formId}.json`)));
  }
  const contact = JSON.parse(await readFile(path.join(FORMS_DIR, PORTAL_ID, `${FORMS.contact}.json`), 'utf8')) as { form: { guid: string; metaData: { name: string; value: string }[] } };
  contact.form.guid = POW_FORM;
  contact.form.metaData.push({ name: 'proofOfWork', value: 'true' });
  await writeFile(path.join(formsDir, PORTAL_ID, `${POW_FORM}.json`), JSON.stringify(contact));
});
afterAll(() => rm(formsDir, { recursive: true, force: true }));

let receiver: WebhookReceiver;
beforeAll(async () => {
  receiver = await startWebhookReceiver();
});
afterAll(() => receiver.close());

/** How far the spam checks' clock runs ahead of the real one (the test hosts' `spamClock`). */
let ahead = 0;
beforeEach(() => {
  ahead = 0;
});

describe.each(STORAGE_BACKENDS)('the spam checks of the submit route on $name', (backend) => {
  const resourceTestApp = useResourceHost(backend, {
    formsDir,
    spamClock: () => Date.now() + ahead,
    webhookAllowPrivate: true,
    // The portal takes submissions from its own site only, so a page elsewhere is refused.
    portalOrigins: { [PORTAL_ID]: [SITE] },
  });

  let api: ResourceTestApp;
  beforeEach(async () => {
    api = await resourceTestApp();
  });

  /** Posts by fetch, as the embed does; answers the status and JSON answer. */
  async function send(body: FormData, options: { key?: string; formId?: string; origin?: string } = {}) {
    const res = await fetch(`${api.url}${submitPath(options.formId ?? FORMS.contact)}`, {
      method: 'POST',
      body,
      headers: { 'Idempotency-Key': options.key ?? randomUUID(), Origin: options.origin ?? SITE },
    });
    return { status: res.status, answer: (await res.json()) as Record<string, unknown> & { conversionId?: string } };
  }

  /** The contact form's values (and `extra` parts), with `token` as the time token unless it is undefined. */
  function contactBody(token: string | undefined, extra: Record<string, string> = {}, context: object = CONTEXT): FormData {
    const body = submissionBody({ ...CONTACT_VALUES, ...extra }, context);
    if (token !== undefined) body.append(SPAM_TOKEN_FIELD, token);
    return body;
  }

  /** What the owner sees of a stored lead. */
  async function leadOf(conversionId: string | undefined) {
    const lead = await api.fixture.store.find(conversionId ?? '');
    if (lead === undefined) throw new Error(`no lead ${conversionId}`);
    return { spam: lead.spam, spamReason: lead.spamReason, values: lead.values };
  }

  const ordinary = { spam: false, spamReason: null, values: CONTACT_VALUES };
  const spamBecause = (spamReason: string) => ({ spam: true, spamReason, values: CONTACT_VALUES });

  /** A token from the host's route, as a page gets it when the form shows. */
  async function routeToken(formId: string = FORMS.contact): Promise<string> {
    return ((await (await fetch(spamTokenUrl(api.url, PORTAL_ID, formId))).json()) as { token: string }).token;
  }

  it('stores a submission that filled the honeypot as spam, answered exactly like a success', async () => {
    const person = await send(contactBody(agedTimeToken(FORMS.contact)));
    expect(person.status).toBe(200);
    expect(await leadOf(person.answer.conversionId)).toEqual(ordinary);
    // The page named version 1, so the embed named its honeypot after it.
    const named = honeypotFieldName(FORMS.contact, '1');
    const bot = await send(contactBody(agedTimeToken(FORMS.contact), { [named]: 'https://cheap-pills.example' }, { ...CONTEXT, formVersion: '1' }));
    expect(bot).toEqual({ status: 200, answer: { ...person.answer, conversionId: expect.any(String) } });
    expect(bot.answer.conversionId).not.toBe(person.answer.conversionId);
    // Never stored as a value.
    expect(await leadOf(bot.answer.conversionId)).toEqual(spamBecause(HONEYPOT_REASON));
    // A page that named no version: the honeypot of no version.
    const unnamed = await send(contactBody(agedTimeToken(FORMS.contact), { [honeypotFieldName(FORMS.contact, '')]: 'x' }));
    expect(await leadOf(unnamed.answer.conversionId)).toEqual(spamBecause(HONEYPOT_REASON));
  });

  it('stores an empty honeypot as nothing, and the lead as a person\'s', async () => {
    const sent = await send(contactBody(agedTimeToken(FORMS.contact), { [honeypotFieldName(FORMS.contact, '1')]: '' }, { ...CONTEXT, formVersion: '1' }));
    expect(await leadOf(sent.answer.conversionId)).toEqual(ordinary);
  });

  it('stores a submission without a good time token as spam, saying why', async () => {
    const forged = timeTokens(Buffer.from('another host, another secret of 32+ characters')).issue(FORMS.contact, 1, Date.now() - 10_000);
    const cases: [string | undefined, string][] = [
      [undefined, TOKEN_REASONS.missing],
      [forged, TOKEN_REASONS.invalid],
      ['garbled', TOKEN_REASONS.invalid],
      [agedTimeToken(FORMS.captcha), TOKEN_REASONS.invalid],
      [await routeToken(), TOKEN_REASONS.tooYoung],
    ];
    for (const [token, reason] of cases) {
      const sent = await send(contactBody(token));
      expect(sent.status).toBe(200);
      expect(await leadOf(sent.answer.conversionId)).toEqual(spamBecause(reason));
    }
    const shown = await routeToken();
    ahead = MAX_TOKEN_AGE_MS + 1_000;
    expect(await leadOf((await send(contactBody(shown))).answer.conversionId)).toEqual(spamBecause(TOKEN_REASONS.tooOld));
  });

  it('admits a lead 2 s after the form showed, once per token: a retry is the same lead, a replay under a new key is spam', async () => {
    const token = await routeToken();
    ahead = DEFAULT_MIN_TOKEN_AGE_MS;
    const key = randomUUID();
    const first = await send(contactBody(token), { key });
    expect(first.status).toBe(200);
    expect(await leadOf(first.answer.conversionId)).toEqual(ordinary);
    const retry = await send(contactBody(token), { key });
    expect(retry).toEqual(first);
    expect(await api.fixture.submissions.keysWithPrefix(key)).toEqual([{ key, copies: 1, conversionId: first.answer.conversionId }]);
    const replay = await send(contactBody(token));
    expect(replay.status).toBe(200);
    expect(await leadOf(replay.answer.conversionId)).toEqual(spamBecause(TOKEN_REUSED_REASON));
    // The first lead stays a person's.
    expect(await leadOf(first.answer.conversionId)).toEqual(ordinary);
  });

  it('lets a refused submission keep its token: another site, bad key, bad values and a failed captcha store nothing and use nothing up', async () => {
    const token = agedTimeToken(FORMS.contact);
    const storedBefore = await api.fixture.submissions.count();
    expect((await send(contactBody(token), { origin: 'https://elsewhere.example' })).status).toBe(403);
    expect((await send(contactBody(token), { key: 'not a key!' })).status).toBe(400);
    expect((await send(contactBody(token, { email: '' }))).status).toBe(400);
    const captchaToken = agedTimeToken(FORMS.captcha);
    const captchaBody = (answer: string) => contactBody(captchaToken, { 'g-recaptcha-response': answer });
    expect((await send(captchaBody('forged'), { formId: FORMS.captcha })).status).toBe(400);
    expect(await api.fixture.submissions.count()).toBe(storedBefore);
    const person = await send(contactBody(token));
    expect(await leadOf(person.answer.conversionId)).toEqual(ordinary);
    const stand = (await (await fetch(`${api.url}/captcha/token`)).json()) as { token: string };
    const captcha = await send(captchaBody(stand.token), { formId: FORMS.captcha });
    expect(captcha.status).toBe(200);
    expect((await leadOf(captcha.answer.conversionId)).spam).toBe(false);
  });

  it('takes the time token and honeypot out of a hidden-frame post too', async () => {
    const post = async (extra: Record<string, string>) => {
      const body = nativeSubmissionBody(randomUUID());
      for (const [name, value] of Object.entries(extra)) body.append(name, value);
      const res = await fetch(`${api.url}${submitPath()}`, { method: 'POST', body, headers: { Origin: SITE } });
      const [posted] = postedBy(await res.text());
      expect(posted?.message).toMatchObject({ accepted: true, status: 200 });
      return leadOf((posted?.message as { conversionId?: string }).conversionId);
    };
    expect(await post({ [SPAM_TOKEN_FIELD]: agedTimeToken(FORMS.contact) })).toEqual(ordinary);
    expect(await post({ [SPAM_TOKEN_FIELD]: agedTimeToken(FORMS.contact), [honeypotFieldName(FORMS.contact, '')]: 'bot' })).toEqual(spamBecause(HONEYPOT_REASON));
    expect(await post({})).toEqual(spamBecause(TOKEN_REASONS.missing));
  });

  it('asks a proof-of-work form for a solved challenge, each admitting one lead', async () => {
    const challenge = (await (await fetch(challengeUrl(api.url, PORTAL_ID, POW_FORM))).json()) as Challenge;
    const solution = await solveChallenge(challenge.challenge, challenge.salt, challenge.algorithm, challenge.maxnumber).promise;
    const payload = (number: number) =>
      Buffer.from(JSON.stringify({ algorithm: challenge.algorithm, challenge: challenge.challenge, number, salt: challenge.salt, signature: challenge.signature })).toString('base64');
    const powBody = (work: string | undefined) => {
      const body = contactBody(agedTimeToken(POW_FORM));
      if (work !== undefined) body.append(PROOF_OF_WORK_FIELD, work);
      return body;
    };
    const submit = async (work: string | undefined) => {
      const sent = await send(powBody(work), { formId: POW_FORM });
      expect(sent.status).toBe(200);
      return leadOf(sent.answer.conversionId);
    };
    expect(await submit(undefined)).toEqual(spamBecause(PROOF_OF_WORK_REASONS.missing));
    expect(await submit(payload((solution?.number ?? 0) + 1))).toEqual(spamBecause(PROOF_OF_WORK_REASONS.invalid));
    expect(await submit(payload(solution?.number ?? -1))).toEqual(ordinary);
    // The same solution again, with a fresh time token and under another key.
    expect(await submit(payload(solution?.number ?? -1))).toEqual(spamBecause(TOKEN_REUSED_REASON));
  });

  it('never notifies of spam: a subscribed endpoint hears of the person, and no outbox row is written for the bot', async () => {
    const endpoint = await callApi(api, 'POST', `/portals/${PORTAL_ID}/webhooks`, { body: { url: receiver.url, events: ['lead.created'], formId: FORMS.contact } });
    expect(endpoint.status).toBe(201);
    try {
      const bot = await send(contactBody(undefined));
      const person = await send(contactBody(agedTimeToken(FORMS.contact)));
      // The person's event arrives: the bot's, written in the same way before it, would have too.
      for (;;) {
        const heard = receiver.received.map((request) => JSON.parse(request.body) as { data: { conversionId: string } });
        if (heard.some((event) => event.data.conversionId === person.answer.conversionId)) break;
        await receiver.waitFor(receiver.received.length + 1);
      }
      const rows = await asOutboxDatabase(api.fixture.submissions.db).selectFrom('outbox_events').select('conversion_id').execute();
      expect(rows.map((row) => row.conversion_id)).toContain(person.answer.conversionId);
      expect(rows.map((row) => row.conversion_id)).not.toContain(bot.answer.conversionId);
      expect(receiver.received.map((request) => request.body).join('\n')).not.toContain(bot.answer.conversionId);
    } finally {
      // Later tests' leads are none of this endpoint's business.
      await api.inject({ method: 'DELETE', url: `/api/v1/webhooks/${endpoint.json.id as number}`, headers: { authorization: `Bearer ${api.tokens.admin}` } });
    }
  });
});
