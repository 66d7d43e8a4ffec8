import { emailAddress } from './account-rules';

/** What identity reads from a Google ID token (the provider's claims, already verified by the OIDC client). */
export interface GoogleClaims {
  email?: string;
  email_verified?: boolean | string;
  name?: string;
}

/** The lower-cased address, only when the provider vouches that its owner proved it. */
export function verifiedEmailOf(claims: GoogleClaims): string | undefined {
  if (claims.email_verified !== true && claims.email_verified !== 'true') return undefined;
  const parsed = emailAddress.safeParse(claims.email ?? '');
  return parsed.success ? parsed.data : undefined;
}

/** The name for a new account, bounded like the sign-up form's. */
export function displayNameOf(claims: GoogleClaims): string {
  return typeof claims.name === 'string' ? claims.name.trim().slice(0, 200) : '';
}
