import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';

/** The first of these commands found on PATH. */
function onPath(names: string[]): string | undefined {
  for (const name of names) {
    try {
      const found = execFileSync('which', [name], { encoding: 'utf8' }).trim();
      if (found) return found;
    } catch {
      // Try the next name.
    }
  }
  return undefined;
}

/**
 * The browser for the scripts (benchmark, screenshots, demo host): `CHROMIUM_PATH` when set, else
 * a `chromium` found on PATH (the distribution's package, which `.ci/run` installs). Playwright's
 * own browser download is not used.
 */
export function chromiumExecutable(): string {
  const fromEnv = process.env.CHROMIUM_PATH;
  if (fromEnv && existsSync(fromEnv)) return fromEnv;
  const found = onPath(['chromium', 'chromium-browser']);
  if (found) return found;
  throw new Error('No Chromium found: install it (apt-get install chromium) or set CHROMIUM_PATH');
}

/**
 * The browser for the specs: `CHROMIUM_PATH` when set, else Chromium's headless shell when
 * installed (the same Blink and V8 without the desktop browser around them: the specs' run took
 * some 40% of the full browser's CPU and 60% of its time), else the full browser.
 */
export function specChromiumExecutable(): string {
  const fromEnv = process.env.CHROMIUM_PATH;
  if (fromEnv && existsSync(fromEnv)) return fromEnv;
  return onPath(['chromium-headless-shell']) ?? chromiumExecutable();
}

/** How the specs and the scripts start Chromium: headless in a container, no background traffic to time. */
export const CHROMIUM_ARGS = ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update'];

/**
 * How the specs start it: the headless shell would hint glyphs fully, drawing text a pixel wider
 * here and there than the desktop browser, which follows the system's (slight) hinting, as the
 * visual baselines were recorded.
 */
export const SPEC_CHROMIUM_ARGS = [...CHROMIUM_ARGS, '--font-render-hinting=slight'];
