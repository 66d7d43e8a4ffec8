import { ipVersion, throttleAddress } from './client-address';

describe('client address for the per-address throttle', () => {
  it('keeps IPv4 as it is, and IPv4-mapped IPv6 as its IPv4', () => {
    expect(throttleAddress('203.0.113.9')).toBe('203.0.113.9');
    expect(throttleAddress('::ffff:203.0.113.9')).toBe('203.0.113.9');
    expect(throttleAddress('::FFFF:203.0.113.9')).toBe('203.0.113.9');
  });

  it('counts IPv6 by its /64, however it is written', () => {
    const prefix = '2001:0db8:0001:0002::/64';
    expect(throttleAddress('2001:db8:1:2::1')).toBe(prefix);
    expect(throttleAddress('2001:db8:1:2:ffff:ffff:ffff:ffff')).toBe(prefix);
    expect(throttleAddress('2001:0DB8:0001:0002:0:0:0:9')).toBe(prefix);
    expect(throttleAddress('2001:db8:1:3::1')).not.toBe(prefix);
    expect(throttleAddress('::1')).toBe('0000:0000:0000:0000::/64');
    expect(throttleAddress('fe80::1%eth0')).toBe('fe80:0000:0000:0000::/64');
    expect(throttleAddress('64:ff9b::192.0.2.33')).toBe('0064:ff9b:0000:0000::/64');
  });

  it('refuses what is not an address', () => {
    expect(throttleAddress('')).toBeUndefined();
    expect(throttleAddress('localhost')).toBeUndefined();
  });
});

describe('IP address versions, as Node reads them', () => {
  it.each([
    ['203.0.113.9', 4],
    ['0.0.0.0', 4],
    ['255.255.255.255', 4],
    ['::ffff:203.0.113.9', 6],
    ['2001:db8:1:2::1', 6],
    ['2001:0DB8:0001:0002:0:0:0:9', 6],
    ['::', 6],
    ['::1', 6],
    ['1::', 6],
    ['fe80::1%eth0', 6],
    ['fe80::1%1', 6],
    ['64:ff9b::192.0.2.33', 6],
    ['', 0],
    ['localhost', 0],
    ['999.1.1.1', 0],
    ['01.2.3.4', 0],
    ['1.2.3', 0],
    ['1.2.3.4, 5.6.7.8', 0],
    [' 1.2.3.4', 0],
    ['2001:db8::1::2', 0],
    ['fe80::1%', 0],
    ['fe80::1%a%b', 0],
    ['12345::1', 0],
  ])('reads %j as IPv%d (0: not an address)', (value, version) => {
    expect(ipVersion(value)).toBe(version);
  });
});
