import { DateTextInput } from './DateTextInput';
import { useDatePicker } from './date-picker-slot';
import type { FieldInputProps } from './field-input-props';
import { NativeDateInput } from './NativeDateInput';
import { useCoarsePointer } from './use-coarse-pointer';

/**
 * A date field (spec section 2): the native date input on touch devices; elsewhere the date
 * picker once it has loaded, and until then a text input taking `YYYY-MM-DD`.
 */
export function DateInput(props: FieldInputProps) {
  const coarsePointer = useCoarsePointer();
  const Picker = useDatePicker();
  if (coarsePointer) return <NativeDateInput {...props} />;
  if (Picker) return <Picker {...props} />;
  return <DateTextInput {...props} />;
}
