import { useEffect, useId, useRef, useState } from 'react';
import { ownerApi, type WebhookEndpoint } from '../api/owner-api';
import { texts } from '../texts';
import { DeleteEndpointDialog } from './DeleteEndpointDialog';
import { DeliveryLog } from './DeliveryLog';
import { EndpointForm } from './EndpointForm';
import { EndpointTable } from './EndpointTable';
import type { EndpointDraft } from './endpoint-rules';
import { errorMessage } from './error-message';
import { SecretDialog, type ShownSecret } from './SecretDialog';
import { useEndpoints } from './use-endpoints';

const t = texts.notifications;

interface WebhooksSectionProps {
  portalId: string;
  formId: string;
  readOnly: boolean;
}

type Editing = { mode: 'add' } | { mode: 'edit'; endpoint: WebhookEndpoint } | null;

const NEW_ENDPOINT: EndpointDraft = { url: '', events: ['lead.created'], scope: 'form', enabled: true };

/** The webhook endpoints of the form and its portal: add, edit, rotate, test, delete, and each one's delivery log. */
export function WebhooksSection({ portalId, formId, readOnly }: WebhooksSectionProps) {
  const { load, update, reload } = useEndpoints(portalId, formId);
  const [editing, setEditing] = useState<Editing>(null);
  const [saving, setSaving] = useState(false);
  const [formError, setFormError] = useState<string | null>(null);
  const [secret, setSecret] = useState<ShownSecret | null>(null);
  const [deleting, setDeleting] = useState<WebhookEndpoint | null>(null);
  const [busyId, setBusyId] = useState<number | null>(null);
  const [logOf, setLogOf] = useState<WebhookEndpoint | null>(null);
  const [logKey, setLogKey] = useState(0);
  const [notice, setNotice] = useState('');
  const [error, setError] = useState<string | null>(null);
  const headingId = useId();
  // Where the keyboard goes back to when the form or the secret closes (else it would fall to the page's start).
  const addButton = useRef<HTMLButtonElement>(null);
  const [refocus, setRefocus] = useState(false);
  useEffect(() => {
    if (!refocus || editing !== null || secret !== null) return;
    addButton.current?.focus();
    setRefocus(false);
  }, [refocus, editing, secret]);

  const stopEditing = () => {
    setEditing(null);
    setRefocus(true);
  };

  const startEditing = (next: Editing) => {
    setEditing(next);
    setFormError(null);
    setNotice('');
  };

  const submit = (draft: EndpointDraft) => {
    if (editing === null) return;
    setSaving(true);
    setFormError(null);
    const work =
      editing.mode === 'add'
        ? ownerApi
            .createWebhook(portalId, { url: draft.url, events: draft.events, formId: draft.scope === 'form' ? formId : null, enabled: draft.enabled })
            .then(({ secret: created, ...endpoint }) => {
              update(endpoint);
              setSecret({ secret: created, rotated: false });
            })
        : ownerApi.updateWebhook(editing.endpoint.id, { url: draft.url, events: draft.events, enabled: draft.enabled }).then((endpoint) => {
            update(endpoint);
            if (logOf?.id === endpoint.id) setLogOf(endpoint);
          });
    work.then(
      stopEditing,
      (failure: unknown) => setFormError(errorMessage(failure)),
    ).finally(() => setSaving(false));
  };

  /** Runs an action of one endpoint's row, its buttons waiting meanwhile; a failure shows above the table. */
  const act = (endpoint: WebhookEndpoint, work: () => Promise<void>) => {
    setBusyId(endpoint.id);
    setError(null);
    setNotice('');
    work().catch((failure: unknown) => setError(errorMessage(failure))).finally(() => setBusyId(null));
  };

  const rotate = (endpoint: WebhookEndpoint) =>
    act(endpoint, async () => {
      const answer = await ownerApi.rotateWebhookSecret(endpoint.id);
      setSecret({ secret: answer.secret, rotated: true });
      reload();
    });

  const sendTest = (endpoint: WebhookEndpoint) =>
    act(endpoint, async () => {
      await ownerApi.testWebhook(endpoint.id);
      setNotice(t.testQueued(endpoint.url));
      setLogOf(endpoint);
      setLogKey((key) => key + 1);
    });

  const confirmDelete = () => {
    if (deleting === null) return;
    const endpoint = deleting;
    setBusyId(endpoint.id);
    setError(null);
    ownerApi.deleteWebhook(endpoint.id).then(
      () => {
        update(endpoint, true);
        if (logOf?.id === endpoint.id) setLogOf(null);
        if (editing?.mode === 'edit' && editing.endpoint.id === endpoint.id) setEditing(null);
        setNotice(t.deleted(endpoint.url));
      },
      (failure: unknown) => setError(errorMessage(failure)),
    ).finally(() => {
      setBusyId(null);
      setDeleting(null);
    });
  };

  return (
    <section className="notifications__section" aria-labelledby={headingId}>
      <div className="notifications__section-head">
        <h2 id={headingId}>{t.webhooksTitle}</h2>
        {!readOnly && load.state === 'loaded' && (
          <button ref={addButton} type="button" className="button" aria-expanded={editing?.mode === 'add'} onClick={() => startEditing({ mode: 'add' })}>
            {t.addEndpoint}
          </button>
        )}
      </div>
      <p className="notifications__hint">{t.webhooksIntro}</p>
      <p role="status" className="notifications__notice">
        {notice}
      </p>
      {error !== null && (
        <p role="alert" className="form-message">
          {error}
        </p>
      )}
      {load.state === 'loading' && <p role="status">{t.loading}</p>}
      {load.state === 'failed' && (
        <p role="alert" className="form-message">
          {load.message}
        </p>
      )}
      {load.state === 'loaded' &&
        (load.endpoints.length === 0 ? (
          <p className="notifications__empty">{t.noEndpoints}</p>
        ) : (
          <div className="endpoint-table__frame">
            <EndpointTable
              endpoints={load.endpoints}
              readOnly={readOnly}
              busyId={busyId}
              logId={logOf?.id ?? null}
              onShowLog={(endpoint) => setLogOf(logOf?.id === endpoint.id ? null : endpoint)}
              onEdit={(endpoint) => startEditing({ mode: 'edit', endpoint })}
              onRotate={rotate}
              onTest={sendTest}
              onDelete={setDeleting}
            />
          </div>
        ))}
      {!readOnly && editing !== null && (
        <EndpointForm
          key={editing.mode === 'add' ? 'add' : editing.endpoint.id}
          mode={editing.mode}
          initial={
            editing.mode === 'add'
              ? NEW_ENDPOINT
              : { url: editing.endpoint.url, events: editing.endpoint.events, scope: editing.endpoint.formId === null ? 'portal' : 'form', enabled: editing.endpoint.enabled }
          }
          busy={saving}
          hostError={formError}
          onSubmit={submit}
          onCancel={stopEditing}
        />
      )}
      {logOf !== null && <DeliveryLog key={logOf.id} endpoint={logOf} readOnly={readOnly} refreshKey={logKey} onClose={() => setLogOf(null)} />}
      {!readOnly && (
        <>
          <SecretDialog
            shown={secret}
            onClose={() => {
              // After a rotation the dialog hands the keyboard back to the row's button itself.
              setRefocus(secret?.rotated === false);
              setSecret(null);
            }}
          />
          <DeleteEndpointDialog endpoint={deleting} busy={deleting !== null && busyId === deleting.id} onConfirm={confirmDelete} onCancel={() => setDeleting(null)} />
        </>
      )}
    </section>
  );
}
