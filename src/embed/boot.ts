import { createForm } from './create-form';
import { createFormsRegistry } from './forms-registry';
import { createInstanceKeys } from './instance-keys';
import type { FormHandle, MountEnvironment } from './mount-form';
import { exposeReact } from '../lazy/expose-react';
import { lazyFormTracker } from '../lazy/lazy-form-tracker';
import { lazyFormsApi } from '../lazy/lazy-forms-api';
import { fillSignupLinksLater } from '../lazy/lazy-signup-links';
import { setChunkBaseUrl } from '../lazy/load-chunk';
import { readScriptSource } from './script-origin';
import { mountContainersAbove, watchContainers } from './watch-containers';

interface EmbedGlobal {
  hbspt?: { forms?: { create?: (options: unknown) => FormHandle; [key: string]: unknown }; [key: string]: unknown };
  __formsEmbedBooted?: boolean;
}

/**
 * Boots the embed once per page, however many times the script is included: installs
 * `hbspt.forms.create` at once, then mounts the page's containers when the DOM is ready.
 */
export function boot(win: Window): void {
  const global = win as Window & EmbedGlobal;
  if (global.__formsEmbedBooted) return;
  global.__formsEmbedBooted = true;

  const script = readScriptSource(win.document, win.location.origin);
  setChunkBaseUrl(script.folderUrl, script.nonce);
  exposeReact();
  const api = lazyFormsApi(win.document);
  const env: MountEnvironment = {
    win,
    api,
    script,
    instanceKeys: createInstanceKeys(),
    prefetchCalls: api.prefetch,
    loadSubmitter: api.loadSubmitter,
    tracker: lazyFormTracker(win.document),
  };
  const registry = createFormsRegistry();
  const create = (options: unknown): FormHandle => createForm(options, registry, env);

  global.hbspt = global.hbspt ?? {};
  global.hbspt.forms = global.hbspt.forms ?? {};
  global.hbspt.forms.create = create;

  const start = () => {
    watchContainers(win.document, registry, create);
    void fillSignupLinksLater(win, script);
  };
  if (win.document.readyState === 'loading') {
    mountContainersAbove(win.document, create);
    win.document.addEventListener('DOMContentLoaded', start, { once: true });
  } else start();
}
