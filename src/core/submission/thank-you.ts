import type { FormDefinition } from '../form-definition';
import type { HtmlTrust } from '../html-trust';
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

/**
 * How much of the thank-you's markup is kept (`HtmlTrust` of the sanitiser): the site owner's
 * own markup under the `rawHtmlAccess` scope, as given when the definition also asks for raw
 * rendering, else the rich-text markup of any definition HTML.
 */
export function thankYouTrust(definition: Pick<FormDefinition, 'scopes' | 'metaData'>): HtmlTrust {
  if (!definition.scopes.rawHtmlAccess) return 'rich';
  return definition.metaData.renderRawHtml ? 'raw' : 'owner';
}
