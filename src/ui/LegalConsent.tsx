import { legalConsentCheckboxes, type ConsentCheckbox } from '../core/legal-consent-checkboxes';
import type { LegalConsentOptions } from '../core/form-definition';
import { areErrorsVisible } from '../core/validation/error-visibility';
import { classNames } from './class-names';
import { fieldElementIds } from './element-ids';
import { FieldMessages } from './fields/FieldMessages';
import { inputClassName } from './fields/input-class-name';
import { liveValidationOf } from './live-validation';
import { usePressGateContext } from './press-gate';
import { useFieldState, useFormActions, useFormState, useFormView, useTranslator } from './form-store-context';
import { RichText } from './html/RichText';

function ConsentCheckboxView({ checkbox, formKey }: { checkbox: ConsentCheckbox; formKey: string }) {
  const state = useFieldState(checkbox.id);
  const liveValidation = useFormState(liveValidationOf);
  const { setValue, focusField, blurField } = useFormActions();
  const { afterPress } = usePressGateContext();
  const view = useFormView();
  const t = useTranslator();
  const ids = fieldElementIds(checkbox.id, formKey);
  const errors = state?.errors ?? [];
  const invalid =
    state !== undefined &&
    errors.length > 0 &&
    areErrorsVisible({ inputKind: 'booleancheckbox', inputState: state.inputState, validated: state.validated, liveValidation });
  return (
    <>
      <ul className="inputs-list">
        <li className="hs-form-booleancheckbox">
          <label className="hs-form-booleancheckbox-display" htmlFor={ids.input}>
            <input
              id={ids.input}
              className={inputClassName(invalid, view.errorClass)}
              type="checkbox"
              name={checkbox.id}
              value="true"
              checked={state?.value === true}
              required={checkbox.required}
              aria-required={checkbox.required || undefined}
              aria-invalid={invalid || undefined}
              aria-describedby={invalid ? ids.errors : undefined}
              onChange={(event) => setValue(checkbox.id, event.currentTarget.checked)}
              onFocus={() => focusField(checkbox.id)}
              onBlur={() => afterPress(() => blurField(checkbox.id))}
            />
            {/* One text block, so the asterisk follows the label's last word. */}
            <span>
              <RichText as="span" html={checkbox.label} />
              {checkbox.required ? (
                <span className={classNames('hs-form-required', view.cssRequired)} aria-hidden="true">
                  *
                </span>
              ) : null}
            </span>
          </label>
        </li>
      </ul>
      <FieldMessages
        errorsId={ids.errors}
        errors={invalid ? errors.map((message) => t(message.key, message.params)) : []}
        infos={[]}
        errorMessageClass={view.errorMessageClass}
      />
    </>
  );
}

/** The legal-consent block: consent texts (HTML, sanitised) and its checkboxes. */
export function LegalConsent({ options, formKey }: { options: LegalConsentOptions; formKey: string }) {
  const { communication, processing } = legalConsentCheckboxes(options);
  return (
    // A legitimate-interest form informs through its privacy text; its legal basis is a token for
    // the host (LEGITIMATE_INTEREST_PQL, ...), never shown to the visitor.
    <div
      className="legal-consent-container"
      data-consent-type={options.type}
      data-legal-basis={options.type === 'legitimateInterest' ? options.legitimateInterestLegalBasis || undefined : undefined}
    >
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
      {options.privacyPolicyText ? <RichText className="hs-richtext" html={options.privacyPolicyText} /> : null}
    </div>
  );
}
