import type { ServerResponse } from 'node:http';

/**
 * A fixture that answers with a canned status instead of a definition:
 * `{"__respond": {"status": 400, "body": {...}, "delayMs": 0, "hang": false}}`.
 */
export interface RespondDirective {
  status: number;
  body: unknown;
  delayMs: number;
  /** Never answer; the request ends when the client gives up. */
  hang: boolean;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** The directive in a parsed fixture, null for an ordinary definition; throws on a malformed one. */
export function readRespondDirective(fixture: unknown): RespondDirective | null {
  if (!isRecord(fixture) || !('__respond' in fixture)) return null;
  const raw = fixture.__respond;
  if (!isRecord(raw)) throw new Error('__respond must be an object');
  const { status, body = {}, delayMs = 0, hang = false } = raw;
  if (typeof status !== 'number' || !Number.isInteger(status) || status < 200 || status > 599) {
    throw new Error(`__respond.status must be an HTTP status 200-599, got ${JSON.stringify(status)}`);
  }
  if (typeof delayMs !== 'number' || !Number.isFinite(delayMs) || delayMs < 0) {
    throw new Error('__respond.delayMs must be a number of milliseconds >= 0');
  }
  if (typeof hang !== 'boolean') throw new Error('__respond.hang must be a boolean');
  return { status, body, delayMs, hang };
}

/** Resolves true after `ms`, or false as soon as the client disconnects (the timer is cleared). */
function waitWhileConnected(res: ServerResponse, ms: number): Promise<boolean> {
  if (res.closed) return Promise.resolve(false);
  return new Promise((resolve) => {
    const onClose = (): void => {
      clearTimeout(timer);
      resolve(false);
    };
    const timer = setTimeout(() => {
      res.off('close', onClose);
      resolve(true);
    }, ms);
    res.once('close', onClose);
  });
}

/** Resolves when the client disconnects; holds no timer, so nothing leaks. */
function waitForDisconnect(res: ServerResponse): Promise<void> {
  if (res.closed) return Promise.resolve();
  return new Promise((resolve) => res.once('close', () => resolve()));
}

/**
 * Waits as the directive says before its answer: resolves true once it is time to answer
 * (after `delayMs`), false when there is nothing to send: the client went away, or the
 * directive hangs (it then resolves when the client gives up). Sending is the caller's.
 */
export async function waitForDirective(res: ServerResponse, directive: RespondDirective): Promise<boolean> {
  if (directive.hang) {
    await waitForDisconnect(res);
    return false;
  }
  return directive.delayMs > 0 ? waitWhileConnected(res, directive.delayMs) : !res.closed;
}
