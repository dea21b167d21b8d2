import { useCallback, useEffect, useId, useRef, useState } from 'react';
import { ownerApi, type WebhookDelivery, type WebhookEndpoint } from '../api/owner-api';
import { texts } from '../texts';
import { DeliveryItem } from './DeliveryItem';
import { errorMessage } from './error-message';

const t = texts.notifications;

/** Deliveries asked for per page. */
export const DELIVERY_PAGE_SIZE = 20;

interface DeliveryLogProps {
  endpoint: WebhookEndpoint;
  readOnly: boolean;
  /** Changes when the page knows of a new delivery (a test event): the log reads its first page again. */
  refreshKey: number;
  onClose(): void;
}

type Log = { deliveries: WebhookDelivery[]; nextCursor: string | null };

/** An endpoint's deliveries, newest first, each with its attempts; "Resend" and "Load more". */
export function DeliveryLog({ endpoint, readOnly, refreshKey, onClose }: DeliveryLogProps) {
  const [log, setLog] = useState<Log | null>(null);
  const [loading, setLoading] = useState<'first' | 'more' | null>('first');
  const [error, setError] = useState<string | null>(null);
  const [notice, setNotice] = useState('');
  const [resending, setResending] = useState<string | null>(null);
  const [reloads, setReloads] = useState(0);
  const heading = useRef<HTMLHeadingElement>(null);
  const headingId = useId();

  useEffect(() => heading.current?.focus(), [endpoint.id]);

  useEffect(() => {
    let current = true;
    setLoading('first');
    setError(null);
    ownerApi.webhookDeliveries(endpoint.id, { limit: DELIVERY_PAGE_SIZE }).then(
      (page) => current && setLog(page),
      (failure: unknown) => current && setError(errorMessage(failure)),
    ).finally(() => current && setLoading(null));
    return () => {
      current = false;
    };
  }, [endpoint.id, refreshKey, reloads]);

  const loadMore = useCallback(() => {
    if (log === null || log.nextCursor === null) return;
    setLoading('more');
    setError(null);
    ownerApi.webhookDeliveries(endpoint.id, { cursor: log.nextCursor, limit: DELIVERY_PAGE_SIZE }).then(
      (page) => setLog({ deliveries: [...log.deliveries, ...page.deliveries.filter((delivery) => !log.deliveries.some((known) => known.id === delivery.id))], nextCursor: page.nextCursor }),
      (failure: unknown) => setError(errorMessage(failure)),
    ).finally(() => setLoading(null));
  }, [endpoint.id, log]);

  const resend = (delivery: WebhookDelivery) => {
    setResending(delivery.id);
    setError(null);
    setNotice('');
    ownerApi.resendWebhookDelivery(delivery.id).then(
      (queued) => {
        setLog((known) => known && { ...known, deliveries: known.deliveries.map((each) => (each.id === queued.id ? queued : each)) });
        setNotice(t.resent);
      },
      (failure: unknown) => setError(errorMessage(failure)),
    ).finally(() => setResending(null));
  };

  return (
    <section className="delivery-log" aria-labelledby={headingId}>
      <div className="delivery-log__head">
        <h3 id={headingId} ref={heading} tabIndex={-1} className="notifications__url">
          {t.deliveriesTitle(endpoint.url)}
        </h3>
        <div className="delivery-log__buttons">
          <button type="button" className="button button-small" disabled={loading !== null} onClick={() => setReloads((count) => count + 1)}>
            {t.refresh}
          </button>
          <button type="button" className="button button-small" onClick={onClose}>
            {t.closeDeliveries}
          </button>
        </div>
      </div>
      <p role="status" className="delivery-log__status">
        {loading === 'first' ? t.loading : loading === 'more' ? t.loadingMore : notice}
      </p>
      {error !== null && (
        <p role="alert" className="form-message">
          {error}
        </p>
      )}
      {log !== null && log.deliveries.length === 0 && <p className="notifications__empty">{t.noDeliveries}</p>}
      {log !== null && log.deliveries.length > 0 && (
        <ol className="delivery-list">
          {log.deliveries.map((delivery) => (
            <DeliveryItem key={delivery.id} delivery={delivery} readOnly={readOnly} resending={resending === delivery.id} onResend={() => resend(delivery)} />
          ))}
        </ol>
      )}
      {log !== null && log.nextCursor !== null && (
        <button type="button" className="button" disabled={loading !== null} onClick={loadMore}>
          {t.loadMore}
        </button>
      )}
    </section>
  );
}
