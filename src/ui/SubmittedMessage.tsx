import { useEffect, useRef } from 'react';
import type { FormDefinition } from '../core/form-definition';
import type { SubmitSuccessWire } from '../core/submission/submit-wire';
import { thankYouHtml } from '../core/submission/thank-you';
import { useFormView } from './form-store-context';
import { RichText } from './RichText';

/**
 * The thank-you that replaces the form after a stored submission (spec section 4):
 * `div.submitted-message`, its HTML through the sanitiser. It takes focus, so a screen reader
 * reads it and focus is not lost with the Submit button that was there.
 */
export function SubmittedMessage({ definition, response }: { definition: FormDefinition; response: SubmitSuccessWire }) {
  const view = useFormView();
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => ref.current?.focus(), []);
  const html = thankYouHtml(view.inlineMessage, response, definition);
  return (
    <div ref={ref} className="submitted-message hs-main-font-element" role="status" tabIndex={-1}>
      {html ? <RichText html={html} /> : <p>{view.t('thankYou')}</p>}
      {response.formSubmissionWarning ? (
        <p className="hs-form-info">{view.t(response.formSubmissionWarning)}</p>
      ) : null}
    </div>
  );
}
