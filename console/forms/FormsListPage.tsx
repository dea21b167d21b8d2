import { format, formatDistanceToNow } from 'date-fns';
import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { OwnerApiError, ownerApi, type FormSummary } from '../api/owner-api';
import { usePageTitle } from '../layout/use-page-title';
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

function FormRow({ form }: { form: FormSummary }) {
  return (
    <tr>
      <th scope="row">
        <Link to={`/forms/${encodeURIComponent(form.portalId)}/${encodeURIComponent(form.guid)}`}>{form.name}</Link>
        {form.archivedAt !== null && <span className="tag">{texts.forms.archived}</span>}
      </th>
      <td className="number" data-label={texts.forms.leads}>
        {form.leads.toLocaleString('en')}
      </td>
      <td className="number" data-label={texts.forms.leadsLast7Days}>
        {form.leadsLast7Days.toLocaleString('en')}
      </td>
      <td data-label={texts.forms.lastLead}>
        <LastLead at={form.lastLeadAt} />
      </td>
      <td data-label={texts.forms.version}>{form.publishedVersion === null ? texts.forms.draft : texts.forms.publishedVersion(form.publishedVersion)}</td>
    </tr>
  );
}

/** The landing page: every form the session may see, with its leads at a glance. */
export function FormsListPage() {
  const [loaded, setLoaded] = useState<Loaded>({ status: 'loading' });
  usePageTitle(texts.forms.title);

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
      <h1>{texts.forms.title}</h1>
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
