import { useEffect, useState } from 'react';
import { Link, useParams } from 'react-router';
import { ownerApi, type FormDetail } from '../api/owner-api';
import { usePageTitle } from '../layout/use-page-title';
import { useSession } from '../session/session-context';
import { texts } from '../texts';
import { RecipientsSection } from './RecipientsSection';
import { WebhooksSection } from './WebhooksSection';

const t = texts.notifications;

/** `/forms/:portalId/:formId/notifications`: who hears of the form's leads, by e-mail and by webhook. */
export function NotificationsPage() {
  const { portalId = '', formId = '' } = useParams();
  const { state } = useSession();
  const readOnly = state.status !== 'signed-in' || state.me.readOnly;
  const [form, setForm] = useState<FormDetail | null>(null);
  const name = form?.name ?? t.untitledForm;
  usePageTitle(t.title(name));

  useEffect(() => {
    let current = true;
    // The name only: the page works without it.
    ownerApi.form(portalId, formId).then((detail) => current && setForm(detail), () => undefined);
    return () => {
      current = false;
    };
  }, [portalId, formId]);

  return (
    <div className="notifications">
      <p className="notifications__back">
        <Link to={`/forms/${encodeURIComponent(portalId)}/${encodeURIComponent(formId)}`}>{form ? `← ${form.name}` : t.backToInbox}</Link>
      </p>
      <h1>{t.title(name)}</h1>
      {readOnly && <p className="notifications__hint">{t.readOnly}</p>}
      <RecipientsSection portalId={portalId} formId={formId} readOnly={readOnly} />
      <WebhooksSection portalId={portalId} formId={formId} readOnly={readOnly} />
    </div>
  );
}
