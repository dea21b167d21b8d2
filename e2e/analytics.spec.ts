import { expect, test, type Page, type Response } from '@playwright/test';
import { FORMS } from '../test/fixture-ids';
import { container, fillContact, framedFormThankYou, SUBMIT_ROUTE, uniqueEmail } from './support/contact-form';
import { framedForm } from './support/framed-form';
import { trackingHits, type TrackingHit } from './support/owner-api';
import { EMBED_SCRIPT, openTestPage } from './support/test-page';
import { serveChangedDefinition } from './support/definition-route';

/** Beacon answers the page got from the host: each one is a hit the host recorded before answering. */
function beaconAnswers(page: Page) {
  const answers: URL[] = [];
  page.on('response', (response: Response) => {
    const url = new URL(response.url());
    if (/\.gif$|\/viral-links\//.test(url.pathname) && response.status() === 200) answers.push(url);
  });
  return {
    counted: () => answers.filter((url) => url.pathname === '/counters.gif').map((url) => url.searchParams.get('key')),
    pixels: () => answers.filter((url) => url.pathname === '/tracking/v1/pixel.gif').map((url) => url.searchParams.get('event')),
  };
}

/** Hits recorded since `since` (the host's and the spec's clocks are the same machine's). */
const recordedSince = (hits: TrackingHit[], since: string) => hits.filter((hit) => hit.createdAt >= since);

test('mounting a form records DEFINITION_SUCCESS and RENDER_SUCCESS counts and a view pixel; a submission records SUBMISSION_SUCCESS and a click', async ({ page, request }) => {
  const since = new Date().toISOString();
  const answers = beaconAnswers(page);
  const analytic: string[] = [];
  await page.exposeFunction('recordAnalytic', (name: string) => analytic.push(name));
  const { pageErrors } = await openTestPage(
    page,
    `<div id="t"></div>${EMBED_SCRIPT}<script>hbspt.forms.create({ portalId: '123456', formId: '${FORMS.contact}', target: '#t',
      onAnalyticEvent: (event) => recordAnalytic(event.eventName) });</script>`,
  );
  await expect.poll(answers.counted).toEqual(['forms-embed.v3.DEFINITION_SUCCESS', 'forms-embed.v3.RENDER_SUCCESS']);
  await expect.poll(answers.pixels).toEqual(['view']);
  expect(analytic).toEqual(['DEFINITION_SUCCESS', 'RENDER_SUCCESS']);
  const afterMount = recordedSince(await trackingHits(request, { formId: FORMS.contact }), since);
  expect(afterMount.map((hit) => hit.query.key)).toEqual(expect.arrayContaining(['forms-embed.v3.DEFINITION_SUCCESS', 'forms-embed.v3.RENDER_SUCCESS']));
  expect(afterMount.filter((hit) => hit.name === 'pixel').map((hit) => hit.query.event)).toContain('view');

  const form = await fillContact(page, uniqueEmail('analytics'));
  await form.locator('input[type=submit]').click();
  await expect(framedFormThankYou(page)).toBeVisible();
  await expect.poll(answers.counted).toContain('forms-embed.v3.SUBMISSION_SUCCESS');
  await expect.poll(answers.pixels).toEqual(['view', 'click']);
  const afterSubmit = recordedSince(await trackingHits(request, { formId: FORMS.contact }), since);
  expect(afterSubmit.map((hit) => hit.query.key)).toContain('forms-embed.v3.SUBMISSION_SUCCESS');
  expect(afterSubmit.filter((hit) => hit.name === 'pixel').map((hit) => hit.query.event)).toContain('click');
  expect(pageErrors).toEqual([]);
});

test('a refused submission records the SUBMISSION_FAILURE form-error count', async ({ page, request }) => {
  const since = new Date().toISOString();
  const answers = beaconAnswers(page);
  await page.route(SUBMIT_ROUTE, (route) => route.fulfill({ status: 400, json: { formSubmissionError: 'MISSING_SCOPE' } }));
  await openTestPage(page, `${container(FORMS.contact)}${EMBED_SCRIPT}`);
  const form = await fillContact(page, uniqueEmail('analytics-failure'));
  await form.locator('input[type=submit]').click();
  await expect(form.getByText('This form cannot be submitted. Please contact the site owner.')).toBeVisible();
  await expect.poll(answers.counted).toContain('forms-embed.v3.SUBMISSION_FAILURE');
  const recorded = recordedSince(await trackingHits(request, { formId: FORMS.contact, name: 'counter' }), since);
  expect(recorded.map((hit) => hit.query.key)).toContain('forms-embed.v3.SUBMISSION_FAILURE');
  expect(answers.counted()).not.toContain('forms-embed.v3.SUBMISSION_SUCCESS');
});

test('the free-plan branding link goes through click tracking and lands on its target', async ({ page, context, request }) => {
  // The fixtures are all paid plans: this one answers as a free plan (scopes.noBranding false).
  await serveChangedDefinition(page, FORMS.contact, (definition) => ({ ...definition, scopes: { ...(definition.scopes as object), noBranding: false } }));
  const answers = beaconAnswers(page);
  await openTestPage(page, `${container(FORMS.contact)}${EMBED_SCRIPT}`);
  const link = framedForm(page).locator('a.hs-form-branding-link');
  await expect(link).toHaveAttribute('href', /\/viral-links\/v1\/click-tracking\?/);
  const href = new URL((await link.getAttribute('href'))!);
  const deviceId = href.searchParams.get('deviceId')!;
  expect(Object.fromEntries(href.searchParams)).toEqual({ u: `${new URL(page.url()).origin}/`, deviceId, viralLinkType: 'form', hubId: '123456' });
  await expect.poll(answers.pixels).toEqual(['view']);
  await expect.poll(async () => (await trackingHits(request, { name: 'viral-tracking' })).filter((hit) => hit.query.deviceId === deviceId)).toHaveLength(1);

  const [landed] = await Promise.all([context.waitForEvent('page'), link.click()]);
  await landed.waitForLoadState();
  expect(landed.url()).toBe(`${new URL(page.url()).origin}/`);
  const clicks = (await trackingHits(request, { name: 'viral-click' })).filter((hit) => hit.query.deviceId === deviceId);
  expect(clicks.map((hit) => hit.query.u)).toEqual([`${new URL(page.url()).origin}/`]);
});
