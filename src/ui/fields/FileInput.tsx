import { useEffect, useRef } from 'react';
import { commonInputAttributes } from './common-input-attributes';
import type { FieldInputProps } from './field-input-props';
import { isMultipleFileUpload } from './is-multiple-file-upload';
import { valueAsFiles } from './value-coercion';

/** File inputs show 30 characters wide (spec section 9). */
const FILE_INPUT_SIZE = 30;

/**
 * `type=file`, single or multiple. A file input cannot be controlled, so the chosen files are
 * passed on as an array, and the input is cleared when the value becomes empty (a reset).
 */
export function FileInput(props: FieldInputProps) {
  const { field, value, onChange } = props;
  const ref = useRef<HTMLInputElement>(null);
  const fileCount = valueAsFiles(value).length;

  useEffect(() => {
    const input = ref.current;
    if (input && fileCount === 0 && input.value !== '') input.value = '';
  }, [fileCount]);

  const { placeholder: _placeholder, autoComplete: _autoComplete, ...common } = commonInputAttributes(props);
  return (
    <input
      {...common}
      ref={ref}
      type="file"
      size={FILE_INPUT_SIZE}
      multiple={isMultipleFileUpload(field.metaData) || undefined}
      onChange={(event) => onChange(Array.from(event.target.files ?? []))}
    />
  );
}
