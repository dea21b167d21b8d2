import { WEBHOOK_EVENTS } from '../../../../domain/outbox/outbox-types.js';
import { DEFAULT_DELIVERY_PAGE, MAX_DELIVERY_PAGE } from '../../../../domain/webhooks/webhook-endpoints.js';
import { formIdSchema, nullableTimeSchema, portalIdSchema, timeSchema } from './shared-schemas.js';

/** The shapes of the webhook routes (server/routes/owner/v1/webhooks.ts). */

const urlSchema = { type: 'string', minLength: 1, maxLength: 2048, description: 'Where deliveries are POSTed: an http or https URL.' } as const;
const eventsSchema = {
  type: 'array',
  minItems: 1,
  uniqueItems: true,
  items: { type: 'string', enum: [...WEBHOOK_EVENTS] },
  description: 'The events sent to it.',
} as const;

export const endpointSchema = {
  type: 'object',
  required: ['id', 'portalId', 'formId', 'url', 'events', 'enabled', 'disabledReason', 'secretHint', 'createdAt'],
  properties: {
    id: { type: 'integer' },
    portalId: portalIdSchema,
    formId: { type: ['string', 'null'], description: 'The form it hears of; null: every form of the portal.' },
    url: { type: 'string' },
    events: { type: 'array', items: { type: 'string' } },
    enabled: { type: 'boolean' },
    disabledReason: { type: ['string', 'null'], description: 'Why the host disabled it (a 410 Gone answer); null otherwise.' },
    secretHint: { type: 'string', description: '`whsec_…` and the secret\'s last 4 characters: the secret itself is shown only on creation and rotation.' },
    createdAt: timeSchema,
  },
} as const;

export const createdEndpointSchema = {
  ...endpointSchema,
  required: [...endpointSchema.required, 'secret'],
  properties: { ...endpointSchema.properties, secret: { type: 'string', description: 'The signing secret (`whsec_…`), shown only here: keep it.' } },
  description: 'The new endpoint and its signing secret.',
} as const;

export const deliverySchema = {
  type: 'object',
  required: ['id', 'endpointId', 'event', 'conversionId', 'status', 'createdAt', 'nextAttemptAt', 'attempts'],
  properties: {
    id: { type: 'string', description: 'The `webhook-id` of every attempt (`msg_…`).' },
    endpointId: { type: 'integer' },
    event: { type: 'string', description: '`lead.created`, `lead.deleted`, `lead.marked_spam`, or `test`.' },
    conversionId: { type: ['string', 'null'], description: 'The lead it is about; null for a test.' },
    status: { type: 'string', enum: ['pending', 'delivered', 'failed'] },
    createdAt: timeSchema,
    nextAttemptAt: { ...nullableTimeSchema, description: 'When the next attempt is due; null once delivered or failed.' },
    attempts: {
      type: 'array',
      items: {
        type: 'object',
        required: ['at', 'status', 'durationMs', 'responseSnippet', 'error'],
        properties: {
          at: timeSchema,
          status: { type: ['integer', 'null'], description: 'The HTTP status answered; null when none came.' },
          durationMs: { type: 'integer' },
          responseSnippet: { type: 'string', description: 'The first 200 bytes of the answer.' },
          error: { type: ['string', 'null'], description: 'Why it did not count as delivered; null when it did.' },
        },
      },
    },
  },
} as const;

export const listEndpointsQuerySchema = {
  type: 'object',
  properties: {
    portalId: { ...portalIdSchema, description: 'Only this portal (default: every portal the caller may read).' },
    formId: { ...formIdSchema, description: 'Only the endpoints of this form (not those of its whole portal).' },
  },
  additionalProperties: false,
} as const;

export const endpointListSchema = {
  type: 'object',
  required: ['endpoints'],
  properties: { endpoints: { type: 'array', items: endpointSchema } },
} as const;

export const createEndpointBodySchema = {
  type: 'object',
  required: ['url', 'events'],
  properties: {
    url: urlSchema,
    events: eventsSchema,
    formId: { anyOf: [formIdSchema, { type: 'null' }], description: 'A form of the portal; null or absent: every form of the portal.' },
    enabled: { type: 'boolean', default: true },
  },
  additionalProperties: false,
} as const;

export const updateEndpointBodySchema = {
  type: 'object',
  properties: { url: urlSchema, events: eventsSchema, enabled: { type: 'boolean' } },
  additionalProperties: false,
} as const;

export const endpointParamsSchema = {
  type: 'object',
  required: ['endpointId'],
  properties: { endpointId: { type: 'integer', minimum: 1, description: 'The endpoint id.' } },
} as const;

export const deliveryParamsSchema = {
  type: 'object',
  required: ['deliveryId'],
  properties: { deliveryId: { type: 'string', minLength: 1, maxLength: 100, description: 'The delivery\'s `webhook-id`.' } },
} as const;

export const deliveriesQuerySchema = {
  type: 'object',
  properties: {
    cursor: { type: 'string', maxLength: 1000, description: 'The `nextCursor` of the page before.' },
    limit: { type: 'integer', minimum: 1, maximum: MAX_DELIVERY_PAGE, default: DEFAULT_DELIVERY_PAGE },
  },
  additionalProperties: false,
} as const;

export const deliveryPageSchema = {
  type: 'object',
  required: ['deliveries', 'nextCursor'],
  properties: { deliveries: { type: 'array', items: deliverySchema }, nextCursor: { type: ['string', 'null'] } },
} as const;

export const secretAnswerSchema = {
  type: 'object',
  required: ['secret'],
  properties: { secret: { type: 'string', description: 'The new signing secret, shown only here; the previous one signs beside it for 24 hours.' } },
} as const;
