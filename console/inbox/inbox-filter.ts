import type { LeadFilter } from '../api/owner-api';

/** The inbox's filter as the address bar holds it (`?q=&from=&to=&source=&tab=spam`), so a filter is a link. */
export interface InboxQuery {
  q: string;
  /** `YYYY-MM-DD`, inclusive. */
  from: string;
  /** `YYYY-MM-DD`, inclusive for the owner. */
  to: string;
  spam: boolean;
  /** The `utm_source` leads must have come with, exactly; '' for any. */
  source: string;
}

const DATE = /^\d{4}-\d{2}-\d{2}$/;

export function inboxQuery(params: URLSearchParams): InboxQuery {
  const date = (key: string) => {
    const value = params.get(key) ?? '';
    return DATE.test(value) ? value : '';
  };
  return { q: params.get('q') ?? '', from: date('from'), to: date('to'), spam: params.get('tab') === 'spam', source: params.get('source') ?? '' };
}

/** The day after a `YYYY-MM-DD` date: the API's `to` is exclusive, the owner's is inclusive. */
export function nextDay(date: string): string {
  const day = new Date(`${date}T00:00:00Z`);
  day.setUTCDate(day.getUTCDate() + 1);
  return day.toISOString().slice(0, 10);
}

export function leadFilter(portalId: string, formId: string, query: InboxQuery): LeadFilter {
  return {
    portalId,
    formId,
    spam: query.spam,
    ...(query.q.trim() === '' ? {} : { q: query.q.trim() }),
    ...(query.from === '' ? {} : { from: query.from }),
    ...(query.to === '' ? {} : { to: nextDay(query.to) }),
    ...(query.source.trim() === '' ? {} : { source: query.source.trim() }),
  };
}

/** A changed copy of the search parameters: an empty value removes its key. */
export function withParam(params: URLSearchParams, key: string, value: string): URLSearchParams {
  const next = new URLSearchParams(params);
  if (value === '') next.delete(key);
  else next.set(key, value);
  return next;
}
