import type { FastifyInstance } from 'fastify';
import { ASSET_CORS } from '../../http/cors.js';
import { FONT_FILES_PATH, fontFileName, shippedFonts, type ShippedFamily, type ShippedFonts } from '../../domain/fonts/shipped-fonts.js';
import { queryOf } from './query.js';

const FAMILY_NAME = /^[A-Za-z0-9][A-Za-z0-9 -]{0,63}$/;
const WEIGHT = /^[1-9]00$/;
const MAX_FAMILIES = 8;

/**
 * The stylesheet for `family=Open Sans:400,500,700|Lato:400,500,700` (the query the embed sends,
 * spec section 7.11), or null for a query it cannot honour. A family the host ships (see
 * `SHIPPED_FONT_PACKAGES`) gets one face per weight and subset: the visitor's installed copy
 * first, else the host's file, fetched only for the characters its `unicode-range` covers. Any
 * other family gets one face per weight naming the installed copy only (`local()`); a visitor
 * without it sees the next font of the form's stack. `font-display: swap` keeps the text visible
 * while a face loads.
 */
export function fontFaces(familyQuery: string, shipped: ShippedFonts): string | null {
  const families = familyQuery.split('|').filter(Boolean);
  if (families.length === 0 || families.length > MAX_FAMILIES) return null;
  let css = '';
  for (const entry of families) {
    const [name = '', weights = '400'] = entry.split(':');
    const family = name.trim();
    const weightList = weights.split(',').map((weight) => weight.trim());
    if (!FAMILY_NAME.test(family) || !weightList.every((weight) => WEIGHT.test(weight))) return null;
    const shippedFamily = shipped.family(family);
    for (const weight of weightList) css += shippedFamily ? shippedFaces(shippedFamily, Number(weight)) : face(family, weight, `local("${family}")`);
  }
  return css;
}

function face(family: string, weight: string | number, src: string, unicodeRange?: string): string {
  const range = unicodeRange ? `;unicode-range:${unicodeRange}` : '';
  return `@font-face{font-family:"${family}";font-style:normal;font-weight:${weight};font-display:swap;src:${src}${range}}\n`;
}

/** A shipped family's faces of one weight, one per subset; a weight it lacks names the installed copy only. */
function shippedFaces(shipped: ShippedFamily, weight: number): string {
  const local = `local("${shipped.family}")`;
  if (!shipped.weights.has(weight)) return face(shipped.family, weight, local);
  return shipped.subsets
    .map((subset) => face(shipped.family, weight, `${local},url(${FONT_FILES_PATH}/${fontFileName(shipped, subset, weight)}) format("woff2")`, subset.unicodeRange))
    .join('');
}

/**
 * GET /css?family=…: the font service on the forms host's own origin (spec section 7.11), so
 * a self-hosted embed works offline. A query it cannot honour is a 400 in plain text.
 */
export async function fontStylesheetRoute(app: FastifyInstance): Promise<void> {
  const shipped = shippedFonts();
  app.get('/css', { config: { name: 'font-stylesheet', cors: ASSET_CORS } }, (request, reply) => {
    const css = fontFaces(queryOf(request).get('family') ?? '', shipped);
    if (css === null) {
      return reply.code(400).type('text/plain; charset=utf-8').header('Cache-Control', 'no-store').send('Bad family: expected family=Name:400,500,700|Other:400\n');
    }
    return reply.code(200).type('text/css; charset=utf-8').header('Cache-Control', 'public, max-age=86400').send(css);
  });
}
