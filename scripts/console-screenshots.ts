/**
 * Screenshots of the owner console's screens at a desktop and a phone width:
 * `npx tsx scripts/console-screenshots.ts` (after `npm run build`) writes
 * `docs/screenshots/console-{screen}-{width}.png` (every screen's, or those named as arguments). It starts its own forms host with an admin
 * token over a throwaway data folder and signs in through the console's own page.
 */
import type { Page } from '@playwright/test';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Attribution } from '../src/core/attribution/attribution';
import { honeypotFieldName, SPAM_TOKEN_FIELD } from '../src/core/spam/spam-wire';
import { SUBMIT_PATH } from '../src/core/submission/submit-wire';
import { FORMS, portalOf } from '../test/fixture-ids';
import { fetchAgedTimeTokens } from './load/time-tokens';
import { launchChromium, screenshotAt, startDemoHost } from './demo-host';

const WIDTHS = [1280, 375] as const;
const OUT_DIR = 'docs/screenshots';
const ADMIN_TOKEN = 'console-screenshots-admin-token';

/** Each screen: how to reach it from a fresh page of the console (`base` is the host's URL). */
const SCREENS: Record<string, (page: Page, base: string) => Promise<void>> = {
  'sign-in': async (page, base) => {
    await page.goto(`${base}/owner/`);
    await page.getByLabel('Access token').waitFor();
  },
  'sign-in-error': async (page, base) => {
    await page.goto(`${base}/owner/`);
    await page.getByLabel('Access token').fill('not-a-token');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.getByRole('alert').filter({ hasText: /./ }).waitFor();
  },
  'forms-list': async (page, base) => {
    await signIn(page, base);
    await page.getByRole('table').waitFor();
  },
  inbox: async (page, base) => {
    await signIn(page, base);
    await page.goto(`${base}/owner/forms/${portalOf(FORMS.contact)}/${FORMS.contact}`);
    await page.getByRole('region').getByRole('row').nth(1).waitFor();
  },
  'inbox-columns': async (page, base) => {
    await signIn(page, base);
    await page.goto(`${base}/owner/forms/${portalOf(FORMS.contact)}/${FORMS.contact}`);
    await page.getByRole('region').getByRole('row').nth(1).waitFor();
    await page.getByRole('button', { name: 'Columns' }).click();
    await page.getByRole('checkbox', { name: 'Email' }).waitFor();
  },
  lead: async (page, base) => {
    await signIn(page, base);
    await page.goto(`${base}/owner/forms/${portalOf(FORMS.contact)}/${FORMS.contact}`);
    await page.getByRole('region').getByRole('link').first().click();
    await page.getByRole('heading', { level: 1, name: 'Lead' }).waitFor();
  },
  'spam-tab': async (page, base) => {
    await signIn(page, base);
    await page.goto(`${base}/owner/forms/${portalOf(FORMS.contact)}/${FORMS.contact}?tab=spam`);
    await page.getByRole('region').getByRole('row').nth(1).waitFor();
  },
  'spam-lead': async (page, base) => {
    await signIn(page, base);
    await page.goto(`${base}/owner/forms/${portalOf(FORMS.contact)}/${FORMS.contact}?tab=spam`);
    await page.getByRole('region').getByRole('link').first().click();
    await page.getByText(/^Stored as spam:/).waitFor();
  },
  'new-form': async (page, base) => {
    await signIn(page, base);
    await page.goto(`${base}/owner/forms/new`);
    await page.getByRole('radio', { name: 'Contact' }).check();
  },
  'editor-fields': async (page, base) => {
    await openEditor(page, base);
    await page.locator('.field-row-select').filter({ hasText: /^Email/ }).click();
    await page.getByLabel('Internal name').waitFor();
  },
  'editor-settings': async (page, base) => {
    await openEditor(page, base);
    await page.getByRole('navigation', { name: 'Editor sections' }).getByRole('button', { name: 'Settings' }).click();
  },
  'editor-spam-settings': async (page, base) => {
    await openEditor(page, base);
    await page.getByRole('navigation', { name: 'Editor sections' }).getByRole('button', { name: 'Settings' }).click();
    await page.getByRole('group', { name: 'Spam and attribution' }).scrollIntoViewIfNeeded();
  },
  'editor-preview-errors': async (page, base) => {
    await openEditor(page, base);
    // At desktop width the preview sits beside the fields; on a phone it is a section of its own.
    const previewSection = page.getByRole('navigation', { name: 'Editor sections' }).getByRole('button', { name: 'Preview' });
    if (await previewSection.isVisible()) await previewSection.click();
    await page.getByRole('radio', { name: 'Phone' }).check();
    await page.getByLabel('Show errors').check();
    await page.frameLocator('iframe[title="Form preview"]').locator('.hs-error-msgs').first().waitFor();
  },
  'editor-publishing': async (page, base) => {
    await openEditor(page, base);
    await page.getByRole('navigation', { name: 'Editor sections' }).getByRole('button', { name: 'Publishing' }).click();
    await page.locator('pre[data-snippet]').first().waitFor();
  },
  'draft-preview': async (page, base) => {
    await signIn(page, base);
    await page.goto(`${base}/owner/forms/${portalOf(FORMS.contact)}/${FORMS.contact}/preview`);
    await page.frameLocator('iframe[title="Form preview"]').locator('form.hs-form').waitFor();
  },
  notifications: async (page, base) => {
    await seedNotifications(base);
    await signIn(page, base);
    await page.goto(`${base}/owner/forms/${portalOf(FORMS.contact)}/${FORMS.contact}/notifications`);
    await page.getByRole('table').waitFor();
  },
  'import-checked': async (page, base) => {
    await signIn(page, base);
    await page.goto(`${base}/owner/forms/import`);
    await page.getByLabel('Form definition (JSON)').fill(readFileSync(`fixtures/forms/${portalOf(FORMS.allFields)}/${FORMS.allFields}.json`, 'utf8'));
    await page.getByRole('button', { name: 'Check' }).click();
    await page.getByRole('heading', { name: /^Checked:/ }).waitFor();
  },
  'not-found': async (page, base) => {
    await signIn(page, base);
    await page.goto(`${base}/owner/no-such-page`);
    await page.getByRole('heading', { level: 1, name: 'Page not found' }).waitFor();
  },
  'import-error': async (page, base) => {
    await signIn(page, base);
    await page.goto(`${base}/owner/forms/import`);
    await page.getByLabel('Form definition (JSON)').fill('{"form": ');
    await page.getByRole('button', { name: 'Check' }).click();
    await page.getByText(/^The definition is not valid JSON/).waitFor();
  },
};

/** The editor of the contact form (published, with a draft), signed in. */
async function openEditor(page: Page, base: string): Promise<void> {
  await signIn(page, base);
  await page.goto(`${base}/owner/forms/${portalOf(FORMS.contact)}/${FORMS.contact}/edit`);
  await page.locator('.field-list > li').first().waitFor();
  // At desktop width the live preview is on screen: wait for the embed to have rendered it.
  const preview = page.locator('iframe[title="Form preview"]');
  if (await preview.isVisible()) await page.frameLocator('iframe[title="Form preview"]').locator('form.hs-form').waitFor();
}

async function signIn(page: Page, base: string): Promise<void> {
  await page.goto(`${base}/owner/`);
  await page.getByLabel('Access token').fill(ADMIN_TOKEN);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.getByRole('button', { name: 'Sign out' }).waitFor();
}

/** E-mail recipients and a webhook endpoint for the contact form (once), so its Notifications screen shows data. */
let notificationsSeeded = false;
async function seedNotifications(base: string): Promise<void> {
  if (notificationsSeeded) return;
  notificationsSeeded = true;
  const headers = { authorization: `Bearer ${ADMIN_TOKEN}`, 'content-type': 'application/json' };
  const formPath = `${base}/api/v1/portals/${portalOf(FORMS.contact)}`;
  const calls = [
    fetch(`${formPath}/forms/${FORMS.contact}/notifications`, { method: 'PUT', headers, body: JSON.stringify({ recipients: ['sales@example.com', 'ada@example.com'] }) }),
    fetch(`${formPath}/webhooks`, { method: 'POST', headers, body: JSON.stringify({ url: 'https://crm.example.com/hooks/leads', events: ['lead.created', 'lead.deleted'], formId: FORMS.contact }) }),
  ];
  for (const response of await Promise.all(calls)) if (!response.ok) throw new Error(`seeding notifications: the host answered ${response.status} ${await response.text()}`);
}

/** A few leads of the contact form, as a visitor's browser sends them (from a campaign, a search, directly), so the screens show data. */
async function seedLeads(base: string): Promise<void> {
  const people: [string, string, string, Attribution | undefined][] = [
    ['Ada', 'ada@analytical-engines.example', 'Please call me back.', undefined],
    ['Grace', 'grace@compilers.example', 'Do you ship to Europe?', { referrer: 'https://www.search.example/', landingPage: 'https://www.example.com/pricing' }],
    [
      'Alan',
      'alan@bletchley.example',
      'A question about pricing.',
      { utm_source: 'newsletter', utm_medium: 'email', utm_campaign: 'spring-launch', referrer: 'https://mail.example/', landingPage: 'https://www.example.com/spring?utm_source=newsletter&utm_medium=email&utm_campaign=spring-launch' },
    ],
  ];
  // Each lead with a time token as old as a person's, so none is taken for spam.
  const tokens = await fetchAgedTimeTokens(base, people.length, { portalId: portalOf(FORMS.contact), formId: FORMS.contact });
  for (const [index, [firstname, email, message, attribution]] of people.entries()) {
    const body = new FormData();
    for (const [name, value] of Object.entries({ firstname, email, message } as Record<string, string>)) body.append(name, value);
    body.append(SPAM_TOKEN_FIELD, tokens[index] ?? '');
    body.append('hs_context', JSON.stringify({ pageUrl: 'https://www.example.com/contact', pageTitle: 'Contact us', ...(attribution ? { attribution } : {}) }));
    const response = await fetch(`${base}${SUBMIT_PATH}/${portalOf(FORMS.contact)}/${FORMS.contact}`, { method: 'POST', body, headers: { 'Idempotency-Key': `console-screenshot-${firstname}` } });
    if (!response.ok) throw new Error(`seeding a lead: the host answered ${response.status} ${await response.text()}`);
  }
}

/** One lead a bot sent, filling the input people never see: the host stores it as spam. */
async function seedSpam(base: string): Promise<void> {
  const body = new FormData();
  for (const [name, value] of Object.entries({ firstname: 'Bot', email: 'offers@cheap-watches.example', message: 'Best prices!!!' })) body.append(name, value);
  body.append(honeypotFieldName(FORMS.contact, ''), 'https://cheap-watches.example');
  body.append('hs_context', JSON.stringify({ pageUrl: 'https://www.example.com/contact', pageTitle: 'Contact us' }));
  const response = await fetch(`${base}${SUBMIT_PATH}/${portalOf(FORMS.contact)}/${FORMS.contact}`, { method: 'POST', body, headers: { 'Idempotency-Key': 'console-screenshot-spam' } });
  if (!response.ok) throw new Error(`seeding spam: the host answered ${response.status} ${await response.text()}`);
}

async function main(): Promise<void> {
  if (!existsSync('dist/console/index.html')) throw new Error('dist/console/index.html is missing: run npm run build first');
  mkdirSync(OUT_DIR, { recursive: true });
  const dataDir = mkdtempSync(join(tmpdir(), 'console-screenshots-'));
  const host = await startDemoHost(dataDir, { adminToken: ADMIN_TOKEN });
  const browser = await launchChromium();
  try {
    await seedLeads(host.url);
    await seedSpam(host.url);
    // `tsx scripts/console-screenshots.ts inbox lead` takes only the screens named.
    const only = process.argv.slice(2);
    for (const [screen, reach] of Object.entries(SCREENS).filter(([name]) => only.length === 0 || only.includes(name))) {
      for (const width of WIDTHS) {
        await screenshotAt(browser, width, join(OUT_DIR, `console-${screen}-${width}.png`), async (page) => {
          await reach(page, host.url);
          await page.evaluate(() => document.fonts.ready);
        });
      }
    }
  } finally {
    await browser.close();
    await host.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
