// The browser's address reaches identity in gRPC metadata (`x-client-address`), and identity's per-client limits
// on sign-up, sign-in and password reset key on it. Any process that can open identity's port could otherwise name
// any address: dodge the limits by rotating it, or spend someone else's. So the BFF signs each address with
// CLIENT_ADDRESS_KEY, a secret only it and identity hold (HMAC-SHA256; the key itself never travels), and a server
// takes an address only with a valid signature; without a key of its own it takes none.
import { createHmac, timingSafeEqual } from 'node:crypto';

export const CLIENT_ADDRESS_SIGNATURE_METADATA = 'x-client-address-signature';

export function signClientAddress(key: string, address: string): string {
  return createHmac('sha256', key).update(address, 'utf8').digest('base64url');
}

/** The address when `signature` is the key's for it; undefined otherwise, or without a key. */
export function verifiedClientAddress(
  address: unknown,
  signature: unknown,
  key: string | undefined,
): string | undefined {
  if (!key || typeof address !== 'string' || address === '' || typeof signature !== 'string')
    return undefined;
  const expected = Buffer.from(signClientAddress(key, address));
  const given = Buffer.from(signature);
  return given.length === expected.length && timingSafeEqual(given, expected) ? address : undefined;
}

let signingKey: string | undefined;

/** The key this process signs the addresses it passes with (the BFF's CLIENT_ADDRESS_KEY), set once at start. */
export function useClientAddressKey(key: string | undefined): void {
  signingKey = key;
}

export function clientAddressSigningKey(): string | undefined {
  return signingKey;
}
