import { createHash } from 'node:crypto';
import { newOpaqueToken } from './opaque-token';

/**
 * RFC 7636 S256: the verifier stays on the server, the challenge goes through the browser. 43 base64url
 * characters (256 bits) is the shortest verifier the RFC allows and the strongest that matters.
 */
export function newPkcePair(): { verifier: string; challenge: string } {
  const verifier = newOpaqueToken();
  return { verifier, challenge: pkceChallenge(verifier) };
}

export function pkceChallenge(verifier: string): string {
  return createHash('sha256').update(verifier, 'ascii').digest('base64url');
}
