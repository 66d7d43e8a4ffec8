import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { vi } from 'vitest';
import { stubApi } from '../../test/api-stub';
import { renderRoutes } from '../../test/render-app';
import { AuthPage } from './AuthPage';
import { ResetPasswordPage } from './ResetPasswordPage';
import { VERIFICATION_RESENT } from './ResendVerificationButton';
import { GOOGLE_SIGN_IN_FAILED, PROVIDER_SIGN_IN_FAILED } from './use-verify-email-notice';

const routes = [
  { path: '/auth/reset-password', element: <ResetPasswordPage /> },
  { path: '/auth/:mode', element: <AuthPage /> },
];
const GOOD_PASSWORD = 'Secret-pass1';
const GOOGLE = { id: 'google', display_name: 'Google' };
const KEYCLOAK = { id: 'keycloak', display_name: 'Keycloak' };
const providers = (...list: { id: string; display_name: string }[]) => ({
  'GET /api/auth/providers': { body: { providers: list } },
});

afterEach(() => vi.unstubAllGlobals());

function type(label: string, value: string) {
  fireEvent.change(screen.getByLabelText(new RegExp(`^${label}`)), { target: { value } });
}

describe('sign-in extras', () => {
  it("links 'Forgot Password?' to the reset page", async () => {
    stubApi({});
    const { router } = renderRoutes(routes, '/auth/sign-in');
    fireEvent.click(screen.getByRole('link', { name: 'Forgot Password?' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/auth/reset-password'));
    expect(await screen.findByRole('button', { name: 'Send reset link' })).toBeTruthy();
  });

  it('offers a new verification link when sign-in answers that the e-mail is unverified', async () => {
    const unverified = 'Please verify your email address before signing in.';
    const api = stubApi({
      'POST /api/auth/sign-in': { status: 409, body: { error: 'conflict', message: unverified } },
      'POST /api/auth/resend-verification': { body: { ok: true } },
    });
    renderRoutes(routes, '/auth/sign-in');
    type('Email', ' pat@example.com ');
    type('Password', GOOD_PASSWORD);
    fireEvent.click(screen.getByRole('button', { name: 'Login' }));
    expect(await screen.findByText(unverified)).toBeTruthy();
    fireEvent.click(await screen.findByRole('button', { name: 'Resend verification email' }));
    expect(await screen.findByText(VERIFICATION_RESENT)).toBeTruthy();
    expect(api.callsTo('POST /api/auth/resend-verification').map((call) => call.body)).toEqual([
      { email: 'pat@example.com' },
    ]);
  });

  it("resends the verification link from the 'Check your email!' screen", async () => {
    const api = stubApi({
      'POST /api/auth/sign-up': { body: { ok: true } },
      'POST /api/auth/resend-verification': { body: { ok: true } },
    });
    renderRoutes(routes, '/auth/sign-up');
    type('Email', 'new@example.com');
    type('Password', GOOD_PASSWORD);
    fireEvent.click(screen.getByRole('checkbox'));
    fireEvent.click(screen.getByRole('button', { name: 'Sign Up' }));
    expect(await screen.findByRole('heading', { name: 'Check your email!' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Resend verification email' }));
    await waitFor(() => expect(api.callsTo('POST /api/auth/resend-verification')).toHaveLength(1));
    expect(api.callsTo('POST /api/auth/resend-verification')[0]?.body).toEqual({ email: 'new@example.com' });
  });

  it('hides Google sign-in unless the BFF says it is configured', async () => {
    const api = stubApi(providers());
    renderRoutes(routes, '/auth/sign-in');
    await waitFor(() => expect(api.callsTo('GET /api/auth/providers')).toHaveLength(1));
    expect(screen.queryByRole('link', { name: /^Continue with/ })).toBeNull();
  });

  it('shows one button per configured provider, on sign-in and sign-up alike', async () => {
    stubApi(providers(GOOGLE, KEYCLOAK));
    renderRoutes(routes, '/auth/sign-up?next=%2Fsettings');
    const keycloak = await screen.findByRole('link', { name: 'Continue with Keycloak' });
    expect(keycloak.getAttribute('href')).toBe('/api/auth/oidc/keycloak/start?next=%2Fsettings');
    expect(screen.getByRole('link', { name: 'Continue with Google' }).getAttribute('href')).toBe(
      '/api/auth/google?next=%2Fsettings',
    );
    expect(screen.getAllByRole('link', { name: /^Continue with/ }).map((link) => link.textContent)).toEqual([
      'Continue with Google',
      'Continue with Keycloak',
    ]);
  });

  it('never forwards a foreign next to another provider either', async () => {
    stubApi(providers(KEYCLOAK));
    renderRoutes(routes, '/auth/sign-in?next=%2F%2Fevil.example');
    const keycloak = await screen.findByRole('link', { name: 'Continue with Keycloak' });
    expect(keycloak.getAttribute('href')).toBe('/api/auth/oidc/keycloak/start?next=%2F');
  });

  it("shows a danger notification when another provider's sign-in failed", async () => {
    stubApi({});
    const { router } = renderRoutes(routes, '/auth/sign-in?error=oidc');
    expect(await screen.findByText(PROVIDER_SIGN_IN_FAILED)).toBeTruthy();
    expect(router.state.location.search).toBe('');
  });

  it('sends Google sign-in through the BFF with a same-origin next', async () => {
    stubApi(providers(GOOGLE));
    renderRoutes(routes, '/auth/sign-in?next=%2Fsettings');
    const google = await screen.findByRole('link', { name: 'Continue with Google' });
    expect(google.getAttribute('href')).toBe('/api/auth/google?next=%2Fsettings');
  });

  it('never forwards a foreign next to Google sign-in', async () => {
    stubApi(providers(GOOGLE));
    renderRoutes(routes, '/auth/sign-in?next=https%3A%2F%2Fevil.example');
    const google = await screen.findByRole('link', { name: 'Continue with Google' });
    expect(google.getAttribute('href')).toBe('/api/auth/google?next=%2F');
  });

  it('shows a danger notification when Google sign-in failed', async () => {
    stubApi({});
    const { router } = renderRoutes(routes, '/auth/sign-in?error=google');
    expect(await screen.findByText(GOOGLE_SIGN_IN_FAILED)).toBeTruthy();
    expect(router.state.location.search).toBe('');
  });
});
