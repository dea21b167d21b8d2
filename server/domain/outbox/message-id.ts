import { randomBytes } from 'node:crypto';

/** A new outbox event id, the `webhook-id` of every attempt of it: `msg_` and 24 random base64url characters. */
export function newMessageId(): string {
  return `msg_${randomBytes(18).toString('base64url')}`;
}
