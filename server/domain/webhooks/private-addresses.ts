import { BlockList, isIPv4, isIPv6 } from 'node:net';

/** Address ranges a webhook may not reach: this host, its private networks, link-local and shared space. */
const REFUSED_V4: readonly [string, number, string][] = [
  ['0.0.0.0', 8, 'a "this network" address'],
  ['10.0.0.0', 8, 'a private address'],
  ['100.64.0.0', 10, 'a shared (carrier-grade NAT) address'],
  ['127.0.0.0', 8, 'a loopback address'],
  ['169.254.0.0', 16, 'a link-local address'],
  ['172.16.0.0', 12, 'a private address'],
  ['192.168.0.0', 16, 'a private address'],
];
const REFUSED_V6: readonly [string, number, string][] = [
  ['::', 128, 'the unspecified address'],
  ['::1', 128, 'a loopback address'],
  ['fc00::', 7, 'a private (unique local) address'],
  ['fe80::', 10, 'a link-local address'],
];

function rangesOf(ranges: readonly [string, number, string][], family: 'ipv4' | 'ipv6'): [BlockList, string][] {
  return ranges.map(([network, prefix, reason]) => {
    const list = new BlockList();
    list.addSubnet(network, prefix, family);
    return [list, reason];
  });
}
const V4_RANGES = rangesOf(REFUSED_V4, 'ipv4');
const V6_RANGES = rangesOf(REFUSED_V6, 'ipv6');

/** The IPv4 address inside an IPv4-mapped IPv6 one (`::ffff:127.0.0.1`, `::ffff:7f00:1`); undefined otherwise. */
function mappedV4(address: string): string | undefined {
  const canonical = new URL(`http://[${address}]`).hostname.slice(1, -1);
  const dotted = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/.exec(canonical);
  if (dotted) return dotted[1];
  const hex = /^::ffff:([0-9a-f]{1,4}):([0-9a-f]{1,4})$/.exec(canonical);
  if (!hex) return undefined;
  const high = parseInt(hex[1] as string, 16);
  const low = parseInt(hex[2] as string, 16);
  return [high >> 8, high & 255, low >> 8, low & 255].join('.');
}

/** Why a webhook may not connect to `address` (an IP literal), or null when it may. */
export function refusedAddressReason(address: string): string | null {
  if (isIPv4(address)) return V4_RANGES.find(([list]) => list.check(address, 'ipv4'))?.[1] ?? null;
  if (isIPv6(address)) {
    const v4 = mappedV4(address);
    if (v4 !== undefined) return refusedAddressReason(v4);
    return V6_RANGES.find(([list]) => list.check(address, 'ipv6'))?.[1] ?? null;
  }
  return 'not an IP address';
}
