import type { LoaderHandoff } from '../loader/handoff';
import { adoptEmbedPolicy } from '../ui/html/trusted-types';
import { formsApi } from '../api';
import { createForm } from './create-form';
import { createFormTracker } from './form-tracker';
import { createFormsRegistry } from './forms-registry';
import { createInstanceKeys } from './instance-keys';
import type { MountEnvironment } from './mount-form';
import { exposeReact } from '../lazy/expose-react';
import { fillSignupLinksLater } from '../lazy/lazy-signup-links';
import { setChunkBaseUrl } from '../lazy/load-chunk';
import { containerOptions } from './read-options';

/**
 * Starts the runtime (`embed-runtime-{hash}.js`, which embed.js's loader adds): takes over the
 * forms the loader was asked for, and every later `hbspt.forms.create` call and container,
 * which the loader forwards.
 */
export function startRuntime(win: Window, loader: LoaderHandoff): void {
  const { script } = loader;
  setChunkBaseUrl(script.folderUrl, script.nonce);
  exposeReact();
  const env: MountEnvironment = {
    win,
    api: formsApi,
    script,
    instanceKeys: createInstanceKeys(),
    tracker: createFormTracker,
  };
  const registry = createFormsRegistry();
  loader.takeOver({
    adoptScriptPolicy: (policy) => adoptEmbedPolicy(win, policy),
    create: (request, index) => createForm('container' in request ? containerOptions(request.container) : request.options, registry, env, index, request.markup),
    has: (target) => registry.get(target) !== undefined,
    unmountDetached: () => registry.unmountDetached(),
  });

  const fillSignupLinks = () => void fillSignupLinksLater(win, script);
  if (win.document.readyState === 'loading') win.document.addEventListener('DOMContentLoaded', fillSignupLinks, { once: true });
  else fillSignupLinks();
}
