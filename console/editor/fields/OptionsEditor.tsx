import { useId } from 'react';
import type { EditorOption } from '../model/editor-form';
import { suggestName } from '../model/field-names';
import { texts } from '../../texts';

const t = texts.editor.field;

export interface OptionsEditorProps {
  options: readonly EditorOption[];
  readOnly: boolean;
  onChange(options: EditorOption[]): void;
}

/** A choice field's options: label and submitted value of each; add, remove, move up and down. */
export function OptionsEditor({ options, readOnly, onChange }: OptionsEditorProps) {
  const baseId = useId();
  const replace = (index: number, option: EditorOption) => onChange(options.map((current, at) => (at === index ? option : current)));
  const swap = (index: number, other: number) => {
    const next = [...options];
    [next[index], next[other]] = [next[other]!, next[index]!];
    onChange(next);
  };
  const add = () => {
    const label = texts.editor.optionLabel(options.length + 1);
    onChange([...options, { label, value: suggestName(label, options.map((option) => option.value)) }]);
  };

  return (
    <fieldset className="options-editor">
      <legend>{t.options}</legend>
      <ol className="option-rows">
        {options.map((option, index) => {
          const name = option.label || option.value || String(index + 1);
          return (
            <li key={index} className="option-row">
              <label htmlFor={`${baseId}-label-${index}`} className="visually-hidden">
                {`${t.optionLabel} ${index + 1}`}
              </label>
              <input
                id={`${baseId}-label-${index}`}
                value={option.label}
                readOnly={readOnly}
                placeholder={t.optionLabel}
                onChange={(event) => replace(index, { ...option, label: event.target.value })}
              />
              <label htmlFor={`${baseId}-value-${index}`} className="visually-hidden">
                {`${t.optionValue} ${index + 1}`}
              </label>
              <input
                id={`${baseId}-value-${index}`}
                value={option.value}
                readOnly={readOnly}
                placeholder={t.optionValue}
                className="option-value"
                onChange={(event) => replace(index, { ...option, value: event.target.value })}
              />
              {!readOnly && (
                <span className="option-actions">
                  <button type="button" className="button button-small" disabled={index === 0} onClick={() => swap(index, index - 1)} aria-label={t.moveOptionUp(name)}>
                    <span aria-hidden="true">↑</span>
                  </button>
                  <button
                    type="button"
                    className="button button-small"
                    disabled={index === options.length - 1}
                    onClick={() => swap(index, index + 1)}
                    aria-label={t.moveOptionDown(name)}
                  >
                    <span aria-hidden="true">↓</span>
                  </button>
                  <button
                    type="button"
                    className="button button-small"
                    onClick={() => onChange(options.filter((_, at) => at !== index))}
                    aria-label={t.removeOption(name)}
                  >
                    <span aria-hidden="true">✕</span>
                  </button>
                </span>
              )}
            </li>
          );
        })}
      </ol>
      {!readOnly && (
        <button type="button" className="button" onClick={add}>
          {t.addOption}
        </button>
      )}
    </fieldset>
  );
}
