import type { FieldDefinition, FieldOption, LogicFilter } from '../../src/core/form-definition';

/** A filter as hosts send it: every member present, unused ones with their empty defaults. */
export function wireLikeFilter(operator: string, members: Partial<LogicFilter> = {}): LogicFilter {
  return {
    operator,
    strValue: '',
    strValues: [],
    numberValue: 0,
    numberValues: [],
    boolValue: false,
    ...members,
  };
}

/** A filter carrying only the members given. */
export function filter(operator: string, members: Partial<LogicFilter> = {}): LogicFilter {
  return {
    operator,
    strValue: undefined,
    strValues: [],
    numberValue: undefined,
    numberValues: [],
    boolValue: undefined,
    ...members,
  };
}

export function options(...values: string[]): FieldOption[] {
  return values.map((value) => ({ label: value, value, description: '', hidden: false, readOnly: false }));
}

export function fieldDefinition(overrides: Partial<FieldDefinition> = {}): FieldDefinition {
  return {
    id: 'field',
    name: 'field',
    label: 'Field',
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
    ...overrides,
  };
}
