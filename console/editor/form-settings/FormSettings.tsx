import { texts } from '../../texts';
import type { EditorForm } from '../model/editor-form';
import { AfterSubmitSection } from './AfterSubmitSection';
import { ConsentSection } from './ConsentSection';
import { FormSection, SubmitSection } from './FormSection';
import { SpamSection } from './SpamSection';
import { StyleSection } from './StyleSection';

export interface FormSettingsProps {
  form: EditorForm;
  onChange(next: EditorForm): void;
  readOnly: boolean;
}

/**
 * The form-wide settings: name, language, submit text, after submit, legal consent, style, spam
 * and attribution. Each change hands the whole next form to `onChange`. Read only, every control
 * is disabled (by the disabled fieldset around them all).
 */
export function FormSettings({ form, onChange, readOnly }: FormSettingsProps) {
  return (
    <fieldset className="form-settings" disabled={readOnly}>
      <legend className="form-settings__legend">{texts.formSettings.title}</legend>
      <FormSection form={form} onChange={onChange} />
      <SubmitSection form={form} onChange={onChange} />
      <AfterSubmitSection form={form} onChange={onChange} />
      <ConsentSection form={form} onChange={onChange} />
      <StyleSection form={form} onChange={onChange} />
      <SpamSection form={form} onChange={onChange} />
    </fieldset>
  );
}
