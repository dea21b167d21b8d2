import type { FieldDefinition, FieldValue } from '../core/form-definition';

type Control = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement;
type FieldKinds = Record<string, Pick<FieldDefinition, 'fieldType'>>;

// By tag name, not `instanceof`: a form in the isolated frame belongs to the frame's window, whose
// element classes are not the page's.
const isInput = (element: Element): element is HTMLInputElement => element.tagName === 'INPUT';
const isSelect = (element: Element): element is HTMLSelectElement => element.tagName === 'SELECT';
const isControl = (element: Element): element is Control => isInput(element) || isSelect(element) || element.tagName === 'TEXTAREA';
const isCheckable = (control: Control): control is HTMLInputElement => isInput(control) && (control.type === 'checkbox' || control.type === 'radio');

/** The named controls of a form or of one of its groups, by name: read once, they serve every reading below. */
export type NamedControls = ReadonlyMap<string, readonly Control[]>;

/** The named controls of a form or of one of its groups (a fieldset), by name. */
export function namedControls(scope: HTMLFormElement | HTMLFieldSetElement): NamedControls {
  const byName = new Map<string, Control[]>();
  for (const element of scope.elements) {
    if (!isControl(element) || !element.name) continue;
    const named = byName.get(element.name);
    if (named) named.push(element);
    else byName.set(element.name, [element]);
  }
  return byName;
}

/** A scope's controls, as read already or read now. */
const controlsOf = (scope: HTMLFormElement | HTMLFieldSetElement | NamedControls): NamedControls => (scope instanceof Map ? scope : namedControls(scope as HTMLFormElement | HTMLFieldSetElement));

/** The visitor has changed the control from what the markup gave it. */
function changedFromMarkup(control: Control): boolean {
  if (isCheckable(control)) return control.checked !== control.defaultChecked;
  if (isInput(control) && control.type === 'file') return (control.files?.length ?? 0) > 0;
  if (isSelect(control)) {
    const options = [...control.options];
    // A single select without a `selected` option shows its first one.
    const shownFirst = Math.max(0, options.findIndex((option) => option.defaultSelected));
    return control.multiple ? options.some((option) => option.selected !== option.defaultSelected) : control.selectedIndex !== shownFirst;
  }
  return control.value !== control.defaultValue;
}

/** What a visitor has entered in one field's controls, in the store's shape. */
function valueOf(field: Pick<FieldDefinition, 'fieldType'>, controls: readonly Control[]): FieldValue | undefined {
  const first = controls[0];
  if (!first) return undefined;
  const checked = controls.filter((control): control is HTMLInputElement => isInput(control) && control.checked);
  switch (field.fieldType) {
    case 'file':
      // The files chosen in the host's markup: the same input stays when React takes it over.
      return isInput(first) && first.files && first.files.length > 0 ? [...first.files] : undefined;
    case 'checkbox':
      return checked.map((control) => control.value);
    case 'booleancheckbox':
      return checked.length > 0;
    default:
      if (isInput(first) && first.type === 'radio') return checked[0]?.value ?? '';
      return first.value;
  }
}

/** What `scope`'s controls hold, by field name, for the fields of `fields` with a control `changed` says was changed. */
function changedValues(scope: HTMLFormElement | HTMLFieldSetElement | NamedControls, fields: FieldKinds, changed: (control: Control) => boolean): Record<string, FieldValue> {
  const byName = controlsOf(scope);
  const values: Record<string, FieldValue> = {};
  for (const [name, controls] of byName) {
    const field = fields[name];
    if (!field || !controls.some(changed)) continue;
    const value = valueOf(field, controls);
    if (value !== undefined) values[name] = value;
  }
  return values;
}

/**
 * What the visitor entered in a form's controls (the host's markup, typed into before the runtime
 * took it over), by field name, for the fields of `fields` whose controls they changed.
 */
export const readTypedValues = (form: HTMLFormElement | NamedControls, fields: FieldKinds): Record<string, FieldValue> => changedValues(form, fields, changedFromMarkup);

/** What a control shows, as one string: its value, its checked state, its chosen options or files. */
function shownState(control: Control): string {
  if (isCheckable(control)) return String(control.checked);
  if (isInput(control) && control.type === 'file') return String(control.files?.length ?? 0);
  if (isSelect(control)) return [...control.options].map((option) => (option.selected ? '1' : '0')).join('');
  return control.value;
}

/** What every control of a form shows now (`shownState`), to tell later which ones changed. */
export type ShownControls = WeakMap<Element, string>;

export function shownControls(form: HTMLFormElement | NamedControls): ShownControls {
  const shown: ShownControls = new WeakMap();
  for (const controls of controlsOf(form).values()) for (const control of controls) shown.set(control, shownState(control));
  return shown;
}

/**
 * What changed in a group's controls (a fieldset) since `shown` was read, by field name: a value
 * a page's script set, or a key React saw only after the change, while React had not yet taken
 * that group over.
 */
export const readChangedValues = (group: HTMLFieldSetElement, fields: FieldKinds, shown: ShownControls): Record<string, FieldValue> =>
  changedValues(group, fields, (control) => shown.has(control) && shown.get(control) !== shownState(control));

/**
 * Puts `values` (the store's: a draft brought back, the page's URL values) into the controls of
 * the host's markup, which showed the definition's defaults, so that React takes over controls
 * that already show what it renders. File fields are left alone.
 */
export function showValues(form: HTMLFormElement | NamedControls, fields: FieldKinds, values: Record<string, FieldValue | undefined>): void {
  const byName = controlsOf(form);
  for (const [name, value] of Object.entries(values)) {
    const fieldType = fields[name]?.fieldType;
    const controls = byName.get(name) ?? [];
    if (value === undefined || fieldType === undefined || fieldType === 'file') continue;
    for (const control of controls) {
      if (isCheckable(control)) {
        control.checked = Array.isArray(value) ? value.includes(control.value) : typeof value === 'boolean' ? value : control.value === value;
      } else if (typeof value === 'string' && control.value !== value) {
        control.value = value;
      }
    }
  }
}
