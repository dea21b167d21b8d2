import { useId } from 'react';
import { texts } from '../../texts';
import type { EditorForm } from '../model/editor-form';
import { languageOptions } from './language-options';

interface SectionProps {
  form: EditorForm;
  onChange(next: EditorForm): void;
}

/** The form's name (how the owner finds it) and language (of the embed's own messages). */
export function FormSection({ form, onChange }: SectionProps) {
  const nameId = useId();
  const nameErrorId = useId();
  const languageId = useId();
  const nameMissing = form.name.trim() === '';

  return (
    <fieldset className="settings-section">
      <legend>{texts.formSettings.formSection}</legend>
      <div className="settings-field">
        <label htmlFor={nameId}>{texts.formSettings.name}</label>
        <input
          id={nameId}
          type="text"
          required
          value={form.name}
          onChange={(event) => onChange({ ...form, name: event.target.value })}
          aria-invalid={nameMissing}
          aria-describedby={nameMissing ? nameErrorId : undefined}
        />
        {nameMissing && (
          <p id={nameErrorId} className="settings-error">
            {texts.formSettings.nameMissing}
          </p>
        )}
      </div>
      <div className="settings-field">
        <label htmlFor={languageId}>{texts.formSettings.language}</label>
        <select id={languageId} value={form.language} onChange={(event) => onChange({ ...form, language: event.target.value })}>
          {languageOptions(form.language).map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      </div>
    </fieldset>
  );
}

/** The submit button's text. */
export function SubmitSection({ form, onChange }: SectionProps) {
  const id = useId();
  const hintId = useId();
  return (
    <fieldset className="settings-section">
      <legend>{texts.formSettings.submitSection}</legend>
      <div className="settings-field">
        <label htmlFor={id}>{texts.formSettings.submitText}</label>
        <input
          id={id}
          type="text"
          value={form.submitText}
          placeholder={texts.formSettings.submitTextDefault}
          onChange={(event) => onChange({ ...form, submitText: event.target.value })}
          aria-describedby={hintId}
        />
        <p id={hintId} className="settings-hint">
          {texts.formSettings.submitTextHint}
        </p>
      </div>
    </fieldset>
  );
}
