import { PASSWORD_HINT } from '@api';
import { fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderRoutes } from '../../test/render-app';
import { AuthPage } from './AuthPage';

const routes = [{ path: '/auth/:mode', element: <AuthPage /> }];

// Nobody is signed in: GET /api/me answers 401.
beforeEach(() => {
  const unauthenticated = { error: 'unauthenticated', message: 'Please sign in' };
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => new Response(JSON.stringify(unauthenticated), { status: 401 })),
  );
});
afterEach(() => vi.unstubAllGlobals());

function type(label: string, value: string) {
  // Required fields carry an aria-hidden asterisk in their label text.
  fireEvent.change(screen.getByLabelText(new RegExp(`^${label}`)), { target: { value } });
}

describe('AuthPage', () => {
  it('validates sign-up as the user types and shows the password hint', async () => {
    renderRoutes(routes, '/auth/sign-up');
    expect(screen.getByText(PASSWORD_HINT)).toBeTruthy();
    type('Password', 'abc');
    expect(await screen.findByText('Password must contain at least 6 characters')).toBeTruthy();
    type('Password', 'abcdef1!');
    expect(await screen.findByText('Password must contain at least one uppercase character')).toBeTruthy();
  });

  it('asks to accept the terms on sign-up submit', async () => {
    renderRoutes(routes, '/auth/sign-up');
    fireEvent.click(screen.getByRole('button', { name: 'Sign Up' }));
    expect(await screen.findByText('You must accept the terms and conditions')).toBeTruthy();
  });

  it('validates sign-in only on submit', async () => {
    renderRoutes(routes, '/auth/sign-in');
    type('Email', 'buyer@example.com');
    expect(screen.queryByText('Please enter the password')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Login' }));
    expect(await screen.findByText('Please enter the password')).toBeTruthy();
    type('Password', 'short');
    fireEvent.click(screen.getByRole('button', { name: 'Login' }));
    expect(await screen.findByText('The password you entered is incorrect. Please try again.')).toBeTruthy();
  });

  it('switches the route with the tabs', async () => {
    const { router } = renderRoutes(routes, '/auth/sign-in');
    fireEvent.click(screen.getByRole('tab', { name: 'Sign Up' }));
    expect(router.state.location.pathname).toBe('/auth/sign-up');
    expect(await screen.findByLabelText('Name')).toBeTruthy();
  });
});
