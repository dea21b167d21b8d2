import type { Kysely } from 'kysely';
import type { FormsHostOptions } from '../../host-options.js';
import type { StorageDialect } from '../../storage/migrations.js';
import type { Deliverer, OutboxKind } from '../outbox/outbox-types.js';
import { createEmailDeliverer } from './email-deliverer.js';

export interface HostEmailOptions {
  db: Kysely<any>;
  dialect: StorageDialect;
  options: Pick<FormsHostOptions, 'email' | 'publicUrl'>;
  /** The origin this host listens at (known once it does): the console link's origin without PUBLIC_URL. */
  hostOrigin: () => string;
}

/** Where the console's links point: PUBLIC_URL when set, else the origin this host listens at. */
export function consoleOriginOf(publicUrl: string | undefined, hostOrigin: () => string): () => string {
  return () => publicUrl ?? hostOrigin();
}

/** The outbox's e-mail deliverer of a host with SMTP_URL set; none without it (and then no e-mail row is ever written). */
export function hostEmailDeliverers({ db, dialect, options, hostOrigin }: HostEmailOptions): Partial<Record<OutboxKind, Deliverer>> {
  const { email, publicUrl } = options;
  if (email === undefined) return {};
  return { email: createEmailDeliverer({ db, dialect, email, consoleOrigin: consoleOriginOf(publicUrl, hostOrigin) }) };
}
