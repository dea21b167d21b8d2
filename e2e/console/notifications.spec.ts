import { readFileSync } from 'node:fs';
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect, test } from '@playwright/test';
import { Webhook } from 'standardwebhooks';
import { FORMS, portalOf } from '../../test/fixture-ids';
import { axeViolations } from '../support/axe';
import { E2E_ADMIN_TOKEN } from '../support/owner-api';
import { createOwnerToken, signInToConsole } from '../support/owner-console';

const PORTAL = portalOf(FORMS.contact);
const AUTH = { Authorization: `Bearer ${E2E_ADMIN_TOKEN}` };

interface Received {
  headers: IncomingHttpHeaders;
  body: string;
}

/** A webhook receiver on 127.0.0.1 that keeps every request and answers 200 with a short text. */
async function startReceiver(): Promise<{ url: string; received: Received[]; server: Server }> {
  const received: Received[] = [];
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      received.push({ headers: request.headers, body: Buffer.concat(chunks).toString('utf8') });
      response.writeHead(200, { 'content-type': 'text/plain' }).end('received <b>ok</b>');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/hook`, received, server };
}

test('an owner adds e-mail recipients and a webhook endpoint, sends a test event and sees it delivered, signed with the secret shown once', async ({ page, request }) => {
  const receiver = await startReceiver();
  try {
    // A form of its own, so no other spec's leads reach this receiver.
    const fixture = JSON.parse(readFileSync(`fixtures/forms/${PORTAL}/${FORMS.contact}.json`, 'utf8')) as { form: Record<string, unknown> };
    const name = `Notifications copy ${Date.now()}`;
    const created = await request.post(`/api/v1/portals/${PORTAL}/forms`, { headers: AUTH, data: { definition: { ...fixture, form: { ...fixture.form, guid: undefined, name } } } });
    expect(created.status()).toBe(201);
    const { guid } = (await created.json()) as { guid: string };

    await signInToConsole(page);
    await page.goto(`/owner/forms/${PORTAL}/${guid}`);
    await page.getByRole('link', { name: 'Notifications' }).click();
    await expect(page.getByRole('heading', { level: 1, name: `Notifications: ${name}` })).toBeVisible();

    const email = page.getByRole('region', { name: 'E-mail' });
    await email.getByLabel('E-mail address').fill('sales@example.com');
    await email.getByRole('button', { name: 'Add', exact: true }).click();
    await email.getByRole('button', { name: 'Save recipients' }).click();
    await expect(email.getByText('Recipients saved.')).toBeVisible();

    const webhooks = page.getByRole('region', { name: 'Webhooks' });
    await webhooks.getByRole('button', { name: 'Add endpoint' }).click();
    const form = webhooks.getByRole('form', { name: 'New webhook endpoint' });
    await form.getByLabel('Endpoint URL').fill(receiver.url);
    await form.getByRole('button', { name: 'Add endpoint' }).click();
    const dialog = page.getByRole('dialog', { name: 'The endpoint’s signing secret' });
    await expect(dialog).toContainText('you will not see it again');
    const secret = await dialog.getByLabel('Secret', { exact: true }).inputValue();
    expect(secret).toMatch(/^whsec_[A-Za-z0-9+/]{32,}={0,2}$/);
    expect(await axeViolations(page, 'body')).toEqual([]);
    await dialog.getByRole('button', { name: 'Done' }).click();
    await expect(dialog).toBeHidden();
    await expect(webhooks.getByRole('cell', { name: /This form/ })).toBeVisible();

    await webhooks.getByRole('button', { name: `Send a test event to ${receiver.url}` }).click();
    const log = page.getByRole('region', { name: `Delivery log: ${receiver.url}` });
    await expect(log.getByText('Test event')).toBeVisible();
    // The dispatcher sends it on its own time: read the log again until it says so.
    await expect(async () => {
      await log.getByRole('button', { name: 'Refresh' }).click();
      await expect(log.getByText('Delivered', { exact: true })).toBeVisible({ timeout: 1000 });
    }).toPass({ timeout: 20_000 });
    await expect(log.locator('pre')).toHaveText('received <b>ok</b>');
    await expect(log).toContainText('HTTP 200');
    expect(await axeViolations(page, 'body')).toEqual([]);

    // What arrived is signed with the secret the console showed, under the id the log shows.
    expect(receiver.received).toHaveLength(1);
    const [delivery] = receiver.received;
    new Webhook(secret).verify(delivery!.body, delivery!.headers as Record<string, string>);
    await expect(log.locator('code', { hasText: String(delivery!.headers['webhook-id']) })).toBeVisible();

    // A new secret, shown once; the next delivery is signed with both for the next 24 hours.
    await webhooks.getByRole('button', { name: `Rotate secret of ${receiver.url}` }).click();
    const rotated = page.getByRole('dialog', { name: 'The endpoint’s new signing secret' });
    await expect(rotated).toContainText('The previous secret keeps signing beside this one for 24 hours');
    const newSecret = await rotated.getByLabel('Secret', { exact: true }).inputValue();
    expect(newSecret).not.toBe(secret);
    await rotated.getByRole('button', { name: 'Done' }).click();
    await webhooks.getByRole('button', { name: `Send a test event to ${receiver.url}` }).click();
    await expect(async () => {
      await log.getByRole('button', { name: 'Refresh' }).click();
      await expect(log.getByText('Delivered', { exact: true })).toHaveCount(2, { timeout: 1000 });
    }).toPass({ timeout: 20_000 });
    expect(receiver.received).toHaveLength(2);
    const second = receiver.received[1]!;
    for (const key of [secret, newSecret]) new Webhook(key).verify(second.body, second.headers as Record<string, string>);

    await page.reload();
    await expect(page.getByRole('region', { name: 'E-mail' }).getByRole('list', { name: 'Recipients' })).toHaveText('sales@example.comRemove');
    await webhooks.getByRole('button', { name: `Delete ${receiver.url}` }).click();
    const confirm = page.getByRole('dialog', { name: 'Delete this endpoint?' });
    await expect(confirm).toContainText(receiver.url);
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await expect(webhooks.getByText('No webhook endpoints yet.')).toBeVisible();
  } finally {
    receiver.server.close();
  }
});

test('a read-only token sees the endpoints and their log but nothing that changes them', async ({ page, request }) => {
  const url = `https://hooks.example.com/read-only-${Date.now()}`;
  const created = await request.post(`/api/v1/portals/${PORTAL}/webhooks`, { headers: AUTH, data: { url, events: ['lead.created'], formId: FORMS.contact } });
  expect(created.status()).toBe(201);
  const { id } = (await created.json()) as { id: number };
  try {
    await signInToConsole(page, await createOwnerToken(`notifications-reader-${Date.now()}`, { readOnly: true }));
    await page.goto(`/owner/forms/${PORTAL}/${FORMS.contact}/notifications`);
    const webhooks = page.getByRole('region', { name: 'Webhooks' });
    await webhooks.getByRole('button', { name: `Delivery log of ${url}` }).click();
    await expect(page.getByRole('region', { name: `Delivery log: ${url}` }).getByText('Nothing sent to this endpoint yet.')).toBeVisible();
    for (const name of ['Add endpoint', `Edit ${url}`, `Send a test event to ${url}`, `Rotate secret of ${url}`, `Delete ${url}`, 'Save recipients']) {
      await expect(page.getByRole('button', { name })).toHaveCount(0);
    }
    await expect(page.getByLabel('E-mail address')).toHaveCount(0);
    expect(await axeViolations(page, 'body')).toEqual([]);
  } finally {
    await request.delete(`/api/v1/webhooks/${id}`, { headers: AUTH });
  }
});
