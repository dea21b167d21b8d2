import { sql } from 'kysely';
import type { FastifyInstance } from 'fastify';
import { sendJson } from '../../http/error-answers.js';
import type { HostContext } from '../../http/host-context.js';

/**
 * Health for whatever runs the host (a process manager, a load balancer): `GET /healthz` answers
 * while the process serves requests, with its `pid` (which worker answered, under WORKERS=n);
 * `GET /readyz` only while its database answers too, so a balancer sends no submission to a
 * host that could not store it. Same-origin only.
 */
export async function healthRoutes(app: FastifyInstance, { host }: { host: Pick<HostContext, 'store'> }): Promise<void> {
  app.get('/healthz', { config: { name: 'healthz', cors: false } }, (_request, reply) => sendJson(reply, 200, { status: 'ok', pid: process.pid }));
  app.get('/readyz', { config: { name: 'readyz', cors: false } }, async (_request, reply) => {
    try {
      await sql`select 1`.execute(host.store.db);
      return sendJson(reply, 200, { status: 'ready' });
    } catch (error) {
      return sendJson(reply, 503, { status: 'unavailable', reason: `database: ${error instanceof Error ? error.message : String(error)}` });
    }
  });
}
