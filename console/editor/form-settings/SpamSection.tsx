import { useId } from 'react';
import { texts } from '../../texts';
import type { EditorForm } from '../model/editor-form';

interface SectionProps {
  form: EditorForm;
  onChange(next: EditorForm): void;
}

/** One switch with its one-line explanation, read out with it. */
function SettingSwitch({ label, hint, checked, onChange }: { label: string; hint: string; checked: boolean; onChange(checked: boolean): void }) {
  const id = useId();
  const hintId = useId();
  return (
    <div className="settings-switch">
      <input id={id} type="checkbox" role="switch" checked={checked} aria-describedby={hintId} onChange={(event) => onChange(event.target.checked)} />
      <label htmlFor={id}>{label}</label>
      <p id={hintId} className="settings-hint">
        {hint}
      </p>
    </div>
  );
}

/** How the form keeps spam out, and whether its leads record where they came from. */
export function SpamSection({ form, onChange }: SectionProps) {
  const t = texts.formSettings;
  return (
    <fieldset className="settings-section">
      <legend>{t.spamSection}</legend>
      <SettingSwitch label={t.proofOfWork} hint={t.proofOfWorkHint} checked={form.proofOfWork} onChange={(proofOfWork) => onChange({ ...form, proofOfWork })} />
      <SettingSwitch label={t.attribution} hint={t.attributionHint} checked={form.attribution} onChange={(attribution) => onChange({ ...form, attribution })} />
    </fieldset>
  );
}
