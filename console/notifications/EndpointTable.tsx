import type { WebhookEndpoint } from '../api/owner-api';
import { texts } from '../texts';
import { eventName } from './endpoint-rules';

const t = texts.notifications;

export interface EndpointActions {
  onShowLog(endpoint: WebhookEndpoint): void;
  onEdit(endpoint: WebhookEndpoint): void;
  onRotate(endpoint: WebhookEndpoint): void;
  onTest(endpoint: WebhookEndpoint): void;
  onDelete(endpoint: WebhookEndpoint): void;
}

interface EndpointTableProps extends EndpointActions {
  endpoints: WebhookEndpoint[];
  readOnly: boolean;
  /** An action on this endpoint is under way: its buttons wait. */
  busyId: number | null;
  /** The endpoint whose delivery log is open. */
  logId: number | null;
}

/** The endpoints with their URL, events, scope and state; each row's buttons name its URL for screen readers. */
export function EndpointTable({ endpoints, readOnly, busyId, logId, ...actions }: EndpointTableProps) {
  return (
    <table className="endpoint-table">
      <caption className="visually-hidden">{t.endpointsCaption}</caption>
      <thead>
        <tr>
          <th scope="col">{t.url}</th>
          <th scope="col">{t.events}</th>
          <th scope="col">{t.scope}</th>
          <th scope="col">{t.status}</th>
          <th scope="col">{t.actions}</th>
        </tr>
      </thead>
      <tbody>
        {endpoints.map((endpoint) => (
          <tr key={endpoint.id}>
            <td data-label={t.url} className="endpoint-table__url">
              {endpoint.url}
              <span className="endpoint-table__hint">
                {t.secretHint} <code>{endpoint.secretHint}</code>
              </span>
            </td>
            <td data-label={t.events}>
              <ul className="endpoint-table__events">
                {endpoint.events.map((event) => (
                  <li key={event}>{eventName(event)}</li>
                ))}
              </ul>
            </td>
            <td data-label={t.scope}>{endpoint.formId === null ? t.everyForm : t.thisForm}</td>
            <td data-label={t.status}>
              {endpoint.enabled ? t.enabled : endpoint.disabledReason !== null ? t.disabledBecause(endpoint.disabledReason) : t.disabled}
            </td>
            <td data-label={t.actions}>
              <div className="endpoint-table__actions">
                <button
                  type="button"
                  className="button button-small"
                  aria-label={t.showDeliveriesNamed(endpoint.url)}
                  aria-expanded={logId === endpoint.id}
                  onClick={() => actions.onShowLog(endpoint)}
                >
                  {t.showDeliveries}
                </button>
                {!readOnly && (
                  <>
                    <button type="button" className="button button-small" disabled={busyId === endpoint.id} aria-label={t.editNamed(endpoint.url)} onClick={() => actions.onEdit(endpoint)}>
                      {t.edit}
                    </button>
                    <button type="button" className="button button-small" disabled={busyId === endpoint.id} aria-label={t.sendTestNamed(endpoint.url)} onClick={() => actions.onTest(endpoint)}>
                      {t.sendTest}
                    </button>
                    <button type="button" className="button button-small" disabled={busyId === endpoint.id} aria-label={t.rotateNamed(endpoint.url)} onClick={() => actions.onRotate(endpoint)}>
                      {t.rotate}
                    </button>
                    <button
                      type="button"
                      className="button button-small button-danger"
                      disabled={busyId === endpoint.id}
                      aria-label={t.deleteNamed(endpoint.url)}
                      onClick={() => actions.onDelete(endpoint)}
                    >
                      {t.deleteEndpoint}
                    </button>
                  </>
                )}
              </div>
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
