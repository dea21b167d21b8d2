import { rm } from 'node:fs/promises';
import { afterEach, describe, expect, it } from 'vitest';
import { defaultToProduction } from '../../server/default-node-env.js';
import { FORMS_HOST_LINE, spawnMain, type MainProcess } from '../../scripts/main-process.js';
import { FORMS } from '../fixture-ids.js';
import { PORTAL_ID, makeTempDir } from './helpers/test-host.js';

describe('defaultToProduction', () => {
  it('sets NODE_ENV to production when it is unset or empty, and keeps one the site owner chose', () => {
    for (const unset of [{}, { NODE_ENV: '' }]) {
      const env: NodeJS.ProcessEnv = { ...unset };
      defaultToProduction(env);
      expect(env.NODE_ENV).toBe('production');
    }
    const chosen: NodeJS.ProcessEnv = { NODE_ENV: 'development' };
    defaultToProduction(chosen);
    expect(chosen.NODE_ENV).toBe('development');
  });
});

describe('the host started as a site owner starts it', () => {
  let main: MainProcess | undefined;
  let dataDir: string | undefined;
  afterEach(async () => {
    await main?.kill();
    if (dataDir) await rm(dataDir, { recursive: true, force: true });
  });

  it('pre-renders forms with React’s production build without NODE_ENV set', async () => {
    dataDir = await makeTempDir('node-env');
    // The test runner sets NODE_ENV for itself: the host gets an environment without it.
    const runnerNodeEnv = process.env.NODE_ENV;
    delete process.env.NODE_ENV;
    try {
      main = spawnMain({ DATA_DIR: dataDir, LOG_REQUESTS: 'on' });
    } finally {
      process.env.NODE_ENV = runnerNodeEnv;
    }
    const [, url] = await main.waitFor(FORMS_HOST_LINE);
    const res = await fetch(`${url}/embed/v3/form/${PORTAL_ID}/${FORMS.contact}/rendered`);
    expect(((await res.json()) as { markup: string | null }).markup).toMatch(/^<form /);
    const [line = ''] = await main.waitFor(/^\{.*"reactBuild".*\}$/m);
    expect(JSON.parse(line)).toMatchObject({ level: 'info', reactBuild: 'production' });
  }, 60_000);
});
