import { useRef, useState } from 'react';
import { useServerRender } from '../server-render';
import { useChunk } from '../use-chunk';
import { DateTextInput } from './DateTextInput';
import type { FieldInputProps } from './field-input-props';
import { NativeDateInput } from './NativeDateInput';
import { useCoarsePointer } from './use-coarse-pointer';

/**
 * A date field (spec section 2): the native date input on touch devices; elsewhere the date
 * picker, a separate file (`embed-datepicker.js`) fetched the first time a date field mounts,
 * and until it arrives (and in the host's markup) a text input taking `YYYY-MM-DD`.
 */
export function DateInput(props: FieldInputProps) {
  const coarsePointer = useCoarsePointer();
  if (coarsePointer) return <NativeDateInput {...props} />;
  return <PickerOrText {...props} />;
}

/** Whether the element with this id has the focus, in the page or in the isolated frame the form is in. */
function holdsFocus(id: string): boolean {
  if (typeof document === 'undefined') return false;
  let active = document.activeElement;
  while (active?.tagName === 'IFRAME') {
    try {
      active = (active as HTMLIFrameElement).contentDocument?.activeElement ?? null;
    } catch {
      return false;
    }
  }
  return active?.id === id;
}

function PickerOrText(props: FieldInputProps) {
  // The host renders the text input (its markup must not wait for the picker's file), and so does
  // React's first render of that markup, which asks for nothing yet: a touch device shows its
  // native input from the next render on, and never needs the picker.
  const serverRender = useServerRender();
  const chunk = useChunk('datepicker', !serverRender);
  // The picker replaces the text input only while the visitor is not in it: swapping the focused
  // element would drop focus to the page. Once typed into, the text input stays for good, since a
  // picker arriving mid-date would also show a read-only field holding half a date.
  const typed = useRef(false);
  // Focused already when React takes the host's markup over, if the visitor clicked into it first.
  const [focused, setFocused] = useState(() => holdsFocus(props.ids.input));
  if (chunk && !serverRender && !typed.current && !focused) return <chunk.DatePicker {...props} />;
  return (
    <DateTextInput
      {...props}
      onChange={(value) => ((typed.current = true), props.onChange(value))}
      onFocus={() => (setFocused(true), props.onFocus())}
      onBlur={() => (setFocused(false), props.onBlur())}
    />
  );
}
