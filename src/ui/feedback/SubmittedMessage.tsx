import { useEffect, useRef } from 'react';
import type { FormDefinition } from '../../core/form-definition';
import type { SubmitSuccessWire } from '../../core/submission/submit-wire';
import { thankYouHtml } from '../../core/submission/thank-you';
import { useFormView } from '../form-store-context';
import { RichText } from '../html/RichText';

/**
 * The thank-you that replaces the form after a stored submission (spec section 4):
 * `div.submitted-message`, its HTML inserted as given when the portal has the `rawHtmlAccess`
 * scope (as inner HTML, so a `<script>` in it never runs), else through the sanitiser. It takes
 * focus, so a screen reader reads it and focus is not lost with the Submit button that was there.
 */
export function SubmittedMessage({ definition, response }: { definition: FormDefinition; response: SubmitSuccessWire }) {
  const view = useFormView();
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => ref.current?.focus(), []);
  const html = thankYouHtml(view.inlineMessage, response, definition);
  return (
    <div ref={ref} className="submitted-message hs-main-font-element" role="status" tabIndex={-1}>
      {!html ? (
        <p>{view.t('thankYou')}</p>
      ) : definition.scopes.rawHtmlAccess ? (
        <div dangerouslySetInnerHTML={{ __html: html }} />
      ) : (
        <RichText html={html} />
      )}
      {response.formSubmissionWarning ? (
        <p className="hs-form-info">{view.t(response.formSubmissionWarning)}</p>
      ) : null}
    </div>
  );
}
