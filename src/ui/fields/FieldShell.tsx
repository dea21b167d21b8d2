import type { ReactNode } from 'react';
import type { FieldDefinition } from '../../core/form-definition';
import type { FieldElementIds } from '../element-ids';
import { RichText } from '../html/RichText';
import { fieldClassToken } from './field-class-token';
import { FieldMessages } from './FieldMessages';
import { classNames } from '../class-names';
import { hasDescription } from './has-description';
import { isChoiceListKind } from './input-kind-groups';
import { isHiddenField } from './is-hidden-field';

export { describedByFor } from './described-by-for';


export interface FieldShellProps {
  field: FieldDefinition;
  ids: FieldElementIds;
  /** Not needed for rendering (`ids` already carries it); accepted so callers may pass it. */
  formKey?: string;
  /** Error messages, already formatted. */
  errors: readonly string[];
  /** Info messages (email suggestion, resubscribe), already formatted or rendered. */
  infos: readonly ReactNode[];
  errorsVisible: boolean;
  /** Extra class(es) for the error list, added to `hs-error-msgs inputs-list`. */
  errorMessageClass?: string;
  /** Extra class(es) for the required asterisk, added to `hs-form-required`. */
  cssRequired?: string;
  /**
   * Words a screen reader says for the asterisk ('(required)'). Controls that carry
   * `aria-required` announce it themselves, so the label repeats it only for checkbox groups,
   * where `aria-required` is not allowed.
   */
  requiredText?: string;
  children: ReactNode;
}

/**
 * The wrapper around a field's input, in the markup site owners' CSS already targets:
 *
 * ```
 * div.hs_{name}.hs-{name}.hs-fieldtype-{fieldType}.field.hs-form-field
 *   label#{ids.label}[for={ids.input}] > span(label) + span.hs-form-required(*)
 *   legend.hs-field-desc#{ids.description}        (when there is a description)
 *   div.input > {children}
 *   div.hs-field-messages[aria-live=polite]
 *     ul.hs-error-msgs.inputs-list#{ids.errors} > li > label.hs-error-msg
 *     ul.hs-info-msgs.inputs-list > li > span.hs-info-msg
 * ```
 *
 * - Errors and infos sit in a polite live region that is always in the page, so a screen
 *   reader announces them when they appear without moving focus (an assertive `role=alert`
 *   on each list would interrupt the visitor at every keystroke pause).
 * - The asterisk is hidden from screen readers (it would be read as "star"); the required
 *   state is announced through `aria-required`, or `requiredText` for checkbox groups.
 * - Error labels point at no input (see `FieldMessages`): the error describes the input instead
 *   of joining its name, and a click on an error never ticks a box.
 * - Option lists (checkbox, radio, rating) have no single input, so their label keeps its id but
 *   has no `for`; the list names itself with `aria-labelledby`.
 * - A single boolean checkbox carries the field label on its own label element (the input
 *   renders it, with the label id), so the shell renders none.
 * - A hidden label stays in the markup for screen readers, with the `hs-label-hidden` class
 *   (no style attribute). Hidden fields render no label and no description.
 */
export function FieldShell(props: FieldShellProps) {
  const { field, ids, errors, infos, errorsVisible, errorMessageClass, cssRequired, requiredText, children } = props;
  const name = fieldClassToken(field.name);
  const hidden = isHiddenField(field);
  const listKind = isChoiceListKind(field.inputKind);
  const booleanKind = field.inputKind === 'booleancheckbox';
  const showLabel = !hidden && !booleanKind;

  return (
    <div
      className={`hs_${name} hs-${name} hs-fieldtype-${fieldClassToken(field.fieldType)} field hs-form-field`}
    >
      {showLabel && (
        <label
          id={ids.label}
          htmlFor={listKind ? undefined : ids.input}
          className={field.labelHidden ? 'hs-label-hidden' : undefined}
        >
          {/* A field without a label would be a control without a name: it is named by its
              name, for screen readers only, as the error summary names it. */}
          <span dir="auto">{field.label || <span className="hs-visually-hidden">{field.name}</span>}</span>
          {field.required && (
            <span className={classNames('hs-form-required', cssRequired)} aria-hidden="true">
              *
            </span>
          )}
          {field.required && field.inputKind === 'checkbox' && requiredText ? (
            <span className="hs-visually-hidden"> {requiredText}</span>
          ) : null}
        </label>
      )}
      {hasDescription(field) && (
        <RichText as="legend" id={ids.description} className="hs-field-desc" html={field.description} />
      )}
      <div className="input">{children}</div>
      {hidden ? null : (
        <FieldMessages
          errorsId={ids.errors}
          errors={errorsVisible ? errors : []}
          infos={infos}
          errorMessageClass={errorMessageClass}
        />
      )}
    </div>
  );
}
