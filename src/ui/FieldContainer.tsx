import { memo } from 'react';
import { areErrorsVisible } from '../core/validation/error-visibility';
import type { FormDefinition } from '../core/form-definition';
import { fieldElementIds } from './element-ids';
import { FieldInfo } from './FieldInfo';
import { describedByFor, FieldShell } from './fields/FieldShell';
import { fieldInputFor } from './fields/field-input-for';
import { useFieldState, useFormActions, useFormView, useTranslator } from './form-store-context';
import { usePressGateContext } from './press-gate';

interface FieldContainerProps {
  fieldId: string;
  formKey: string;
  /** The loaded form: fixed for the form's life, so reading it costs no subscription. */
  definition: FormDefinition;
}

/**
 * One field connected to the store by its id: it subscribes to its own state only, so typing
 * in one field re-renders (and wakes) that field alone. Renders its dependent fields after itself.
 */
export const FieldContainer = memo(function FieldContainer({ fieldId, formKey, definition }: FieldContainerProps) {
  const field = definition.fields[fieldId];
  const state = useFieldState(fieldId);
  const liveValidation = definition.portalSetting.enableLiveValidation;
  const view = useFormView();
  const t = useTranslator();
  const actions = useFormActions();
  const { afterPress } = usePressGateContext();
  if (!field || !state || !state.shown) return null;

  const ids = fieldElementIds(field.id, formKey);
  const errorsVisible =
    state.errors.length > 0 &&
    areErrorsVisible({ inputKind: field.inputKind, inputState: state.inputState, validated: state.validated, liveValidation });
  const Input = fieldInputFor(field.inputKind);
  const input = (
    <Input
      field={field}
      value={state.value}
      ids={ids}
      invalid={errorsVisible}
      errorClass={view.errorClass}
      describedBy={describedByFor(field, ids, errorsVisible, state.errors.length > 0)}
      messages={t}
      onChange={(value) => actions.setValue(field.id, value)}
      country={state.country}
      onChooseCountry={(code) => actions.chooseCountry(field.id, code)}
      onFocus={() => actions.focusField(field.id)}
      onBlur={() => afterPress(() => actions.blurField(field.id))}
    />
  );
  if (field.inputKind === 'hidden') return input;

  const shell = (
    <FieldShell
      field={field}
      ids={ids}
      errors={state.errors.map((message) => t(message.key, message.params))}
      infos={state.infos.map((info) => (
        <FieldInfo
          info={info}
          t={t}
          onApplySuggestion={() => actions.applyEmailSuggestion(field.id)}
          onResubscribe={() => void actions.resubscribe(field.id)}
        />
      ))}
      errorsVisible={errorsVisible}
      errorMessageClass={view.errorMessageClass}
      cssRequired={view.cssRequired}
      requiredText={t('requiredMarker')}
    >
      {input}
    </FieldShell>
  );
  if (field.dependentFields.length === 0) return shell;
  return (
    <div className="hs-dependent-field">
      {shell}
      {field.dependentFields.map((rule) => (
        <FieldContainer key={rule.fieldId} fieldId={rule.fieldId} formKey={formKey} definition={definition} />
      ))}
    </div>
  );
});
