import { useId } from 'react';
import { texts } from '../../texts';
import type { EditorForm } from '../model/editor-form';
import { styleValueProblem } from '../model/settings-problems';
import { pickerColour, STYLE_KEYS, styleKeyKind, stylePlaceholder, SUBMIT_ALIGNMENTS, withStyleValue, type StyleKey } from './style-keys';

interface StyleSectionProps {
  form: EditorForm;
  onChange(next: EditorForm): void;
}

/** The spec's style keys; an unset key leaves the look to the form's theme. */
export function StyleSection({ form, onChange }: StyleSectionProps) {
  return (
    <fieldset className="settings-section">
      <legend>{texts.formSettings.styleSection}</legend>
      <p className="settings-hint">{texts.formSettings.styleHint}</p>
      <div className="settings-style">
        {STYLE_KEYS.map((key) => (
          <StyleKeyRow
            key={key}
            styleKey={key}
            value={form.style[key]}
            onChange={(value) => onChange({ ...form, style: withStyleValue(form.style, key, value) })}
          />
        ))}
      </div>
    </fieldset>
  );
}

interface StyleKeyRowProps {
  styleKey: StyleKey;
  /** Undefined while unset. */
  value: string | undefined;
  /** '' unsets the key. */
  onChange(value: string): void;
}

function StyleKeyRow({ styleKey, value, onChange }: StyleKeyRowProps) {
  const t = texts.formSettings;
  const id = useId();
  const errorId = useId();
  const label = t.styleKeys[styleKey];
  const kind = styleKeyKind(styleKey);
  const text = value ?? '';
  const problem = text === '' ? null : styleValueProblem(text);
  const described = problem === null ? undefined : errorId;

  return (
    <div className="settings-style__row">
      <label htmlFor={id}>{label}</label>
      <div className="settings-style__inputs">
        {kind === 'colour' && (
          <input
            type="color"
            // An unset colour has no swatch to show: the picker stands faded until one is picked.
            className={value === undefined ? 'settings-style__picker settings-style__picker--unset' : 'settings-style__picker'}
            aria-label={t.colourPicker(label)}
            value={pickerColour(text)}
            onChange={(event) => onChange(event.target.value)}
          />
        )}
        {kind === 'alignment' ? (
          <select id={id} value={text} onChange={(event) => onChange(event.target.value)} aria-invalid={problem !== null} aria-describedby={described}>
            <option value="">{t.notSet}</option>
            {/* An imported value the list does not offer stays selectable. */}
            {text !== '' && !(SUBMIT_ALIGNMENTS as readonly string[]).includes(text) && <option value={text}>{text}</option>}
            {SUBMIT_ALIGNMENTS.map((alignment) => (
              <option key={alignment} value={alignment}>
                {t.alignments[alignment]}
              </option>
            ))}
          </select>
        ) : (
          <input
            id={id}
            type="text"
            value={text}
            placeholder={stylePlaceholder(styleKey)}
            spellCheck={false}
            onChange={(event) => onChange(event.target.value)}
            aria-invalid={problem !== null}
            aria-describedby={described}
          />
        )}
        <button type="button" className="button button-small" onClick={() => onChange('')} disabled={value === undefined} aria-label={t.resetKey(label)}>
          {t.reset}
        </button>
      </div>
      {problem !== null && (
        <p id={errorId} className="settings-error">
          {problem}
        </p>
      )}
    </div>
  );
}
