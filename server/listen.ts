import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/** Starts listening and resolves with the origin to reach it, e.g. `http://127.0.0.1:3000`. */
export function listen(server: Server, port: number, host: string): Promise<string> {
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
