import { MAX_NOTIFICATION_RECIPIENTS } from '../../../../domain/email/recipient-list.js';

/** The shapes of a form's e-mail notification routes (server/routes/owner/v1/form-notifications.ts). */

export const notificationRecipientsSchema = {
  type: 'object',
  required: ['recipients'],
  additionalProperties: false,
  properties: {
    recipients: {
      type: 'array',
      maxItems: MAX_NOTIFICATION_RECIPIENTS,
      items: { type: 'string', description: 'An e-mail address.' },
      description: `Who is e-mailed each new lead of the form that is not spam: at most ${MAX_NOTIFICATION_RECIPIENTS} addresses, none twice; empty for nobody.`,
    },
  },
} as const;
