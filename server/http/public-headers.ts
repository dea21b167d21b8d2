import type { FastifyInstance, FastifyReply } from 'fastify';

/**
 * Headers every answer of the host carries. `nosniff`: a browser takes each file as the type it
 * is sent as, never guesses script from a JSON or text answer. The referrer policy keeps full
 * URLs of the demo pages (query strings included) from leaving their origin. No frame rule:
 * the hidden-frame submission answers in a frame of the site owner's page, on another origin.
 */
export const SECURITY_HEADERS = {
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
} as const;

/**
 * Headers on every answer, as the host has always sent them: its security headers (not
 * helmet's defaults, whose `Cross-Origin-Resource-Policy: same-origin` would keep `embed.js`
 * from other origins' pages) and `Timing-Allow-Origin: *`, which lets a site owner's page read
 * resource timings of every answer. Owner routes add helmet's on top, in their own scope.
 */
export function registerPublicHeaders(app: FastifyInstance): void {
  app.addHook('onRequest', (_request, reply, done) => {
    addPublicHeaders(reply);
    done();
  });
}

export function addPublicHeaders(reply: FastifyReply): void {
  reply.header('Timing-Allow-Origin', '*');
  for (const [name, value] of Object.entries(SECURITY_HEADERS)) reply.header(name, value);
}
