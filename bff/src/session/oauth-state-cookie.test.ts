import type { Request, Response } from 'express';
import { OAuthStateCookie } from './oauth-state-cookie';

function setCookies(cookie: OAuthStateCookie): string[] {
  const headers: string[] = [];
  const response = { append: (_name: string, value: string) => headers.push(value) } as unknown as Response;
  cookie.remember(response, 'state-0123456789', '/api/auth/oidc/keycloak/callback');
  return headers;
}

const requestWith = (cookie: string) => ({ headers: { cookie } }) as Request;

describe('OAuthStateCookie', () => {
  it('over https is a __Host- cookie (Secure, Path=/, no Domain) and reads only that name', () => {
    const cookie = new OAuthStateCookie(true);
    const [header] = setCookies(cookie);
    expect(header).toMatch(/^__Host-hw_oauth_state=state-0123456789;/);
    expect(header).toContain('Path=/;');
    expect(header).toContain('Secure');
    expect(header).not.toMatch(/Domain=/i);
    expect(cookie.matches(requestWith('__Host-hw_oauth_state=state-0123456789'), 'state-0123456789')).toBe(
      true,
    );
    // A plain-named cookie could have been planted by a sibling subdomain or an http page.
    expect(cookie.matches(requestWith('hw_oauth_state=state-0123456789'), 'state-0123456789')).toBe(false);
  });

  it('over plain-http localhost keeps the plain name and the callback path', () => {
    const cookie = new OAuthStateCookie(false);
    const [header] = setCookies(cookie);
    expect(header).toMatch(/^hw_oauth_state=state-0123456789;/);
    expect(header).toContain('Path=/api/auth/oidc/keycloak/callback');
    expect(header).not.toContain('Secure');
    expect(cookie.matches(requestWith('hw_oauth_state=state-0123456789'), 'state-0123456789')).toBe(true);
  });
});
