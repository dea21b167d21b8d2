import { expect, test, type Page } from '@playwright/test';
import { axeViolations } from '../support/axe';
import { uniqueEmail } from '../support/contact-form';
import { CONSOLE_PORTAL as PORTAL, OWNER_AUTH as AUTH, publishedContactCopy, sendPeopleLeads } from '../support/console-forms';
import { signInToConsole } from '../support/owner-console';

/**
 * Every screen of the console in every state it can be in, at desktop and phone width: axe finds
 * no violation, and at phone width nothing is wider than the screen (no sideways scrolling).
 * Failures are gathered (soft) so that one run names every screen with a problem.
 */

const WIDTHS = [1280, 375] as const;
const PHONE_WIDTH = 375;
// axe cannot enter the preview's sandboxed frame from the console (that is the point of it); the embed has its own specs.
const WITH_PREVIEW_FRAME = ['frame-tested'];

function screenCheck(page: Page, width: number) {
  return async (screen: string, skipRules: readonly string[] = []) => {
    expect.soft(await axeViolations(page, 'body', skipRules), `axe on “${screen}” at ${width} px`).toEqual([]);
    if (width <= PHONE_WIDTH) {
      const scrollWidth = await page.evaluate(() => document.documentElement.scrollWidth);
      expect.soft(scrollWidth, `document width of “${screen}” at ${width} px`).toBeLessThanOrEqual(width);
    }
  };
}

for (const width of WIDTHS) {
  test(`every console screen and state at ${width} px passes axe${width <= PHONE_WIDTH ? ' and does not scroll sideways' : ''}`, async ({ page, request }) => {
    test.setTimeout(120_000);
    await page.setViewportSize({ width, height: 800 });
    const check = screenCheck(page, width);
    const stamp = `${width}-${Date.now()}`;
    const formName = `Every screen ${stamp}`;
    const emptyName = `Every screen, no leads ${stamp}`;
    const [formId, emptyId] = await Promise.all([publishedContactCopy(request, formName), publishedContactCopy(request, emptyName)]);
    const email = uniqueEmail('every-screen');
    await sendPeopleLeads(request, formId, [
      { firstname: 'Ada', lastname: 'Lovelace', email, message: 'Hello' },
      { firstname: 'Grace', lastname: 'Hopper', email: uniqueEmail('every-screen'), message: 'A longer message that a phone has to wrap over several lines of its table cell.' },
    ]);
    const endpointUrl = `https://hooks.example.com/every-screen-${stamp}`;
    const endpoint = await request.post(`/api/v1/portals/${PORTAL}/webhooks`, { headers: AUTH, data: { url: endpointUrl, events: ['lead.created'], formId: emptyId } });
    expect(endpoint.status(), await endpoint.text()).toBe(201);

    await page.goto('/owner/sign-in');
    await expect(page.getByLabel('Access token')).toBeVisible();
    await check('sign-in');
    // At phone width only: every wrong token counts toward the host's slowing of this address
    // (sign-in.spec.ts checks the same state at desktop width).
    if (width <= PHONE_WIDTH) {
      await page.getByLabel('Access token').fill('not-a-token');
      await page.getByRole('button', { name: 'Sign in' }).click();
      await expect(page.getByRole('alert')).toContainText('That token is not valid');
      await check('sign-in, wrong token');
    }

    await signInToConsole(page);
    await page.goto('/owner/');
    await expect(page.getByRole('link', { name: formName })).toBeVisible();
    await check('forms list');

    await page.goto('/owner/forms/new');
    await expect(page.getByRole('heading', { level: 1, name: 'New form' })).toBeVisible();
    await check('new form');
    await page.getByRole('button', { name: 'Create form' }).click();
    await expect(page.getByText('Give the form a name.')).toBeVisible();
    await check('new form, no name given');

    await page.goto('/owner/forms/import');
    await expect(page.getByRole('heading', { level: 1, name: 'Import a form' })).toBeVisible();
    await check('import');
    await page.getByLabel('Form definition (JSON)').fill('{"form": ');
    await page.getByRole('button', { name: 'Check' }).click();
    await expect(page.getByText(/^The definition is not valid JSON/)).toBeVisible();
    await check('import, not JSON');

    const inbox = `/owner/forms/${PORTAL}/${formId}`;
    const leadRow = page.getByRole('row').filter({ hasText: email });
    await page.goto(inbox);
    await expect(leadRow).toBeVisible();
    await check('inbox');

    const columns = page.getByRole('button', { name: 'Columns' });
    await columns.click();
    await expect(columns).toHaveAttribute('aria-expanded', 'true');
    await expect(page.getByRole('checkbox', { name: 'Email' })).toBeVisible();
    await check('inbox, column picker open');
    await page.keyboard.press('Escape');
    await expect(columns).toHaveAttribute('aria-expanded', 'false');

    const today = new Date().toISOString().slice(0, 10);
    await page.goto(`${inbox}?from=${today}&to=${today}`);
    await expect(page.getByLabel('From', { exact: true })).toHaveValue(today);
    await expect(leadRow).toBeVisible();
    await check('inbox, date range set');

    await page.goto(inbox);
    await expect(leadRow).toBeVisible();
    await page.getByLabel('Search leads').fill('nobody-matches-this-search');
    await expect(page.getByText('No leads match')).toBeVisible();
    await check('inbox, search matching none');

    await page.goto(`${inbox}?tab=spam`);
    await expect(page.getByText('No leads yet')).toBeVisible();
    await check('inbox, empty spam tab');

    await page.goto(`/owner/forms/${PORTAL}/${emptyId}`);
    await expect(page.getByRole('heading', { level: 1, name: emptyName })).toBeVisible();
    await expect(page.getByText('No leads yet')).toBeVisible();
    await check('inbox of a form with no leads');

    await page.goto(inbox);
    await leadRow.getByRole('link').click();
    await expect(page.getByRole('heading', { level: 1, name: 'Lead' })).toBeVisible();
    await expect(page.getByText(email).first()).toBeVisible();
    await check('lead');
    await page.getByRole('button', { name: 'Delete lead' }).click();
    const deleteLead = page.getByRole('dialog', { name: 'Delete this lead?' });
    await expect(deleteLead).toBeVisible();
    await check('lead, delete confirmation');
    await deleteLead.getByRole('button', { name: 'Cancel' }).click();
    await expect(deleteLead).toBeHidden();

    const sections = page.getByRole('navigation', { name: 'Editor sections' });
    await page.goto(`${inbox}/edit`);
    await expect(page.getByRole('list', { name: 'Form fields' })).toBeVisible();
    await check('editor, fields', WITH_PREVIEW_FRAME);
    // The preview has a section of its own only at phone width (beside the fields at desktop width).
    for (const section of width <= PHONE_WIDTH ? ['Settings', 'Publishing', 'Preview'] : ['Settings', 'Publishing']) {
      await sections.getByRole('button', { name: section, exact: true }).click();
      await expect(sections.getByRole('button', { name: section, exact: true })).toHaveAttribute('aria-pressed', 'true');
      await check(`editor, ${section.toLowerCase()}`, WITH_PREVIEW_FRAME);
    }

    await page.goto(`${inbox}/preview`);
    await expect(page.getByRole('heading', { level: 1, name: `Preview: ${formName}` })).toBeVisible();
    await check('draft preview', WITH_PREVIEW_FRAME);

    await page.goto(`/owner/forms/${PORTAL}/${emptyId}/notifications`);
    await expect(page.getByRole('heading', { level: 1, name: `Notifications: ${emptyName}` })).toBeVisible();
    const webhooks = page.getByRole('region', { name: 'Webhooks' });
    await expect(webhooks.getByRole('button', { name: `Delete ${endpointUrl}` })).toBeVisible();
    await check('notifications');

    await webhooks.getByRole('button', { name: 'Add endpoint' }).click();
    const endpointForm = webhooks.getByRole('form', { name: 'New webhook endpoint' });
    await endpointForm.getByLabel('Endpoint URL').fill('ftp://files.example.com/');
    await endpointForm.getByRole('checkbox', { name: 'Lead created' }).uncheck();
    await endpointForm.getByRole('button', { name: 'Add endpoint' }).click();
    await expect(endpointForm.getByText('Enter a full address starting with https:// or http://.')).toBeVisible();
    await expect(endpointForm.getByText('Choose at least one event.')).toBeVisible();
    await check('endpoint form with errors');
    await endpointForm.getByLabel('Endpoint URL').fill(`https://hooks.example.com/second-${stamp}`);
    await endpointForm.getByRole('checkbox', { name: 'Lead created' }).check();
    await endpointForm.getByRole('button', { name: 'Add endpoint' }).click();
    const secret = page.getByRole('dialog', { name: 'The endpoint’s signing secret' });
    await expect(secret.getByLabel('Secret', { exact: true })).toHaveValue(/^whsec_/);
    await check('new endpoint, its secret shown once');
    await secret.getByRole('button', { name: 'Done' }).click();
    await expect(secret).toBeHidden();

    await webhooks.getByRole('button', { name: `Delivery log of ${endpointUrl}` }).click();
    await expect(page.getByRole('region', { name: `Delivery log: ${endpointUrl}` }).getByText('Nothing sent to this endpoint yet.')).toBeVisible();
    await check('notifications, delivery log open');

    await webhooks.getByRole('button', { name: `Delete ${endpointUrl}` }).click();
    const deleteEndpoint = page.getByRole('dialog', { name: 'Delete this endpoint?' });
    await expect(deleteEndpoint).toContainText(endpointUrl);
    await check('endpoint delete confirmation');
    await deleteEndpoint.getByRole('button', { name: 'Cancel' }).click();
    await expect(deleteEndpoint).toBeHidden();

    await page.goto('/owner/no-such-page');
    await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
    await check('not found');

    // Last: the editor with unsaved changes that cannot be saved (leaving it would ask first).
    await page.goto(`${inbox}/edit`);
    await page.getByRole('button', { name: /^First name/ }).first().click();
    await page.getByLabel('Label', { exact: true }).fill('');
    await expect(page.getByRole('heading', { name: 'Fix these before saving:' })).toBeVisible();
    await check('editor, problems listed', WITH_PREVIEW_FRAME);
    await page.getByRole('link', { name: 'Back to the inbox' }).click();
    const leave = page.getByRole('dialog', { name: 'Leave without saving?' });
    await expect(leave).toBeVisible();
    await check('editor, asked before leaving unsaved changes', WITH_PREVIEW_FRAME);
  });
}
