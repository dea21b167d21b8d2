import { readFileSync } from 'node:fs';
import { expect, test, type APIRequestContext } from '@playwright/test';
import { honeypotFieldName, MIN_TOKEN_AGE_MS, SPAM_TOKEN_FIELD, spamTokenUrl, type SpamTokenWire } from '../../src/core/spam/spam-wire';
import { SUBMIT_PATH } from '../../src/core/submission/submit-wire';
import { FORMS, portalOf } from '../../test/fixture-ids';
import { axeViolations } from '../support/axe';
import { uniqueEmail } from '../support/contact-form';
import { E2E_ADMIN_TOKEN } from '../support/owner-api';
import { signInToConsole } from '../support/owner-console';

/** The console's spam screens: the spam rate per form, why each spam lead is spam, and the form's spam and attribution switches. */

const PORTAL = portalOf(FORMS.contact);
const AUTH = { Authorization: `Bearer ${E2E_ADMIN_TOKEN}` };
const CONTEXT = JSON.stringify({ pageUrl: 'https://www.example.com/contact', pageTitle: 'Contact us' });

async function publishedContactCopy(request: APIRequestContext, name: string): Promise<string> {
  const fixture = JSON.parse(readFileSync(`fixtures/forms/${PORTAL}/${FORMS.contact}.json`, 'utf8')) as { form: Record<string, unknown> };
  const created = await request.post(`/api/v1/portals/${PORTAL}/forms`, { headers: AUTH, data: { definition: { ...fixture, form: { ...fixture.form, guid: undefined, name } } } });
  expect(created.status(), await created.text()).toBe(201);
  const { guid } = (await created.json()) as { guid: string };
  expect((await request.post(`/api/v1/portals/${PORTAL}/forms/${guid}/publish`, { headers: AUTH })).status()).toBe(201);
  return guid;
}

/** Two leads as a person's browser sends them (with a time token old enough), and one a bot sent, honeypot filled. */
async function twoLeadsAndSpam(request: APIRequestContext, formId: string): Promise<string> {
  const tokens = await Promise.all(
    [0, 1].map(async () => ((await (await request.get(spamTokenUrl('', PORTAL, formId))).json()) as SpamTokenWire).token),
  );
  // A person takes longer than this to fill the form in.
  await new Promise((resolve) => setTimeout(resolve, MIN_TOKEN_AGE_MS + 100));
  const send = async (key: string, fields: Record<string, string>) => {
    const sent = await request.post(`${SUBMIT_PATH}/${PORTAL}/${formId}`, { headers: { 'Idempotency-Key': key }, multipart: { ...fields, hs_context: CONTEXT } });
    expect(sent.status(), await sent.text()).toBe(200);
  };
  const stamp = Date.now();
  for (const [index, token] of tokens.entries()) {
    await send(`person-${index}-${stamp}`, { firstname: `Person ${index}`, email: uniqueEmail('person'), message: 'Hello', [SPAM_TOKEN_FIELD]: token });
  }
  const botEmail = uniqueEmail('bot');
  await send(`bot-${stamp}`, { firstname: 'Bot', email: botEmail, message: 'Cheap watches', [honeypotFieldName(formId, '')]: 'https://spam.example' });
  return botEmail;
}

test('the owner sees the spam rate per form, why a lead is spam, and turns proof of work on and attribution off', async ({ page, request }) => {
  test.setTimeout(60_000);
  const name = `Spam screens ${Date.now()}`;
  const formId = await publishedContactCopy(request, name);
  const botEmail = await twoLeadsAndSpam(request, formId);

  await signInToConsole(page);
  const row = page.getByRole('row').filter({ has: page.getByRole('link', { name }) });
  await expect(row.getByRole('cell').first()).toHaveText('333 % spam: 1 of 3 leads');
  await expect(row.getByText('33 % spam')).toBeVisible();
  await page.screenshot({ path: test.info().outputPath('forms-list-1280.png'), fullPage: true });

  await page.goto(`/owner/forms/${PORTAL}/${formId}?tab=spam`);
  const table = page.getByRole('region', { name: /lead/ });
  await expect(table.getByRole('row').filter({ hasText: botEmail })).toContainText('The honeypot field was filled');
  await expect(table.getByRole('row')).toHaveCount(2);
  expect(await axeViolations(page, 'body')).toEqual([]);
  await table.getByRole('row').filter({ hasText: botEmail }).getByRole('link').click();
  await expect(page.getByText('Stored as spam: the honeypot field was filled')).toBeVisible();
  expect(await axeViolations(page, 'body')).toEqual([]);

  await page.goto(`/owner/forms/${PORTAL}/${formId}/edit`);
  await page.getByRole('navigation', { name: 'Editor sections' }).getByRole('button', { name: 'Settings' }).click();
  const section = page.getByRole('group', { name: 'Spam and attribution' });
  const proofOfWork = section.getByRole('switch', { name: 'Require proof of work' });
  const attribution = section.getByRole('switch', { name: 'Record where leads came from' });
  await expect(proofOfWork).not.toBeChecked();
  await expect(attribution).toBeChecked();
  await proofOfWork.check();
  await attribution.uncheck();
  expect(await axeViolations(page, 'body')).toEqual([]);
  await page.getByRole('button', { name: 'Save draft' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Draft saved.' })).toBeVisible();

  // Kept as the form's metaData pairs, beside the pairs it had.
  const detail = await request.get(`/api/v1/portals/${PORTAL}/forms/${formId}`, { headers: AUTH });
  const draft = ((await detail.json()) as { draft: { definition: { form: { metaData: { name: string; value: string }[] } } } }).draft;
  expect(draft.definition.form.metaData).toEqual(expect.arrayContaining([{ name: 'proofOfWork', value: 'true' }, { name: 'attribution', value: 'false' }]));

  await page.reload();
  await page.getByRole('navigation', { name: 'Editor sections' }).getByRole('button', { name: 'Settings' }).click();
  await expect(proofOfWork).toBeChecked();
  await expect(attribution).not.toBeChecked();
});
