import { legalConsentCheckboxes, type ConsentCheckbox } from '../core/legal-consent-checkboxes';
import type { LegalConsentOptions } from '../core/form-definition';
import { classNames } from './class-names';
import { useFormActions, useFormState, useFormView } from './form-store-context';
import { RichText } from './RichText';

function ConsentCheckboxView({ checkbox, formKey }: { checkbox: ConsentCheckbox; formKey: string }) {
  const checked = useFormState((state) => state.fields[checkbox.id]?.value === true);
  const { setValue } = useFormActions();
  const view = useFormView();
  const inputId = `${checkbox.id.replace(/\W/g, '_')}-${formKey}`;
  return (
    <ul className="inputs-list">
      <li className="hs-form-booleancheckbox">
        <label className="hs-form-booleancheckbox-display" htmlFor={inputId}>
          <input
            id={inputId}
            className="hs-input"
            type="checkbox"
            name={checkbox.id}
            value="true"
            checked={checked}
            required={checkbox.required}
            aria-required={checkbox.required || undefined}
            onChange={(event) => setValue(checkbox.id, event.currentTarget.checked)}
          />
          <RichText as="span" html={checkbox.label} />
          {checkbox.required ? <span className={classNames('hs-form-required', view.cssRequired)}>*</span> : null}
        </label>
      </li>
    </ul>
  );
}

/** The legal-consent block: consent texts (HTML, sanitised) and its checkboxes. */
export function LegalConsent({ options, formKey }: { options: LegalConsentOptions; formKey: string }) {
  const { communication, processing } = legalConsentCheckboxes(options);
  return (
    <div className="legal-consent-container" data-consent-type={options.type}>
      {options.communicationConsentText ? <RichText className="hs-richtext" html={options.communicationConsentText} /> : null}
      {communication.map((checkbox) => (
        <div key={checkbox.id} className="hs-form-field hs-dependent-consent">
          <ConsentCheckboxView checkbox={checkbox} formKey={formKey} />
        </div>
      ))}
      {options.processingConsentText ? <RichText className="hs-richtext" html={options.processingConsentText} /> : null}
      {processing ? (
        <div className="hs-form-field">
          <ConsentCheckboxView checkbox={processing} formKey={formKey} />
        </div>
      ) : null}
      {options.processingConsentFooterText ? (
        <RichText className="hs-richtext hs-processing-consent-footer" html={options.processingConsentFooterText} />
      ) : null}
      {options.type === 'legitimateInterest' && options.legitimateInterestLegalBasis ? (
        <p className="hs-richtext hs-legitimate-interest">{options.legitimateInterestLegalBasis}</p>
      ) : null}
      {options.privacyPolicyText ? <RichText className="hs-richtext" html={options.privacyPolicyText} /> : null}
    </div>
  );
}
