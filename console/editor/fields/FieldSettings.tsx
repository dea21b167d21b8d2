import { useId, type ReactNode } from 'react';
import { fieldProblems, nameProblem } from '../model/check-form';
import type { EditorField, EditorValidation } from '../model/editor-form';
import { CHOICE_FIELD_TYPES, LENGTH_BOUND_TYPES, effectiveFieldType, hasOptions } from '../model/field-kinds';
import { texts } from '../../texts';
import { fieldKindName } from './item-names';
import { OptionsEditor } from './OptionsEditor';

const t = texts.editor.field;

export interface FieldSettingsProps {
  field: EditorField;
  /** The other fields' internal names (a name they have is refused). */
  otherNames: readonly string[];
  /** There is an item before this one that the field can share a row with. */
  canJoinRow: boolean;
  readOnly: boolean;
  onChange(changes: Partial<Omit<EditorField, 'wire'>>): void;
}

/** Kinds with a placeholder the embed shows in the empty input. */
const PLACEHOLDER_TYPES = ['text', 'email', 'textarea', 'number', 'phone', 'phonenumber'];

/** The settings of one field: what the visitor sees, what is submitted, and what is checked. */
export function FieldSettings({ field, otherNames, canJoinRow, readOnly, onChange }: FieldSettingsProps) {
  const id = useId();
  const { fieldType, validation } = field;
  const nameTaken = otherNames.some((name) => name.toLowerCase() === field.name.toLowerCase());
  const nameError = nameTaken ? texts.editor.problems.duplicateName(field.name) : nameProblem(field);
  // The name's problem shows under its input; the others under the settings.
  const problems = fieldProblems(field).filter((message) => message !== nameError);
  const setValidation = (changes: Partial<EditorValidation>) => onChange({ validation: { ...validation, ...changes } });
  const text = (key: 'label' | 'placeholder' | 'defaultValue', label: string, extra: ReactNode = null) => (
    <div className="settings-row">
      <label htmlFor={`${id}-${key}`}>{label}</label>
      <input id={`${id}-${key}`} value={field[key]} readOnly={readOnly} onChange={(event) => onChange({ [key]: event.target.value })} />
      {extra}
    </div>
  );
  const check = (key: 'required' | 'hidden' | 'sameRowAsPrevious', label: string) => (
    <div className="settings-check">
      <input
        type="checkbox"
        id={`${id}-${key}`}
        checked={field[key]}
        disabled={readOnly}
        onChange={(event) => onChange({ [key]: event.target.checked })}
      />
      <label htmlFor={`${id}-${key}`}>{label}</label>
    </div>
  );

  return (
    <div className="field-settings">
      <p className="field-settings-kind">{fieldKindName(effectiveFieldType(field))}</p>
      {text('label', t.label)}
      <div className="settings-row">
        <label htmlFor={`${id}-name`}>{t.name}</label>
        <input
          id={`${id}-name`}
          value={field.name}
          readOnly={readOnly}
          spellCheck={false}
          aria-invalid={nameError !== undefined}
          aria-describedby={`${id}-name-help${nameError ? ` ${id}-name-error` : ''}`}
          onChange={(event) => onChange({ name: event.target.value })}
        />
        <p id={`${id}-name-help`} className="settings-help">
          {t.nameHelp}
        </p>
        {nameError && (
          <p id={`${id}-name-error`} className="settings-error">
            {nameError}
          </p>
        )}
      </div>
      {fieldType !== 'hidden' && check('required', t.required)}
      {PLACEHOLDER_TYPES.includes(fieldType) && text('placeholder', t.placeholder)}
      <div className="settings-row">
        <label htmlFor={`${id}-help`}>{t.helpText}</label>
        <textarea id={`${id}-help`} rows={2} value={field.helpText} readOnly={readOnly} onChange={(event) => onChange({ helpText: event.target.value })} />
      </div>
      {fieldType !== 'file' && text('defaultValue', CHOICE_FIELD_TYPES.includes(fieldType) ? t.defaultValueChoices : t.defaultValue)}
      {hasOptions(fieldType) && <OptionsEditor options={field.options} readOnly={readOnly} onChange={(options) => onChange({ options })} />}
      <ValidationSettings fieldType={effectiveFieldType(field)} validation={validation} readOnly={readOnly} onChange={setValidation} />
      {fieldType !== 'hidden' && check('hidden', t.hidden)}
      {canJoinRow && check('sameRowAsPrevious', t.sameRow)}
      {problems.length > 0 && (
        <ul className="settings-problems" aria-label={texts.editor.problemsTitle}>
          {problems.map((message) => (
            <li key={message}>{message}</li>
          ))}
        </ul>
      )}
    </div>
  );
}

interface ValidationSettingsProps {
  fieldType: string;
  validation: EditorValidation;
  readOnly: boolean;
  onChange(changes: Partial<EditorValidation>): void;
}

/** By kind: an email's blocking rules, a number's range, a date's range, a text's or phone number's length. */
function ValidationSettings({ fieldType, validation, readOnly, onChange }: ValidationSettingsProps) {
  const id = useId();
  const isNumber = fieldType === 'number';
  const isDate = fieldType === 'date';
  const hasLength = LENGTH_BOUND_TYPES.includes(fieldType);
  const isEmail = fieldType === 'email';
  if (!isNumber && !isDate && !hasLength) return null;
  const bound = (key: 'min' | 'max', label: string) => (
    <div className="settings-row settings-bound">
      <label htmlFor={`${id}-${key}`}>{label}</label>
      <input
        id={`${id}-${key}`}
        {...(isDate ? { type: 'date' } : { inputMode: 'decimal' as const })}
        value={validation[key]}
        readOnly={readOnly}
        onChange={(event) => onChange({ [key]: event.target.value })}
      />
    </div>
  );
  return (
    <fieldset className="validation-settings">
      <legend>{t.validation}</legend>
      {isEmail && (
        <>
          <div className="settings-check">
            <input
              type="checkbox"
              id={`${id}-free`}
              checked={validation.blockFreeMail}
              disabled={readOnly}
              onChange={(event) => onChange({ blockFreeMail: event.target.checked })}
            />
            <label htmlFor={`${id}-free`}>{t.blockFreeMail}</label>
          </div>
          <div className="settings-row">
            <label htmlFor={`${id}-domains`}>{t.blockedDomains}</label>
            <BlockedDomainsInput id={`${id}-domains`} domains={validation.blockedDomains} readOnly={readOnly} onChange={(blockedDomains) => onChange({ blockedDomains })} />
          </div>
        </>
      )}
      <div className="settings-bounds">
        {bound('min', isDate ? t.earliestDate : isNumber ? t.min : t.minLength)}
        {bound('max', isDate ? t.latestDate : isNumber ? t.max : t.maxLength)}
      </div>
    </fieldset>
  );
}

/** Domains as the owner types them; the list keeps only the non-empty ones. */
function BlockedDomainsInput({ id, domains, readOnly, onChange }: { id: string; domains: readonly string[]; readOnly: boolean; onChange(domains: string[]): void }) {
  return (
    <input
      id={id}
      defaultValue={domains.join(', ')}
      readOnly={readOnly}
      spellCheck={false}
      onChange={(event) =>
        onChange(
          event.target.value
            .split(',')
            .map((domain) => domain.trim())
            .filter((domain) => domain !== ''),
        )
      }
    />
  );
}
