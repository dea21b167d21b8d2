import { Webhook } from 'standardwebhooks';
import { startWebhookReceiver, type ReceivedWebhook, type WebhookReceiver } from '../../test/server/helpers/webhook-receiver';

/** A delivery whose signature verified: its Standard Webhooks id and its parsed body. */
export interface VerifiedWebhook {
  id: string;
  type: string;
  body: { type: string; timestamp: string; data: Record<string, unknown> };
}

export interface WebhookInbox extends WebhookReceiver {
  /**
   * Every request so far, each verified with `standardwebhooks` against `secret` (a bad signature
   * or timestamp throws) and parsed.
   */
  verified(secret: string): VerifiedWebhook[];
}

function verify(webhook: Webhook, request: ReceivedWebhook): VerifiedWebhook {
  const body = webhook.verify(request.body, request.headers as Record<string, string>) as VerifiedWebhook['body'];
  return { id: String(request.headers['webhook-id']), type: body.type, body };
}

/** A webhook receiver on a free port of 127.0.0.1 answering 200, which checks each delivery's signature when asked. */
export async function startWebhookInbox(): Promise<WebhookInbox> {
  const receiver = await startWebhookReceiver();
  return Object.assign(receiver, {
    verified(secret: string) {
      const webhook = new Webhook(secret);
      return receiver.received.map((request) => verify(webhook, request));
    },
  });
}
