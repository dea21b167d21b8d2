import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { sendJson } from '../../http/error-answers.js';
import { errorBody } from '../../http/error-body.js';
import type { HostPluginOptions } from '../../http/host-context.js';
import { CONSOLE_DIST_FOLDER, CONSOLE_PATH } from './console-pages.js';

/** The page the console's live preview frames (console/editor/preview/FormPreview.tsx names it too). */
export const PREVIEW_FRAME_PATH = `${CONSOLE_PATH}/preview-frame`;
/** The page as the build writes it, beside the console's index.html. */
export const PREVIEW_FRAME_FILE = 'preview-frame.html';

/**
 * The preview page's policy: the embed and the page's own script from this host and nothing
 * else runs; no request leaves the page by script or image (`connect-src 'none'`, images only
 * inline: no submission, email check or beacon from a form being edited), no form posts, and
 * markup reaches the DOM only
 * through the embed's own Trusted Types policies. Only the console (this origin) may frame it.
 * The frame is sandboxed without same-origin access besides, so nothing in it reaches the
 * owner's session.
 */
export const PREVIEW_FRAME_CSP = [
  "default-src 'none'",
  "script-src 'self'",
  "style-src 'self'",
  // No image from anywhere but the page itself: the embed's beacons (usage counts, the view
  // pixel) are images, and a preview is not a visit. Remote images in rich text show on sites only.
  'img-src data: blob:',
  "connect-src 'none'",
  "frame-ancestors 'self'",
  "base-uri 'none'",
  "form-action 'none'",
  "require-trusted-types-for 'script'",
  // The embed's files each make their own `forms-embed` policy (embed.js, and the runtime for
  // rich text shown before the sanitiser arrives): this page, which holds nothing but the embed, allows that.
  "trusted-types forms-embed forms-embed-html 'allow-duplicates'",
].join('; ');

/** The preview page: the real embed, then the script that renders what the console posts (console/preview-frame/). */
export function previewFrameHtml(scriptUrl: string): string {
  return [
    '<!doctype html>',
    '<html lang="en">',
    '<head>',
    '<meta charset="utf-8">',
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    '<title>Form preview</title>',
    '</head>',
    '<body>',
    '<div id="preview"></div>',
    '<script src="/embed.js"></script>',
    `<script src="${scriptUrl}"></script>`,
    '</body>',
    '</html>',
    '',
  ].join('\n');
}

/** GET /owner/preview-frame: the live preview's page, with its own strict policy. Holds no data: the console posts the definition. */
export async function previewFramePage(app: FastifyInstance, { host }: HostPluginOptions): Promise<void> {
  const file = path.join(host.options.distDir, CONSOLE_DIST_FOLDER, PREVIEW_FRAME_FILE);
  app.get(PREVIEW_FRAME_PATH, async (_request, reply) => {
    reply
      .header('Content-Security-Policy', PREVIEW_FRAME_CSP)
      .header('X-Frame-Options', 'SAMEORIGIN')
      .header('X-Content-Type-Options', 'nosniff')
      .header('Referrer-Policy', 'no-referrer');
    try {
      // Read on every load, as the console's index.html: a rebuild is served without a restart.
      const html = await readFile(file);
      return reply.header('Cache-Control', 'no-cache').type('text/html; charset=utf-8').send(html);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
      return sendJson(reply, 503, errorBody('The owner console is not built: run npm run build'));
    }
  });
}
