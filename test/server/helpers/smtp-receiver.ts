import type { AddressInfo } from 'node:net';
import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';

/** A message as it arrived: the envelope, the raw text, and what mailparser read of it. */
export interface ReceivedMail {
  envelopeFrom: string;
  envelopeTo: string[];
  raw: string;
  parsed: ParsedMail;
}

/** How the receiver answers the end of a message: accept it, or refuse it with an SMTP reply. */
export type SmtpAnswer = { accept: true } | { code: number; message: string };

export interface SmtpReceiver {
  /** `smtp://127.0.0.1:{port}`: what SMTP_URL names. */
  url: string;
  received: ReceivedMail[];
  /** Messages refused so far (by `answer`). */
  refused: number;
  /** The answer to the next messages (default: accept). */
  answer: SmtpAnswer;
  close(): Promise<void>;
}

/** An SMTP server on a free loopback port without TLS or authentication, keeping what it is sent. */
export async function startSmtpReceiver(): Promise<SmtpReceiver> {
  const received: ReceivedMail[] = [];
  const receiver: Omit<SmtpReceiver, 'url' | 'close'> = { received, refused: 0, answer: { accept: true } };
  const server = new SMTPServer({
    secure: false,
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const { answer } = receiver;
        if (!('accept' in answer)) {
          receiver.refused += 1;
          callback(Object.assign(new Error(answer.message), { responseCode: answer.code }));
          return;
        }
        const raw = Buffer.concat(chunks).toString('utf8');
        simpleParser(raw).then(
          (parsed) => {
            const from = session.envelope.mailFrom;
            received.push({ envelopeFrom: from === false ? '' : from.address, envelopeTo: session.envelope.rcptTo.map((to) => to.address), raw, parsed });
            callback(null, 'OK: queued');
          },
          (error: unknown) => callback(error instanceof Error ? error : new Error(String(error))),
        );
      });
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve());
  });
  const { port } = server.server.address() as AddressInfo;
  return Object.assign(receiver, {
    url: `smtp://127.0.0.1:${port}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  });
}
