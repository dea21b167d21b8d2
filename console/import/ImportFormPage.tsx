import { useEffect, useId, useRef, useState, type ChangeEvent, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router';
import { importDefinition, type ImportResult } from '../../src/forms-import/import-definition';
import { OwnerApiError, ownerApi, type Me } from '../api/owner-api';
import { chosenPortal, type PortalOptions } from '../forms/portal-choice';
import { PageForWriters } from '../layout/PageForWriters';
import { texts } from '../texts';
import { ImportCheck } from './ImportCheck';
import { PortalField, selectedPortal, usePortalChoices } from '../forms/PortalField';
import { readFileText } from './read-file-text';

/**
 * `/forms/import`: an existing form's definition, pasted or uploaded, is checked (its name, its
 * fields and what will not carry over) and then created as a new draft form, opened in the editor.
 */
export function ImportFormPage() {
  return (
    <PageForWriters title={texts.importForm.title} readOnlyText={texts.importForm.readOnly}>
      {(me) => <ImportWithPortals me={me} />}
    </PageForWriters>
  );
}

function ImportWithPortals({ me }: { me: Me }) {
  const choices = usePortalChoices(me);
  if (choices.status === 'loading') return <p role="status">{texts.shell.loading}</p>;
  return (
    <>
      {choices.listFailed !== null && <p className="form-message">{choices.listFailed}</p>}
      <ImportForm options={choices.options} />
    </>
  );
}

type Checked = Extract<ImportResult, { ok: true }>;

function ImportForm({ options }: { options: PortalOptions }) {
  const navigate = useNavigate();
  const [text, setText] = useState('');
  const [checked, setChecked] = useState<Checked | null>(null);
  const [definitionProblem, setDefinitionProblem] = useState<string | null>(null);
  const [pickedPortal, setPickedPortal] = useState<string | null>(null);
  const [typedPortal, setTypedPortal] = useState('');
  const [portalProblem, setPortalProblem] = useState<string | null>(null);
  const [hostProblem, setHostProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const definitionInput = useRef<HTMLTextAreaElement>(null);
  const portalInput = useRef<HTMLInputElement & HTMLSelectElement>(null);
  const checkHeading = useRef<HTMLHeadingElement>(null);
  const ids = { definition: useId(), definitionError: useId(), upload: useId(), intro: useId() };
  const selected = selectedPortal(options, pickedPortal);

  // The check's outcome is announced by moving there: the heading of what will be created, or the problem.
  useEffect(() => {
    if (checked !== null) checkHeading.current?.focus();
  }, [checked]);

  /** A new definition makes the last check stale: it has to be checked again before creating. */
  const replaceText = (next: string) => {
    setText(next);
    setChecked(null);
    setDefinitionProblem(null);
    setHostProblem(null);
  };

  const upload = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    if (file === undefined) return;
    try {
      replaceText(await readFileText(file));
    } catch {
      replaceText('');
      setDefinitionProblem(texts.importForm.uploadFailed(file.name));
    }
  };

  const check = (event: FormEvent) => {
    event.preventDefault();
    setHostProblem(null);
    const result = importDefinition(text);
    if (result.ok) {
      setDefinitionProblem(null);
      setChecked(result);
    } else {
      setChecked(null);
      setDefinitionProblem(result.error);
      definitionInput.current?.focus();
    }
  };

  const create = async () => {
    if (checked === null) return;
    setHostProblem(null);
    const portal = chosenPortal(options, selected, typedPortal);
    setPortalProblem(portal.ok ? null : portal.message);
    if (!portal.ok) {
      portalInput.current?.focus();
      return;
    }
    setBusy(true);
    try {
      const created = await ownerApi.createForm(portal.portalId, checked.definition);
      navigate(`/forms/${encodeURIComponent(created.portalId)}/${encodeURIComponent(created.guid)}/edit`);
    } catch (error) {
      setHostProblem(error instanceof OwnerApiError ? error.message : texts.shell.hostUnreachable);
      setBusy(false);
    }
  };

  return (
    <>
      <p id={ids.intro} className="import-form__intro">
        {texts.importForm.intro}
      </p>
      <form className="new-form import-form" onSubmit={check} noValidate aria-describedby={ids.intro}>
        <div className="settings-field import-form__definition">
          <label htmlFor={ids.definition}>{texts.importForm.definition}</label>
          <textarea
            ref={definitionInput}
            id={ids.definition}
            className="import-form__json"
            rows={12}
            spellCheck={false}
            autoComplete="off"
            value={text}
            onChange={(event) => replaceText(event.target.value)}
            aria-invalid={definitionProblem !== null}
            aria-describedby={definitionProblem === null ? undefined : ids.definitionError}
          />
          {definitionProblem !== null && (
            <p id={ids.definitionError} className="settings-error">
              {definitionProblem}
            </p>
          )}
        </div>
        <div className="settings-field">
          <label htmlFor={ids.upload}>{texts.importForm.upload}</label>
          <input id={ids.upload} type="file" accept=".json,application/json" onChange={(event) => void upload(event)} />
        </div>
        <PortalField
          options={options}
          selected={selected}
          onSelect={setPickedPortal}
          typed={typedPortal}
          onType={setTypedPortal}
          problem={portalProblem}
          inputRef={portalInput}
        />
        <div className="new-form__actions">
          <button type="submit" className="button">
            {texts.importForm.check}
          </button>
          <Link to="/" className="button">
            {texts.importForm.cancel}
          </Link>
        </div>
      </form>

      {checked !== null && (
        <section className="new-form import-check" aria-busy={busy}>
          <ImportCheck name={checked.name} fields={checked.fields} notCarried={checked.notCarried} headingRef={checkHeading} />
          <div role="alert" className="form-message">
            {hostProblem}
          </div>
          <div className="new-form__actions">
            <button type="button" className="button button-primary" disabled={busy} onClick={() => void create()}>
              {busy ? texts.importForm.creating : texts.importForm.create}
            </button>
          </div>
        </section>
      )}
    </>
  );
}
