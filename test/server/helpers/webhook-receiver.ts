import { once } from 'node:events';
import { createServer, type IncomingHttpHeaders, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/** A request the receiver got. */
export interface ReceivedWebhook {
  headers: IncomingHttpHeaders;
  body: string;
}

/** How the receiver answers one request: a status with headers and body, or never (a hang). */
export type ReceiverAnswer = { status: number; headers?: Record<string, string>; body?: string; delayMs?: number } | 'hang';

export interface WebhookReceiver {
  /** `http://127.0.0.1:{port}/hook` */
  url: string;
  received: ReceivedWebhook[];
  /** Answers of the next requests, in order; once spent, `otherwise` (default 200 `ok`). */
  answers: ReceiverAnswer[];
  otherwise: ReceiverAnswer;
  /** Resolves once `count` requests in all have arrived. */
  waitFor(count: number): Promise<ReceivedWebhook[]>;
  close(): Promise<void>;
}

/** A webhook receiver on 127.0.0.1 that records every request and answers as told. */
export async function startWebhookReceiver(): Promise<WebhookReceiver> {
  const received: ReceivedWebhook[] = [];
  const answers: ReceiverAnswer[] = [];
  const waiters: { count: number; resolve: () => void }[] = [];
  const hanging: ServerResponse[] = [];
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      received.push({ headers: request.headers, body: Buffer.concat(chunks).toString('utf8') });
      for (const waiter of waiters.filter((each) => received.length >= each.count)) waiter.resolve();
      const answer = answers.shift() ?? receiver.otherwise;
      if (answer === 'hang') {
        hanging.push(response);
        return;
      }
      const send = () => {
        response.writeHead(answer.status, answer.headers ?? {});
        response.end(answer.body ?? '');
      };
      if (answer.delayMs === undefined) send();
      else setTimeout(send, answer.delayMs);
    });
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address() as AddressInfo;
  const receiver: WebhookReceiver = {
    url: `http://127.0.0.1:${port}/hook`,
    otherwise: { status: 200, body: 'ok' },
    received,
    answers,
    waitFor: (count) =>
      received.length >= count
        ? Promise.resolve(received)
        : new Promise((resolve) => waiters.push({ count, resolve: () => resolve(received) })),
    close: async () => {
      for (const response of hanging) response.destroy();
      server.closeAllConnections();
      server.close();
      await once(server, 'close');
    },
  };
  return receiver;
}
