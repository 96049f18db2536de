import { lookup as dnsLookup, type LookupAddress } from 'node:dns';
import { BlockList, isIP, type LookupFunction } from 'node:net';

/**
 * The guard of the import's image fetcher (SSRF): an address on the public internet, or nothing.
 * Names are checked after DNS resolution, and the connection is made to the very address that was
 * checked (the `lookup` below is the socket's own), so a name that resolves differently the second
 * time (DNS rebinding) cannot slip through. IP literals never reach a lookup: checked as they are.
 */

const blocked = new BlockList();
for (const [net, bits] of [
  ['0.0.0.0', 8], // "this network"
  ['10.0.0.0', 8],
  ['100.64.0.0', 10], // carrier-grade NAT
  ['127.0.0.0', 8],
  ['169.254.0.0', 16], // link-local, cloud metadata
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.0.2.0', 24],
  ['192.88.99.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['198.51.100.0', 24],
  ['203.0.113.0', 24],
  ['224.0.0.0', 4], // multicast
  ['240.0.0.0', 4], // reserved, broadcast
] as const)
  blocked.addSubnet(net, bits, 'ipv4');
for (const [net, bits] of [
  ['::', 127], // unspecified and loopback
  ['64:ff9b::', 96], // NAT64: an IPv4 address inside
  ['64:ff9b:1::', 48],
  ['100::', 64],
  ['2001::', 23], // IETF protocol assignments (Teredo, ORCHID...)
  ['2001:db8::', 32],
  ['2002::', 16], // 6to4: an IPv4 address inside
  ['fc00::', 7], // unique local
  ['fe80::', 10], // link-local
  ['fec0::', 10],
  ['ff00::', 8], // multicast
] as const)
  blocked.addSubnet(net, bits, 'ipv6');

const loopback = new BlockList();
loopback.addSubnet('127.0.0.0', 8, 'ipv4');
loopback.addAddress('::1', 'ipv6');

export interface GuardOptions {
  /** The tests' local image server (testSwitches.importImagesAllowLoopback): loopback only. */
  allowLoopback: boolean;
}

/** An IPv4-mapped IPv6 address (::ffff:a.b.c.d) is judged as its IPv4 address. */
function unmapped(address: string): { address: string; family: 'ipv4' | 'ipv6' } {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  if (mapped) return { address: mapped[1]!, family: 'ipv4' };
  const hex = /^::ffff:([0-9a-f]{1,4}):([0-9a-f]{1,4})$/i.exec(address);
  if (hex) {
    const [hi, lo] = [parseInt(hex[1]!, 16), parseInt(hex[2]!, 16)];
    return { address: `${hi >> 8}.${hi & 255}.${lo >> 8}.${lo & 255}`, family: 'ipv4' };
  }
  return { address, family: isIP(address) === 6 ? 'ipv6' : 'ipv4' };
}

export function isPublicAddress(raw: string, options: GuardOptions): boolean {
  if (!isIP(raw)) return false;
  const { address, family } = unmapped(raw);
  if (options.allowLoopback && loopback.check(address, family)) return true;
  return !blocked.check(address, family);
}

/** Thrown (as the socket's lookup error) for a name that resolves to a non-public address. */
export class BlockedAddressError extends Error {
  constructor(readonly host: string) {
    super(`blocked address for ${host}`);
    this.name = 'BlockedAddressError';
  }
}

/**
 * A `lookup` for http(s).request: resolves every address of the name and refuses them all if
 * any is not public (a name that mixes them is not trusted), else answers with the checked ones.
 */
export function guardedLookup(options: GuardOptions): LookupFunction {
  return (hostname, lookupOptions, callback) => {
    dnsLookup(hostname, { all: true, family: lookupOptions.family ?? 0 }, (error, addresses: LookupAddress[]) => {
      if (error) return callback(error, '', 0);
      if (!addresses.length || addresses.some((a) => !isPublicAddress(a.address, options))) {
        return callback(new BlockedAddressError(hostname), '', 0);
      }
      if (lookupOptions.all) return (callback as unknown as (e: null, a: LookupAddress[]) => void)(null, addresses);
      callback(null, addresses[0]!.address, addresses[0]!.family);
    });
  };
}
