import { expect, test } from '@playwright/test';
import { framedFormThankYou, uniqueEmail } from './support/contact-form';
import { framedForm } from './support/framed-form';
import { E2E_ADMIN_TOKEN } from './support/owner-api';
import { EMBED_SCRIPT, openTestPage, PORTAL_ID } from './support/test-page';

const owner = { Authorization: `Bearer ${E2E_ADMIN_TOKEN}` };

test('a form created and published through the owner API is embedded, submitted, found by a search and exported', async ({ page, request }) => {
  // A word no other lead of the run holds, to search for.
  const word = `zephyr${Math.random().toString(36).slice(2, 10)}`;
  const created = await request.post(`/api/v1/portals/${PORTAL_ID}/forms`, {
    headers: owner,
    data: {
      name: 'Spring newsletter',
      fields: [
        { name: 'email', label: 'Your email', type: 'email', required: true },
        { name: 'firstname', label: 'First name', type: 'text' },
      ],
    },
  });
  expect(created.status()).toBe(201);
  const { guid } = (await created.json()) as { guid: string };
  const published = await request.post(`/api/v1/portals/${PORTAL_ID}/forms/${guid}/publish`, { headers: owner });
  expect(published.status()).toBe(201);
  expect(await published.json()).toMatchObject({ version: 1, publishedBy: 'ADMIN_TOKEN' });

  const { pageErrors } = await openTestPage(page, `<div id="t"></div>${EMBED_SCRIPT}<script>hbspt.forms.create({ portalId: '${PORTAL_ID}', formId: '${guid}', target: '#t' });</script>`);
  const form = framedForm(page);
  const email = uniqueEmail('owner-api');
  await form.getByLabel('Your email').fill(email);
  await form.getByLabel('First name').fill(word);
  await form.locator('input[type=submit]').click();
  await expect(framedFormThankYou(page)).toContainText('Thanks for submitting the form.');
  expect(pageErrors).toEqual([]);

  const found = await request.get(`/api/v1/leads?portalId=${PORTAL_ID}&q=${word}`, { headers: owner });
  expect(found.status()).toBe(200);
  const { leads } = (await found.json()) as { leads: { conversionId: string; formId: string; formVersion: number | null; values: Record<string, string> }[] };
  expect(leads).toHaveLength(1);
  expect(leads[0]).toMatchObject({ formId: guid, formVersion: 1, values: { email, firstname: word } });

  const exported = await request.get(`/api/v1/leads/export?portalId=${PORTAL_ID}&formId=${guid}&format=csv`, { headers: owner });
  expect(exported.status()).toBe(200);
  expect(exported.headers()['content-disposition']).toMatch(/^attachment; filename="Spring newsletter leads \d{4}-\d{2}-\d{2}\.csv"/);
  const rows = (await exported.body()).subarray(3).toString('utf8').split('\r\n');
  // The embed recorded where the lead came from: here, only the page it landed on.
  expect(rows[0]).toBe('Submitted at (UTC),Conversion ID,Page URL,Your email,First name,Landing page');
  expect(rows[1]).toMatch(new RegExp(`^\\d{4}-\\d{2}-\\d{2}T[\\d:.]+Z,${leads[0]!.conversionId},[^,]+,${email.replace(/[.]/g, '\\.')},${word},http://[^,]+$`));
  expect(rows.slice(2)).toEqual(['']);
});
