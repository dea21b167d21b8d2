import { readFile } from 'node:fs/promises';
import type { FastifyInstance } from 'fastify';
import { ASSET_CORS } from '../../http/cors.js';
import { answerNotFound } from '../../http/error-answers.js';
import { FONT_FILES_PATH, shippedFonts } from '../../domain/fonts/shipped-fonts.js';

/** A shipped file changes only when its package is upgraded, rarely enough to keep it for a year. */
const FONT_FILE_CACHE_CONTROL = 'public, max-age=31536000, immutable';

/**
 * GET /fonts/{file}: the shipped families' font files, which the font service's stylesheet
 * names (see font-stylesheet.ts). Only the packages' own `.woff2` names are served, looked up by
 * exact name, so no path can reach any other file; any other name is the host's 404. Public to
 * every origin: a page on another origin loads a web font in CORS mode.
 */
export async function fontFilesRoute(app: FastifyInstance): Promise<void> {
  const shipped = shippedFonts();
  app.get<{ Params: { file: string } }>(`${FONT_FILES_PATH}/:file`, { config: { name: 'font-files', cors: ASSET_CORS } }, async (request, reply) => {
    const filePath = shipped.filePath(request.params.file);
    if (filePath === null) return answerNotFound(request, reply);
    const bytes = await readFile(filePath);
    return reply.code(200).type('font/woff2').header('Cache-Control', FONT_FILE_CACHE_CONTROL).send(bytes);
  });
}
