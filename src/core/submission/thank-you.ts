import type { FormDefinition } from '../form-definition';
import type { SubmitSuccessWire } from './submit-wire';

/**
 * The thank-you HTML after a submission (spec section 4): the site owner's `inlineMessage`,
 * else the host's answer, else the definition's inline or thank-you message; '' when none is
 * given (the UI then shows the catalogue's default). Still unsanitised.
 */
export function thankYouHtml(siteOwnerMessage: string, response: SubmitSuccessWire, definition: FormDefinition): string {
  for (const candidate of [siteOwnerMessage, response.inlineMessage ?? '', definition.inlineMessage, definition.thankYouMessage]) {
    if (candidate.trim() !== '') return candidate;
  }
  return '';
}
