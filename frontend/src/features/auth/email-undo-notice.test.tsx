import { screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderRoutes } from '../../test/render-app';
import { AuthPage } from './AuthPage';
import { EMAIL_RESTORED, EMAIL_UNDO_INVALID } from './use-email-undo-notice';

// The link sent to the old address after an e-mail change (BFF /api/auth/undo-email-change) lands on the sign-in
// page with ?email_restored=1 or ?email_undo=invalid.
const routes = [{ path: '/auth/:mode', element: <AuthPage /> }];

beforeEach(() => {
  const unauthenticated = { error: 'unauthenticated', message: 'Please sign in' };
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => new Response(JSON.stringify(unauthenticated), { status: 401 })),
  );
});
afterEach(() => vi.unstubAllGlobals());

describe('the e-mail change undo link', () => {
  it('says the account is back on this address, everyone is signed out, and a new password is advised', async () => {
    const { router } = renderRoutes(routes, '/auth/sign-in?email_restored=1');
    expect(await screen.findByText(EMAIL_RESTORED)).toBeTruthy();
    expect(router.state.location.search).toBe('');
  });

  it('says when the link is invalid or expired', async () => {
    renderRoutes(routes, '/auth/sign-in?email_undo=invalid');
    expect(await screen.findByText(EMAIL_UNDO_INVALID)).toBeTruthy();
  });
});
