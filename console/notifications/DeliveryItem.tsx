import { Link } from 'react-router';
import type { WebhookAttempt, WebhookDelivery } from '../api/owner-api';
import { attemptTime } from './attempt-time';
import { texts } from '../texts';
import { eventName } from './endpoint-rules';

const t = texts.notifications;

interface DeliveryItemProps {
  delivery: WebhookDelivery;
  readOnly: boolean;
  resending: boolean;
  onResend(): void;
}

/** One delivery: its event, state and times, then every attempt with what the receiver answered (as text). */
export function DeliveryItem({ delivery, readOnly, resending, onResend }: DeliveryItemProps) {
  const created = attemptTime(delivery.createdAt);
  return (
    <li className={`delivery delivery--${delivery.status}`}>
      <div className="delivery__head">
        <strong>{eventName(delivery.event)}</strong>
        <span className={`delivery__status delivery__status--${delivery.status}`}>{t.deliveryStatuses[delivery.status]}</span>
        {!readOnly && (
          <button type="button" className="button button-small" disabled={resending} aria-label={t.resendNamed(eventName(delivery.event), created)} onClick={onResend}>
            {t.resend}
          </button>
        )}
      </div>
      <dl className="delivery__facts">
        <div>
          <dt>{t.deliveryCreated}</dt>
          <dd>
            <time dateTime={delivery.createdAt}>{created}</time>
          </dd>
        </div>
        {delivery.nextAttemptAt !== null && (
          <div>
            <dt>{t.nextAttempt}</dt>
            <dd>
              <time dateTime={delivery.nextAttemptAt}>{attemptTime(delivery.nextAttemptAt)}</time>
            </dd>
          </div>
        )}
        {delivery.conversionId !== null && (
          <div>
            <dt>{t.lead}</dt>
            <dd>
              <Link to={`/leads/${encodeURIComponent(delivery.conversionId)}`}>{delivery.conversionId}</Link>
            </dd>
          </div>
        )}
        <div>
          <dt>{t.webhookId}</dt>
          <dd>
            <code>{delivery.id}</code>
          </dd>
        </div>
      </dl>
      {delivery.attempts.length === 0 ? (
        <p className="notifications__empty">{t.noAttempts}</p>
      ) : (
        <ol className="attempt-list" aria-label={t.attemptsCaption(delivery.attempts.length)}>
          {delivery.attempts.map((attempt, index) => (
            <AttemptItem key={index} attempt={attempt} />
          ))}
        </ol>
      )}
    </li>
  );
}

function AttemptItem({ attempt }: { attempt: WebhookAttempt }) {
  const result = [attempt.status !== null ? t.httpStatus(attempt.status) : t.noAnswer, attempt.error].filter((part) => part !== null).join(': ');
  return (
    <li className="attempt">
      <p className="attempt__line">
        <time dateTime={attempt.at}>{attemptTime(attempt.at)}</time>
        <span className={attempt.status !== null && attempt.status >= 200 && attempt.status < 300 ? 'attempt__ok' : 'attempt__failed'}>{result}</span>
        <span>{t.duration(attempt.durationMs)}</span>
      </p>
      <p className="attempt__label">{t.attemptAnswer}</p>
      {/* The receiver's bytes, only ever as text. */}
      <pre className="attempt__answer">{attempt.responseSnippet === '' ? t.emptyAnswer : attempt.responseSnippet}</pre>
    </li>
  );
}
