import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import type { FormNotifications, RecipientsResult } from '../../../domain/email/notification-recipients.js';
import { mayReach, ownerError } from '../owner-request.js';
import { formParamsSchema } from './schemas/form-schemas.js';
import { notificationRecipientsSchema } from './schemas/notification-schemas.js';
import { errorResponses } from './schemas/shared-schemas.js';

export interface FormNotificationRoutesOptions {
  notifications: FormNotifications;
}

type FormParams = { portalId: string; formId: string };

const TAGS = ['forms'];

function answer(reply: FastifyReply, result: RecipientsResult): FastifyReply | { recipients: string[] } {
  if (result.ok) return { recipients: result.recipients };
  return result.code === 'notFound'
    ? reply.code(404).send(ownerError(result.error, 'FORM_NOT_FOUND'))
    : reply.code(400).send(ownerError(result.error, 'INVALID_RECIPIENTS'));
}

/** Who is e-mailed a form's new leads (server/domain/email/): read and replaced as one list. */
export const formNotificationRoutes: FastifyPluginAsync<FormNotificationRoutesOptions> = async (app, { notifications }) => {
  // The list is kept either way; a host without SMTP_URL e-mails nobody (server/domain/email/email-settings.ts).
  const sending = 'Each new lead that is not spam is e-mailed to them, when the host has SMTP_URL set.';

  app.get<{ Params: FormParams }>(
    '/portals/:portalId/forms/:formId/notifications',
    {
      schema: {
        tags: TAGS,
        operationId: 'getFormNotifications',
        summary: "Get who is e-mailed a form's new leads",
        description: sending,
        params: formParamsSchema,
        response: { 200: notificationRecipientsSchema, ...errorResponses(400, 404) },
      },
    },
    async (request, reply) => {
      const { portalId, formId } = request.params;
      if (!mayReach(request, reply, portalId, 'read')) return reply;
      return answer(reply, await notifications.get(portalId, formId));
    },
  );

  app.put<{ Params: FormParams; Body: { recipients: string[] } }>(
    '/portals/:portalId/forms/:formId/notifications',
    {
      schema: {
        tags: TAGS,
        operationId: 'putFormNotifications',
        summary: "Replace who is e-mailed a form's new leads",
        description: `${sending} Each a valid address, none twice: a 400 names the first that is not (INVALID_RECIPIENTS).`,
        params: formParamsSchema,
        body: notificationRecipientsSchema,
        response: { 200: notificationRecipientsSchema, ...errorResponses(400, 404) },
      },
    },
    async (request, reply) => {
      const { portalId, formId } = request.params;
      if (!mayReach(request, reply, portalId, 'write')) return reply;
      return answer(reply, await notifications.replace(portalId, formId, request.body.recipients));
    },
  );
};
