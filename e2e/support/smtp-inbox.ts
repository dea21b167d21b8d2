import { listenSmtp, mailKeepingServer, type ReceivedMail } from '../../test/server/helpers/smtp-receiver';

/** A message as it arrived: the envelope, the raw text, and what mailparser read of it. */
export type InboxMail = ReceivedMail;

export interface SmtpInbox {
  received: InboxMail[];
  /** The messages addressed (in the envelope) to `address`. */
  to(address: string): InboxMail[];
  close(): Promise<void>;
}

/** How long to wait for the port: a copy of the same spec in the other worker (`--repeat-each`) holds it until its test ends. */
const PORT_WAIT_MS = 120_000;
const PORT_RETRY_MS = 250;

/**
 * An SMTP server on 127.0.0.1:`port` (the host's SMTP_URL, see playwright.config.ts), without TLS
 * or authentication, keeping every message it is sent, parsed. The host sends to one port, so
 * when another worker's copy of the spec listens there this waits for it to let go.
 */
export async function startSmtpInbox(port: number): Promise<SmtpInbox> {
  const received: InboxMail[] = [];
  const deadline = Date.now() + PORT_WAIT_MS;
  for (;;) {
    const server = mailKeepingServer(received);
    try {
      await listenSmtp(server, port);
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
