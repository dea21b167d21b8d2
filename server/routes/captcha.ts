import type { CaptchaTokens } from '../captcha/captcha-tokens.js';
import { STAND_IN_SCRIPT, STAND_IN_SCRIPT_PATH, STAND_IN_TOKEN_PATH } from '../captcha/stand-in-script.js';
import type { Route } from '../router.js';
import { sendBytes, sendJson } from '../send.js';

const escapeForPattern = (path: string) => path.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');

/**
 * The stand-in captcha provider: `GET /captcha/api.js` (the explicit-render script, for the
 * embed's `data-captcha-script-url`) and `GET /captcha/token` (a signed, short-lived token that
 * the submit route verifies for forms with `captchaEnabled`).
 */
export function captchaRoutes(tokens: CaptchaTokens): Route[] {
  return [
    {
      name: 'captcha-script',
      methods: ['GET', 'HEAD'],
      pattern: new RegExp(`^${escapeForPattern(STAND_IN_SCRIPT_PATH)}$`),
      cors: 'asset',
      handle({ res }) {
        sendBytes(res, 200, STAND_IN_SCRIPT, { 'Content-Type': 'text/javascript; charset=utf-8', 'Cache-Control': 'no-cache' });
      },
    },
    {
      name: 'captcha-token',
      methods: ['GET'],
      pattern: new RegExp(`^${escapeForPattern(STAND_IN_TOKEN_PATH)}$`),
      cors: 'api',
      handle({ res }) {
        sendJson(res, 200, { token: tokens.issue() }, { 'Cache-Control': 'no-store' });
      },
    },
  ];
}
