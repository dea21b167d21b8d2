import { mkdtempSync, rmSync, truncateSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { MAX_FILE_BYTES } from '../src/core/validation/limits';
import { framedForm } from './support/framed-form';
import { FORMS } from '../test/fixture-ids';
import { container } from './support/contact-form';
import { EMBED_SCRIPT, openTestPage } from './support/test-page';

test('the file control is a box as tall as a text input, shows the chosen file and removes it', async ({ page }) => {
  await openTestPage(page, `${container(FORMS.allFields)}${EMBED_SCRIPT}`);
  const form = framedForm(page);
  const input = form.locator('input[type=file]');
  const box = form.locator('.hs-file-pick > span');
  await expect(box).toHaveText('Choose file');

  const height = async (selector: string) => (await form.locator(selector).first().boundingBox())?.height;
  expect(await height('.hs-file-pick > span')).toBe(await height('input[name=firstname]'));
  // No browser "Choose File" button shows: the native input is transparent over the box.
  expect(await input.evaluate((element) => getComputedStyle(element).opacity)).toBe('0');

  // Focused by keyboard, the box shows the ring.
  await input.focus();
  expect(await box.evaluate((element) => getComputedStyle(element).outlineStyle)).toBe('solid');

  await input.setInputFiles({ name: 'cv.pdf', mimeType: 'application/pdf', buffer: Buffer.alloc(48 * 1024) });
  await expect(form.locator('.hs-file-chosen')).toHaveText('cv.pdf, 48 KB');
  await form.getByRole('button', { name: 'Remove' }).press('Enter');
  await expect(form.locator('.hs-file-chosen')).toHaveCount(0);
  await expect(input).toBeFocused();
  expect(await input.evaluate((element) => (element as HTMLInputElement).files?.length)).toBe(0);
});

test('a file over the size limit marks the control in the error red other invalid inputs use, and Remove clears it', async ({ page }) => {
  // A sparse file one byte over the limit: the browser reads only its size.
  const folder = mkdtempSync(path.join(tmpdir(), 'file-control-'));
  const tooLarge = path.join(folder, 'video.mp4');
  writeFileSync(tooLarge, '');
  truncateSync(tooLarge, MAX_FILE_BYTES + 1);
  try {
    await openTestPage(page, `${container(FORMS.allFields)}${EMBED_SCRIPT}`);
    const form = framedForm(page);
    const input = form.locator('input[type=file]');
    const box = form.locator('.hs-file-pick > span');
    const errorRed = await form.locator('input[name=email]').evaluate((email) => {
      email.setAttribute('aria-invalid', 'true');
      const red = getComputedStyle(email).borderTopColor;
      email.removeAttribute('aria-invalid');
      return red;
    });

    await input.setInputFiles(tooLarge);
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(await box.evaluate((element) => getComputedStyle(element).borderTopColor)).toBe(errorRed);
    await expect(form.locator('.hs_attachment .hs-error-msgs')).not.toHaveCount(0);

    await form.getByRole('button', { name: 'Remove' }).click();
    await expect(input).not.toHaveAttribute('aria-invalid', 'true');
    expect(await box.evaluate((element) => getComputedStyle(element).borderTopColor)).not.toBe(errorRed);
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
});
