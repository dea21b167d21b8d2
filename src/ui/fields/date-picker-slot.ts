import { useSyncExternalStore, type ComponentType } from 'react';
import type { FieldInputProps } from './field-input-props';

/**
 * Where the lazily loaded date picker plugs in. Until one is set, date fields are plain text
 * inputs; once `setDatePicker` is called, every mounted date field re-renders with the picker,
 * which receives the same props and can render `DateTextInput` itself (read-only, opening on
 * focus or click) with its calendar beside it.
 */
export type DatePickerComponent = ComponentType<FieldInputProps>;

let picker: DatePickerComponent | null = null;
const listeners = new Set<() => void>();

export function setDatePicker(component: DatePickerComponent | null): void {
  picker = component;
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

function getSnapshot(): DatePickerComponent | null {
  return picker;
}

export function useDatePicker(): DatePickerComponent | null {
  return useSyncExternalStore(subscribe, getSnapshot, getSnapshot);
}
