import { sql } from 'kysely';
import type { Route } from '../router.js';
import { sendJson } from '../send.js';
import type { SubmissionStore } from '../storage/submission-store.js';

/**
 * Health for whatever runs the host (a process manager, a load balancer): `GET /healthz` answers
 * while the process serves requests, with its `pid` (which worker answered, under WORKERS=n);
 * `GET /readyz` only while its database answers too, so a balancer sends no submission to a
 * host that could not store it.
 */
export function healthRoutes(store: Pick<SubmissionStore, 'db'>): Route[] {
  return [
    {
      name: 'healthz',
      methods: ['GET', 'HEAD'],
      pattern: /^\/healthz$/,
      cors: 'none',
      handle: ({ res }) => sendJson(res, 200, { status: 'ok', pid: process.pid }),
    },
    {
      name: 'readyz',
      methods: ['GET', 'HEAD'],
      pattern: /^\/readyz$/,
      cors: 'none',
      async handle({ res }) {
        try {
          await sql`select 1`.execute(store.db);
          sendJson(res, 200, { status: 'ready' });
        } catch (error) {
          sendJson(res, 503, { status: 'unavailable', reason: `database: ${error instanceof Error ? error.message : String(error)}` });
        }
      },
    },
  ];
}
