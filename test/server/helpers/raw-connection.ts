import { connect, type Socket } from 'node:net';

/** Whether a TCP connection to the origin's port is accepted now (false once nothing listens). */
export function canConnect(url: string): Promise<boolean> {
  const { hostname, port } = new URL(url);
  return new Promise((resolve) => {
    const socket = connect(Number(port), hostname);
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}

export interface RawAnswer {
  status: number;
  /** Header names in lower case. */
  headers: Record<string, string>;
  body: string;
}

/**
 * One kept-alive HTTP/1.1 connection driven byte by byte: a test writes a request in pieces and
 * reads each answer (an interim `100 Continue` too) as it comes. Answers need a Content-Length.
 */
export class RawConnection {
  private buffered = Buffer.alloc(0);
  private wake: (() => void) | undefined;
  private ended = false;
  /** Resolves when the host (or the test) has closed the connection. */
  readonly closed: Promise<void>;

  private constructor(private readonly socket: Socket) {
    socket.on('data', (chunk: Buffer) => {
      this.buffered = Buffer.concat([this.buffered, chunk]);
      this.wake?.();
    });
    this.closed = new Promise((resolve) => {
      socket.once('close', () => {
        this.ended = true;
        this.wake?.();
        resolve();
      });
    });
    socket.on('error', () => undefined);
  }

  static open(url: string): Promise<RawConnection> {
    const { hostname, port } = new URL(url);
    return new Promise((resolve, reject) => {
      const socket = connect(Number(port), hostname);
      socket.once('connect', () => resolve(new RawConnection(socket)));
      socket.once('error', reject);
    });
  }

  write(data: string | Buffer): void {
    this.socket.write(data);
  }

  destroy(): void {
    this.socket.destroy();
  }

  /** The next answer on this connection; rejects when the connection closes first. */
  async nextAnswer(): Promise<RawAnswer> {
    for (;;) {
      const answer = this.takeAnswer();
      if (answer) return answer;
      if (this.ended) throw new Error(`The connection closed before a whole answer (got ${JSON.stringify(this.buffered.toString('latin1'))})`);
      await new Promise<void>((resolve) => (this.wake = resolve));
    }
  }

  private takeAnswer(): RawAnswer | undefined {
    const headEnd = this.buffered.indexOf('\r\n\r\n');
    if (headEnd < 0) return undefined;
    const [statusLine = '', ...headerLines] = this.buffered.subarray(0, headEnd).toString('latin1').split('\r\n');
    const status = Number(statusLine.split(' ')[1]);
    const headers: Record<string, string> = {};
    for (const line of headerLines) {
      const colon = line.indexOf(':');
      headers[line.slice(0, colon).trim().toLowerCase()] = line.slice(colon + 1).trim();
    }
    const length = status < 200 ? 0 : Number(headers['content-length'] ?? NaN);
    if (!Number.isInteger(length)) throw new Error(`An answer without Content-Length: ${statusLine}`);
    const bodyStart = headEnd + 4;
    if (this.buffered.length < bodyStart + length) return undefined;
    const body = this.buffered.subarray(bodyStart, bodyStart + length).toString('utf8');
    this.buffered = this.buffered.subarray(bodyStart + length);
    return { status, headers, body };
  }
}
