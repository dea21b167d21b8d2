import { inPreviewOrBuilder } from '../core/embed-context';
import type { FormsRegistry } from './forms-registry';
import { mountForm, type FormHandle, type MountEnvironment } from './mount-form';
import { readOptions } from './read-options';
import { containerAfterCurrentScript, resolveTarget } from './resolve-target';

const inertHandle = (id: string): FormHandle => ({ id, onReady: () => undefined });

/**
 * `hbspt.forms.create(options)`: reads the options, finds the target, replaces any form
 * mounted there and mounts this one. Bad options are reported on the console and, where there
 * is a target, in the missing-form panel: never by throwing into the site owner's code.
 */
export function createForm(rawOptions: unknown, registry: FormsRegistry, env: MountEnvironment): FormHandle {
  const { context, callbacks, warnings } = readOptions(rawOptions);
  for (const warning of warnings) console.warn(`[forms-embed] ${warning}`);
  const index = registry.nextIndex();

  if (!inPreviewOrBuilder(context)) {
    if (!context.portalId) console.error(new Error('Invalid portal id provided'));
    if (!context.formId) console.error(new Error('Invalid form id provided'));
  }

  const doc = env.win.document;
  const target = context.target === undefined ? containerAfterCurrentScript(doc) : resolveTarget(doc, context.target);
  if (!target) {
    const described = typeof context.target === 'string' ? `"${context.target}"` : 'element';
    console.warn(`[forms-embed] Target ${described} was not found on the page; the form is not rendered`);
    return inertHandle(`hbspt-form-${index}`);
  }

  registry.unmount(target);
  const mounted = mountForm(target, context, callbacks, index, env);
  registry.set(target, mounted);
  return { id: mounted.id, onReady: mounted.onReady };
}
