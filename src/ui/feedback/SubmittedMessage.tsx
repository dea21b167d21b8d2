import { useEffect, useRef } from 'react';
import type { FormDefinition } from '../../core/form-definition';
import type { SubmitSuccessWire } from '../../core/submission/submit-wire';
import { thankYouHtml, thankYouTrust } from '../../core/submission/thank-you';
import { useFormView, useLanguageAttributes, useTranslator } from '../form-store-context';
import { RichText } from '../html/RichText';
import { useFormStyle } from '../use-form-style';

/**
 * The thank-you that replaces the form after a stored submission (spec section 4):
 * `div.submitted-message`, its HTML through the sanitiser with the trust its definition grants
 * (`thankYouTrust`). It takes
 * focus, so a screen reader reads it and focus is not lost with the Submit button that was there.
 */
export function SubmittedMessage({ definition, response }: { definition: FormDefinition; response: SubmitSuccessWire }) {
  const view = useFormView();
  const t = useTranslator();
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => ref.current?.focus(), []);
  // The form's style carries over: thank-you size and colour, font, links.
  const look = useFormStyle(definition, ref);
  const html = thankYouHtml(view.inlineMessage, response, definition);
  return (
    <div
      ref={ref}
      className={`submitted-message hs-main-font-element ${look.className}`.trim()}
      style={look.style}
      role="status"
      tabIndex={-1}
      {...useLanguageAttributes()}
    >
      {html ? <RichText html={html} trust={thankYouTrust(definition)} /> : <p>{t('thankYou')}</p>}
      {response.formSubmissionWarning ? (
        <p className="hs-form-info">{t(response.formSubmissionWarning)}</p>
      ) : null}
    </div>
  );
}
