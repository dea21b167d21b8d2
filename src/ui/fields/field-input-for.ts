import type { ComponentType } from 'react';
import type { InputKind } from '../../core/form-definition';
import { BooleanCheckbox } from './BooleanCheckbox';
import { CheckboxList } from './CheckboxList';
import { DateInput } from './DateInput';
import type { FieldInputProps } from './field-input-props';
import { FileInput } from './FileInput';
import { HiddenInput } from './HiddenInput';
import { NumberInput } from './NumberInput';
import { PhoneInput } from './PhoneInput';
import { RadioList } from './RadioList';
import { RatingScale } from './RatingScale';
import { SelectInput } from './SelectInput';
import { TextareaInput } from './TextareaInput';
import { TextInput } from './TextInput';

/** The input component for a field's input kind. */
export function fieldInputFor(kind: InputKind): ComponentType<FieldInputProps> {
  switch (kind) {
    case 'text':
    case 'email':
      return TextInput;
    case 'textarea':
      return TextareaInput;
    case 'number':
      return NumberInput;
    case 'phone':
      return PhoneInput;
    case 'file':
      return FileInput;
    case 'select':
      return SelectInput;
    case 'checkbox':
      return CheckboxList;
    case 'booleancheckbox':
      return BooleanCheckbox;
    case 'radio':
      return RadioList;
    case 'date':
      return DateInput;
    case 'hidden':
      return HiddenInput;
    case 'rating':
      return RatingScale;
    default:
      return unknownKind(kind);
  }
}

function unknownKind(kind: never): never {
  throw new Error(`No input component for kind ${String(kind)}`);
}
