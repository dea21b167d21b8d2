import type { FastifyInstance } from 'fastify';
import { ASSET_CORS } from '../../http/cors.js';
import { queryOf } from './query.js';

const FAMILY_NAME = /^[A-Za-z0-9][A-Za-z0-9 -]{0,63}$/;
const WEIGHT = /^[1-9]00$/;
const MAX_FAMILIES = 8;

/**
 * The stylesheet for `family=Open Sans:400,500,700|Lato:400,500,700` (the query the embed sends,
 * spec section 7.11): one `@font-face` per family and weight, or null for a query it cannot
 * honour. The reference host ships no font files, so each face names the visitor's installed copy
 * (`local()`); a visitor without it sees the next font of the form's stack. `font-display: swap`
 * keeps the text visible while a face loads.
 */
export function fontFaces(familyQuery: string): string | null {
  const families = familyQuery.split('|').filter(Boolean);
  if (families.length === 0 || families.length > MAX_FAMILIES) return null;
  let css = '';
  for (const entry of families) {
    const [name = '', weights = '400'] = entry.split(':');
    const family = name.trim();
    const weightList = weights.split(',').map((weight) => weight.trim());
    if (!FAMILY_NAME.test(family) || !weightList.every((weight) => WEIGHT.test(weight))) return null;
    for (const weight of weightList) {
      css += `@font-face{font-family:"${family}";font-style:normal;font-weight:${weight};font-display:swap;src:local("${family}")}\n`;
    }
  }
  return css;
}

/**
 * GET /css?family=…: the font service on the forms host's own origin (spec section 7.11), so
 * a self-hosted embed works offline. A query it cannot honour is a 400 in plain text.
 */
export async function fontStylesheetRoute(app: FastifyInstance): Promise<void> {
  app.get('/css', { config: { name: 'font-stylesheet', cors: ASSET_CORS } }, (request, reply) => {
    const css = fontFaces(queryOf(request).get('family') ?? '');
    if (css === null) {
      return reply.code(400).type('text/plain; charset=utf-8').header('Cache-Control', 'no-store').send('Bad family: expected family=Name:400,500,700|Other:400\n');
    }
    return reply.code(200).type('text/css; charset=utf-8').header('Cache-Control', 'public, max-age=86400').send(css);
  });
}
