import type { WireField } from '../../../src/core/definition/wire-types';
import { defaultRatingOptions } from '../../../src/core/rating-scale';
import { texts } from '../../texts';
import type { EditorField, EditorFieldType } from './editor-form';
import { CHOICE_FIELD_TYPES, RATING_TYPES } from './field-kinds';
import { suggestName } from './field-names';
import { readWireField } from './wire-field';

/** The wire property type the host records for each field type. */
const PROPERTY_TYPES: Readonly<Record<EditorFieldType, string>> = {
  text: 'string',
  email: 'string',
  textarea: 'string',
  number: 'number',
  phone: 'string',
  date: 'date',
  file: 'string',
  select: 'enumeration',
  radio: 'enumeration',
  checkbox: 'enumeration',
  booleancheckbox: 'enumeration',
  hidden: 'string',
  starrating: 'enumeration',
  smileyrating: 'enumeration',
  numberrating: 'enumeration',
  nps: 'enumeration',
  csat: 'enumeration',
};

/**
 * A new field of `fieldType`, labelled with the kind's name and named after it (unique among
 * `takenNames`). Choice fields start with two options, ratings with the steps of their scale.
 * Its `wire` is a whole wire field, so the definition is complete before any edit.
 */
export function newField(fieldType: EditorFieldType, takenNames: Iterable<string>): EditorField {
  const label = texts.editor.fieldKinds[fieldType];
  const wire: WireField = {
    name: suggestName(label, takenNames),
    label,
    type: PROPERTY_TYPES[fieldType],
    fieldType,
    description: '',
    required: false,
    enabled: true,
    hidden: false,
    labelHidden: false,
    defaultValue: '',
    selectedOptions: [],
    placeholder: '',
    unselectedLabel: '',
    options: optionsFor(fieldType),
    validation: {
      name: fieldType === 'email' ? 'email' : '',
      message: '',
      data: '',
      useDefaultBlockList: false,
      blockedEmailAddresses: [],
    },
    metaData: fieldType === 'date' ? [{ name: 'format', value: 'YYYY-MM-DD' }] : [],
    dependentFieldFilters: [],
    objectTypeId: '0-1',
  };
  return readWireField(wire);
}

function optionsFor(fieldType: EditorFieldType): Record<string, unknown>[] {
  let options: { label: string; value: string }[] = [];
  if (CHOICE_FIELD_TYPES.includes(fieldType)) {
    options = [1, 2].map((n) => ({ label: texts.editor.optionLabel(n), value: `option_${n}` }));
  } else if (RATING_TYPES.includes(fieldType)) {
    options = defaultRatingOptions(fieldType).map(({ label, value }) => ({ label, value }));
  }
  return options.map((option, index) => ({ ...option, displayOrder: index, description: '', hidden: false, readOnly: false, doubleData: 0 }));
}
