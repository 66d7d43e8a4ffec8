import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { signedInUser, stubApi } from '../test/api-stub';
import { renderRoutes } from '../test/render-app';
import { routes } from './router';

afterEach(() => vi.unstubAllGlobals());

function screenIsNarrow(narrow: boolean) {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: narrow,
    media: query,
    onchange: null,
    addListener: () => undefined,
    removeListener: () => undefined,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
    dispatchEvent: () => false,
  }));
}

describe('routes', () => {
  it('sends an unknown address to the /404 page', async () => {
    stubApi({});
    const { router } = renderRoutes(routes, '/no/such/page');
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/404');
  });

  it.each([
    ['/auth/reset-password', 'Reset your password'],
    ['/auth/update-password?token=abcdefghijklmnop', 'Choose a new password'],
  ])('serves %s as its own page, not as a sign-in mode', async (path, heading) => {
    stubApi({});
    renderRoutes(routes, path);
    expect(await screen.findByRole('heading', { name: heading })).toBeTruthy();
  });

  it.each([
    '/properties/property-offer-letter?property=sample',
    '/properties/purchase-agreement?property=sample',
  ])('sends a narrow screen opening the editor %s to /mobile-device', async (path) => {
    screenIsNarrow(true);
    stubApi({ 'GET /api/me': { body: { user: signedInUser } } });
    const { router } = renderRoutes(routes, path);
    expect(
      await screen.findByRole('heading', { name: 'Documents work best on a larger screen' }),
    ).toBeTruthy();
    expect(router.state.location.pathname).toBe('/mobile-device');
    expect(screen.getByRole('link', { name: 'Back to my properties' }).getAttribute('href')).toBe(
      '/properties',
    );
  });

  it.each([
    ['/settings', 'Settings'],
    ['/properties/sample', 'Sample property'],
  ])('keeps a narrow screen on %s (the app works on a phone)', async (path, landmark) => {
    screenIsNarrow(true);
    stubApi({ 'GET /api/me': { body: { user: signedInUser } } });
    const { router } = renderRoutes(routes, path);
    expect(
      await screen.findByRole(path === '/settings' ? 'heading' : 'region', { name: landmark }),
    ).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Purchase guide' })).toBeTruthy();
    expect(router.state.location.pathname).toBe(path);
  });

  it('shows the app with the purchase guide and settings on a wide screen', async () => {
    screenIsNarrow(false);
    stubApi({ 'GET /api/me': { body: { user: signedInUser } } });
    const { router } = renderRoutes(routes, '/settings');
    expect(await screen.findByRole('heading', { name: 'Settings' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Purchase guide' })).toBeTruthy();
    await waitFor(() => expect(router.state.location.pathname).toBe('/settings'));
  });
});
