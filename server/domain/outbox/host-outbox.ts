import type { Kysely } from 'kysely';
import type { FormsHostOptions } from '../../host-options.js';
import type { StorageDialect } from '../../storage/migrations.js';
import { webhookDeliverer } from '../webhooks/webhook-deliverer.js';
import { startDispatcher, type Dispatcher } from './dispatcher.js';
import type { Deliverer, OutboxKind } from './outbox-types.js';

export interface HostOutboxOptions {
  db: Kysely<any>;
  dialect: StorageDialect;
  options: Pick<FormsHostOptions, 'webhookAllowPrivate' | 'webhookRetrySchedule'>;
  clock: () => number;
  /** Deliverers of other kinds (e-mail), beside the webhooks'. */
  deliverers?: Partial<Record<OutboxKind, Deliverer>>;
}

/** The dispatcher of one host process, with the webhook deliverer and the host's retry schedule; due times follow the host's clock. */
export function startHostOutbox({ db, dialect, options, clock, deliverers = {} }: HostOutboxOptions): Dispatcher {
  return startDispatcher({
    db,
    dialect,
    now: clock,
    schedule: options.webhookRetrySchedule,
    deliverers: { ...deliverers, webhook: webhookDeliverer({ db, allowPrivate: options.webhookAllowPrivate === true, now: clock }) },
  });
}
