import { expect, test, type APIRequestContext } from '@playwright/test';
import { honeypotFieldName } from '../../src/core/spam/spam-wire';
import { axeViolations } from '../support/axe';
import { uniqueEmail } from '../support/contact-form';
import { CONSOLE_PORTAL as PORTAL, OWNER_AUTH as AUTH, publishedContactCopy, sendLead, sendPeopleLeads } from '../support/console-forms';
import { signInToConsole } from '../support/owner-console';

/** The console's spam screens: the spam rate per form, why each spam lead is spam, and the form's spam and attribution switches. */

/** Two leads as a person's browser sends them (with a time token old enough), and one a bot sent, honeypot filled. */
async function twoLeadsAndSpam(request: APIRequestContext, formId: string): Promise<string> {
  await sendPeopleLeads(request, formId, [0, 1].map((index) => ({ firstname: `Person ${index}`, email: uniqueEmail('person'), message: 'Hello' })));
  const botEmail = uniqueEmail('bot');
  await sendLead(request, formId, `bot-${Date.now()}`, { firstname: 'Bot', email: botEmail, message: 'Cheap watches', [honeypotFieldName(formId, '')]: 'https://spam.example' });
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
