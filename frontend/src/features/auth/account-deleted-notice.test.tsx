import { screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderRoutes } from '../../test/render-app';
import { AFTER_DELETION_PATH } from '../settings/delete-account-api';
import { AuthPage } from './AuthPage';
import { ACCOUNT_DELETED } from './use-account-deleted-notice';

// Settings' "Delete account" sends the browser to the sign-in page once the account is gone.
const routes = [{ path: '/auth/:mode', element: <AuthPage /> }];

beforeEach(() => {
  const unauthenticated = { error: 'unauthenticated', message: 'Please sign in' };
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => new Response(JSON.stringify(unauthenticated), { status: 401 })),
  );
});
afterEach(() => vi.unstubAllGlobals());

describe('after deleting the account', () => {
  it('the sign-in page says the account and everything in it were deleted, once', async () => {
    const { router } = renderRoutes(routes, AFTER_DELETION_PATH);
    expect(await screen.findByText(ACCOUNT_DELETED)).toBeTruthy();
    expect(router.state.location.search).toBe('');
  });
});
