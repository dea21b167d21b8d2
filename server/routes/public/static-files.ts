import { statSync } from 'node:fs';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { buildFiles } from '../../http/build-files.js';
import { acceptedEncodings } from '../../http/content-encoding.js';
import { contentTypeFor } from '../../http/content-types.js';
import { shareAsset } from '../../http/cors.js';
import { sendJson } from '../../http/error-answers.js';
import type { HostPluginOptions } from '../../http/host-context.js';
import { pathWithoutQuery } from '../../http/request-id.js';
import { PINNED_FOLDER } from '../../http/precompressed-files.js';
import { errorBody } from '../../http/error-body.js';
import { resolveSafePath, safePathSegments } from '../../http/safe-paths.js';
import { tagRepresentation } from '../../http/send-encoded.js';

/**
 * A pinned build's files (`/v/{hash}/…`, see `publishVersioned` in esbuild.config.ts) and the
 * content-addressed runtime (`embed-runtime-{hash}.js`, its name changes with its content) never change.
 */
const PINNED_CACHE_CONTROL = 'public, max-age=31536000, immutable';
const CONTENT_ADDRESSED = /\/embed-runtime-[0-9a-f]{16}\.js(?:\.map)?$/;
const neverChanges = (pathname: string): boolean => pathname.startsWith(`/${PINNED_FOLDER}/`) || CONTENT_ADDRESSED.test(pathname);
/** What dist/ serves: the embed, its lazily loaded chunks, their maps and styles. */
const EMBED_FILE = /\.(?:js|js\.map|css)$/;
/** The build's files kept in memory (`build-files.ts`): what a page loads; source maps are read from disk. */
const KEPT_FILE = /\.(?:js|css)$/;
/** Answers that carry a file (or say the cached one still stands). */
const FILE_ANSWERS: ReadonlySet<number> = new Set([200, 206, 304]);

/**
 * The built embed (dist/) and, on a demo host, the demo pages (public/; `/` is index.html and
 * a path ending in `/` its folder's index.html). Public to every origin, revalidated on every
 * load (an unchanged file answers 304 to its `ETag`) except a pinned build's files and the
 * content-addressed runtime, kept for a year. The build's brotli or gzip copy goes to a browser that accepts it. Only page-like files
 * are served; anything else, and any path that tries to climb out, is refused. The build's code
 * and styles, which every page waits for, are answered from memory (`build-files.ts`).
 */
export async function staticFiles(app: FastifyInstance, { host }: HostPluginOptions): Promise<void> {
  const distDir = host.options.distDir;
  const publicDir = host.options.publicDir;
  // The demo pages are looked for first: a root that refuses a path ends the search, so each
  // root's kinds of file are checked there (dist/ serves only the embed's).
  const roots = host.demo ? [publicDir, distDir] : [distDir];
  app.addHook('onRoute', (route) => {
    // A path no file answers is the API's 404 (`answerNotFound`); a file is shared as an asset.
    route.config = { ...route.config, name: 'static-files' };
  });
  app.addHook('onRequest', async (request, reply) => {
    if (safePathSegments(pathWithoutQuery(request.url)) === null) return sendJson(reply, 400, errorBody('Bad path'));
  });
  // The build's code and styles from memory; the plugin below answers every other path.
  const kept = buildFiles(distDir);
  const isDemoFile = (pathname: string) => {
    const demoFile = host.demo ? resolveSafePath(publicDir, pathname) : null;
    return demoFile !== null && statSync(demoFile, { throwIfNoEntry: false })?.isFile() === true;
  };
  app.addHook('onRequest', async (request, reply) => {
    if (request.method !== 'GET' && request.method !== 'HEAD') return;
    const pathname = pathWithoutQuery(request.url);
    if (!KEPT_FILE.test(pathname) || isDemoFile(pathname)) return;
    const file = kept.find(pathname);
    if (file === undefined) return;
    const encoding = acceptedEncodings(request.headers['accept-encoding']).find((accepted) => file.copies.has(accepted)) ?? null;
    if (tagRepresentation(request, reply, file.etag, encoding)) return reply.code(304).send();
    if (encoding !== null) reply.header('Content-Encoding', encoding);
    return reply.code(200).send(file.copies.get(encoding));
  });
  // A file's headers, set once the plugin has set its own (it names a compressed copy's type
  // itself, `application/javascript`: the host's is kept).
  app.addHook('onSend', async (request, reply) => {
    if (!FILE_ANSWERS.has(reply.statusCode)) return;
    const pathname = pathWithoutQuery(request.url);
    shareAsset(reply);
    reply.header('Cache-Control', neverChanges(pathname) ? PINNED_CACHE_CONTROL : 'no-cache');
    reply.header('Content-Type', contentTypeFor(pathname.endsWith('/') ? `${pathname}index.html` : pathname) ?? 'application/octet-stream');
    // A cache keeps one copy per encoding.
    reply.header('Vary', 'Accept-Encoding');
  });
  await app.register(fastifyStatic, {
    root: roots,
    preCompressed: true,
    dotfiles: 'ignore',
    cacheControl: false,
    allowedPath: (pathName, root) =>
      root === distDir ? EMBED_FILE.test(pathName) : contentTypeFor(pathName.endsWith('/') ? `${pathName}index.html` : pathName) !== undefined,
  });
}
