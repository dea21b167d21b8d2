import { useEffect, useRef } from 'react';
import { commonInputAttributes } from './common-input-attributes';
import type { FieldInputProps } from './field-input-props';
import { fileSizeText } from './file-size-text';
import { isMultipleFileUpload } from './is-multiple-file-upload';
import { valueAsFiles } from './value-coercion';

/** File inputs show 30 characters wide (spec section 9). */
const FILE_INPUT_SIZE = 30;

/**
 * `type=file`, single or multiple, drawn like the other inputs:
 * `div.hs-file > span.hs-file-pick > input.hs-input + span` then the chosen files and a Remove button.
 * The native input stays the control (focusable, named by the field label, opening the browser's
 * picker) but is transparent over the styled "Choose file" box, so no browser button shows.
 * A file input cannot be controlled, so the chosen files are passed on as an array, and the input
 * is cleared when the value becomes empty (Remove, or a reset).
 */
export function FileInput(props: FieldInputProps) {
  const { field, ids, value, messages: t, onChange } = props;
  const ref = useRef<HTMLInputElement>(null);
  const files = valueAsFiles(value);
  const multiple = isMultipleFileUpload(field.metaData);
  const chosenId = `${ids.input}-chosen`;

  useEffect(() => {
    const input = ref.current;
    if (input && files.length === 0 && input.value !== '') input.value = '';
  }, [files.length]);

  const { placeholder: _placeholder, autoComplete: _autoComplete, ...common } = commonInputAttributes(props);
  return (
    <div className="hs-file">
      <span className="hs-file-pick">
        <input
          {...common}
          ref={ref}
          type="file"
          size={FILE_INPUT_SIZE}
          multiple={multiple || undefined}
          onChange={(event) => onChange(Array.from(event.target.files ?? []))}
        />
        <span aria-hidden="true">{t(multiple ? 'fileChooseMany' : 'fileChoose')}</span>
      </span>
      {files.length > 0 ? (
        <>
          <span id={chosenId} className="hs-file-chosen">
            {files.map((file) => `${file.name}, ${fileSizeText(file.size)}`).join('; ')}
          </span>
          <button
            type="button"
            className="hs-form-link-button"
            aria-describedby={chosenId}
            disabled={common.disabled}
            onClick={() => {
              onChange([]);
              // The button goes with the files: focus returns to the picker rather than the page.
              ref.current?.focus();
            }}
          >
            {t('fileRemove')}
          </button>
        </>
      ) : null}
    </div>
  );
}
