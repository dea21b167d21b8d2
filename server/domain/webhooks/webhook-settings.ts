import { parseRetrySchedule } from '../outbox/retry-schedule.js';

export interface WebhookSettings {
  /** WEBHOOK_ALLOW_PRIVATE=1: webhooks may reach private and loopback addresses (tests, local use). */
  webhookAllowPrivate?: boolean;
  /** WEBHOOK_RETRY_SCHEDULE: ms before each attempt, replacing the Standard Webhooks schedule. */
  webhookRetrySchedule?: number[];
}

/**
 * WEBHOOK_ALLOW_PRIVATE (unset or 0: deliveries to private, loopback, link-local and shared
 * addresses are refused; 1: allowed) and WEBHOOK_RETRY_SCHEDULE (unset: the Standard Webhooks
 * schedule; else comma-separated milliseconds). Anything else throws, naming the setting.
 */
export function readWebhookSettings(env: NodeJS.ProcessEnv): WebhookSettings {
  const allow = env.WEBHOOK_ALLOW_PRIVATE?.trim() || '0';
  if (allow !== '0' && allow !== '1') throw new Error(`WEBHOOK_ALLOW_PRIVATE must be 1 (allow private addresses) or 0, got "${allow}"`);
  const schedule = env.WEBHOOK_RETRY_SCHEDULE?.trim() || '';
  return { ...(allow === '1' ? { webhookAllowPrivate: true } : {}), ...(schedule === '' ? {} : { webhookRetrySchedule: parseRetrySchedule(schedule) }) };
}
