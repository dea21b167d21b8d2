import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { expect, type Page } from '@playwright/test';
import { E2E_ADMIN_TOKEN } from './owner-api';

const run = promisify(execFile);

/** Signs in to the owner console with a token (the administrator's by default) and waits for the signed-in header. */
export async function signInToConsole(page: Page, token: string = E2E_ADMIN_TOKEN): Promise<void> {
  await page.goto('/owner/sign-in');
  await page.getByLabel('Access token').fill(token);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('button', { name: 'Sign out' })).toBeVisible();
}

/**
 * A new owner token in the database of the host the specs started, made as a site owner makes
 * one (`npm run owner -- token create`); answers its secret.
 */
export async function createOwnerToken(name: string, options: { readOnly?: boolean; portals?: readonly string[] } = {}): Promise<string> {
  const dataDir = process.env.E2E_DATA_DIR;
  if (!dataDir) throw new Error('E2E_DATA_DIR is not set: run the specs through playwright.config.ts');
  const args = ['tsx', 'server/cli/owner.ts', 'token', 'create', '--name', name, ...(options.portals ?? []).flatMap((id) => ['--portal', id])];
  if (options.readOnly) args.push('--read-only');
  const { stdout } = await run('npx', args, { env: { ...process.env, DATA_DIR: dataDir } });
  const secret = /^\s{2}(\S{20,})$/m.exec(stdout)?.[1];
  if (!secret) throw new Error(`token create printed no secret:\n${stdout}`);
  return secret;
}
