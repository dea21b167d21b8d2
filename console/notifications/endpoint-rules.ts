import { WEBHOOK_EVENTS } from '../../server/domain/outbox/outbox-types';
import { texts } from '../texts';

/** The events an endpoint can ask for, in the order the console lists them. */
export const ENDPOINT_EVENTS: readonly string[] = WEBHOOK_EVENTS;

export interface EndpointDraft {
  url: string;
  events: string[];
  /** Of this form only, or of every form of the portal. */
  scope: 'form' | 'portal';
  enabled: boolean;
}

export type EndpointProblems = Partial<Record<'url' | 'events', string>>;

/** What is wrong with an endpoint before it is sent (the host checks again, and refuses private addresses). */
export function endpointProblems(draft: EndpointDraft): EndpointProblems {
  const t = texts.notifications;
  const problems: EndpointProblems = {};
  const url = draft.url.trim();
  if (url === '') problems.url = t.urlMissing;
  else if (!isHttpUrl(url)) problems.url = t.urlInvalid;
  if (draft.events.length === 0) problems.events = t.eventsMissing;
  return problems;
}

function isHttpUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname !== '';
  } catch {
    return false;
  }
}

/** An event's name as the owner reads it (an unknown one, e.g. `test`, as it is). */
export function eventName(event: string): string {
  return texts.notifications.eventNames[event] ?? event;
}
