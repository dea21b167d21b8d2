import type { Route } from '../router.js';
import { sendBytes, sendText } from '../send.js';

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

/** The font service on the forms host's own origin, so a self-hosted embed works offline. */
export function fontStylesheetRoute(): Route {
  return {
    name: 'font-stylesheet',
    methods: ['GET', 'HEAD'],
    pattern: /^\/css$/,
    cors: 'asset',
    handle({ res, target }) {
      const css = fontFaces(target.query.get('family') ?? '');
      if (css === null) {
        sendText(res, 400, 'Bad family: expected family=Name:400,500,700|Other:400\n');
        return;
      }
      sendBytes(res, 200, css, { 'Content-Type': 'text/css; charset=utf-8', 'Cache-Control': 'public, max-age=86400' });
    },
  };
}
