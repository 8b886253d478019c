import { BlockList, isIP } from 'node:net';

/**
 * IPv4 ranges that are not the public internet (RFC 6890 and its successors): this network,
 * private, carrier-grade NAT, loopback, link-local, IETF protocol assignments, documentation,
 * 6to4 relay, benchmarking, multicast, reserved and broadcast.
 */
const IPV4_NOT_PUBLIC: [string, number][] = [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.0.2.0', 24],
  ['192.88.99.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['198.51.100.0', 24],
  ['203.0.113.0', 24],
  ['224.0.0.0', 4],
  ['240.0.0.0', 4],
];

/**
 * IPv6: only global unicast (2000::/3) may be public, and within it not the IETF protocol
 * assignments (Teredo among them), documentation, or 6to4 (which tunnels to any IPv4 address).
 * Everything else (loopback, unspecified, IPv4-mapped and NAT64 addresses, unique local,
 * link-local, site-local, multicast) lies outside 2000::/3 and is refused by that alone.
 */
const IPV6_NOT_PUBLIC: [string, number][] = [
  ['2001::', 23],
  ['2001:db8::', 32],
  ['2002::', 16],
  ['3fff::', 20],
];

const notPublic = new BlockList();
for (const [network, prefix] of IPV4_NOT_PUBLIC) notPublic.addSubnet(network, prefix, 'ipv4');
for (const [network, prefix] of IPV6_NOT_PUBLIC) notPublic.addSubnet(network, prefix, 'ipv6');
const globalUnicast = new BlockList();
globalUnicast.addSubnet('2000::', 3, 'ipv6');

/** Whether an IP address is on the public internet; false for anything that is not an IP address. */
export function isPublicAddress(address: string): boolean {
  const family = isIP(address);
  if (family === 4) return !notPublic.check(address, 'ipv4');
  if (family === 6) return globalUnicast.check(address, 'ipv6') && !notPublic.check(address, 'ipv6');
  return false;
}
