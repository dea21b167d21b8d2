import { readLoaderHandoff } from '../loader/handoff';
import { startLoader } from '../loader/start-loader';
import { startRuntime } from './start-runtime';

/**
 * The loader and the runtime in one go, for a bundler's single file (`src/index.ts`): the
 * loader's `hbspt.forms.create` and container watching, with the runtime already there.
 */
export function boot(win: Window): void {
  // Booted already (or embed.js is on the page, and its runtime takes the forms).
  if (readLoaderHandoff(win)) return;
  startRuntime(win, startLoader(win, undefined));
}
