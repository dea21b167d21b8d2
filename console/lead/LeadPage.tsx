import { useEffect, useMemo, useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { ownerApi, type FormDetail, type Lead } from '../api/owner-api';
import { formFields } from '../inbox/form-fields';
import { readableTime } from '../inbox/format-time';
import { useSession } from '../session/session-context';
import { texts } from '../texts';
import { ConsentRecord } from './ConsentRecord';
import { consentView } from './consent-view';
import { DeleteLeadDialog } from './DeleteLeadDialog';
import { LeadOrigin } from './LeadOrigin';
import { spamStatus } from './spam-status';
import { labelledValues } from './lead-values';

const message = (error: unknown) => (error instanceof Error ? error.message : String(error));
const inboxPath = (lead: Lead) => `/forms/${encodeURIComponent(lead.portalId)}/${encodeURIComponent(lead.formId)}`;

/** One lead: its values under their labels, attachments, when and where it came from (LeadOrigin), consent, and actions. */
export function LeadPage() {
  const { conversionId = '' } = useParams();
  const navigate = useNavigate();
  const { state } = useSession();
  const readOnly = state.status !== 'signed-in' || state.me.readOnly;

  const [lead, setLead] = useState<Lead | null>(null);
  const [form, setForm] = useState<FormDetail | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [confirming, setConfirming] = useState(false);

  useEffect(() => {
    let current = true;
    setLead(null);
    ownerApi.lead(conversionId).then(
      (found) => {
        if (!current) return;
        setLead(found);
        // Labels only: the lead stays readable when its form cannot be read.
        ownerApi.form(found.portalId, found.formId).then((detail) => current && setForm(detail), () => undefined);
      },
      (failure: unknown) => current && setError(message(failure)),
    );
    return () => {
      current = false;
    };
  }, [conversionId]);

  const fields = useMemo(() => formFields(form?.definition ?? form?.draft?.definition), [form]);

  if (lead === null) {
    return error === null ? <p role="status">{texts.lead.loading}</p> : <p role="alert">{error}</p>;
  }

  const values = labelledValues(lead, fields);

  const markSpam = (spam: boolean) => {
    if (busy) return;
    setBusy(true);
    setError(null);
    ownerApi.markSpam(lead.conversionId, spam).then(
      (updated) => setLead({ ...lead, ...updated }),
      (failure: unknown) => setError(message(failure)),
    ).finally(() => setBusy(false));
  };
  const erase = () => {
    if (busy) return;
    setBusy(true);
    setError(null);
    ownerApi.deleteLead(lead.conversionId).then(
      () => navigate(inboxPath(lead), { replace: true }),
      (failure: unknown) => {
        setConfirming(false);
        setError(message(failure));
        setBusy(false);
      },
    );
  };

  return (
    <div className="lead">
      <p>
        <Link to={inboxPath(lead)}>{form?.name ? `← ${form.name}` : texts.lead.backToInbox}</Link>
      </p>
      <h1>
        {texts.lead.title}
        {lead.spam && <span className="tag">{texts.lead.spam}</span>}
      </h1>
      {spamStatus(lead) !== null && <p className="lead__spam-status">{spamStatus(lead)}</p>}
      {error !== null && (
        <p role="alert" className="form-message">
          {error}
        </p>
      )}
      {!readOnly && (
        // aria-disabled while busy, not disabled: a disabled button would drop the keyboard's focus to the page.
        <div className="lead__actions" role="group" aria-label={texts.lead.actions}>
          <button type="button" className="button" aria-disabled={busy || undefined} onClick={() => markSpam(!lead.spam)}>
            {lead.spam ? texts.lead.markNotSpam : texts.lead.markSpam}
          </button>
          <button type="button" className="button button-danger" aria-disabled={busy || undefined} onClick={() => !busy && setConfirming(true)}>
            {texts.lead.deleteLead}
          </button>
        </div>
      )}

      <section aria-labelledby="lead-values" className="lead__section">
        <h2 id="lead-values">{texts.lead.values}</h2>
        <dl className="lead__values">
          {values.map((entry) => (
            <div key={entry.name} className="lead__pair">
              <dt>{entry.label}</dt>
              <dd>{entry.value === '' ? <span className="lead__empty">{texts.lead.emptyValue}</span> : entry.value}</dd>
            </div>
          ))}
        </dl>
      </section>

      <section aria-labelledby="lead-files" className="lead__section">
        <h2 id="lead-files">{texts.lead.attachments}</h2>
        {lead.files.length === 0 ? (
          <p>{texts.lead.noAttachments}</p>
        ) : (
          <ul>
            {lead.files.map((file) => (
              <li key={file.url}>
                <a href={file.url} download={file.name}>
                  {file.name}
                </a>{' '}
                <span className="lead__muted">({Math.max(1, Math.round(file.size / 1024))} KB)</span>
              </li>
            ))}
          </ul>
        )}
      </section>

      <section aria-labelledby="lead-details" className="lead__section">
        <h2 id="lead-details">{texts.lead.details}</h2>
        <dl className="lead__values">
          <div className="lead__pair">
            <dt>{texts.lead.received}</dt>
            <dd>
              <time dateTime={lead.createdAt}>{readableTime(lead.createdAt)}</time>{' '}
              <span className="lead__muted">({lead.createdAt})</span>
            </dd>
          </div>
          <div className="lead__pair">
            <dt>{texts.lead.formVersion}</dt>
            <dd>{lead.formVersion ?? texts.lead.draftVersion}</dd>
          </div>
          <div className="lead__pair">
            <dt>{texts.lead.status}</dt>
            <dd>{lead.spam ? texts.lead.spam : texts.lead.notSpam}</dd>
          </div>
        </dl>
      </section>

      <LeadOrigin lead={lead} />

      <ConsentRecord consent={consentView(lead.consent)} />

      {!readOnly && (
        <DeleteLeadDialog open={confirming} files={lead.files.length} busy={busy} onConfirm={erase} onCancel={() => setConfirming(false)} />
      )}
    </div>
  );
}
