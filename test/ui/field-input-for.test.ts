// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import type { InputKind } from '../../src/core/form-definition';
import { BooleanCheckbox } from '../../src/ui/fields/BooleanCheckbox';
import { CheckboxList } from '../../src/ui/fields/CheckboxList';
import { DateInput } from '../../src/ui/fields/DateInput';
import { fieldInputFor } from '../../src/ui/fields/field-input-for';
import { FileInput } from '../../src/ui/fields/FileInput';
import { HiddenInput } from '../../src/ui/fields/HiddenInput';
import { NumberInput } from '../../src/ui/fields/NumberInput';
import { PhoneInput } from '../../src/ui/fields/PhoneInput';
import { RadioList } from '../../src/ui/fields/RadioList';
import { RatingScale } from '../../src/ui/fields/RatingScale';
import { SelectInput } from '../../src/ui/fields/SelectInput';
import { TextareaInput } from '../../src/ui/fields/TextareaInput';
import { TextInput } from '../../src/ui/fields/TextInput';

describe('fieldInputFor', () => {
  const expected: Record<InputKind, unknown> = {
    text: TextInput,
    email: TextInput,
    textarea: TextareaInput,
    number: NumberInput,
    phone: PhoneInput,
    file: FileInput,
    select: SelectInput,
    checkbox: CheckboxList,
    booleancheckbox: BooleanCheckbox,
    radio: RadioList,
    date: DateInput,
    hidden: HiddenInput,
    rating: RatingScale,
  };

  it.each(Object.entries(expected))('gives the component for %s', (kind, component) => {
    expect(fieldInputFor(kind as InputKind)).toBe(component);
  });
});
