import { defineConfig } from '@playwright/test';
import { chromiumExecutable } from './e2e/support/chromium-executable';

/** Ports of the forms host the browser specs start (and of its second, "site owner" origin). */
export const E2E_PORT = Number(process.env.E2E_PORT ?? 4317);
export const E2E_SITE_PORT = E2E_PORT + 1;

export default defineConfig({
  testDir: './e2e',
  fullyParallel: true,
  workers: 2,
  retries: 0,
  timeout: 30_000,
  expect: { timeout: 10_000 },
  reporter: [['list']],
  use: {
    baseURL: `http://127.0.0.1:${E2E_PORT}`,
    browserName: 'chromium',
    headless: true,
    launchOptions: {
      executablePath: chromiumExecutable(),
      args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update'],
    },
  },
  webServer: {
    command: 'npx tsx server/main.ts',
    url: `http://127.0.0.1:${E2E_PORT}/embed.js`,
    env: { PORT: String(E2E_PORT), SITE_PORT: String(E2E_SITE_PORT), HOST: '127.0.0.1' },
    reuseExistingServer: false,
    timeout: 60_000,
    stdout: 'ignore',
    stderr: 'pipe',
  },
});
