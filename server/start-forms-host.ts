import { rm } from 'node:fs/promises';
import type { Server } from 'node:http';
import type { FastifyInstance } from 'fastify';
import path from 'node:path';
import { REPO_ROOT } from './repo-root.js';
import { captchaTokens } from './domain/captcha/captcha-tokens.js';
import { spamChecks } from './domain/spam/spam-checks.js';
import { loadSpamSecret } from './domain/spam/spam-secret.js';
import { buildFormsApp } from './http/app.js';
import { demoFixtures } from './http/demo-fixtures.js';
import { buildSiteApp } from './http/site-app.js';
import { loadFreeEmailDomains } from './domain/email-check/free-email-domains.js';
import type { FormsHost, FormsHostOptions } from './host-options.js';
import { closeServer, drainServer, listen } from './listen.js';
import { clearStagedUploads, ownStagingDir } from './domain/uploads/staged-uploads.js';
import { startLeadRetention } from './domain/leads/lead-retention.js';
import { createLeads } from './domain/leads/leads.js';
import { createLeadStore } from './storage/lead-store.js';
import { importLogger } from './domain/forms/import-log.js';
import { importFormsDir } from './domain/forms/import-forms.js';
import { servedForms } from './domain/forms/served-forms.js';
import { openSubmissionStore, type SubmissionStore } from './storage/submission-store.js';
import { leadEvents, type LeadEvents } from './domain/outbox/lead-events.js';
import { startHostOutbox } from './domain/outbox/host-outbox.js';
import { hostEmailDeliverers } from './domain/email/host-email.js';
import { createTrackingStore, type TrackingStore } from './storage/tracking-store.js';

export type { FormsHost, FormsHostOptions } from './host-options.js';

/**
 * Starts the forms host (and, with `sitePort`, the site owner's page on a second origin).
 * Port 0 picks a free port; the returned `url` tells which. The database (Postgres at
 * `databaseUrl`, else SQLite in `dataDir`) is opened and migrated first. close() (at once) or
 * drain() (gracefully) stops both listeners, then closes the store.
 */
export async function startFormsHost(options: FormsHostOptions): Promise<FormsHost> {
  // The email check's data: read once, now, so a missing list stops the start.
  await loadFreeEmailDomains();
  const dataDir = path.resolve(options.dataDir ?? path.join(REPO_ROOT, 'data'));
  const resolved: FormsHostOptions = {
    ...options,
    formsDir: path.resolve(options.formsDir),
    publicDir: path.resolve(options.publicDir),
    distDir: path.resolve(options.distDir),
    dataDir,
  };
  // The files' links in webhook payloads: PUBLIC_URL, else the origin this host listens at.
  const origin = { url: options.publicUrl ?? '' };
  const events = leadEvents({
    dialect: options.databaseUrl === undefined ? 'sqlite' : 'postgres',
    baseUrl: () => options.publicUrl ?? origin.url,
    // Without SMTP_URL no process sends e-mail: none is queued.
    emailEnabled: options.email !== undefined,
    ...(options.clock ? { now: options.clock } : {}),
  });
  const store = await openSubmissionStore(
    { dataDir, databaseUrl: options.databaseUrl },
    { leadStored: { written: (trx, lead) => events.created(trx, lead.conversionId, lead), committed: events.committed } },
  );
  try {
    await clearStagedUploads(dataDir);
    // Every start brings new and changed definition files under FORMS_DIR into the database.
    importLogger(options.formImportLog)(await importFormsDir(store.db, store.dialect, resolved.formsDir, new Date()));
    const tracking = createTrackingStore(store.db);
    return await listenAll(resolved, store, tracking, dataDir, events, origin);
  } catch (error) {
    await store.close();
    throw error;
  }
}

async function listenAll(
  resolved: FormsHostOptions,
  store: SubmissionStore,
  tracking: TrackingStore,
  dataDir: string,
  events: LeadEvents,
  origin: { url: string },
): Promise<FormsHost> {
  let siteUrl: string | undefined;
  const stagingDir = ownStagingDir(dataDir);
  const clock = resolved.clock ?? Date.now;
  // Forms live in the database; one that it lacks is imported from FORMS_DIR when asked for.
  const demo = resolved.demo !== false;
  const forms = servedForms({
    db: store.db,
    formsDir: resolved.formsDir,
    now: resolved.clock,
    onImport: importLogger(resolved.formImportLog),
    portalScopes: resolved.portalScopes,
    directives: demo,
  });
  const captcha = captchaTokens(resolved.captchaSecret === undefined ? {} : { secret: Buffer.from(resolved.captchaSecret) });
  const spamSecret = await loadSpamSecret(store.db, resolved.spamTokenSecret);
  const app = buildFormsApp({
    options: resolved,
    store,
    tracking,
    dataDir,
    stagingDir,
    forms,
    captcha,
    spamChecks: spamChecks(spamSecret, resolved.spamClock ?? clock, resolved.spamTokenMinAgeMs),
    clock,
    leadEvents: events,
    demo,
    ...(demo ? { fixtures: demoFixtures(resolved.formsDir) } : {}),
    siteUrl: () => siteUrl,
  });
  await app.ready();
  const formsServer = app.server;
  let url: string;
  try {
    url = await listen(formsServer, resolved.port, resolved.host);
  } catch (error) {
    await app.close();
    throw error;
  }
  origin.url = url;
  const servers: Server[] = [formsServer];
  const apps: FastifyInstance[] = [app];
  // The second origin is part of the demo.
  if (resolved.sitePort !== undefined && demo) {
    const siteApp = buildSiteApp(path.join(resolved.publicDir, 'site'), url);
    try {
      await siteApp.ready();
      siteUrl = await listen(siteApp.server, resolved.sitePort, resolved.host);
    } catch (error) {
      await closeServer(formsServer);
      await Promise.all([app.close(), siteApp.close()]);
      throw error;
    }
    servers.push(siteApp.server);
    apps.push(siteApp);
  }

  const retention =
    resolved.retentionDays === undefined
      ? undefined
      : startLeadRetention({
          leads: createLeads({ store: createLeadStore(store.db, store.dialect, events), dataDir, ...(resolved.clock ? { now: resolved.clock } : {}) }),
          days: resolved.retentionDays,
          ...(resolved.clock ? { now: resolved.clock } : {}),
        });

  // Every host process sends the outbox's rows; stopping stops its claims first.
  const dispatcher = startHostOutbox({
    db: store.db,
    dialect: store.dialect,
    options: resolved,
    clock,
    deliverers: hostEmailDeliverers({ db: store.db, dialect: store.dialect, options: resolved, hostOrigin: () => url }),
  });

  // close() and drain() may both be called (a test's afterAll and a signal): the later call
  // waits on the first.
  let stopping: Promise<boolean> | undefined;
  const stop = (drainMs: number | undefined): Promise<boolean> =>
    (stopping ??= (async () => {
      // No new claims from now; sends in flight get the drain's time (none on close()).
      const outboxStopped = dispatcher.stop(drainMs ?? 0);
      const ended = await Promise.all(
        servers.map((server) => (drainMs === undefined ? closeServer(server).then(() => true) : drainServer(server, drainMs))),
      );
      // The servers are closed: this runs the apps' onClose hooks.
      await Promise.all(apps.map((each) => each.close()));
      // Uploads of requests that were cut: this process is the only one staging here.
      await rm(stagingDir, { recursive: true, force: true });
      await retention?.stop();
      await outboxStopped;
      await store.close();
      return ended.every(Boolean);
    })());
  return {
    url,
    ...(siteUrl === undefined ? {} : { siteUrl }),
    close: async () => {
      await stop(undefined);
    },
    drain: (timeoutMs) => stop(timeoutMs),
  };
}
