import type { Attribution } from '../../src/core/attribution/attribution';
import { texts } from '../texts';

/**
 * The inbox's "Source" column: not a field of the form, so its id holds a character no field
 * name does, and the column picker orders and hides it like the fields.
 */
export const SOURCE_COLUMN = ':source';

/** Where a lead came from in a word: its `utm_source`, else the host of its referrer, else "Direct". */
export function leadSource(attribution: Attribution | null): string {
  if (attribution?.utm_source !== undefined) return attribution.utm_source;
  if (attribution?.referrer !== undefined) {
    try {
      return new URL(attribution.referrer).host;
    } catch {
      // The host stores only valid URLs; an unreadable one counts as none.
    }
  }
  return texts.inbox.direct;
}
