import { expect, test } from '@playwright/test';
import { uniqueEmail } from '../support/contact-form';
import { CONSOLE_PORTAL as PORTAL, OWNER_AUTH as AUTH, publishedContactCopy, sendPeopleLeads } from '../support/console-forms';
import { expectFocusRing, keyTo } from '../support/console-keyboard';
import { E2E_ADMIN_TOKEN } from '../support/owner-api';

/**
 * The owner's path through the console with the keyboard alone (Tab, Shift+Tab, Enter, Space,
 * arrows; no click anywhere): every element focus reaches shows a focus indicator.
 */
test('signs in, searches the inbox, marks a lead as spam, adds a field and saves the draft with the keyboard only', async ({ page, request }) => {
  test.setTimeout(90_000);
  const name = `Keyboard only ${Date.now()}`;
  const formId = await publishedContactCopy(request, name);
  const email = uniqueEmail('keyboard');
  await sendPeopleLeads(request, formId, [
    { firstname: 'Ada', email, message: 'Hello' },
    { firstname: 'Grace', email: uniqueEmail('keyboard'), message: 'Hello' },
  ]);

  await page.goto('/owner/sign-in');
  await keyTo(page, page.getByLabel('Access token'));
  await page.keyboard.type(E2E_ADMIN_TOKEN);
  await page.keyboard.press('Enter');
  await expect(page.getByRole('button', { name: 'Sign out' })).toBeVisible();

  const formLink = page.getByRole('link', { name, exact: true });
  await expect(formLink).toBeVisible();
  await keyTo(page, formLink);
  await page.keyboard.press('Enter');
  // The new page's heading takes the focus the link had (a screen reader reads it out), not the document.
  await expect(page.getByRole('heading', { level: 1, name })).toBeFocused();

  const table = page.getByRole('region', { name: /lead/ });
  await expect(table.getByRole('row')).toHaveCount(3);
  await keyTo(page, page.getByLabel('Search leads'));
  await page.keyboard.type(email);
  await expect(table.getByRole('row')).toHaveCount(2);
  const leadLink = table.getByRole('row').filter({ hasText: email }).getByRole('link');
  await keyTo(page, leadLink);
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { level: 1, name: 'Lead' })).toBeFocused();

  const markSpam = page.getByRole('button', { name: 'Mark as spam' });
  await keyTo(page, markSpam);
  await page.keyboard.press('Space');
  const notSpam = page.getByRole('button', { name: 'Not spam' });
  await expect(notSpam).toBeVisible();
  // The button changed its name under the keyboard, which stays on it.
  await expect(notSpam).toBeFocused();
  await expectFocusRing(page, 'after marking as spam');
  const lead = await request.get(`/api/v1/leads?${new URLSearchParams({ portalId: PORTAL, formId, spam: 'true' }).toString()}`, { headers: AUTH });
  expect(((await lead.json()) as { leads: { values: Record<string, string> }[] }).leads.map((item) => item.values.email)).toEqual([email]);

  await keyTo(page, page.getByRole('link', { name: `← ${name}` }), 'Shift+Tab');
  await page.keyboard.press('Enter');
  const editLink = page.getByRole('link', { name: 'Edit form' });
  await expect(editLink).toBeVisible();
  await keyTo(page, editLink);
  await page.keyboard.press('Enter');
  const fields = page.getByRole('list', { name: 'Form fields' });
  await expect(fields.getByRole('listitem')).toHaveCount(5);

  const kind = page.getByLabel('Field kind');
  await keyTo(page, kind);
  await page.keyboard.press('ArrowDown');
  await expect(kind).not.toHaveValue('text');
  const chosenKind = await kind.evaluate((select: HTMLSelectElement) => select.selectedOptions[0]?.textContent ?? '');
  await keyTo(page, page.getByRole('group', { name: 'Add field' }).getByRole('button', { name: 'Add', exact: true }));
  await page.keyboard.press('Enter');
  await expect(fields.getByRole('listitem')).toHaveCount(6);
  await expect(fields.getByRole('listitem').last()).toContainText(chosenKind);

  const save = page.getByRole('button', { name: 'Save draft' });
  await keyTo(page, save, 'Shift+Tab');
  await page.keyboard.press('Enter');
  await expect(page.getByRole('status').filter({ hasText: 'Draft saved.' })).toBeVisible();
  await expect(save).toBeFocused();
  await expectFocusRing(page, 'after saving the draft');

  const detail = await request.get(`/api/v1/portals/${PORTAL}/forms/${formId}`, { headers: AUTH });
  const draft = ((await detail.json()) as { draft: { definition: { form: { formFieldGroups: { fields: unknown[] }[] } } } | null }).draft;
  expect(draft?.definition.form.formFieldGroups.flatMap((group) => group.fields)).toHaveLength(6);
});
