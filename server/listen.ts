import type { Server, ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/** The answers each listening server is still writing, so a drain can end their connections after them. */
const answering = new WeakMap<Server, Set<ServerResponse>>();

/** Servers draining: an answer they start now closes its connection too. */
const draining = new WeakSet<Server>();

/** Starts listening and resolves with the origin to reach it, e.g. `http://127.0.0.1:3000`. */
export function listen(server: Server, port: number, host: string): Promise<string> {
  trackAnswers(server);
  return new Promise((resolve, reject) => {
    const onError = (error: Error): void => reject(error);
    server.once('error', onError);
    server.listen(port, host, () => {
      server.off('error', onError);
      const { port: actualPort } = server.address() as AddressInfo;
      resolve(`http://${originHost(host)}:${actualPort}`);
    });
  });
}

/** A wildcard bind address is not something a browser can open; use loopback instead. */
function originHost(host: string): string {
  if (host === '0.0.0.0' || host === '') return '127.0.0.1';
  if (host === '::') return '[::1]';
  return host.includes(':') ? `[${host}]` : host;
}

/**
 * Stops listening and ends every open connection, including requests a `hang` fixture holds
 * open and idle keep-alive sockets, so close() never waits on a client.
 */
export function closeServer(server: Server): Promise<void> {
  return new Promise((resolve, reject) => {
    if (!server.listening) {
      resolve();
      return;
    }
    server.close((error) => (error ? reject(error) : resolve()));
    server.closeAllConnections();
  });
}

function trackAnswers(server: Server): void {
  if (answering.has(server)) return;
  const open = new Set<ServerResponse>();
  answering.set(server, open);
  server.prependListener('request', (_req, res: ServerResponse) => {
    // A request whose head was still arriving when the drain began.
    if (draining.has(server)) res.setHeader('Connection', 'close');
    open.add(res);
    res.once('close', () => open.delete(res));
  });
}

/**
 * Stops listening at once and closes idle keep-alive connections; requests in flight finish,
 * and their answers say `Connection: close` and end their connection. Resolves true once every
 * connection is gone, or false when some were still open after `timeoutMs` and were cut, so a
 * client that never finishes its request cannot hold a deploy up.
 */
export function drainServer(server: Server, timeoutMs: number): Promise<boolean> {
  return new Promise((resolve, reject) => {
    if (!server.listening) {
      resolve(true);
      return;
    }
    draining.add(server);
    for (const res of answering.get(server) ?? []) {
      if (!res.headersSent) {
        res.setHeader('Connection', 'close');
      } else {
        // Its head already promised keep-alive: end the connection once the answer is out.
        const socket = res.socket;
        res.once('finish', () => socket?.end());
      }
    }
    let cut = false;
    const timer = setTimeout(() => {
      cut = true;
      server.closeAllConnections();
    }, timeoutMs);
    // Since Node 19, close() also closes the idle keep-alive connections.
    server.close((error) => {
      clearTimeout(timer);
      if (error) reject(error);
      else resolve(!cut);
    });
  });
}
