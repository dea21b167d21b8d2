import type { FieldDefinition } from '../form-definition';

/**
 * A field with every member at its empty default, then `overrides`: for fields the embed makes
 * itself (legal-consent checkboxes) rather than reads from the wire.
 */
export function createFieldDefinition(overrides: Partial<FieldDefinition> & Pick<FieldDefinition, 'id'>): FieldDefinition {
  return {
    name: overrides.id,
    label: '',
    description: '',
    fieldType: 'text',
    type: 'string',
    inputKind: 'text',
    required: false,
    hidden: false,
    labelHidden: false,
    enabled: true,
    placeholder: '',
    unselectedLabel: '',
    options: [],
    defaultValue: undefined,
    selectedOptions: [],
    validation: { name: '', message: '', data: '', useDefaultBlockList: false, blockedEmailAddresses: [] },
    metaData: {},
    objectTypeId: '0-1',
    useCountryCodeSelect: false,
    dependentFields: [],
    parentFieldId: undefined,
    groupIndex: 0,
    ratingType: '',
    isSmartField: false,
    fieldValueKnown: false,
    ...overrides,
  };
}
