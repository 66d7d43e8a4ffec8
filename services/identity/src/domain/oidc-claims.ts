import { emailAddress } from './account-rules';

/** What identity reads from a provider's ID token (its claims, already verified by the OIDC client). */
export interface OidcClaims {
  email?: string;
  email_verified?: boolean | string;
  name?: string;
  /** The profile picture's URL (OpenID Connect's standard claim). */
  picture?: string;
}

/**
 * The lower-cased address, only when the provider vouches that its owner proved it. The same rule for every
 * provider: an absent `email_verified` is not a yes (Google and Keycloak both send it), since the address links
 * the sign-in to any Homeward account that has it.
 */
export function verifiedEmailOf(claims: OidcClaims): string | undefined {
  if (claims.email_verified !== true && claims.email_verified !== 'true') return undefined;
  const parsed = emailAddress.safeParse(claims.email ?? '');
  return parsed.success ? parsed.data : undefined;
}

/** The name for a new account, bounded like the sign-up form's. */
export function displayNameOf(claims: OidcClaims): string {
  return typeof claims.name === 'string' ? claims.name.trim().slice(0, 200) : '';
}

/**
 * The account's avatar_url from the provider's `picture`: an https URL of at most 2048 characters, else none (null). A
 * browser loads it as an image, so no other scheme (javascript:, data:, plain http) is kept.
 */
export function avatarUrlOf(claims: OidcClaims): string | null {
  if (typeof claims.picture !== 'string' || claims.picture.length > 2048) return null;
  try {
    const url = new URL(claims.picture);
    return url.protocol === 'https:' && url.hostname !== '' ? url.href : null;
  } catch {
    return null;
  }
}

/** The words a person sees about a provider's sign-in; for Google, exactly those it always had. */
export function providerMessages(displayName: string) {
  return {
    unavailable: `${displayName} sign-in is not available.`,
    failed: `${displayName} sign-in failed. Please try again.`,
    emailUnverified: `Your ${displayName} account has no verified email address.`,
  };
}
