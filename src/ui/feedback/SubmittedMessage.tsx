import { useEffect, useRef } from 'react';
import type { FormDefinition } from '../../core/form-definition';
import type { SubmitSuccessWire } from '../../core/submission/submit-wire';
import { thankYouHtml, thankYouTrust } from '../../core/submission/thank-you';
import { useFormView, useLanguageAttributes, useTranslator } from '../form-store-context';
import { RichText } from '../html/RichText';
import { useFormStyle } from '../use-form-style';

/** A tick in a circle, drawn in the text colour; decoration only. */
function CheckIcon() {
  return (
    <svg viewBox="0 0 24 24" aria-hidden="true" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round">
      <circle cx="12" cy="12" r="10" />
      <path d="M7.5 12.5l3 3 6-6.5" />
    </svg>
  );
}

/**
 * The thank-you that replaces the form after a stored submission (spec section 4):
 * `div.submitted-message`, its HTML through the sanitiser with the trust its definition grants
 * (`thankYouTrust`). It takes
 * focus, so a screen reader reads it and focus is not lost with the Submit button that was there.
 * A tick in the accent colour beside it gives it the weight of an outcome, not a footnote.
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
      <CheckIcon />
      <div>
        {html ? <RichText html={html} trust={thankYouTrust(definition)} /> : <p>{t('thankYou')}</p>}
        {response.formSubmissionWarning ? (
          <p className="hs-form-info">{t(response.formSubmissionWarning)}</p>
        ) : null}
      </div>
    </div>
  );
}
