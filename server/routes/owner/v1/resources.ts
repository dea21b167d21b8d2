import type { FastifyError, FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import { formNotifications } from '../../../domain/email/notification-recipients.js';
import { formCatalog } from '../../../domain/forms/form-catalog.js';
import { LeadQueryError } from '../../../domain/leads/lead-query.js';
import { createLeads } from '../../../domain/leads/leads.js';
import { createLeadStore, type LeadChangeHooks } from '../../../storage/lead-store.js';
import { webhookEndpoints } from '../../../domain/webhooks/webhook-endpoints.js';
import { webhookRoutes } from './webhooks.js';
import type { HostDatabase, StorageDialect } from '../../../storage/open-database.js';
import { ownerError } from '../owner-request.js';
import { formEmbedRoutes } from './form-embed.js';
import { formNotificationRoutes } from './form-notifications.js';
import { formVersionRoutes } from './form-versions.js';
import { formRoutes } from './forms.js';
import { leadExportRoutes } from './lead-exports.js';
import { leadFileRoutes } from './lead-files.js';
import { leadRoutes } from './leads.js';

export interface OwnerResourceOptions {
  /** The host's open database (forms, versions, leads, audit log). */
  db: Kysely<HostDatabase>;
  dialect: StorageDialect;
  /** DATA_DIR: where the leads' uploads are. */
  dataDir: string;
  /** ms since the epoch (default `Date.now`): publish and audit times, the 7-day lead counts, export file names. */
  now?: () => number;
  /** The build (dist/): its pinned.json names the pinned embed of the embed codes. */
  distDir: string;
  /** PUBLIC_URL: the origin the embed codes name; unset, the origin each request came to. */
  publicUrl?: string | undefined;
  /** Where problems that do not fail a call go (an upload that could not be removed); default stderr. */
  log?: (line: string) => void;
  /** What a lead's spam mark and erasure write with them (its outbox rows); none when absent. */
  leadEvents?: LeadChangeHooks | undefined;
}

/**
 * A bad lead filter (server/domain/leads/lead-query.ts) is a 400 with its message, which names
 * the parameter. Every other error goes on to the owner scope's handler (a schema refusal is a
 * 400 with the schema's message; a failure of ours a logged 500).
 */
export function resourceErrorHandler(error: FastifyError, _request: FastifyRequest, reply: FastifyReply): FastifyReply {
  if (error instanceof LeadQueryError) return reply.code(400).send(ownerError(error.message, 'INVALID_FILTER'));
  throw error;
}

/**
 * The resources of `/api/v1`: forms, leads, exports and files. Registered inside the owner API's
 * scope, after its access hook: every route reads `request.owner` and authenticates nothing.
 */
export const ownerResourceRoutes: FastifyPluginAsync<OwnerResourceOptions> = async (app, options) => {
  const now = options.now ?? Date.now;
  const catalog = formCatalog({ db: options.db, now });
  const leads = createLeads({
    store: createLeadStore(options.db, options.dialect, options.leadEvents),
    dataDir: options.dataDir,
    now,
    ...(options.log === undefined ? {} : { log: options.log }),
  });
  app.setErrorHandler(resourceErrorHandler);
  await app.register(formRoutes, { catalog });
  await app.register(formVersionRoutes, { catalog });
  await app.register(formEmbedRoutes, { catalog, distDir: options.distDir, publicUrl: options.publicUrl });
  await app.register(formNotificationRoutes, { notifications: formNotifications(options.db) });
  await app.register(leadRoutes, { leads });
  await app.register(leadExportRoutes, { leads, db: options.db, now });
  await app.register(leadFileRoutes, { leads, dataDir: options.dataDir });
  await app.register(webhookRoutes, { endpoints: webhookEndpoints({ db: options.db, now }) });
};
