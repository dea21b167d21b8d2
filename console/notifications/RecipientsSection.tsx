import { useEffect, useId, useState, type FormEvent } from 'react';
import { ownerApi } from '../api/owner-api';
import { texts } from '../texts';
import { errorMessage } from './error-message';
import { recipientProblem, sameRecipients } from './recipient-rules';

const t = texts.notifications;

interface RecipientsSectionProps {
  portalId: string;
  formId: string;
  readOnly: boolean;
}

type Loaded = { state: 'loading' } | { state: 'failed'; message: string } | { state: 'loaded'; saved: string[] };

/** The form's e-mail recipients: a list with add and remove, saved together. */
export function RecipientsSection({ portalId, formId, readOnly }: RecipientsSectionProps) {
  const [loaded, setLoaded] = useState<Loaded>({ state: 'loading' });
  const [recipients, setRecipients] = useState<string[]>([]);
  const [address, setAddress] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const [savedNotice, setSavedNotice] = useState('');
  const headingId = useId();
  const inputId = useId();
  const problemId = useId();

  useEffect(() => {
    let current = true;
    setLoaded({ state: 'loading' });
    ownerApi.notificationRecipients(portalId, formId).then(
      (answer) => {
        if (!current) return;
        setLoaded({ state: 'loaded', saved: answer.recipients });
        setRecipients(answer.recipients);
      },
      (error: unknown) => current && setLoaded({ state: 'failed', message: errorMessage(error) }),
    );
    return () => {
      current = false;
    };
  }, [portalId, formId]);

  const add = (event: FormEvent) => {
    event.preventDefault();
    const next = address.trim();
    if (next === '') return;
    const refused = recipientProblem(next, recipients);
    setProblem(refused);
    setSavedNotice('');
    if (refused !== null) return;
    setRecipients([...recipients, next]);
    setAddress('');
  };

  const remove = (removed: string) => {
    setRecipients(recipients.filter((recipient) => recipient !== removed));
    setProblem(null);
    setSavedNotice('');
  };

  const save = () => {
    setSaving(true);
    setProblem(null);
    setSavedNotice('');
    ownerApi
      .saveNotificationRecipients(portalId, formId, recipients)
      .then(
        (answer) => {
          setLoaded({ state: 'loaded', saved: answer.recipients });
          setRecipients(answer.recipients);
          setSavedNotice(t.recipientsSaved);
        },
        (error: unknown) => setProblem(errorMessage(error)),
      )
      .finally(() => setSaving(false));
  };

  const unsaved = loaded.state === 'loaded' && !sameRecipients(loaded.saved, recipients);

  return (
    <section className="notifications__section" aria-labelledby={headingId}>
      <h2 id={headingId}>{t.emailTitle}</h2>
      <p className="notifications__hint">{t.emailIntro}</p>
      {loaded.state === 'loading' && <p role="status">{t.loading}</p>}
      {loaded.state === 'failed' && (
        <p role="alert" className="form-message">
          {loaded.message}
        </p>
      )}
      {loaded.state === 'loaded' && (
        <>
          <h3 className="notifications__subheading">{t.recipients}</h3>
          {recipients.length === 0 ? (
            <p className="notifications__empty">{t.noRecipients}</p>
          ) : (
            <ul className="recipient-list" aria-label={t.recipients}>
              {recipients.map((recipient) => (
                <li key={recipient}>
                  <span className="recipient-list__address">{recipient}</span>
                  {!readOnly && (
                    <button type="button" className="button button-small" aria-label={t.removeRecipient(recipient)} onClick={() => remove(recipient)}>
                      {t.remove}
                    </button>
                  )}
                </li>
              ))}
            </ul>
          )}
          {!readOnly && (
            <>
              <form className="recipient-add" onSubmit={add} noValidate>
                <label htmlFor={inputId}>{t.newRecipient}</label>
                <div className="recipient-add__row">
                  <input
                    id={inputId}
                    type="email"
                    autoComplete="off"
                    value={address}
                    aria-invalid={problem !== null}
                    aria-describedby={problem !== null ? problemId : undefined}
                    onChange={(event) => setAddress(event.target.value)}
                  />
                  <button type="submit" className="button">
                    {t.addRecipient}
                  </button>
                </div>
              </form>
              {problem !== null && (
                <p id={problemId} role="alert" className="form-message">
                  {problem}
                </p>
              )}
              <div className="notifications__save">
                <button type="button" className="button button-primary" disabled={saving || !unsaved} onClick={save}>
                  {saving ? t.saving : t.saveRecipients}
                </button>
                {unsaved && <span className="tag">{t.unsavedRecipients}</span>}
                <span role="status">{savedNotice}</span>
              </div>
            </>
          )}
        </>
      )}
    </section>
  );
}
