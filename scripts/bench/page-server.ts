import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

/** A site's pages for the benchmark: served by a server of their own, on another origin than the forms host's. */
export interface PageServer {
  /** Where `path` (starting with `/`) is served. */
  url(path: string): string;
  serve(path: string, contentType: string, body: string): void;
  /** The body of the next POST to `path` (a page reporting what it measured), or an error after `timeoutMs`. */
  nextPost(path: string, timeoutMs: number): Promise<string>;
  close(): Promise<void>;
}

/**
 * Serves the pages a benchmark opens, as a site owner's server would, rather than through the
 * browser's request interception: intercepting turns the browser's HTTP cache off, so a file the
 * page fetched ahead (a `prefetch` hint) would be fetched again when used.
 */
export async function startPageServer(): Promise<PageServer> {
  const bodies = new Map<string, { contentType: string; body: string }>();
  const waitingForPost = new Map<string, (body: string) => void>();
  const server = createServer((request, response) => {
    const path = new URL(request.url ?? '/', 'http://localhost').pathname;
    if (request.method === 'POST') {
      let body = '';
      request.setEncoding('utf8');
      request.on('data', (chunk: string) => (body += chunk));
      request.on('end', () => {
        response.writeHead(204).end();
        waitingForPost.get(path)?.(body);
        waitingForPost.delete(path);
      });
      return;
    }
    const page = bodies.get(path);
    if (!page) {
      response.writeHead(404).end();
      return;
    }
    response.writeHead(200, { 'Content-Type': page.contentType, 'Cache-Control': 'no-store' }).end(page.body);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    url: (path) => `${origin}${path}`,
    serve: (path, contentType, body) => void bodies.set(path, { contentType, body }),
    nextPost: (path, timeoutMs) =>
      new Promise<string>((resolve, reject) => {
        const timer = setTimeout(() => {
          waitingForPost.delete(path);
          reject(new Error(`nothing was posted to ${path} within ${timeoutMs / 1000} s`));
        }, timeoutMs);
        waitingForPost.set(path, (body) => {
          clearTimeout(timer);
          resolve(body);
        });
      }),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
