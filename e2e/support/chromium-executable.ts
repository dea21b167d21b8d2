import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';

/**
 * The browser for the specs: `CHROMIUM_PATH` when set, else a `chromium` found on PATH (the
 * distribution's package, which `.ci/run` installs). Playwright's own browser download is
 * not used.
 */
export function chromiumExecutable(): string {
  const fromEnv = process.env.CHROMIUM_PATH;
  if (fromEnv && existsSync(fromEnv)) return fromEnv;
  for (const name of ['chromium', 'chromium-browser']) {
    try {
      const found = execFileSync('which', [name], { encoding: 'utf8' }).trim();
      if (found) return found;
    } catch {
      // Try the next name.
    }
  }
  throw new Error('No Chromium found: install it (apt-get install chromium) or set CHROMIUM_PATH');
}

/** How the specs and the scripts start Chromium: headless in a container, no background traffic to time. */
export const CHROMIUM_ARGS = ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update'];
