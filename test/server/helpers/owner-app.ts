import Fastify, { type FastifyInstance, type InjectOptions, type LightMyRequestResponse } from 'fastify';
import { afterEach } from 'vitest';
import { randomBytes } from 'node:crypto';
import { captchaTokens } from '../../../server/domain/captcha/captcha-tokens.js';
import { spamChecks } from '../../../server/domain/spam/spam-checks.js';
import { servedForms } from '../../../server/domain/forms/served-forms.js';
import type { FormsHostOptions } from '../../../server/host-options.js';
import { ownerRoutes } from '../../../server/routes/owner/index.js';
import { createTrackingStore } from '../../../server/storage/tracking-store.js';
import { openLeadsFixture, type LeadsFixture } from './leads.js';
import type { StorageBackend } from './postgres.js';
import { FORMS_DIR, PUBLIC_DIR } from './test-host.js';

/** When the owner app's clock starts; tests move it with `advance`. */
export const OWNER_APP_START = Date.parse('2026-03-02T09:00:00.000Z');

/** The owner routes alone on a Fastify app over a fresh database, with a clock and a sleeper the test controls. */
export interface OwnerTestApp {
  app: FastifyInstance;
  /** The database, its leads and DATA_DIR. */
  fixture: LeadsFixture;
  /** Every route registered (method and URL, `:param` style), HEAD routes left out. */
  routes: { method: string; url: string }[];
  /** Each wait the failed-attempt slow-down asked for, in ms. */
  sleeps: number[];
  /** Moves the clock on by `ms`. */
  advance(ms: number): void;
  inject(options: InjectOptions): Promise<LightMyRequestResponse>;
  /** Another app over the same database and clock (another process, or a restart with other settings). */
  restart(options?: Partial<FormsHostOptions>): Promise<OwnerTestApp>;
}

const apps: FastifyInstance[] = [];
// Registered after leads.ts's (imported above); after-hooks run in reverse, so the apps close before their database.
afterEach(async () => {
  for (const app of apps.splice(0)) await app.close();
});

async function buildOwnerApp(fixture: LeadsFixture, clock: { now: number }, options: Partial<FormsHostOptions>): Promise<OwnerTestApp> {
  const sleeps: number[] = [];
  const { submissions, dataDir } = fixture;
  const now = () => clock.now;
  const app = Fastify();
  apps.push(app);
  const routes: { method: string; url: string }[] = [];
  app.addHook('onRoute', (route) => {
    for (const method of [route.method].flat()) if (method !== 'HEAD') routes.push({ method, url: route.url });
  });
  await app.register(ownerRoutes, {
    host: {
      options: {
        port: 0,
        host: '127.0.0.1',
        formsDir: FORMS_DIR,
        publicDir: PUBLIC_DIR,
        distDir: PUBLIC_DIR,
        dataDir,
        sleep: (ms) => {
          sleeps.push(ms);
          return Promise.resolve();
        },
        ...options,
      },
      store: submissions,
      tracking: createTrackingStore(submissions.db),
      dataDir,
      stagingDir: dataDir,
      forms: servedForms({ db: submissions.db, formsDir: FORMS_DIR, now, onImport: () => undefined }),
      captcha: captchaTokens({}),
      spamChecks: spamChecks(randomBytes(32), now),
      clock: now,
      demo: false,
      siteUrl: () => undefined,
    },
  });
  await app.ready();
  return {
    app,
    fixture,
    routes,
    sleeps,
    advance: (ms) => {
      clock.now += ms;
    },
    inject: (injected) => app.inject(injected),
    restart: (changed = {}) => buildOwnerApp(fixture, clock, { ...options, ...changed }),
  };
}

/** The owner routes over a fresh database of `backend`; closed (and the database removed) after the test. */
export async function ownerTestApp(backend: StorageBackend, options: Partial<FormsHostOptions> = {}): Promise<OwnerTestApp> {
  const fixture = await openLeadsFixture(backend);
  return buildOwnerApp(fixture, { now: OWNER_APP_START }, options);
}

/** `Authorization: Bearer …` */
export const bearer = (token: string): Record<string, string> => ({ authorization: `Bearer ${token}` });
