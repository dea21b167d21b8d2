import { useId, useRef } from 'react';
import { texts } from '../../texts';
import type { ConsentCheckbox, ConsentType, EditorConsent, EditorForm } from '../model/editor-form';
import { defaultConsent, newConsentCheckbox } from './consent-defaults';
import { HtmlTextField } from './HtmlTextField';
import { communicationTypeIdProblem } from '../model/settings-problems';

interface ConsentSectionProps {
  form: EditorForm;
  onChange(next: EditorForm): void;
}

type ConsentChoice = ConsentType | 'none';

const CHOICES: readonly ConsentChoice[] = ['none', 'implicit', 'separate', 'legitimateInterest'];

/** The legal consent block: its type, its texts and its communication checkboxes. */
export function ConsentSection({ form, onChange }: ConsentSectionProps) {
  const name = useId();
  const { consent } = form;
  // Choosing "None" and then a type again brings back what was written.
  const lastConsent = useRef<EditorConsent | null>(consent);

  const setConsent = (next: EditorConsent | null) => {
    if (next !== null) lastConsent.current = next;
    onChange({ ...form, consent: next });
  };
  const choose = (choice: ConsentChoice) => {
    if (choice === 'none') setConsent(null);
    else setConsent(lastConsent.current === null ? defaultConsent(choice) : { ...lastConsent.current, type: choice });
  };

  return (
    <fieldset className="settings-section">
      <legend>{texts.formSettings.consentSection}</legend>
      <div className="settings-choices">
        {CHOICES.map((choice) => (
          <label key={choice} className="settings-choice">
            <input type="radio" name={name} checked={(consent?.type ?? 'none') === choice} onChange={() => choose(choice)} />
            {texts.formSettings.consentTypes[choice]}
          </label>
        ))}
      </div>
      {consent !== null && <ConsentTexts consent={consent} onChange={setConsent} />}
    </fieldset>
  );
}

function ConsentTexts({ consent, onChange }: { consent: EditorConsent; onChange(next: EditorConsent): void }) {
  const t = texts.formSettings;
  const set = (changes: Partial<EditorConsent>) => onChange({ ...consent, ...changes });
  const setCheckboxes = (checkboxes: ConsentCheckbox[]) => set({ checkboxes });
  const keys = useRowKeys(consent.checkboxes.length);

  return (
    <div className="settings-consent">
      <HtmlTextField
        label={t.communicationText}
        html={consent.communicationText}
        onChange={(communicationText) => set({ communicationText })}
        hint={t.paragraphHint}
      />
      <fieldset className="settings-group">
        <legend>{t.checkboxes}</legend>
        {consent.checkboxes.length === 0 && <p className="settings-hint">{t.noCheckboxes}</p>}
        {consent.checkboxes.map((checkbox, index) => (
          <CheckboxEditor
            key={keys.at(index)}
            index={index}
            checkboxes={consent.checkboxes}
            onChange={(next) => setCheckboxes(consent.checkboxes.map((old, at) => (at === index ? next : old)))}
            onRemove={() => {
              keys.remove(index);
              setCheckboxes(consent.checkboxes.filter((_, at) => at !== index));
            }}
          />
        ))}
        <button type="button" className="button" onClick={() => setCheckboxes([...consent.checkboxes, newConsentCheckbox(consent.checkboxes)])}>
          {t.addCheckbox}
        </button>
      </fieldset>
      <HtmlTextField label={t.processingText} html={consent.processingText} onChange={(processingText) => set({ processingText })} hint={t.paragraphHint} />
      {consent.type === 'separate' && (
        <HtmlTextField
          label={t.processingCheckboxLabel}
          html={consent.processingCheckboxLabel}
          onChange={(processingCheckboxLabel) => set({ processingCheckboxLabel })}
          singleLine
        />
      )}
      <HtmlTextField label={t.privacyText} html={consent.privacyText} onChange={(privacyText) => set({ privacyText })} hint={t.paragraphHint} />
    </div>
  );
}

/**
 * Stable keys for the checkbox rows (their ids change while typed): a removed row takes its key
 * along, so the rows after it keep their inputs' state; a list of another length from outside
 * gets fresh keys.
 */
function useRowKeys(length: number) {
  const state = useRef({ keys: [] as number[], next: 0 });
  const { current } = state;
  while (current.keys.length < length) current.keys.push(current.next++);
  if (current.keys.length > length) current.keys = current.keys.slice(0, length);
  return {
    at: (index: number) => current.keys[index],
    remove: (index: number) => {
      current.keys = current.keys.filter((_, at) => at !== index);
    },
  };
}

interface CheckboxEditorProps {
  index: number;
  checkboxes: readonly ConsentCheckbox[];
  onChange(next: ConsentCheckbox): void;
  onRemove(): void;
}

function CheckboxEditor({ index, checkboxes, onChange, onRemove }: CheckboxEditorProps) {
  const t = texts.formSettings;
  const idId = useId();
  const idErrorId = useId();
  const checkbox = checkboxes[index];
  if (checkbox === undefined) return null;
  const idProblem = communicationTypeIdProblem(checkboxes, index);
  const number = index + 1;

  return (
    <fieldset className="settings-checkbox">
      <legend>{t.checkboxNumber(number)}</legend>
      <HtmlTextField label={t.checkboxLabel} html={checkbox.label} onChange={(label) => onChange({ ...checkbox, label })} singleLine />
      <div className="settings-field">
        <label htmlFor={idId}>{t.communicationTypeId}</label>
        <input
          id={idId}
          type="text"
          value={checkbox.communicationTypeId}
          onChange={(event) => onChange({ ...checkbox, communicationTypeId: event.target.value })}
          aria-invalid={idProblem !== null}
          aria-describedby={idProblem === null ? undefined : idErrorId}
        />
        {idProblem !== null && (
          <p id={idErrorId} className="settings-error">
            {idProblem}
          </p>
        )}
      </div>
      <div className="settings-checkbox__end">
        <label className="settings-choice">
          <input type="checkbox" checked={checkbox.required} onChange={(event) => onChange({ ...checkbox, required: event.target.checked })} />
          {t.checkboxRequired}
        </label>
        <button type="button" className="button button-small button-danger" onClick={onRemove} aria-label={t.removeCheckbox(number)}>
          {t.remove}
        </button>
      </div>
    </fieldset>
  );
}
