import { commonInputAttributes } from './common-input-attributes';
import type { FieldInputProps } from './field-input-props';
import { valueAsBoolean } from './value-coercion';

/**
 * A single checkbox whose value is a boolean:
 * `ul.inputs-list > li.hs-form-booleancheckbox > label.hs-form-booleancheckbox-display > input.hs-input + span`.
 *
 * The field label (plain text) is the checkbox's own label, so this label element carries the
 * field's label id and the required asterisk; `FieldShell` renders no separate label for it.
 */
export function BooleanCheckbox(props: FieldInputProps) {
  const { field, ids, value, onChange } = props;
  const { placeholder: _placeholder, autoComplete: _autoComplete, ...common } = commonInputAttributes(props);
  return (
    <ul className="inputs-list">
      <li className="hs-form-booleancheckbox">
        <label id={ids.label} htmlFor={ids.input} className="hs-form-booleancheckbox-display">
          <input
            {...common}
            type="checkbox"
            value="true"
            checked={valueAsBoolean(value)}
            onChange={(event) => onChange(event.target.checked)}
          />
          <span className={field.labelHidden ? 'hs-label-hidden' : undefined}>
            <span dir="auto">{field.label}</span>
            {field.required && (
              <span className="hs-form-required" aria-hidden="true">
                *
              </span>
            )}
          </span>
        </label>
      </li>
    </ul>
  );
}
