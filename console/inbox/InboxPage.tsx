import { useEffect, useMemo, useState } from 'react';
import { Link, useParams, useSearchParams } from 'react-router';
import { ownerApi, type FormDetail } from '../api/owner-api';
import { texts } from '../texts';
import { ColumnPicker } from './ColumnPicker';
import { orderedColumns, useColumnPreferences } from './column-preferences';
import { formFields } from './form-fields';
import { inboxQuery, leadFilter, withParam } from './inbox-filter';
import { LeadTable } from './LeadTable';
import { SOURCE_COLUMN } from './lead-source';
import { useParamInput } from './use-param-input';
import { useLeads } from './use-leads';

export { SEARCH_DEBOUNCE_MS } from './use-param-input';

/** A form's leads: filters in the address bar, a column picker, a virtualised table, exports. */
export function InboxPage() {
  const { portalId = '', formId = '' } = useParams();
  const [searchParams, setSearchParams] = useSearchParams();
  const query = inboxQuery(searchParams);
  const filter = useMemo(() => leadFilter(portalId, formId, query), [portalId, formId, query.q, query.from, query.to, query.spam, query.source]);

  // The definition and the first page are asked for at once (useLeads starts on the same render).
  const [form, setForm] = useState<FormDetail | null>(null);
  const [formError, setFormError] = useState<string | null>(null);
  useEffect(() => {
    let current = true;
    ownerApi.form(portalId, formId).then(
      (detail) => current && setForm(detail),
      (error: unknown) => current && setFormError(error instanceof Error ? error.message : String(error)),
    );
    return () => {
      current = false;
    };
  }, [portalId, formId]);
  const leads = useLeads(filter);

  const [search, setSearch] = useParamInput('q', query.q);
  const [source, setSource] = useParamInput('source', query.source);

  // The form's fields, then where each lead came from: all columns the picker orders and hides.
  const fields = useMemo(
    () => [...formFields(form?.definition ?? form?.draft?.definition), { name: SOURCE_COLUMN, label: texts.inbox.source }],
    [form],
  );
  const [preferences, savePreferences] = useColumnPreferences(portalId, formId);
  const ordered = useMemo(() => {
    const byName = new Map(fields.map((field) => [field.name, field]));
    return orderedColumns(fields.map((field) => field.name), preferences).flatMap((name) => byName.get(name) ?? []);
  }, [fields, preferences]);
  const hidden = preferences?.hidden ?? [];
  const visible = ordered.filter((field) => !hidden.includes(field.name));

  const filtered = query.q !== '' || query.from !== '' || query.to !== '' || query.source !== '';
  const tabLink = (spam: boolean) => {
    const params = withParam(searchParams, 'tab', spam ? 'spam' : '');
    const search = params.toString();
    return search === '' ? '.' : `?${search}`;
  };

  return (
    <div className="inbox">
      <div className="inbox__header">
        <h1>{form?.name ?? texts.inbox.untitledForm}</h1>
        <div className="inbox__header-links">
          <Link to="notifications" className="button">
            {texts.notifications.link}
          </Link>
          <Link to="edit" className="button">
            {texts.editor.editForm}
          </Link>
        </div>
      </div>
      {formError !== null && <p role="alert">{formError}</p>}
      <nav aria-label={texts.inbox.tabs} className="inbox__tabs">
        <Link to={tabLink(false)} aria-current={query.spam ? undefined : 'page'}>
          {texts.inbox.leadsTab}
        </Link>
        <Link to={tabLink(true)} aria-current={query.spam ? 'page' : undefined}>
          {texts.inbox.spamTab}
        </Link>
      </nav>
      <div className="inbox__filters">
        <label className="inbox__search">
          {texts.inbox.search}
          <input type="search" value={search} onChange={(event) => setSearch(event.target.value)} />
        </label>
        <fieldset className="inbox__dates">
          <legend className="visually-hidden">{texts.inbox.dateRange}</legend>
          <label>
            {texts.inbox.from}
            <input
              type="date"
              value={query.from}
              max={query.to || undefined}
              onChange={(event) => setSearchParams((params) => withParam(params, 'from', event.target.value), { replace: true })}
            />
          </label>
          <label>
            {texts.inbox.to}
            <input
              type="date"
              value={query.to}
              min={query.from || undefined}
              onChange={(event) => setSearchParams((params) => withParam(params, 'to', event.target.value), { replace: true })}
            />
          </label>
        </fieldset>
        <label className="inbox__source">
          {texts.inbox.sourceFilter}
          <input type="search" value={source} onChange={(event) => setSource(event.target.value)} />
        </label>
        <ColumnPicker columns={ordered} hidden={hidden} onChange={savePreferences} />
        <div className="inbox__exports">
          <a href={ownerApi.exportUrl(filter, 'csv')} download>
            {texts.inbox.exportCsv}
          </a>
          <a href={ownerApi.exportUrl(filter, 'xlsx')} download>
            {texts.inbox.exportXlsx}
          </a>
        </div>
      </div>
      {leads.error !== null && <p role="alert">{leads.error}</p>}
      {leads.loading ? (
        <p role="status">{texts.inbox.loading}</p>
      ) : leads.leads.length === 0 ? (
        <p className="inbox__empty" role="status">
          {filtered ? texts.inbox.noMatch : texts.inbox.noLeads}
        </p>
      ) : (
        <LeadTable
          leads={leads.leads}
          columns={visible}
          hasMore={leads.nextCursor !== null}
          loadingMore={leads.loadingMore}
          onNearEnd={leads.loadMore}
          showSpamReason={query.spam}
        />
      )}
    </div>
  );
}
