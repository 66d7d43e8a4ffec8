import { emailAddress } from './account-rules';

/** What identity reads from a provider's ID token (its claims, already verified by the OIDC client). */
export interface OidcClaims {
  email?: string;
  email_verified?: boolean | string;
  name?: string;
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

/** The words a person sees about a provider's sign-in; for Google, exactly those it always had. */
export function providerMessages(displayName: string) {
  return {
    unavailable: `${displayName} sign-in is not available.`,
    failed: `${displayName} sign-in failed. Please try again.`,
    emailUnverified: `Your ${displayName} account has no verified email address.`,
  };
}
