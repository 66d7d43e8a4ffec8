import { z } from 'zod';

const IPV4 = z.ipv4();
const IPV6 = z.ipv6();
// A zone id (`fe80::1%eth0`) names the sender's network interface, not an address; the characters are Node's.
const ZONE_ID = /^[0-9a-zA-Z-.:]+$/;

/** 4 or 6 for an IP address (an IPv6 one may carry a zone id), 0 for anything else, like Node's `isIP`. */
export function ipVersion(value: string): 0 | 4 | 6 {
  if (IPV4.safeParse(value).success) return 4;
  const [address = '', zone, ...more] = value.split('%');
  const zoneValid = zone === undefined || (more.length === 0 && ZONE_ID.test(zone));
  return zoneValid && IPV6.safeParse(address).success ? 6 : 0;
}

/**
 * The unit the per-address throttle counts. IPv4 as is; IPv6 by its /64, because one host commonly holds a whole
 * /64 and could otherwise rotate through addresses for free; IPv4-mapped IPv6 as the IPv4 it is.
 */
export function throttleAddress(address: string): string | undefined {
  const value = address.trim().toLowerCase();
  const mapped = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/.exec(value);
  if (mapped) return mapped[1];
  if (ipVersion(value) === 4) return value;
  if (ipVersion(value) !== 6) return undefined;
  return `${expandIpv6(value).slice(0, 4).join(':')}::/64`;
}

/** The eight 16-bit groups of a valid IPv6 address, zero-padded; a dotted IPv4 tail becomes two groups. */
function expandIpv6(address: string): string[] {
  const withoutZone = address.split('%')[0]!;
  const dotted = /(\d{1,3}(?:\.\d{1,3}){3})$/.exec(withoutZone);
  let text = withoutZone;
  if (dotted) {
    const [a, b, c, d] = dotted[1]!.split('.').map(Number) as [number, number, number, number];
    text = `${withoutZone.slice(0, dotted.index)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const [head = '', tail] = text.split('::');
  const headGroups = head === '' ? [] : head.split(':');
  const tailGroups = tail === undefined || tail === '' ? [] : tail.split(':');
  const zeros = Array<string>(8 - headGroups.length - tailGroups.length).fill('0');
  const groups = tail === undefined ? headGroups : [...headGroups, ...zeros, ...tailGroups];
  return groups.map((group) => group.padStart(4, '0'));
}
