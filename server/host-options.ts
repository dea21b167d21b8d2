/** What `startFormsHost` needs to know, and what it hands back. */
export interface FormsHostOptions {
  /** 0 picks a free port (tests). */
  port: number;
  host: string;
  /** Holds `{portalId}/{formId}.json` definition files. */
  formsDir: string;
  /** Demo pages; `publicDir/site/` is served by the second listener only. */
  publicDir: string;
  /** The built embed (`embed.js` and its lazily loaded chunks). */
  distDir: string;
  /** When set, a second listener serves `publicDir/site/` as a site owner's page on another origin. */
  sitePort?: number;
  /**
   * Addresses that opted out of email: the email check answers `emailShouldResubscribe: true`
   * for them, whatever their case. Default: a demo list (`opted-out@example.org`,
   * `former.subscriber@example.org`).
   */
  optedOutEmails?: string[];
  /**
   * Where submissions are kept: `forms-host.sqlite` and `uploads/`. Created when missing.
   * Default: `data/` in the repository.
   */
  dataDir?: string;
  /**
   * Bearer token of the owner API (`/api/submissions`, `/api/submissions.csv`); without one
   * the owner API answers 404.
   */
  adminToken?: string;
  /** Largest file part a submission may carry, in bytes. Default 104857600 (spec section 5). */
  maxFileBytes?: number;
}

export interface FormsHost {
  /** Origin of the forms host, e.g. `http://127.0.0.1:3000` (no trailing slash). */
  url: string;
  /** Origin of the site owner's page, when `sitePort` was given. */
  siteUrl?: string;
  close(): Promise<void>;
}
