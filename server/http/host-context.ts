import type { CaptchaTokens } from '../domain/captcha/captcha-tokens.js';
import type { FormsHostOptions } from '../host-options.js';
import type { DemoFixtures } from './demo-fixtures.js';
import type { ServedForms } from '../domain/forms/served-forms.js';
import type { SubmissionStore } from '../storage/submission-store.js';
import type { TrackingStore } from '../storage/tracking-store.js';
import type { LeadEvents } from '../domain/outbox/lead-events.js';
import type { SpamChecks } from '../domain/spam/spam-checks.js';

/**
 * What the host's route plugins get: registered as `app.register(plugin, { host })`, so each
 * reads the settings and the open stores it needs from here.
 */
export interface HostContext {
  /** The host's settings, with formsDir, publicDir, distDir and dataDir resolved. */
  options: FormsHostOptions;
  /** The open submissions store (its `db` holds every table). */
  store: SubmissionStore;
  /** The beacons the embed sends (usage counter, pixel, error reports, viral links). */
  tracking: TrackingStore;
  /** Where the store and the uploads live (resolved). */
  dataDir: string;
  /** This process's folder for uploads still being received (`ownStagingDir`). */
  stagingDir: string;
  /** Forms as the routes serve and check them (server/domain/forms/). */
  forms: ServedForms;
  /** The stand-in captcha: the token route issues, the submit routes verify (one secret per host). */
  captcha: CaptchaTokens;
  /** ms since the epoch: `options.clock`, else `Date.now`. */
  clock: () => number;
  /** The host's own spam checks: the token and challenge routes issue, the submit routes verify. */
  spamChecks: SpamChecks;
  /** The outbox rows a lead's spam mark and erasure write (server/domain/outbox/lead-events.ts); none when absent. */
  leadEvents?: LeadEvents;
  /**
   * `options.demo` resolved (default true): the demo pages, the second origin, the demo
   * opted-out list, the resubscribe listing and the fixtures. A production host runs without.
   */
  demo: boolean;
  /** Test and demo machinery (`__respond` files, `.fallback.json` copies); undefined with `demo: false`. */
  fixtures?: DemoFixtures;
  /** The second listener's origin once it listens (demo only); undefined without one. */
  siteUrl: () => string | undefined;
}

/** What every route plugin of the host is registered with. */
export interface HostPluginOptions {
  host: HostContext;
}
