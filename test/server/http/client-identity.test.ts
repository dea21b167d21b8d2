import type { IncomingMessage } from 'node:http';
import { describe, expect, it } from 'vitest';
import { clientAddress, rateLimitClient } from '../../../server/http/client-identity.js';

function requestFrom(remoteAddress: string, forwardedFor?: string | string[]): IncomingMessage {
  const headers = forwardedFor === undefined ? {} : { 'x-forwarded-for': forwardedFor };
  return { socket: { remoteAddress }, headers } as unknown as IncomingMessage;
}

describe('clientAddress', () => {
  it('is the socket peer, whatever X-Forwarded-For says, unless the proxy is trusted', () => {
    expect(clientAddress(requestFrom('198.51.100.7', '203.0.113.9'), false)).toBe('198.51.100.7');
  });

  it('is the left-most X-Forwarded-For address behind a trusted proxy', () => {
    expect(clientAddress(requestFrom('10.0.0.2', ' 203.0.113.9 , 10.0.0.1'), true)).toBe('203.0.113.9');
    expect(clientAddress(requestFrom('10.0.0.2', '2001:db8::5'), true)).toBe('2001:db8::5');
  });

  it('falls back to the socket peer when the forwarded value is missing or not an address', () => {
    expect(clientAddress(requestFrom('10.0.0.2'), true)).toBe('10.0.0.2');
    expect(clientAddress(requestFrom('10.0.0.2', 'unknown, 203.0.113.9'), true)).toBe('10.0.0.2');
  });

  it('reads an IPv4 client of a dual-stack socket as its IPv4 address', () => {
    expect(clientAddress(requestFrom('::ffff:198.51.100.7'), false)).toBe('198.51.100.7');
  });
});

describe('rateLimitClient', () => {
  it('keeps an IPv4 address as it is', () => {
    expect(rateLimitClient('198.51.100.7')).toBe('198.51.100.7');
  });

  it('counts an IPv6 client by its /64, however the address is written', () => {
    const client = rateLimitClient('2001:db8:1:2:aaaa::1');
    expect(client).toBe('2001:db8:1:2::/64');
    expect(rateLimitClient('2001:0db8:0001:0002:ffff:ffff:ffff:ffff')).toBe(client);
    expect(rateLimitClient('2001:db8:1:2::9%eth0')).toBe(client);
    expect(rateLimitClient('2001:db8:1:3::1')).not.toBe(client);
    expect(rateLimitClient('2001:db8::1')).toBe('2001:db8:0:0::/64');
    expect(rateLimitClient('::1')).toBe('0:0:0:0::/64');
    expect(rateLimitClient('::ffff:1.2.3.4')).toBe('0:0:0:0::/64');
  });
});
