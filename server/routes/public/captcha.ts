import type { FastifyInstance } from 'fastify';
import { STAND_IN_SCRIPT, STAND_IN_SCRIPT_PATH, STAND_IN_TOKEN_PATH } from '../../domain/captcha/stand-in-script.js';
import { ASSET_CORS } from '../../http/cors.js';
import { sendJson } from '../../http/error-answers.js';
import type { HostPluginOptions } from '../../http/host-context.js';

/**
 * The stand-in captcha provider: `GET /captcha/api.js` (the explicit-render script, for the
 * embed's `data-captcha-script-url`) and `GET /captcha/token` (a signed, short-lived token that
 * the submit route verifies for forms with `captchaEnabled`, through `host.captcha`).
 */
export async function captchaRoutes(app: FastifyInstance, { host }: HostPluginOptions): Promise<void> {
  app.get(STAND_IN_SCRIPT_PATH, { config: { name: 'captcha-script', cors: ASSET_CORS } }, (_request, reply) =>
    reply.code(200).type('text/javascript; charset=utf-8').header('Cache-Control', 'no-cache').send(STAND_IN_SCRIPT),
  );
  app.get(STAND_IN_TOKEN_PATH, { exposeHeadRoute: false, config: { name: 'captcha-token' } }, (_request, reply) => sendJson(reply, 200, { token: host.captcha.issue() }));
}
