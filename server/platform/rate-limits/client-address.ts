// The part of a client's address that rate limits count by. An IPv4-mapped IPv6 address is its
// IPv4 address; an IPv6 address counts by its /64 network, since one subscriber usually holds a
// whole /64 and could otherwise step through 2^64 addresses.
import { isIPv6 } from 'node:net';

export function clientAddressKey(ip: string): string {
  const address = ip.split('%')[0];
  const mapped = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/i.exec(address);
  if (mapped) return mapped[1];
  if (!isIPv6(address)) return address;

  const [head, tail] = address.split('::');
  const headGroups = head ? head.split(':') : [];
  const tailGroups = tail ? tail.split(':') : [];
  const zeros = tail === undefined ? [] : Array<string>(8 - headGroups.length - tailGroups.length).fill('0');
  const groups = [...headGroups, ...zeros, ...tailGroups].slice(0, 4);
  return `${groups.map((group) => parseInt(group, 16).toString(16)).join(':')}::/64`;
}
