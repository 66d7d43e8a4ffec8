import { isIP } from 'node:net';

/**
 * The unit the per-address throttle counts. IPv4 as is; IPv6 by its /64, because one host commonly holds a whole
 * /64 and could otherwise rotate through addresses for free; IPv4-mapped IPv6 as the IPv4 it is.
 */
export function throttleAddress(address: string): string | undefined {
  const value = address.trim().toLowerCase();
  const mapped = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/.exec(value);
  if (mapped) return mapped[1];
  if (isIP(value) === 4) return value;
  if (isIP(value) !== 6) return undefined;
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
