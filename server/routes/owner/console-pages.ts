import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { acceptedEncodings } from '../../http/content-encoding.js';
import { sendJson } from '../../http/error-answers.js';
import { errorBody } from '../../http/error-body.js';
import type { HostPluginOptions } from '../../http/host-context.js';
import { PRECOMPRESSED } from '../../http/precompressed-files.js';

/** Where the console lives on the host; its client routes are every path under it. */
export const CONSOLE_PATH = '/owner';
/** The console's built files (esbuild.config.ts `consoleBuildOptions`), under the host's dist/. */
export const CONSOLE_DIST_FOLDER = 'console';

/** No inline script or style, no framing, nothing loaded from elsewhere. */
export const CONSOLE_CSP =
  "default-src 'self'; script-src 'self'; style-src 'self'; img-src 'self' data:; connect-src 'self'; frame-ancestors 'none'; base-uri 'none'; form-action 'self'";

const IMMUTABLE = 'public, max-age=31536000, immutable';
/** Only the build's content-hashed names (`main-ABCD1234.js`) are served: each never changes. */
const HASHED_ASSET = /^[a-z][\w-]*-[A-Z0-9]{8}\.(js|css|js\.map|css\.map)$/;
const ASSET_TYPES: Readonly<Record<string, string>> = {
  js: 'application/javascript; charset=utf-8',
  css: 'text/css; charset=utf-8',
  'js.map': 'application/json; charset=utf-8',
  'css.map': 'application/json; charset=utf-8',
};

function consolePageHeaders(reply: FastifyReply): FastifyReply {
  return reply
    .header('Content-Security-Policy', CONSOLE_CSP)
    .header('X-Frame-Options', 'DENY')
    .header('Referrer-Policy', 'same-origin');
}

const missingFile = (error: unknown) => (error as NodeJS.ErrnoException).code === 'ENOENT';

/** The build's compressed copies this request accepts, best first, by the host's one rule (`q=0` refuses one, `*` is gzip). */
function acceptedCopies(acceptEncoding: string | undefined): (typeof PRECOMPRESSED)[number][] {
  return acceptedEncodings(acceptEncoding).flatMap((encoding) => PRECOMPRESSED.filter((copy) => copy.encoding === encoding));
}

/** The file, or its compressed copy that the browser accepts: the console script is ~400 KB raw, ~120 KB gzip. */
async function readAsset(file: string, acceptEncoding: string | undefined): Promise<{ bytes: Buffer; encoding?: string }> {
  for (const copy of acceptedCopies(acceptEncoding)) {
    try {
      return { bytes: await readFile(file + copy.suffix), encoding: copy.encoding };
    } catch (error) {
      if (!missingFile(error)) throw error;
    }
  }
  return { bytes: await readFile(file) };
}

/**
 * The owner console at `/owner/`: its `index.html` for every path under it (the console routes
 * in the browser) and its hashed files under `/owner/assets/`. No session is needed to load it:
 * the page signs in through `/api/v1/session`, and every datum comes from the owner API, which
 * checks the session itself.
 */
export async function consolePages(app: FastifyInstance, { host }: HostPluginOptions): Promise<void> {
  const consoleDir = path.join(host.options.distDir, CONSOLE_DIST_FOLDER);

  const sendIndex = async (_request: unknown, reply: FastifyReply) => {
    consolePageHeaders(reply);
    try {
      // Read on every load: a rebuild is served without a restart, and it is one small file.
      const html = await readFile(path.join(consoleDir, 'index.html'));
      return reply.header('Cache-Control', 'no-cache').type('text/html; charset=utf-8').send(html);
    } catch (error) {
      if (!missingFile(error)) throw error;
      return sendJson(reply, 503, errorBody('The owner console is not built: run npm run build'));
    }
  };
  app.get(CONSOLE_PATH, sendIndex);
  app.get(`${CONSOLE_PATH}/*`, sendIndex);

  app.get<{ Params: { file: string } }>(`${CONSOLE_PATH}/assets/:file`, async (request, reply) => {
    consolePageHeaders(reply);
    const match = HASHED_ASSET.exec(request.params.file);
    if (!match?.[1]) return sendJson(reply, 404, errorBody('Not found'));
    try {
      const { bytes, encoding } = await readAsset(path.join(consoleDir, request.params.file), request.headers['accept-encoding']);
      if (encoding !== undefined) reply.header('Content-Encoding', encoding);
      return reply
        .header('Cache-Control', IMMUTABLE)
        .header('Vary', 'Accept-Encoding')
        .type(ASSET_TYPES[match[1]] ?? 'application/octet-stream')
        .send(bytes);
    } catch (error) {
      if (!missingFile(error)) throw error;
      return sendJson(reply, 404, errorBody('Not found'));
    }
  });
}
