// The sign-in providers an operator configured: Google from its own GOOGLE_* variables (as before there were
// others), and any number of OpenID Connect providers named in OIDC_PROVIDERS, each from an OIDC_<ID>_* group.
// Variables in groups (not one JSON value) so that Helm and compose can take each client secret from a Secret.

export type TokenAuthMethod = 'client_secret_post' | 'client_secret_basic';

export interface OidcProviderSettings {
  /** In URLs (/api/auth/oidc/<id>/start): lower-case letters, digits and '-'. */
  id: string;
  displayName: string;
  issuer: string;
  clientId: string;
  clientSecret: string;
  redirectUri: string;
  tokenAuthMethod: TokenAuthMethod;
}

export const GOOGLE_PROVIDER_ID = 'google';
const PROVIDER_ID = /^[a-z][a-z0-9-]{0,31}$/;
const TOKEN_AUTH_METHODS: readonly string[] = ['client_secret_post', 'client_secret_basic'];
const DEFAULT_APP_URL = 'http://localhost:8080';

type Env = Record<string, string | undefined>;

/** `OIDC_<ID>_<NAME>`: the id upper-cased, '-' as '_' (environment variable names have no '-'). */
export function providerVariable(id: string, name: string): string {
  return `OIDC_${id.toUpperCase().replace(/-/g, '_')}_${name}`;
}

/** The providers of OIDC_PROVIDERS (comma-separated ids), or every problem found, for the operator to fix at once. */
export function oidcProvidersFrom(env: Env): { providers: OidcProviderSettings[]; problems: string[] } {
  const ids = (env.OIDC_PROVIDERS ?? '')
    .split(',')
    .map((id) => id.trim())
    .filter((id) => id !== '');
  const providers: OidcProviderSettings[] = [];
  const problems: string[] = [];
  const seen = new Set<string>();
  for (const id of ids) {
    if (!PROVIDER_ID.test(id)) {
      problems.push(`OIDC_PROVIDERS: "${id}" is not an id (lower-case letters, digits and '-', at most 32)`);
      continue;
    }
    if (id === GOOGLE_PROVIDER_ID) {
      problems.push('OIDC_PROVIDERS: "google" is configured by GOOGLE_CLIENT_ID and GOOGLE_CLIENT_SECRET');
      continue;
    }
    if (seen.has(id)) {
      problems.push(`OIDC_PROVIDERS: "${id}" is listed twice`);
      continue;
    }
    seen.add(id);
    const provider = providerFrom(env, id, problems);
    if (provider) providers.push(provider);
  }
  return { providers, problems };
}

function providerFrom(env: Env, id: string, problems: string[]): OidcProviderSettings | undefined {
  const read = (name: string) => {
    const value = env[providerVariable(id, name)]?.trim();
    return value === '' ? undefined : value;
  };
  const missing = ['ISSUER', 'CLIENT_ID', 'CLIENT_SECRET'].filter((name) => !read(name));
  for (const name of missing) problems.push(`${providerVariable(id, name)}: required for provider "${id}"`);
  const issuer = read('ISSUER');
  if (issuer && !isUrl(issuer)) problems.push(`${providerVariable(id, 'ISSUER')}: must be a URL`);
  const redirectUri = read('REDIRECT_URI') ?? `${DEFAULT_APP_URL}/api/auth/oidc/${id}/callback`;
  if (!isUrl(redirectUri)) problems.push(`${providerVariable(id, 'REDIRECT_URI')}: must be a URL`);
  // Basic is the method every OpenID provider must accept (RFC 6749 2.3.1); Keycloak's default too.
  const tokenAuthMethod = read('TOKEN_AUTH_METHOD') ?? 'client_secret_basic';
  if (!TOKEN_AUTH_METHODS.includes(tokenAuthMethod)) {
    problems.push(`${providerVariable(id, 'TOKEN_AUTH_METHOD')}: client_secret_post or client_secret_basic`);
  }
  if (missing.length > 0 || !issuer || !isUrl(issuer) || !isUrl(redirectUri)) return undefined;
  return {
    id,
    displayName: (read('DISPLAY_NAME') ?? id.charAt(0).toUpperCase() + id.slice(1)).slice(0, 64),
    issuer,
    clientId: read('CLIENT_ID')!,
    clientSecret: read('CLIENT_SECRET')!,
    redirectUri,
    tokenAuthMethod: tokenAuthMethod as TokenAuthMethod,
  };
}

function isUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return url.protocol === 'https:' || url.protocol === 'http:';
  } catch {
    return false;
  }
}
