import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';

/** A message as it arrived: the envelope's recipients, the raw text, and what mailparser read of it. */
export interface InboxMail {
  envelopeTo: string[];
  raw: string;
  parsed: ParsedMail;
}

export interface SmtpInbox {
  received: InboxMail[];
  /** The messages addressed (in the envelope) to `address`. */
  to(address: string): InboxMail[];
  close(): Promise<void>;
}

/** How long to wait for the port: a copy of the same spec in the other worker (`--repeat-each`) holds it until its test ends. */
const PORT_WAIT_MS = 120_000;
const PORT_RETRY_MS = 250;

function listen(server: SMTPServer, port: number): Promise<void> {
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

/**
 * An SMTP server on 127.0.0.1:`port` (the host's SMTP_URL, see playwright.config.ts), without TLS
 * or authentication, keeping every message it is sent, parsed. The host sends to one port, so
 * when another worker's copy of the spec listens there this waits for it to let go.
 */
export async function startSmtpInbox(port: number): Promise<SmtpInbox> {
  const received: InboxMail[] = [];
  const newServer = () =>
    new SMTPServer({
      secure: false,
      authOptional: true,
      disabledCommands: ['STARTTLS', 'AUTH'],
      logger: false,
      onData(stream, session, callback) {
        const chunks: Buffer[] = [];
        stream.on('data', (chunk: Buffer) => chunks.push(chunk));
        stream.on('end', () => {
          const raw = Buffer.concat(chunks).toString('utf8');
          simpleParser(raw).then(
            (parsed) => {
              received.push({ envelopeTo: session.envelope.rcptTo.map((to) => to.address), raw, parsed });
              callback(null, 'OK: queued');
            },
            (error: unknown) => callback(error instanceof Error ? error : new Error(String(error))),
          );
        });
      },
    });
  const deadline = Date.now() + PORT_WAIT_MS;
  for (;;) {
    const server = newServer();
    try {
      await listen(server, port);
      return {
        received,
        to: (address) => received.filter((mail) => mail.envelopeTo.includes(address)),
        close: () => new Promise<void>((resolve) => server.close(() => resolve())),
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EADDRINUSE' || Date.now() > deadline) throw error;
      await new Promise((resolve) => setTimeout(resolve, PORT_RETRY_MS));
    }
  }
}
