import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { defineConfig } from '@playwright/test';
import { SPEC_CHROMIUM_ARGS, specChromiumExecutable } from './e2e/support/chromium-executable';
import { E2E_ADMIN_TOKEN } from './e2e/support/owner-api';

/** Ports of the forms host the browser specs start (and of its second, "site owner" origin). */
export const E2E_PORT = Number(process.env.E2E_PORT ?? 4317);
export const E2E_SITE_PORT = E2E_PORT + 1;
/** Port of the SMTP server a spec starts to receive the host's notification e-mail (SMTP_URL). */
export const E2E_SMTP_PORT = E2E_PORT + 2;
/**
 * SPAM_TOKEN_MIN_AGE_MS of the specs' host. The specs submit within a second of a form showing,
 * hundreds of times: a person takes longer than the default 2 s, and the specs need not wait it
 * out; 300 ms still makes every submit wait for its token's age, as it does against any host.
 */
export const E2E_SPAM_TOKEN_MIN_AGE_MS = 300;
/** A fresh database and upload folder for every run (set once: workers load this file too and inherit it). */
const E2E_DATA_DIR = (process.env.E2E_DATA_DIR ??= mkdtempSync(path.join(tmpdir(), 'forms-host-e2e-')));

export default defineConfig({
  testDir: './e2e',
  fullyParallel: true,
  // Three on a 2-core machine: with two, the specs keep the machine busy only some 70% of the
  // time (waiting on timers, the host and the browser's frames); three keep it busy 92% and
  // run a sample of 74 specs in 98 s against 109 s.
  workers: 3,
  retries: 0,
  timeout: 30_000,
  expect: {
    timeout: 10_000,
    // Baselines beside their spec (e2e/visual/), without the default platform suffix: the
    // specs run on one Linux image, and its fonts come from the host's own packages.
    toHaveScreenshot: { pathTemplate: '{testDir}/{testFileDir}/{testFileName}-snapshots/{arg}{ext}' },
  },
  reporter: [['list']],
  use: {
    baseURL: `http://127.0.0.1:${E2E_PORT}`,
    browserName: 'chromium',
    headless: true,
    launchOptions: {
      executablePath: specChromiumExecutable(),
      args: SPEC_CHROMIUM_ARGS,
    },
  },
  webServer: {
    // The host as `npm start` runs it, from the build the test command made first.
    command: 'node dist/host/main.mjs',
    url: `http://127.0.0.1:${E2E_PORT}/embed.js`,
    env: {
      PORT: String(E2E_PORT),
      SITE_PORT: String(E2E_SITE_PORT),
      HOST: '127.0.0.1',
      DATA_DIR: E2E_DATA_DIR,
      ADMIN_TOKEN: E2E_ADMIN_TOKEN,
      // The specs submit and check addresses hundreds of times from 127.0.0.1: limits they never
      // meet, still counted, so the counting runs under them. Nobody reads the host's stdout here.
      SUBMIT_RATE_LIMIT: '100000/60',
      EMAIL_CHECK_RATE_LIMIT: '100000/60',
      LOG_REQUESTS: 'off',
      SPAM_TOKEN_MIN_AGE_MS: String(E2E_SPAM_TOKEN_MIN_AGE_MS),
      // The fixtures' portal has both scopes; 654321 (forms served as written) none.
      PORTAL_SCOPES: '{"123456":["rawHtmlAccess","customStyleAccess"]}',
      // The specs' webhook receivers listen on 127.0.0.1, which a production host refuses to call.
      WEBHOOK_ALLOW_PRIVATE: '1',
      // Notification e-mail goes to the SMTP server a spec starts; the host sends only for forms
      // with recipients, which no fixture form has. A receiver that is not up yet is tried again soon.
      SMTP_URL: `smtp://127.0.0.1:${E2E_SMTP_PORT}`,
      MAIL_FROM: 'Forms <forms@example.com>',
      WEBHOOK_RETRY_SCHEDULE: '0,300,1000,2000,5000',
    },
    reuseExistingServer: false,
    timeout: 60_000,
    stdout: 'ignore',
    stderr: 'pipe',
  },
});
