/** The instance key the host renders every form's markup for: the first form of its kind on a page. */
export const RENDERED_INSTANCE_KEY = '0';

const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * The host's markup with its element ids (`{guid}_0`, `ui/element-ids.ts`) and `data-instance-id`
 * made those of `instanceKey`, for a form that is not the first of its kind on the page.
 */
export function withInstanceKey(markup: string, guid: string, instanceKey: string): string {
  if (instanceKey === RENDERED_INSTANCE_KEY || guid === '') return markup;
  return markup
    .replace(new RegExp(`(${escaped(guid)})_${RENDERED_INSTANCE_KEY}(?![0-9A-Za-z_])`, 'gi'), `$1_${instanceKey}`)
    .replace(`data-instance-id="${RENDERED_INSTANCE_KEY}"`, `data-instance-id="${instanceKey}"`);
}
