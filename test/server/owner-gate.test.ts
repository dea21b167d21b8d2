import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { OwnerAccess } from '../../server/domain/owner-access/owner-access.js';
import { allRightsPrincipal } from '../../server/domain/owner-access/owner-principal.js';
import type { FailedAttempts } from '../../server/domain/owner-access/failed-attempts.js';
import { ownerGate } from '../../server/routes/owner-access.js';
import { sendJson } from '../../server/send.js';
import { rawRequest } from './helpers/test-host.js';

const GOOD = 'good-secret';

/** Access that knows one secret and is on. */
const access: OwnerAccess = {
  authenticate: (bearer) => Promise.resolve(bearer === GOOD ? allRightsPrincipal('test') : undefined),
  isOn: () => Promise.resolve(true),
};

let server: Server | undefined;
afterEach(async () => {
  await new Promise((resolve) => server?.close(resolve));
  server = undefined;
});

/** A listener answering 200 `{ name }` behind the gate; answers its origin. */
async function serveBehindGate(failures: FailedAttempts, trustProxy = false): Promise<string> {
  const gate = ownerGate({ access, failures, trustProxy });
  server = createServer((req, res) => {
    void gate(req, res).then((principal) => principal && sendJson(res, 200, { name: principal.name }));
  });
  await new Promise<void>((resolve) => server!.listen(0, '127.0.0.1', resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

describe('the owner gate', () => {
  it('counts a failure against the client the rate limits see: the socket, or behind a trusted proxy the forwarded address', async () => {
    const counted: string[] = [];
    const failures: FailedAttempts = {
      slowDown: (client) => {
        counted.push(client);
        return Promise.resolve(0);
      },
    };
    const direct = await serveBehindGate(failures);
    await rawRequest(direct, '/', { headers: { Authorization: 'Bearer wrong', 'X-Forwarded-For': '203.0.113.9' } });
    await new Promise((resolve) => server?.close(resolve));
    const proxied = await serveBehindGate(failures, true);
    await rawRequest(proxied, '/', { headers: { Authorization: 'Bearer wrong', 'X-Forwarded-For': '2001:db8:1:2:3:4:5:6' } });
    expect(counted).toEqual(['127.0.0.1', '2001:db8:1:2::/64']);
  });

  it('never counts a good call', async () => {
    const slowDown = vi.fn<FailedAttempts['slowDown']>(() => Promise.resolve(0));
    const origin = await serveBehindGate({ slowDown });
    const res = await rawRequest(origin, '/', { headers: { Authorization: `Bearer ${GOOD}` } });
    expect([res.status, JSON.parse(res.text)]).toEqual([200, { name: 'test' }]);
    expect(slowDown).not.toHaveBeenCalled();
  });

  it('answers 401 at once, and logs, when the failure cannot be counted', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const origin = await serveBehindGate({ slowDown: () => Promise.reject(new Error('the database is away')) });
    const res = await rawRequest(origin, '/', { headers: { Authorization: 'Bearer wrong' } });
    expect(res.status).toBe(401);
    expect(logged).toHaveBeenCalledWith(expect.stringContaining('the database is away'));
  });
});
