import { readFileSync } from 'node:fs';
import { expect, type APIRequestContext, type Frame, type Page } from '@playwright/test';
import { FORMS, portalOf } from '../../test/fixture-ids';
import { E2E_ADMIN_TOKEN } from './owner-api';

/** The framed contact form's document once its fields are there. */
export async function contactFrame(page: Page): Promise<Frame> {
  const handle = await page.waitForSelector('iframe.hs-form-iframe');
  const frame = await handle.contentFrame();
  if (!frame) throw new Error('the contact form has no frame');
  await frame.waitForSelector('form.hs-form input[name=email]');
  return frame;
}

/** A published copy of the contact form that asks for proof of work. */
export async function proofOfWorkForm(request: APIRequestContext): Promise<string> {
  const portal = portalOf(FORMS.contact);
  const auth = { Authorization: `Bearer ${E2E_ADMIN_TOKEN}` };
  const fixture = JSON.parse(readFileSync(`fixtures/forms/${portal}/${FORMS.contact}.json`, 'utf8')) as { form: { metaData: unknown[] } & Record<string, unknown> };
  const form = { ...fixture.form, guid: undefined, name: `Proof of work ${Date.now()}`, metaData: [...fixture.form.metaData, { name: 'proofOfWork', value: 'true' }] };
  const created = await request.post(`/api/v1/portals/${portal}/forms`, { headers: auth, data: { definition: { ...fixture, form } } });
  expect(created.status(), await created.text()).toBe(201);
  const { guid } = (await created.json()) as { guid: string };
  expect((await request.post(`/api/v1/portals/${portal}/forms/${guid}/publish`, { headers: auth })).status()).toBe(201);
  return guid;
}

