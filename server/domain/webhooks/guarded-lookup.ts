import { lookup as dnsLookup, type LookupAddress, type LookupOptions } from 'node:dns';
import type { LookupFunction } from 'node:net';
import { refusedAddressReason } from './private-addresses.js';

/** A webhook address the host refuses to connect to; its message says which and why. */
export class RefusedAddressError extends Error {
  readonly code = 'WEBHOOK_ADDRESS_REFUSED';
}

export const ALLOW_PRIVATE_HINT = 'WEBHOOK_ALLOW_PRIVATE=1 allows it';

export function refusal(host: string, address: string, reason: string): RefusedAddressError {
  const named = host === address ? address : `${host} (${address})`;
  return new RefusedAddressError(`refused to connect to ${named}: ${reason} (${ALLOW_PRIVATE_HINT})`);
}

/**
 * The `lookup` of the webhook agent: resolves as Node does, then refuses when any address found
 * is private, loopback, link-local or shared. The socket connects to what this answers, so a
 * name that resolves elsewhere on a second lookup (DNS rebinding) is checked on the very address used.
 */
export const guardedLookup: LookupFunction = (hostname, options, callback) => {
  dnsLookup(hostname, { ...(options as LookupOptions), all: true }, (error, addresses: LookupAddress[]) => {
    if (error) return callback(error, '', 0);
    for (const { address } of addresses) {
      const reason = refusedAddressReason(address);
      if (reason !== null) return callback(refusal(hostname, address, reason), '', 0);
    }
    if ((options as LookupOptions).all === true) return (callback as unknown as (error: null, addresses: LookupAddress[]) => void)(null, addresses);
    const [first] = addresses;
    if (first === undefined) return callback(Object.assign(new Error(`${hostname} has no address`), { code: 'ENOTFOUND' }), '', 0);
    return callback(null, first.address, first.family);
  });
};
