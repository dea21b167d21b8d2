import { render } from '@testing-library/react';
import { useState } from 'react';
import type { FieldDefinition, FieldValue } from '../../src/core/form-definition';
import { fieldElementIds } from '../../src/ui/element-ids';
import { describedByFor, FieldShell } from '../../src/ui/fields/FieldShell';
import { fieldInputFor } from '../../src/ui/fields/field-input-for';
import { englishMessages, FORM_KEY } from './field-factory';

export interface RenderFieldOptions {
  value?: FieldValue;
  errors?: string[];
  infos?: string[];
  errorsVisible?: boolean;
  /** Words read for the required asterisk, as the form passes them ('(required)'). */
  requiredText?: string;
  onChange?: (value: FieldValue) => void;
}

/** A field as the form composes it: shell plus the input for its kind, holding its own value. */
export function renderField(field: FieldDefinition, options: RenderFieldOptions = {}) {
  const { errors = [], infos = [], errorsVisible = false } = options;
  const ids = fieldElementIds(field.id, FORM_KEY);
  const Input = fieldInputFor(field.inputKind);

  function Harness() {
    const [value, setValue] = useState<FieldValue>(options.value ?? '');
    const invalid = errorsVisible && errors.length > 0;
    return (
      <FieldShell
        field={field}
        ids={ids}
        errors={errors}
        infos={infos}
        errorsVisible={errorsVisible}
        requiredText={options.requiredText}
      >
        <Input
          field={field}
          value={value}
          ids={ids}
          invalid={invalid}
          errorClass="invalid error"
          describedBy={describedByFor(field, ids, errorsVisible, errors.length > 0)}
          messages={englishMessages}
          onChange={(next) => {
            setValue(next);
            options.onChange?.(next);
          }}
          onFocus={() => {}}
          onBlur={() => {}}
        />
      </FieldShell>
    );
  }

  return { ids, ...render(<Harness />) };
}
