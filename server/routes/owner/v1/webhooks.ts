import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import type { EndpointResult, WebhookEndpoints } from '../../../domain/webhooks/webhook-endpoints.js';
import type { EndpointRow } from '../../../storage/outbox-store.js';
import { mayReach, ownerError, type OwnerRight } from '../owner-request.js';
import { portalParamsSchema } from './schemas/form-schemas.js';
import { errorResponses } from './schemas/shared-schemas.js';
import {
  createEndpointBodySchema,
  createdEndpointSchema,
  deliveriesQuerySchema,
  deliveryPageSchema,
  deliveryParamsSchema,
  deliverySchema,
  endpointListSchema,
  endpointParamsSchema,
  endpointSchema,
  listEndpointsQuerySchema,
  secretAnswerSchema,
  updateEndpointBodySchema,
} from './schemas/webhook-schemas.js';

export interface WebhookRoutesOptions {
  endpoints: WebhookEndpoints;
}

type EndpointParams = { endpointId: number };

const TAGS = ['webhooks'];

/** Answers a refusal of the domain (400 naming the field, or 404); true when `result` was one. */
function refused<T>(reply: FastifyReply, result: EndpointResult<T>): result is { ok: false; code: 'invalid' | 'notFound'; error: string } {
  if (result.ok) return false;
  void reply.code(result.code === 'invalid' ? 400 : 404).send(ownerError(result.error, result.code === 'invalid' ? 'INVALID_WEBHOOK' : 'WEBHOOK_NOT_FOUND'));
  return true;
}

const endpointNotFound = (reply: FastifyReply, id: number) => reply.code(404).send(ownerError(`No webhook endpoint ${id}`, 'WEBHOOK_NOT_FOUND'));

/**
 * The webhook endpoints of `/api/v1` and their delivery log (server/domain/webhooks/ does the
 * work). An endpoint of a portal the caller cannot read is answered as unknown (404); a
 * read-only token may list but not change (403).
 */
export const webhookRoutes: FastifyPluginAsync<WebhookRoutesOptions> = async (app, { endpoints }) => {
  /** The endpoint, when the caller may reach its portal with `right`; else it has answered and the handler returns. */
  const reachable = async (request: FastifyRequest, reply: FastifyReply, id: number, right: OwnerRight): Promise<EndpointRow | undefined> => {
    const endpoint = await endpoints.find(id);
    if (endpoint === undefined || !request.owner.mayRead(endpoint.portalId)) {
      await endpointNotFound(reply, id);
      return undefined;
    }
    return right === 'write' && !mayReach(request, reply, endpoint.portalId, 'write') ? undefined : endpoint;
  };

  app.get<{ Querystring: { portalId?: string; formId?: string } }>(
    '/webhooks',
    {
      schema: {
        tags: TAGS,
        operationId: 'listWebhooks',
        summary: 'List webhook endpoints',
        description: 'The endpoints of every portal the caller may read, or of `portalId`, or those of one form (`formId`).',
        querystring: listEndpointsQuerySchema,
        response: { 200: endpointListSchema, ...errorResponses(400) },
      },
    },
    async (request, reply) => {
      const { portalId, formId } = request.query;
      if (portalId !== undefined && !mayReach(request, reply, portalId, 'read')) return reply;
      const { portals } = request.owner;
      const portalIds = portalId !== undefined ? [portalId] : portals === 'all' ? undefined : portals;
      return { endpoints: await endpoints.list({ ...(portalIds ? { portalIds } : {}), ...(formId ? { formId } : {}) }) };
    },
  );

  app.post<{ Params: { portalId: string }; Body: { url: string; events: string[]; formId?: string | null; enabled?: boolean } }>(
    '/portals/:portalId/webhooks',
    {
      schema: {
        tags: TAGS,
        operationId: 'createWebhook',
        summary: 'Add a webhook endpoint',
        description: 'For one form of the portal (`formId`) or all of them. The answer holds the signing secret, shown only here.',
        params: portalParamsSchema,
        body: createEndpointBodySchema,
        response: { 201: createdEndpointSchema, ...errorResponses(400) },
      },
    },
    async (request, reply) => {
      const { portalId } = request.params;
      if (!mayReach(request, reply, portalId, 'write')) return reply;
      const created = await endpoints.create(portalId, request.body);
      if (refused(reply, created)) return reply;
      return reply.code(201).send(created.value);
    },
  );

  app.patch<{ Params: EndpointParams; Body: { url?: string; events?: string[]; enabled?: boolean } }>(
    '/webhooks/:endpointId',
    {
      schema: {
        tags: TAGS,
        operationId: 'updateWebhook',
        summary: 'Change a webhook endpoint',
        description: 'Its URL, events, or whether it is enabled (enabling clears why the host disabled it).',
        params: endpointParamsSchema,
        body: updateEndpointBodySchema,
        response: { 200: endpointSchema, ...errorResponses(400, 404) },
      },
    },
    async (request, reply) => {
      const endpoint = await reachable(request, reply, request.params.endpointId, 'write');
      if (endpoint === undefined) return reply;
      const updated = await endpoints.update(endpoint.id, request.body);
      return refused(reply, updated) ? reply : updated.value;
    },
  );

  app.post<{ Params: EndpointParams }>(
    '/webhooks/:endpointId/rotate-secret',
    {
      schema: {
        tags: TAGS,
        operationId: 'rotateWebhookSecret',
        summary: "Replace a webhook endpoint's signing secret",
        description: 'The new secret is shown only here. Deliveries carry a signature with each secret for 24 hours, then with the new one only.',
        params: endpointParamsSchema,
        response: { 200: secretAnswerSchema, ...errorResponses(400, 404) },
      },
    },
    async (request, reply) => {
      const endpoint = await reachable(request, reply, request.params.endpointId, 'write');
      if (endpoint === undefined) return reply;
      return { secret: await endpoints.rotateSecret(endpoint) };
    },
  );

  app.delete<{ Params: EndpointParams }>(
    '/webhooks/:endpointId',
    {
      schema: {
        tags: TAGS,
        operationId: 'deleteWebhook',
        summary: 'Remove a webhook endpoint',
        description: 'With its deliveries: those not yet sent are not sent.',
        params: endpointParamsSchema,
        response: { 204: { type: 'null', description: 'Removed.' }, ...errorResponses(400, 404) },
      },
    },
    async (request, reply) => {
      const endpoint = await reachable(request, reply, request.params.endpointId, 'write');
      if (endpoint === undefined) return reply;
      await endpoints.remove(endpoint.id);
      return reply.code(204).send();
    },
  );

  app.post<{ Params: EndpointParams }>(
    '/webhooks/:endpointId/test',
    {
      schema: {
        tags: TAGS,
        operationId: 'testWebhook',
        summary: 'Send a test event',
        description: 'An event `test` with a sample body, queued and sent like any other delivery.',
        params: endpointParamsSchema,
        response: { 202: deliverySchema, ...errorResponses(400, 404) },
      },
    },
    async (request, reply) => {
      const endpoint = await reachable(request, reply, request.params.endpointId, 'write');
      if (endpoint === undefined) return reply;
      return reply.code(202).send(await endpoints.sendTest(endpoint));
    },
  );

  app.get<{ Params: EndpointParams; Querystring: { cursor?: string; limit?: number } }>(
    '/webhooks/:endpointId/deliveries',
    {
      schema: {
        tags: TAGS,
        operationId: 'listWebhookDeliveries',
        summary: "List a webhook endpoint's deliveries, newest first",
        description: 'Each with its attempts: time, status, duration and the first bytes of the answer.',
        params: endpointParamsSchema,
        querystring: deliveriesQuerySchema,
        response: { 200: deliveryPageSchema, ...errorResponses(400, 404) },
      },
    },
    async (request, reply) => {
      const endpoint = await reachable(request, reply, request.params.endpointId, 'read');
      if (endpoint === undefined) return reply;
      const page = await endpoints.deliveries(endpoint.id, request.query);
      return refused(reply, page) ? reply : page.value;
    },
  );

  app.post<{ Params: { deliveryId: string } }>(
    '/webhook-deliveries/:deliveryId/resend',
    {
      schema: {
        tags: TAGS,
        operationId: 'resendWebhookDelivery',
        summary: 'Send a delivery again',
        description: 'Under the same `webhook-id`, as a new round of attempts; the earlier attempts stay in the log.',
        params: deliveryParamsSchema,
        response: { 202: deliverySchema, ...errorResponses(400, 404) },
      },
    },
    async (request, reply) => {
      const { deliveryId } = request.params;
      const delivery = await endpoints.findDelivery(deliveryId);
      const unknown = () => reply.code(404).send(ownerError(`No webhook delivery ${deliveryId}`, 'DELIVERY_NOT_FOUND'));
      if (delivery === undefined || delivery.kind !== 'webhook' || !request.owner.mayRead(delivery.portalId)) return unknown();
      if (!mayReach(request, reply, delivery.portalId, 'write')) return reply;
      const resent = await endpoints.resend(delivery);
      return refused(reply, resent) ? reply : reply.code(202).send(resent.value);
    },
  );
};
