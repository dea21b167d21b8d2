import type { IncomingMessage, ServerResponse } from 'node:http';
import { applyCors, type CorsPolicy } from './cors.js';
import type { RequestTarget } from './request-target.js';

export interface RouteContext {
  req: IncomingMessage;
  res: ServerResponse;
  target: RequestTarget;
  /** Capture groups of the route's pattern, still percent-encoded. */
  params: readonly string[];
}

/** 'next' hands the request to the next matching route (e.g. a .css file not in dist/). */
export type RouteResult = void | 'next';

export interface Route {
  /** Short name for logs. */
  name: string;
  methods: readonly string[];
  pattern: RegExp;
  cors: CorsPolicy;
  handle(context: RouteContext): Promise<RouteResult> | RouteResult;
}

/**
 * Runs the first route whose pattern and method match; later routes only on 'next'.
 * Resolves false when no route took the request. `onRoute` hears each route that runs (the
 * request log names the last).
 */
export async function dispatch(
  routes: readonly Route[],
  req: IncomingMessage,
  res: ServerResponse,
  target: RequestTarget,
  onRoute?: (route: Route) => void,
): Promise<boolean> {
  const method = req.method ?? 'GET';
  for (const route of routes) {
    if (!route.methods.includes(method)) continue;
    const match = route.pattern.exec(target.pathname);
    if (!match) continue;
    applyCors(req, res, route.cors);
    onRoute?.(route);
    const result = await route.handle({ req, res, target, params: match.slice(1).map((p) => p ?? '') });
    if (result !== 'next') return true;
  }
  return false;
}
