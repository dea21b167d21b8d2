import { createServer } from 'node:http';
import path from 'node:path';
import { REPO_ROOT } from './config.js';
import { createFormsHost } from './create-forms-host.js';
import { loadFreeEmailDomains } from './email-check/free-email-domains.js';
import type { FormsHost, FormsHostOptions } from './host-options.js';
import { closeServer, listen } from './listen.js';
import { clearStagedUploads } from './routes/submit-form.js';
import { createSiteHost } from './site-host.js';
import { openSubmissionStore, type SubmissionStore } from './storage/submission-store.js';
import { openTrackingStore, type TrackingStore } from './storage/tracking-store.js';

export type { FormsHost, FormsHostOptions } from './host-options.js';

/**
 * Starts the forms host (and, with `sitePort`, the site owner's page on a second origin).
 * Port 0 picks a free port; the returned `url` tells which. The submissions store in
 * `dataDir` is opened first. close() stops both listeners, then closes the store.
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
  const store = await openSubmissionStore({ dataDir });
  try {
    await clearStagedUploads(dataDir);
    const tracking = await openTrackingStore(store.db);
    return await listenAll(resolved, store, tracking, dataDir);
  } catch (error) {
    await store.close();
    throw error;
  }
}

async function listenAll(resolved: FormsHostOptions, store: SubmissionStore, tracking: TrackingStore, dataDir: string): Promise<FormsHost> {
  let siteUrl: string | undefined;
  const formsServer = createServer(createFormsHost(resolved, () => siteUrl, { store, tracking, dataDir }));
  const url = await listen(formsServer, resolved.port, resolved.host);
  if (resolved.sitePort === undefined) {
    return {
      url,
      close: once(async () => {
        await closeServer(formsServer);
        await store.close();
      }),
    };
  }

  const siteServer = createServer(createSiteHost(path.join(resolved.publicDir, 'site'), url));
  try {
    siteUrl = await listen(siteServer, resolved.sitePort, resolved.host);
  } catch (error) {
    await closeServer(formsServer);
    throw error;
  }
  return {
    url,
    siteUrl,
    close: once(async () => {
      await Promise.all([closeServer(formsServer), closeServer(siteServer)]);
      await store.close();
    }),
  };
}

/** close() may be called twice (a test's afterAll and a signal); the second call waits on the first. */
function once(action: () => Promise<void>): () => Promise<void> {
  let pending: Promise<void> | undefined;
  return () => (pending ??= action());
}
