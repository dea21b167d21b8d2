import { rm } from 'node:fs/promises';
import { afterAll, beforeAll } from 'vitest';
import { createLeads } from '../../../server/domain/leads/leads.js';
import type { AuditEntry } from '../../../server/storage/lead-store.js';
import { createLeadStore } from '../../../server/storage/lead-store.js';
import { openSubmissionStore } from '../../../server/storage/submission-store.js';
import type { LeadsFixture } from './leads.js';
import { issueTestToken } from './owner-tokens.js';
import type { FormsHostOptions } from '../../../server/host-options.js';
import type { StorageBackend } from './postgres.js';
import { makeTempDir, rawRequest, startTestHost, type TestHost } from './test-host.js';

/** Where the host's clock stands at the start of each test; tests move it with `advance`. */
export const RESOURCE_APP_START = Date.parse('2026-03-10T12:00:00.000Z');
const ADMIN_TOKEN = 'resource-admin-token';

/** What the tokens of a test may do, by name. */
export interface ResourceTokens {
  /** Every portal, read and write (`ADMIN_TOKEN`). */
  admin: string;
  /** The test's portal only, read and write. */
  portal: string;
  /** The test's portal only, read-only. */
  reader: string;
  /** The test's other portal only. */
  other: string;
}

/** An answer as `app.inject` gives it. */
export interface ResourceResponse {
  statusCode: number;
  headers: Record<string, string | string[] | undefined>;
  body: string;
  rawPayload: Buffer;
  json<T = Record<string, unknown> & { message?: string; errorType?: string }>(): T;
}

/**
 * One test's view of the shared host: two portals no other test uses (so the host and its
 * database serve a whole file), tokens for them, and a second connection to the database.
 */
export interface ResourceTestApp {
  /** The test's portal, and another one that only `tokens.admin` and `tokens.other` reach. */
  portalId: string;
  otherPortalId: string;
  tokens: ResourceTokens;
  /** The stored tokens' names, as messages and audit entries give them. */
  names: { portal: string; reader: string; other: string };
  /** A second connection to the host's database, its leads and DATA_DIR. */
  fixture: LeadsFixture;
  /** The host's origin. */
  url: string;
  /** The host's build folder (a stand-in embed.js; no pinned.json until a test writes one). */
  distDir: string;
  /** The audit entries of erasures in the test's portal, newest first. */
  audit(): Promise<AuditEntry[]>;
  /** Moves the host's clock on by `ms`. */
  advance(ms: number): void;
  /** Sends a request to the host; an object `payload` goes as JSON. */
  inject(options: { method: string; url: string; headers?: Record<string, string>; payload?: object | string }): Promise<ResourceResponse>;
}

interface SharedHost {
  testHost: TestHost;
  fixture: LeadsFixture;
  clock: { now: number };
}

let portals = 0;

/**
 * Starts, before the describe block's tests, one forms host (startTestHost) on `backend`'s fresh
 * database, with no forms from files (FORMS_DIR an empty folder) and `ADMIN_TOKEN`; stops and
 * removes it after them (`hostOptions` added to its settings). Each test then calls the answered
 * function for its own portals.
 */
export function useResourceHost(backend: StorageBackend, hostOptions: Partial<FormsHostOptions> = {}): () => Promise<ResourceTestApp> {
  let shared: SharedHost | undefined;
  const cleanups: Array<() => Promise<void>> = [];
  beforeAll(async () => {
    const clock = { now: RESOURCE_APP_START };
    const now = () => clock.now;
    const dataDir = await makeTempDir('resources');
    const formsDir = await makeTempDir('resources-forms');
    cleanups.push(() => rm(dataDir, { recursive: true, force: true }), () => rm(formsDir, { recursive: true, force: true }));
    const { databaseUrl } = await backend.migrated();
    const database = { dataDir, ...(databaseUrl === undefined ? {} : { databaseUrl }) };
    const testHost = await startTestHost({ sitePort: undefined, adminToken: ADMIN_TOKEN, formsDir, clock: now, ...database, ...hostOptions });
    cleanups.push(() => testHost.stop());
    const submissions = await openSubmissionStore(database);
    cleanups.push(() => submissions.close());
    const store = createLeadStore(submissions.db, submissions.dialect);
    const logged: string[] = [];
    const leads = createLeads({ store, dataDir, now, log: (line) => logged.push(line) });
    shared = { testHost, clock, fixture: { submissions, store, leads, dataDir, logged } };
  });
  afterAll(async () => {
    for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
  });

  return async () => {
    if (shared === undefined) throw new Error('the resource host has not started');
    const { testHost, fixture, clock } = shared;
    clock.now = RESOURCE_APP_START;
    portals += 2;
    const portalId = String(700_000 + portals);
    const otherPortalId = String(700_001 + portals);
    const names = { portal: `site-owner-${portalId}`, reader: `site-reader-${portalId}`, other: `other-site-${otherPortalId}` };
    const tokens: ResourceTokens = {
      admin: ADMIN_TOKEN,
      portal: await issueTestToken(fixture.submissions, names.portal, { portalIds: [portalId] }),
      reader: await issueTestToken(fixture.submissions, names.reader, { portalIds: [portalId], readOnly: true }),
      other: await issueTestToken(fixture.submissions, names.other, { portalIds: [otherPortalId] }),
    };
    return {
      portalId,
      otherPortalId,
      tokens,
      names,
      fixture,
      url: testHost.host.url,
      distDir: testHost.distDir,
      audit: async () => (await fixture.leads.listAudit(1000)).filter((entry) => (entry.filter as { portalId?: string }).portalId === portalId),
      advance: (ms) => {
        clock.now += ms;
      },
      async inject({ method, url, headers = {}, payload }) {
        const json = typeof payload === 'object';
        const res = await rawRequest(testHost.host.url, url, {
          method,
          headers: json ? { ...headers, 'content-type': 'application/json' } : headers,
          ...(payload === undefined ? {} : { body: json ? JSON.stringify(payload) : payload }),
        });
        return { statusCode: res.status, headers: res.headers, body: res.text, rawPayload: res.body, json: <T>() => JSON.parse(res.text) as T };
      },
    };
  };
}

/** `Authorization: Bearer …` */
export const bearerOf = (token: string): Record<string, string> => ({ authorization: `Bearer ${token}` });

export type ApiMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** An `/api/v1` call as the test's admin token (or `token`), answering its status and JSON body. */
export async function callApi(
  api: ResourceTestApp,
  method: ApiMethod,
  url: string,
  options: { token?: string; body?: unknown } = {},
) {
  const res = await api.inject({
    method,
    url: `/api/v1${url}`,
    headers: bearerOf(options.token ?? api.tokens.admin),
    ...(options.body === undefined ? {} : { payload: options.body as object }),
  });
  return { status: res.statusCode, json: res.json<Record<string, unknown> & { message?: string; errorType?: string }>() };
}
