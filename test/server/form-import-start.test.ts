import { rm } from 'node:fs/promises';
import { afterEach, describe, expect, it } from 'vitest';
import { writeFormFile } from './helpers/forms.js';
import { PORTAL_ID, definitionPath, makeTempDir, startTestHost } from './helpers/test-host.js';

const GOOD = 'a1b2c3d4-57a7-4000-8000-000000000001';
const BROKEN = 'a1b2c3d4-57a7-4000-8000-000000000002';

const cleanups: Array<() => Promise<void>> = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

describe('the forms import at start', () => {
  it('logs each version it publishes and each broken file, and starts anyway', async () => {
    const formsDir = await makeTempDir('forms');
    cleanups.push(() => rm(formsDir, { recursive: true, force: true }));
    await writeFormFile(formsDir, `${GOOD}.json`, { form: { guid: GOOD, metaData: [] } });
    const broken = await writeFormFile(formsDir, `${BROKEN}.json`, '{ "form": ');
    const lines: string[] = [];
    const own = await startTestHost({ formsDir, sitePort: undefined, formImportLog: (line) => lines.push(line) });
    cleanups.push(() => own.stop());

    expect(lines.map((line) => JSON.parse(line) as unknown)).toEqual([
      expect.objectContaining({ level: 'error', message: 'definition file skipped', file: broken }),
      expect.objectContaining({ level: 'info', message: 'form version published from its file', portalId: PORTAL_ID, guid: GOOD, version: 1 }),
    ]);
    expect((await fetch(`${own.host.url}${definitionPath(GOOD)}`)).status).toBe(200);
  });
});
