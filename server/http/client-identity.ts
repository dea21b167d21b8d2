import type { IncomingMessage } from 'node:http';
import { isIP, isIPv6 } from 'node:net';

/**
 * The client's address: the socket's peer, or with `trustProxy` the left-most address of
 * `X-Forwarded-For` (when it is one). Only trust the header behind a proxy that sets it: a
 * client can write any `X-Forwarded-For` it likes, and a proxy that appends to it keeps the
 * client's forgery left-most.
 */
export function clientAddress(req: IncomingMessage, trustProxy: boolean): string {
  if (trustProxy) {
    const header = req.headers['x-forwarded-for'];
    const first = (Array.isArray(header) ? header[0] : header)?.split(',')[0]?.trim();
    if (first !== undefined && isIP(first) !== 0) return unmapped(first);
  }
  return unmapped(req.socket.remoteAddress ?? 'unknown');
}

/** `::ffff:192.0.2.1` (an IPv4 client of a dual-stack socket) is 192.0.2.1. */
function unmapped(address: string): string {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  return mapped?.[1] ?? address;
}

/** The 8 groups of an IPv6 address (no zone), as numbers. */
function ipv6Groups(address: string): number[] {
  const [head = '', tail] = address.split('::');
  const part = (text: string): number[] =>
    text === ''
      ? []
      : text.split(':').flatMap((group) => {
          if (!group.includes('.')) return [parseInt(group, 16)];
          const [a = 0, b = 0, c = 0, d = 0] = group.split('.').map(Number);
          return [a * 256 + b, c * 256 + d];
        });
  const front = part(head);
  const back = tail === undefined ? [] : part(tail);
  return [...front, ...Array<number>(8 - front.length - back.length).fill(0), ...back];
}

/**
 * Whom a rate limit counts: an IPv4 address as it is; an IPv6 client by its /64, the block one
 * home or one server is usually given, so hopping through its addresses gains nothing.
 */
export function rateLimitClient(address: string): string {
  const bare = address.split('%')[0] ?? address;
  if (!isIPv6(bare)) return address;
  const prefix = ipv6Groups(bare)
    .slice(0, 4)
    .map((group) => group.toString(16))
    .join(':');
  return `${prefix}::/64`;
}
