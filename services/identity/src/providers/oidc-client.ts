// A confidential OpenID Connect client for the authorization-code flow with PKCE, on fetch and jose: discovery,
// the authorization URL, the code exchange and ID-token verification against the provider's published keys.
import { createRemoteJWKSet, jwtVerify, type JWTPayload } from 'jose';

export interface OidcClientSettings {
  issuer: string;
  clientId: string;
  clientSecret: string;
  redirectUri: string;
  /** How the client authenticates at the token endpoint (Google accepts both). */
  tokenAuthMethod: 'client_secret_post' | 'client_secret_basic';
  scope?: string;
  timeoutMs?: number;
  /** Discovery is re-read after this long, so a provider's endpoint or key-location change is picked up. */
  discoveryTtlMs?: number;
}

interface ProviderMetadata {
  issuer: string;
  authorization_endpoint: string;
  token_endpoint: string;
  jwks_uri: string;
}

export interface IdTokenClaims extends JWTPayload {
  sub: string;
  email?: string;
  email_verified?: boolean | string;
  name?: string;
  nonce?: string;
  azp?: string;
}

/** The provider answered something the protocol does not allow; the message is for the log, never the user. */
export class OidcProtocolError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'OidcProtocolError';
  }
}

// Algorithms a provider signs ID tokens with; `none` and the HMAC family (keyed with the client secret) are not.
const ID_TOKEN_ALGORITHMS = ['RS256', 'RS384', 'RS512', 'PS256', 'PS384', 'PS512', 'ES256', 'ES384', 'EdDSA'];
// Google's ID tokens name their issuer with or without the scheme (its OpenID Connect documentation says so).
const GOOGLE_ISSUER = 'https://accounts.google.com';
const CLOCK_TOLERANCE_SECONDS = 60;

export class OidcClient {
  private metadata: { value: Promise<ProviderMetadata>; expiresAt: number } | undefined;
  private keys: { uri: string; set: ReturnType<typeof createRemoteJWKSet> } | undefined;

  constructor(private readonly settings: OidcClientSettings) {}

  async authorizationUrl(request: { state: string; nonce: string; codeChallenge: string }): Promise<string> {
    const metadata = await this.discover();
    const url = new URL(metadata.authorization_endpoint);
    url.search = new URLSearchParams({
      response_type: 'code',
      client_id: this.settings.clientId,
      redirect_uri: this.settings.redirectUri,
      scope: this.settings.scope ?? 'openid email profile',
      state: request.state,
      nonce: request.nonce,
      code_challenge: request.codeChallenge,
      code_challenge_method: 'S256',
    }).toString();
    return url.toString();
  }

  /** Exchanges the authorization code at the token endpoint and returns the verified ID token's claims. */
  async redeemCode(code: string, codeVerifier: string): Promise<IdTokenClaims> {
    const metadata = await this.discover();
    const body = new URLSearchParams({
      grant_type: 'authorization_code',
      code,
      redirect_uri: this.settings.redirectUri,
      code_verifier: codeVerifier,
    });
    const headers: Record<string, string> = {
      'content-type': 'application/x-www-form-urlencoded',
      accept: 'application/json',
    };
    if (this.settings.tokenAuthMethod === 'client_secret_basic') {
      // RFC 6749 2.3.1: both parts are form-encoded before the Basic encoding.
      const user = encodeURIComponent(this.settings.clientId);
      const secret = encodeURIComponent(this.settings.clientSecret);
      headers.authorization = `Basic ${Buffer.from(`${user}:${secret}`).toString('base64')}`;
    } else {
      body.set('client_id', this.settings.clientId);
      body.set('client_secret', this.settings.clientSecret);
    }
    const response = await this.fetch(metadata.token_endpoint, { method: 'POST', headers, body });
    const answer = (await response.json().catch(() => ({}))) as { id_token?: unknown; error?: unknown };
    if (!response.ok) {
      // Only the standard error code: the body of a failed exchange is not logged whole.
      throw new OidcProtocolError(`token endpoint answered ${response.status} (${String(answer.error)})`);
    }
    if (typeof answer.id_token !== 'string') throw new OidcProtocolError('token response has no id_token');
    return this.verifyIdToken(answer.id_token, metadata);
  }

  private async verifyIdToken(idToken: string, metadata: ProviderMetadata): Promise<IdTokenClaims> {
    const issuers =
      metadata.issuer === GOOGLE_ISSUER ? [GOOGLE_ISSUER, 'accounts.google.com'] : metadata.issuer;
    let payload: JWTPayload;
    try {
      ({ payload } = await jwtVerify(idToken, this.keySet(metadata.jwks_uri), {
        issuer: issuers,
        audience: this.settings.clientId,
        algorithms: ID_TOKEN_ALGORITHMS,
        clockTolerance: CLOCK_TOLERANCE_SECONDS,
        requiredClaims: ['sub', 'exp', 'iat'],
      }));
    } catch (error) {
      throw new OidcProtocolError(`id_token refused: ${(error as Error).message}`);
    }
    // OpenID Connect Core 3.1.3.7: with several audiences, the token must have been issued to this client.
    if (Array.isArray(payload.aud) && payload.aud.length > 1 && payload.azp !== this.settings.clientId) {
      throw new OidcProtocolError('id_token azp is not this client');
    }
    return payload as IdTokenClaims;
  }

  private keySet(uri: string): ReturnType<typeof createRemoteJWKSet> {
    if (this.keys?.uri !== uri) {
      this.keys = { uri, set: createRemoteJWKSet(new URL(uri), { timeoutDuration: this.timeoutMs() }) };
    }
    return this.keys.set;
  }

  /** The provider's metadata, cached; a failed read is not cached, so the next sign-in tries again. */
  private discover(): Promise<ProviderMetadata> {
    if (!this.metadata || this.metadata.expiresAt <= Date.now()) {
      const value = this.readMetadata();
      const entry = { value, expiresAt: Date.now() + (this.settings.discoveryTtlMs ?? 3_600_000) };
      this.metadata = entry;
      value.catch(() => {
        if (this.metadata === entry) this.metadata = undefined;
      });
    }
    return this.metadata.value;
  }

  private async readMetadata(): Promise<ProviderMetadata> {
    const base = this.settings.issuer.replace(/(?<!\/)\/+$/, '');
    const response = await this.fetch(`${base}/.well-known/openid-configuration`, {
      headers: { accept: 'application/json' },
    });
    if (!response.ok) throw new OidcProtocolError(`discovery answered ${response.status}`);
    const metadata = (await response.json()) as Partial<ProviderMetadata>;
    // OpenID Connect Discovery 4.3: the document must name exactly the issuer it was fetched for.
    if (metadata.issuer !== this.settings.issuer) {
      throw new OidcProtocolError(`discovery names issuer ${String(metadata.issuer)}`);
    }
    for (const key of ['authorization_endpoint', 'token_endpoint', 'jwks_uri'] as const) {
      if (!isAllowedEndpoint(metadata[key]))
        throw new OidcProtocolError(`discovery ${key} is missing or not https`);
    }
    return metadata as ProviderMetadata;
  }

  private async fetch(url: string, init: RequestInit): Promise<Response> {
    try {
      return await fetch(url, { ...init, redirect: 'error', signal: AbortSignal.timeout(this.timeoutMs()) });
    } catch (error) {
      throw new OidcProtocolError(`${new URL(url).host} unreachable: ${(error as Error).message}`);
    }
  }

  private timeoutMs(): number {
    return this.settings.timeoutMs ?? 10_000;
  }
}

/** Endpoints must be https; plain http only on this machine (a local provider in development and tests). */
export function isAllowedEndpoint(value: unknown): value is string {
  if (typeof value !== 'string') return false;
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return false;
  }
  if (url.protocol === 'https:') return true;
  return url.protocol === 'http:' && ['localhost', '127.0.0.1', '[::1]'].includes(url.hostname);
}
