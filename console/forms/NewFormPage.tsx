import { useId, useRef, useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router';
import { OwnerApiError, ownerApi, type Me } from '../api/owner-api';
import { TEMPLATES, type TemplateId } from '../editor/model/templates';
import { PageForWriters } from '../layout/PageForWriters';
import { texts } from '../texts';
import { chosenPortal, type PortalOptions } from './portal-choice';
import { PortalField, selectedPortal, usePortalChoices } from './PortalField';
import { TemplateChoice } from './TemplateChoice';

const hostMessage = (error: unknown): string => (error instanceof OwnerApiError ? error.message : texts.shell.hostUnreachable);

/**
 * `/forms/new`: a name, a portal and a template; "Create form" stores the template's definition
 * as the new form's draft and opens it in the editor.
 */
export function NewFormPage() {
  return (
    <PageForWriters title={texts.newForm.title} readOnlyText={texts.newForm.readOnly}>
      {(me) => <NewForm me={me} />}
    </PageForWriters>
  );
}

function NewForm({ me }: { me: Me }) {
  const navigate = useNavigate();
  const choices = usePortalChoices(me);
  const [name, setName] = useState('');
  const [template, setTemplate] = useState<TemplateId>('blank');
  const [pickedPortal, setPickedPortal] = useState<string | null>(null);
  const [typedPortal, setTypedPortal] = useState('');
  const [nameProblem, setNameProblem] = useState<string | null>(null);
  const [portalProblem, setPortalProblem] = useState<string | null>(null);
  const [hostProblem, setHostProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const nameInput = useRef<HTMLInputElement>(null);
  const portalInput = useRef<HTMLInputElement & HTMLSelectElement>(null);
  const ids = { name: useId(), nameError: useId() };

  if (choices.status === 'loading') return <p role="status">{texts.shell.loading}</p>;
  const options: PortalOptions = choices.options;
  const selected = selectedPortal(options, pickedPortal);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setHostProblem(null);
    const portal = chosenPortal(options, selected, typedPortal);
    const missingName = name.trim() === '' ? texts.formSettings.nameMissing : null;
    setNameProblem(missingName);
    setPortalProblem(portal.ok ? null : portal.message);
    if (missingName !== null) return nameInput.current?.focus();
    if (!portal.ok) return portalInput.current?.focus();
    const chosen = TEMPLATES.find((candidate) => candidate.id === template) ?? TEMPLATES[0];
    if (chosen === undefined) return undefined;
    setBusy(true);
    try {
      const created = await ownerApi.createForm(portal.portalId, chosen.definition(name.trim()));
      navigate(`/forms/${encodeURIComponent(created.portalId)}/${encodeURIComponent(created.guid)}/edit`);
    } catch (error) {
      setHostProblem(hostMessage(error));
      setBusy(false);
    }
    return undefined;
  };

  return (
    <form className="new-form" onSubmit={submit} noValidate aria-busy={busy}>
      {choices.listFailed !== null && <p className="form-message">{choices.listFailed}</p>}
      <div className="settings-field">
        <label htmlFor={ids.name}>{texts.newForm.name}</label>
        <input
          ref={nameInput}
          id={ids.name}
          type="text"
          required
          value={name}
          onChange={(event) => setName(event.target.value)}
          aria-invalid={nameProblem !== null}
          aria-describedby={nameProblem === null ? undefined : ids.nameError}
        />
        {nameProblem !== null && (
          <p id={ids.nameError} className="settings-error">
            {nameProblem}
          </p>
        )}
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

      <TemplateChoice value={template} onChange={setTemplate} />

      <div role="alert" className="form-message">
        {hostProblem}
      </div>
      <div className="new-form__actions">
        <button type="submit" className="button button-primary" disabled={busy}>
          {busy ? texts.newForm.creating : texts.newForm.create}
        </button>
        <Link to="/" className="button">
          {texts.newForm.cancel}
        </Link>
      </div>
    </form>
  );
}
