import { useRef, useState } from 'react';
import { useChunk } from '../use-chunk';
import { DateTextInput } from './DateTextInput';
import type { FieldInputProps } from './field-input-props';
import { NativeDateInput } from './NativeDateInput';
import { useCoarsePointer } from './use-coarse-pointer';

/**
 * A date field (spec section 2): the native date input on touch devices; elsewhere the date
 * picker, a separate file (`embed-datepicker.js`) fetched the first time a date field mounts,
 * and until it arrives a text input taking `YYYY-MM-DD`.
 */
export function DateInput(props: FieldInputProps) {
  const coarsePointer = useCoarsePointer();
  if (coarsePointer) return <NativeDateInput {...props} />;
  return <PickerOrText {...props} />;
}

function PickerOrText(props: FieldInputProps) {
  const chunk = useChunk('datepicker');
  // The picker replaces the text input only while the visitor is not in it: swapping the focused
  // element would drop focus to the page. Once typed into, the text input stays for good, since a
  // picker arriving mid-date would also show a read-only field holding half a date.
  const typed = useRef(false);
  const [focused, setFocused] = useState(false);
  if (chunk && !typed.current && !focused) return <chunk.DatePicker {...props} />;
  return (
    <DateTextInput
      {...props}
      onChange={(value) => ((typed.current = true), props.onChange(value))}
      onFocus={() => (setFocused(true), props.onFocus())}
      onBlur={() => (setFocused(false), props.onBlur())}
    />
  );
}
