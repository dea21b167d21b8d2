import { readFileSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { FORMS } from '../test/fixture-ids';
import { EMBED_SCRIPT, openTestPage, PORTAL_ID } from './support/test-page';
import { serveChangedDefinition } from './support/definition-route';

// The embed contexts of spec sections 2 and 6: CMS module embeds, shareable pages, and the
// preview and builder modes that render the site owner's formData.

/** Answers a form's definition with its scopes changed (the fixtures are all paid plans with the shell scope). */
async function withScopes(page: Page, formId: string, scopes: Record<string, boolean>) {
  await serveChangedDefinition(page, formId, (definition) => ({ ...definition, scopes: { ...(definition.scopes as object), ...scopes } }));
}

test('inside a CMS form module a multi-page free-plan form shows no step indicator and no branding link', async ({ page }) => {
  await withScopes(page, FORMS.multiPage, { noBranding: false });
  await openTestPage(
    page,
    `<span class="hs_cos_wrapper hs_cos_wrapper_widget hs_cos_wrapper_type_form"><div id="in-module"></div></span>
    <div id="elsewhere"></div>
    ${EMBED_SCRIPT}
    <script>
      for (const target of ['#in-module', '#elsewhere']) {
        hbspt.forms.create({ portalId: '${PORTAL_ID}', formId: '${FORMS.multiPage}', target, renderFrame: false });
      }
    </script>`,
  );
  const inModule = page.locator('#in-module form.hs-form');
  const elsewhere = page.locator('#elsewhere form.hs-form');
  await expect(elsewhere.locator('.hs-form-progress')).toHaveText('Step 1 of 3');
  await expect(elsewhere.locator('.hs-form-branding-link')).toBeVisible();
  await expect(inModule.locator('button.hs-next')).toBeVisible();
  await expect(inModule.locator('.hs-form-progress')).toHaveCount(0);
  await expect(inModule.locator('.hs-form-branding')).toHaveCount(0);
});

test('a themed form is framed on an ordinary page and renders in the page on a shareable page', async ({ page }) => {
  await withScopes(page, FORMS.contact, { renderShell: false });
  const container = `<div class="hs-form-frame" data-portal-id="${PORTAL_ID}" data-form-id="${FORMS.contact}"></div>${EMBED_SCRIPT}`;

  await openTestPage(page, container, { path: '/contact-us.html' });
  await expect(page.frameLocator('iframe.hs-form-iframe').locator('form.hs-form')).toBeVisible();

  await openTestPage(page, container, { path: `/forms/share/${PORTAL_ID}/${FORMS.contact}` });
  await expect(page.locator('form.hs-form')).toBeVisible();
  await expect(page.locator('iframe.hs-form-iframe')).toHaveCount(0);
});

test('preview mode renders formData without ids and without a definition request', async ({ page }) => {
  const definitionRequests: string[] = [];
  page.on('request', (request) => {
    if (/\/embed\/v3\/form\/|\.json\.gz/.test(request.url())) definitionRequests.push(request.url());
  });
  // The wire shape, as a site owner's builder holds it; `<\/` keeps the page's script element whole.
  const formData = readFileSync(`fixtures/forms/${PORTAL_ID}/${FORMS.contact}.json`, 'utf8').replaceAll('</', '<\\/');
  const { pageErrors } = await openTestPage(
    page,
    `<div id="target"></div>${EMBED_SCRIPT}
    <script>hbspt.forms.create({ isPreview: true, target: '#target', renderFrame: false, formData: ${formData} });</script>`,
  );
  const form = page.locator('#target form.hs-form');
  await expect(form.locator('input[name=email]')).toBeVisible();
  await expect(page.locator('.hs-form-missing')).toHaveCount(0);
  expect(definitionRequests).toEqual([]);
  expect(pageErrors).toEqual([]);
});

test('builder mode without formData or ids shows the not-found panel and warns, not INVALID_PORTAL_ID', async ({ page }) => {
  const warnings: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'warning') warnings.push(message.text());
  });
  const { pageErrors } = await openTestPage(
    page,
    `<div id="target"></div>${EMBED_SCRIPT}<script>hbspt.forms.create({ isBuilder: true, target: '#target' });</script>`,
  );
  await expect(page.locator('#target .hs-form-missing')).toHaveAttribute('data-render-error', 'DEFINITION_NOT_FOUND');
  expect(warnings).toContain('[forms-embed] formData is missing: preview and builder modes render it');
  expect(pageErrors).toEqual([]);
});
