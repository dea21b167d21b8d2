import { expect, test } from '@playwright/test';
import { readdirSync } from 'node:fs';
import { SCOPED_PORTAL_ID, UNSCOPED_PORTAL_ID } from '../test/fixture-ids';
import { EMBED_SCRIPT, openTestPage, shownIn } from './support/test-page';

/** Every definition fixture (error-table, slow, draft and fallback-only files aside). */
const definitionFixtures = [SCOPED_PORTAL_ID, UNSCOPED_PORTAL_ID].flatMap((portalId) =>
  readdirSync(`fixtures/forms/${portalId}`)
    .filter((file) => /^a1b2c3d4-\d{4}-.*\d\.json$/.test(file))
    .map((file) => ({ portalId, formId: file.replace(/\.json$/, '') })),
);

test('the fixture set is the one this spec expects', () => {
  expect(definitionFixtures.length).toBeGreaterThanOrEqual(16);
});

for (const { portalId, formId } of definitionFixtures) {
  test(`fixture ${formId} mounts with no uncaught error reaching the page`, async ({ page }) => {
    const { pageErrors } = await openTestPage(
      page,
      `<div class="hs-form-frame" data-portal-id="${portalId}" data-form-id="${formId}"></div>${EMBED_SCRIPT}`,
      { query: '?allowUnpublished=true' },
    );
    await expect.poll(() => shownIn(page, '.hs-form-frame')).toMatch(/^(form in page|form in frame|panel)$/);
    expect(pageErrors).toEqual([]);
  });
}
