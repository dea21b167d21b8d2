import type { FastifyReply } from 'fastify';
import { readFixture, type FixtureLookup } from '../domain/forms/fixture-store.js';
import { waitForDirective, type RespondDirective } from '../domain/forms/respond-directive.js';
import { sendJson } from './error-answers.js';

/**
 * Test and demo machinery around the definition routes, never part of a production host
 * (`demo: false`, DEMO=off): `__respond` definition files answer with a canned status, delay
 * or hang (the embed's error and timeout paths), and `{formId}.fallback.json` copies let the
 * fallback call answer differently from the primary one.
 */
export interface DemoFixtures {
  /** Answers as the directive says; resolves once answered, or once the client went away. */
  answerDirective(reply: FastifyReply, directive: RespondDirective): Promise<void>;
  /** `{formsDir}/{portalId}/{formId}.fallback.json`: a definition, a directive, or missing. */
  fallbackCopy(portalId: string, formId: string): Promise<FixtureLookup>;
}

export function demoFixtures(formsDir: string): DemoFixtures {
  return {
    async answerDirective(reply, directive) {
      if (await waitForDirective(reply.raw, directive)) {
        await sendJson(reply, directive.status, directive.body);
        return;
      }
      // The client went away: there is nobody to answer.
      reply.hijack();
    },
    fallbackCopy: (portalId, formId) => readFixture(formsDir, portalId, [`${formId}.fallback.json`]),
  };
}
