import { inPreviewOrBuilder } from '../core/embed-context';
import { formWrapperId } from '../loader/form-wrapper';
import type { FormsRegistry } from './forms-registry';
import { mountForm, type FormHandle, type MountEnvironment } from './mount-form';
import { readOptions } from './read-options';
import { resolveTarget } from './resolve-target';

const inertHandle = (id: string): FormHandle => ({ id, onReady: () => undefined });

/**
 * `hbspt.forms.create(options)`, as the loader forwards it with the index it gave the form's
 * handle (a caller without a loader, such as a test, takes the registry's next one) and the host's
 * markup it is showing (`loaderMarkup`): reads the options, finds the target, replaces any form
 * mounted there and mounts this one. Bad options are reported on the console and, where there
 * is a target, in the missing-form panel: never by throwing into the site owner's code.
 */
export function createForm(
  rawOptions: unknown,
  registry: FormsRegistry,
  env: MountEnvironment,
  index = registry.nextIndex(),
  loaderMarkup?: Promise<unknown>,
): FormHandle {
  const { context, callbacks, warnings } = readOptions(rawOptions);
  for (const warning of warnings) console.warn(`[forms-embed] ${warning}`);

  if (!inPreviewOrBuilder(context)) {
    if (!context.portalId) console.error(new Error('Invalid portal id provided'));
    if (!context.formId) console.error(new Error('Invalid form id provided'));
  }

  const doc = env.win.document;
  // A call without a target got its container from the loader while the calling script ran
  // (loader/start-loader.ts); by now `document.currentScript` is some other script.
  const target = resolveTarget(doc, context.target);
  if (!target) {
    const described = typeof context.target === 'string' ? `"${context.target}"` : 'element';
    console.warn(`[forms-embed] Target ${described} was not found on the page; the form is not rendered`);
    return inertHandle(formWrapperId(index));
  }

  registry.unmount(target);
  const mounted = mountForm(target, context, callbacks, index, env, loaderMarkup);
  registry.set(target, mounted);
  return { id: mounted.id, onReady: mounted.onReady };
}
