import type { PortalScopes } from './domain/forms/portal-scopes.js';
import type { RateLimit } from './http/rate-limit-policy.js';
import type { EmailSettings } from './domain/email/email-settings.js';
import type { CaptchaProviderSettings } from './domain/captcha/captcha-provider-settings.js';

/** What `startFormsHost` needs to know, and what it hands back. */
export interface FormsHostOptions {
  /** 0 picks a free port (tests). */
  port: number;
  host: string;
  /** Holds `{portalId}/{formId}.json` definition files, imported into the database at start (server/domain/forms/). */
  formsDir: string;
  /** Demo pages; `publicDir/site/` is served by the second listener only. */
  publicDir: string;
  /** The built embed (`embed.js` and its lazily loaded chunks). */
  distDir: string;
  /** When set (and `demo` is on), a second listener serves `publicDir/site/` as a site owner's page on another origin. */
  sitePort?: number;
  /**
   * The demo and its test machinery (default true, `DEMO`): the demo pages, the second origin
   * (`sitePort`), the demo opted-out list, the in-memory resubscribe log and its listing, and the
   * definition files' `__respond` directives and `.fallback.json` copies. A production host runs
   * with false: it serves the embed, the forms and the owner API, and none of these.
   */
  demo?: boolean;
  /**
   * Addresses that opted out of email: the email check answers `emailShouldResubscribe: true`
   * for them, whatever their case. Default: a demo list (`opted-out@example.org`,
   * `former.subscriber@example.org`); none with `demo: false`.
   */
  optedOutEmails?: string[];
  /**
   * Where submissions are kept: `forms-host.sqlite` (unless `databaseUrl` is set) and `uploads/`.
   * Created when missing. Default: `data/` in the repository.
   */
  dataDir?: string;
  /**
   * `postgres://user:password@host:port/database` (or `postgresql://`): keep the tables in that
   * Postgres database instead of `dataDir/forms-host.sqlite`. Uploads stay in `dataDir`.
   */
  databaseUrl?: string;
  /**
   * A bearer token of the owner API with every right (all portals, read and write), never stored.
   * Without it and without a live stored token (`npm run owner -- token create`) the owner API
   * answers 403.
   */
  adminToken?: string;
  /**
   * What the stand-in captcha signs its tokens with. Every process serving the same visitors
   * (workers, machines) needs the same one. Default: random, made at start.
   */
  captchaSecret?: string;
  /**
   * A real captcha provider (CAPTCHA_PROVIDER, CAPTCHA_PROVIDER_SECRET, CAPTCHA_VERIFY_URL): each
   * token of a form with `captchaEnabled` is checked with its verify call; unset: with the stand-in.
   */
  captchaProvider?: CaptchaProviderSettings;
  /**
   * What signs the time tokens and proof-of-work challenges (`SPAM_TOKEN_SECRET`, at least 32
   * characters). Default: 32 random bytes made at first start and kept in the database, so every
   * worker shares them and they survive restarts.
   */
  spamTokenSecret?: string;
  /**
   * How old a time token must be, in ms, before it admits a submission (`SPAM_TOKEN_MIN_AGE_MS`,
   * 0 to `MAX_MIN_TOKEN_AGE_MS`; 0 turns the minimum off): one sent sooner is stored as spam. The
   * token route tells the embed, which waits that long. Default `DEFAULT_MIN_TOKEN_AGE_MS` (2 s).
   */
  spamTokenMinAgeMs?: number;
  /** ms since the epoch the time tokens are issued and aged with; default `clock`, else `Date.now` (tests move it apart). */
  spamClock?: () => number;
  /** Largest file part a submission may carry, in bytes. Default 104857600 (spec section 5). */
  maxFileBytes?: number;
  /** Largest whole submission body, in bytes (answered 413 above it). Default `DEFAULT_MAX_SUBMISSION_BYTES`. */
  maxSubmissionBytes?: number;
  /** Most fields one submission may carry (answered 413 above it). Default 1000. */
  maxFields?: number;
  /**
   * Submissions per client and window (server/http/rate-limit.ts); unset: no limit. `readConfig`
   * sets `DEFAULT_SUBMIT_RATE_LIMIT` unless told `off`.
   */
  submitRateLimit?: RateLimit;
  /** Email checks per client and window; unset: no limit. `readConfig` sets `DEFAULT_EMAIL_CHECK_RATE_LIMIT`. */
  emailCheckRateLimit?: RateLimit;
  /**
   * The client is the left-most `X-Forwarded-For` address rather than the socket's peer. Only
   * behind a proxy that sets that header: otherwise every client can name itself.
   */
  trustProxy?: boolean;
  /**
   * Page origins (`https://www.example.com`) allowed to submit to a portal's forms, by portal
   * id; the submit call refuses other origins with 403 SUBMISSION_NOT_ALLOWED. A portal not
   * listed takes submissions from any page.
   */
  portalOrigins?: Readonly<Record<string, readonly string[]>>;
  /**
   * The scopes each portal's definitions are served with (`rawHtmlAccess`, `customStyleAccess`),
   * by portal id: they replace whatever a definition says, so editing a form never grants them.
   * A portal not listed gets none. `readConfig` grants the demo portal both when PORTAL_SCOPES is unset.
   */
  portalScopes?: PortalScopes;
  /**
   * Load the pre-renderer (React's server renderer and the sanitiser's DOM, some 0.5 s) as the
   * host starts, so the first page after a start or a worker's restart does not wait for it;
   * unset: on the first form a page asks for. `readConfig` sets it.
   */
  warmRenderer?: boolean;
  /** Gets one JSON line per request (server/http/request-log.ts); unset: no request log. */
  requestLog?: (line: string) => void;
  /**
   * Gets one JSON line per form version or draft imported from FORMS_DIR and per definition file
   * skipped as broken (server/domain/forms/import-log.ts); unset: stdout, and stderr for skipped files.
   */
  formImportLog?: (line: string) => void;
  /**
   * Leads older than this many days are erased, at start and every hour after (audited as
   * `retention`, their uploads removed); unset: leads are kept forever.
   */
  retentionDays?: number;
  /**
   * The origin site owners reach the host at (`https://forms.example.com`). When it is HTTPS the
   * console's session cookie is `Secure` and named with the `__Host-` prefix; unset: plain HTTP.
   */
  publicUrl?: string;
  /** SMTP_URL and MAIL_FROM: how new leads are e-mailed to each form's recipients; unset: no e-mail is sent. */
  email?: EmailSettings;
  /** Webhooks may reach private, loopback, link-local and shared addresses (`WEBHOOK_ALLOW_PRIVATE=1`; tests, local use). */
  webhookAllowPrivate?: boolean;
  /** ms before each webhook attempt (`WEBHOOK_RETRY_SCHEDULE`); default the Standard Webhooks schedule. */
  webhookRetrySchedule?: number[];
  /** ms since the epoch, as `Date.now` (the default): the rate-limit windows follow it. */
  clock?: () => number;
  /** Waits ms (default: a timer): how failed owner calls are slowed. */
  sleep?: (ms: number) => Promise<void>;
}

export interface FormsHost {
  /** Origin of the forms host, e.g. `http://127.0.0.1:3000` (no trailing slash). */
  url: string;
  /** Origin of the site owner's page, when `sitePort` was given. */
  siteUrl?: string;
  /** Stops at once: open connections are cut (tests, a failed start). */
  close(): Promise<void>;
  /**
   * Stops gracefully (SIGTERM): no new connection is taken, idle ones are closed, requests in
   * flight are answered (with `Connection: close`); whatever is still open after `timeoutMs` is
   * cut. Then the store is closed. Resolves false when something had to be cut.
   */
  drain(timeoutMs: number): Promise<boolean>;
}
