import { format, formatDistanceToNow } from 'date-fns';
import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { OwnerApiError, ownerApi, type FormSummary } from '../api/owner-api';
import { usePageTitle } from '../layout/use-page-title';
import { useSession } from '../session/session-context';
import { texts } from '../texts';

type Loaded = { status: 'loading' } | { status: 'failed'; message: string } | { status: 'loaded'; forms: FormSummary[] };

/** When the last lead came: how long ago, the exact time on hover and for machines. */
function LastLead({ at }: { at: string | null }) {
  if (at === null) return <>{texts.forms.noLeadsYet}</>;
  const date = new Date(at);
  return (
    <time dateTime={at} title={format(date, 'PPpp')}>
      {texts.forms.timeAgo(formatDistanceToNow(date))}
    </time>
  );
}

/** Whether visitors get the form now, and whether the owner has changes they have not published. */
function FormStatus({ form }: { form: FormSummary }) {
  if (form.archivedAt !== null) return <>{texts.forms.archived}</>;
  if (form.publishedVersion === null) return <>{texts.forms.draft}</>;
  return (
    <>
      {form.live ? texts.forms.live(form.publishedVersion) : texts.forms.notLive(form.publishedVersion)}
      {form.unpublishedChanges && <span className="tag">{texts.forms.unpublishedChanges}</span>}
    </>
  );
}

/** Spam as a share of all the form's leads: whole percents, "<1" for a little; nothing without leads. */
function SpamRate({ leads, spam }: { leads: number; spam: number }) {
  if (leads === 0) return null;
  const percent = (spam / leads) * 100;
  const shown = spam > 0 && percent < 1 ? '<1' : String(Math.round(percent));
  return (
    <span className="forms-table__spam">
      {texts.forms.spamRate(shown)}
      <span className="visually-hidden">{texts.forms.spamRateDetail(spam.toLocaleString('en'), leads.toLocaleString('en'))}</span>
    </span>
  );
}

function FormRow({ form }: { form: FormSummary }) {
  return (
    <tr>
      <th scope="row">
        <Link to={`/forms/${encodeURIComponent(form.portalId)}/${encodeURIComponent(form.guid)}`}>{form.name}</Link>
      </th>
      <td className="number" data-label={texts.forms.leads}>
        {form.leads.toLocaleString('en')}
        <SpamRate leads={form.leads} spam={form.spamLeads} />
      </td>
      <td className="number" data-label={texts.forms.leadsLast7Days}>
        {form.leadsLast7Days.toLocaleString('en')}
      </td>
      <td data-label={texts.forms.lastLead}>
        <LastLead at={form.lastLeadAt} />
      </td>
      <td data-label={texts.forms.version}>
        <FormStatus form={form} />
      </td>
    </tr>
  );
}

/** The landing page: every form the session may see, with its leads at a glance. */
export function FormsListPage() {
  const [loaded, setLoaded] = useState<Loaded>({ status: 'loading' });
  usePageTitle(texts.forms.title);
  const { state } = useSession();
  // Read-only sessions cannot create or import forms.
  const mayCreate = state.status === 'signed-in' && !state.me.readOnly;

  useEffect(() => {
    let current = true;
    ownerApi.forms().then(
      ({ forms }) => current && setLoaded({ status: 'loaded', forms }),
      (error: unknown) =>
        current && setLoaded({ status: 'failed', message: error instanceof OwnerApiError ? error.message : texts.shell.hostUnreachable }),
    );
    return () => {
      current = false;
    };
  }, []);

  return (
    <>
      <div className="page-heading">
        <h1>{texts.forms.title}</h1>
        {mayCreate && (
          <div className="page-heading__actions">
            <Link to="/forms/new" className="button button-primary">
              {texts.newForm.button}
            </Link>
            <Link to="/forms/import" className="button">
              {texts.newForm.importLink}
            </Link>
          </div>
        )}
      </div>
      {loaded.status === 'loading' && <p role="status">{texts.shell.loading}</p>}
      {loaded.status === 'failed' && (
        <p role="alert" className="form-message">
          {loaded.message}
        </p>
      )}
      {loaded.status === 'loaded' && loaded.forms.length === 0 && <p>{texts.forms.none}</p>}
      {loaded.status === 'loaded' && loaded.forms.length > 0 && (
        <div className="table-scroll">
          <table className="forms-table">
            <caption>{texts.forms.caption}</caption>
            <thead>
              <tr>
                <th scope="col">{texts.forms.name}</th>
                <th scope="col" className="number">
                  {texts.forms.leads}
                </th>
                <th scope="col" className="number">
                  {texts.forms.leadsLast7Days}
                </th>
                <th scope="col">{texts.forms.lastLead}</th>
                <th scope="col">{texts.forms.version}</th>
              </tr>
            </thead>
            <tbody>
              {loaded.forms.map((form) => (
                <FormRow key={`${form.portalId}/${form.guid}`} form={form} />
              ))}
            </tbody>
          </table>
        </div>
      )}
    </>
  );
}
