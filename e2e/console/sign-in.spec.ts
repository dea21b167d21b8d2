import { expect, test, type Page } from '@playwright/test';
import { FORMS } from '../../test/fixture-ids';
import { axeViolations } from '../support/axe';
import { E2E_ADMIN_TOKEN } from '../support/owner-api';

/** Every refusal of the console's Content-Security-Policy, heard from before the page's own script runs. */
async function recordPolicyViolations(page: Page): Promise<string[]> {
  const refusals: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) refusals.push(message.text());
  });
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      console.error(`Content Security Policy refused ${event.violatedDirective}: ${event.blockedURI}`);
    });
  });
  return refusals;
}

test("signs in, lists the forms, signs out, and the old cookie gets nothing; axe and the page's policy find nothing", async ({ page, request }) => {
  const refusals = await recordPolicyViolations(page);
  const forms = (await (await request.get('/api/v1/forms', { headers: { Authorization: `Bearer ${E2E_ADMIN_TOKEN}` } })).json()) as {
    forms: { guid: string; name: string }[];
  };
  const contactName = forms.forms.find((form) => form.guid === FORMS.contact)?.name;
  expect(contactName).toBeTruthy();

  const response = await page.goto('/owner/');
  expect(response?.headers()['content-security-policy']).toContain("frame-ancestors 'none'");
  const token = page.getByLabel('Access token');
  await expect(token).toBeVisible();
  expect(await axeViolations(page, 'body')).toEqual([]);

  await token.fill('not-the-token');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('alert')).toContainText('That token is not valid');
  expect(await axeViolations(page, 'body')).toEqual([]);

  await token.fill(E2E_ADMIN_TOKEN);
  await page.getByRole('button', { name: 'Sign in' }).click();
  const contactLink = page.getByRole('link', { name: contactName ?? '', exact: true });
  await expect(contactLink).toBeVisible();
  await expect(page).toHaveURL(/\/owner\/?$/);
  expect(await axeViolations(page, 'body')).toEqual([]);

  const cookies = await page.context().cookies();
  const cookieHeader = cookies.map((cookie) => `${cookie.name}=${cookie.value}`).join('; ');
  expect((await request.get('/api/v1/me', { headers: { Cookie: cookieHeader } })).status()).toBe(200);

  await page.getByRole('button', { name: 'Sign out' }).click();
  await expect(page.getByLabel('Access token')).toBeVisible();
  expect((await request.get('/api/v1/me', { headers: { Cookie: cookieHeader } })).status()).toBe(401);
  expect(refusals).toEqual([]);
});

test('a console address opened without a session shows sign-in, then the page asked for', async ({ page }) => {
  await page.goto('/owner/no-such-page');
  await page.getByLabel('Access token').fill(E2E_ADMIN_TOKEN);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
  await expect(page).toHaveURL(/\/owner\/no-such-page$/);
});
