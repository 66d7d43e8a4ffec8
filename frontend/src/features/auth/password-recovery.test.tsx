import { PASSWORD_HINT, INVALID_LINK_MESSAGE } from '@api';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { signedInUser, stubApi } from '../../test/api-stub';
import { renderRoutes } from '../../test/render-app';
import { AuthCallbackPage } from './AuthCallbackPage';
import { ResetPasswordPage, RESET_LINK_SENT } from './ResetPasswordPage';
import { PASSWORD_SET, SetupPasswordPage } from './SetupPasswordPage';
import { PASSWORD_UPDATED, UpdatePasswordPage } from './UpdatePasswordPage';

const routes = [
  { path: '/auth/reset-password', element: <ResetPasswordPage /> },
  { path: '/auth/update-password', element: <UpdatePasswordPage /> },
  { path: '/auth/setup-password', element: <SetupPasswordPage /> },
  { path: '/auth/callback', element: <AuthCallbackPage /> },
  { path: '*', element: <p>elsewhere</p> },
];
const GOOD_PASSWORD = 'Secret-pass1';

afterEach(() => vi.unstubAllGlobals());

function type(label: string, value: string) {
  fireEvent.change(screen.getByLabelText(new RegExp(`^${label}`)), { target: { value } });
}

describe('/auth/reset-password', () => {
  it('checks the e-mail address on submit', async () => {
    const api = stubApi({});
    renderRoutes(routes, '/auth/reset-password');
    type('Email', 'not-an-email');
    fireEvent.click(screen.getByRole('button', { name: 'Send reset link' }));
    expect(await screen.findByText('Invalid email')).toBeTruthy();
    expect(api.callsTo('POST /api/auth/reset-password')).toHaveLength(0);
  });

  it('answers with the same neutral confirmation whatever the address', async () => {
    const api = stubApi({ 'POST /api/auth/reset-password': { body: { ok: true } } });
    renderRoutes(routes, '/auth/reset-password');
    type('Email', 'Somebody@Example.com');
    fireEvent.click(screen.getByRole('button', { name: 'Send reset link' }));
    expect(await screen.findByText(RESET_LINK_SENT)).toBeTruthy();
    expect(RESET_LINK_SENT).toBe(
      "If an account exists for that email, we've sent a link to reset your password.",
    );
    expect(api.callsTo('POST /api/auth/reset-password')[0]?.body).toEqual({ email: 'Somebody@Example.com' });
  });
});

describe('/auth/update-password', () => {
  it('explains a link without a token and offers a new one', async () => {
    stubApi({});
    renderRoutes(routes, '/auth/update-password');
    expect(await screen.findByText(INVALID_LINK_MESSAGE)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Request a new link' }).getAttribute('href')).toBe(
      '/auth/reset-password',
    );
  });

  it('applies the sign-up rules while the new password is typed', async () => {
    stubApi({});
    renderRoutes(routes, '/auth/update-password#token=t0ken-from-the-email');
    expect(screen.getByText(PASSWORD_HINT)).toBeTruthy();
    type('New password', 'Abcdef1');
    expect(await screen.findByText('Password must contain at least one special character')).toBeTruthy();
    type('New password', 'Abc de1!');
    expect(await screen.findByText('Password must not contain spaces')).toBeTruthy();
    type('New password', 'ab');
    expect(await screen.findByText('Password must contain at least 6 characters')).toBeTruthy();
  });

  it('sets the password with the token, then sends the user to sign in', async () => {
    const api = stubApi({ 'POST /api/auth/update-password': { body: { ok: true } } });
    const { router } = renderRoutes(routes, '/auth/update-password#token=t0ken-from-the-email');
    type('New password', GOOD_PASSWORD);
    fireEvent.click(screen.getByRole('button', { name: 'Update password' }));
    expect(await screen.findByText(PASSWORD_UPDATED)).toBeTruthy();
    await waitFor(() => expect(router.state.location.pathname).toBe('/auth/sign-in'));
    expect(api.callsTo('POST /api/auth/update-password')[0]?.body).toEqual({
      token: 't0ken-from-the-email',
      password: GOOD_PASSWORD,
    });
  });

  it('turns an expired or used link into the invalid-link message', async () => {
    stubApi({
      'POST /api/auth/update-password': {
        status: 400,
        body: {
          error: 'invalid_argument',
          message: INVALID_LINK_MESSAGE,
          fields: { token: INVALID_LINK_MESSAGE },
        },
      },
    });
    renderRoutes(routes, '/auth/update-password?token=used-token-0123456');
    type('New password', GOOD_PASSWORD);
    fireEvent.click(screen.getByRole('button', { name: 'Update password' }));
    expect(await screen.findByRole('link', { name: 'Request a new link' })).toBeTruthy();
    expect(screen.getByText(INVALID_LINK_MESSAGE)).toBeTruthy();
    expect(screen.queryByLabelText(/^New password/)).toBeNull();
  });
});

describe('/auth/setup-password', () => {
  it('lets an account without a password set one', async () => {
    const api = stubApi({
      'GET /api/me': { body: { user: { ...signedInUser, has_password: false } } },
      'POST /api/auth/setup-password': { body: { ok: true } },
    });
    const { router } = renderRoutes(routes, '/auth/setup-password');
    type('New password', 'short');
    expect(await screen.findByText('Password must contain at least 6 characters')).toBeTruthy();
    type('New password', GOOD_PASSWORD);
    fireEvent.click(screen.getByRole('button', { name: 'Set password' }));
    expect(await screen.findByText(PASSWORD_SET)).toBeTruthy();
    await waitFor(() => expect(router.state.location.pathname).toBe('/settings'));
    expect(api.callsTo('POST /api/auth/setup-password')[0]?.body).toEqual({ password: GOOD_PASSWORD });
  });

  it('says so when the account already has a password', async () => {
    stubApi({ 'GET /api/me': { body: { user: signedInUser } } });
    renderRoutes(routes, '/auth/setup-password');
    expect(await screen.findByText('Your account already has a password.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Set password' })).toBeNull();
  });
});

describe('/auth/callback', () => {
  it('reloads the user the BFF just signed in and goes to next', async () => {
    const api = stubApi({ 'GET /api/me': { body: { user: signedInUser } } });
    const { router } = renderRoutes(routes, '/auth/callback?next=%2Fproperties%2F42');
    await waitFor(() => expect(router.state.location.pathname).toBe('/properties/42'));
    expect(api.callsTo('GET /api/me')).toHaveLength(1);
  });

  it('goes home instead of to a foreign next', async () => {
    stubApi({ 'GET /api/me': { body: { user: signedInUser } } });
    const { router } = renderRoutes(routes, '/auth/callback?next=%2F%2Fevil.example%2F');
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
  });

  it('goes to sign-in when no session came back', async () => {
    stubApi({});
    const { router } = renderRoutes(routes, '/auth/callback?next=%2Fsettings');
    await waitFor(() => expect(router.state.location.pathname).toBe('/auth/sign-in'));
  });
});
