import type { Request } from 'express';
import { loadBffConfig } from '../config';
import { clientAddress } from './client-address';
import { isTrustedProxyEntry, parseTrustProxy } from './trust-proxy';

describe('TRUST_PROXY', () => {
  it.each([
    ['false', false],
    ['', false],
    ['true', true],
    ['TRUE', true],
    ['1', 1],
    ['2', 2],
    ['loopback', ['loopback']],
    ['loopback, 10.0.0.0/8, fd00::/8', ['loopback', '10.0.0.0/8', 'fd00::/8']],
    ['192.168.1.1/255.255.255.0', ['192.168.1.1/255.255.255.0']],
  ])('%p -> %p', (value, expected) => {
    expect(parseTrustProxy(value)).toEqual(expected);
  });

  it.each(['yes', '10.0.0.0/33', '::1/129', 'example.com', '10.0.0.1/8/8', '1.2.3'])(
    '%p is refused',
    (value) => {
      expect(parseTrustProxy(value)).toBeUndefined();
    },
  );

  it('accepts presets, addresses and ranges only', () => {
    expect(['linklocal', 'uniquelocal', '::1', '127.0.0.1'].every(isTrustedProxyEntry)).toBe(true);
    expect(isTrustedProxyEntry('localhost')).toBe(false);
  });

  it('defaults to false and fails start-up on a bad value', () => {
    const base = { SESSION_SECRET: 's'.repeat(32) };
    expect(loadBffConfig(base).TRUST_PROXY).toBe(false);
    expect(loadBffConfig({ ...base, TRUST_PROXY: '1' }).TRUST_PROXY).toBe(1);
    expect(() => loadBffConfig({ ...base, TRUST_PROXY: 'sometimes' })).toThrow(/TRUST_PROXY/);
  });
});

describe('client address', () => {
  const request = (ip: string | undefined, peer = '10.9.9.9') =>
    ({ ip, socket: { remoteAddress: peer } }) as unknown as Request;

  it('unwraps an IPv4-mapped IPv6 address', () => {
    expect(clientAddress(request('::ffff:203.0.113.7'))).toBe('203.0.113.7');
  });

  it('keeps IPv6 and plain IPv4 as they are', () => {
    expect(clientAddress(request('2001:db8::1'))).toBe('2001:db8::1');
    expect(clientAddress(request('203.0.113.7'))).toBe('203.0.113.7');
  });

  it('falls back to the socket peer', () => {
    expect(clientAddress(request(undefined))).toBe('10.9.9.9');
  });
});
