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

/**
 * An SMTP server without TLS or authentication (not yet listening) that answers each message as
 * `answer()` says at its end and keeps every accepted one, parsed, in `received`; `refused` is
 * told of each refusal. The server tests' receiver and the browser specs' inbox are both this.
 */
export function mailKeepingServer(received: ReceivedMail[], answer: () => SmtpAnswer = () => ({ accept: true }), refused: () => void = () => undefined): SMTPServer {
  return new SMTPServer({
    secure: false,
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const reply = answer();
        if (!('accept' in reply)) {
          refused();
          callback(Object.assign(new Error(reply.message), { responseCode: reply.code }));
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
}

/** Starts `server` on 127.0.0.1:`port` (0: a free one); rejects with the socket's error (EADDRINUSE, …). */
export function listenSmtp(server: SMTPServer, port: number): Promise<void> {
  return new Promise((resolve, reject) => {
    // SMTPServer passes its socket's errors on as its own 'error' event.
    const failed = (error: Error) => reject(error);
    server.once('error', failed);
    server.listen(port, '127.0.0.1', () => {
      server.off('error', failed);
      resolve();
    });
  });
}

/** An SMTP server on a free loopback port without TLS or authentication, keeping what it is sent. */
export async function startSmtpReceiver(): Promise<SmtpReceiver> {
  const received: ReceivedMail[] = [];
  const receiver: Omit<SmtpReceiver, 'url' | 'close'> = { received, refused: 0, answer: { accept: true } };
  const server = mailKeepingServer(received, () => receiver.answer, () => {
    receiver.refused += 1;
  });
  await listenSmtp(server, 0);
  const { port } = server.server.address() as AddressInfo;
  return Object.assign(receiver, {
    url: `smtp://127.0.0.1:${port}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  });
}
