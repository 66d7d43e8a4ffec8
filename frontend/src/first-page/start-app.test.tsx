import { act, screen, waitFor } from '@testing-library/react';
import { createRoot, type Root } from 'react-dom/client';
import type { DataRouter } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { signedInUser, stubApi } from '../test/api-stub';
import { startApp } from './start-app';

let root: Root | undefined;
let router: DataRouter | undefined;

afterEach(() => {
  act(() => root?.unmount());
  // The browser router listens to the window's history, which the next test files share.
  router?.dispose();
  root = undefined;
  router = undefined;
  document.body.innerHTML = '';
  vi.unstubAllGlobals();
  window.history.replaceState(null, '', '/');
});

function start(address: string, me?: unknown) {
  window.history.replaceState(null, '', address);
  const container = document.body.appendChild(document.createElement('div'));
  root = createRoot(container);
  act(() => {
    router = startApp(root!, me);
  });
}

describe('startApp', () => {
  it('keeps the session the entry already read, so the app does not ask for it again', async () => {
    const api = stubApi({ 'GET /api/me': { body: { user: signedInUser } } });
    // The app's own sign-in page sends someone signed in home: proof that the seeded user was taken.
    start('/auth/sign-in', { user: signedInUser });
    await waitFor(() => expect(window.location.pathname).toBe('/'));
    expect(api.callsTo('GET /api/me')).toEqual([]);
  });

  it('asks again when what it was handed is not a valid session', async () => {
    const api = stubApi({});
    start('/auth/sign-in', { user: { id: 42 } });
    await waitFor(() => expect(api.callsTo('GET /api/me').length).toBeGreaterThan(0));
    // Nobody is signed in after all (401): the app's sign-in page stays.
    expect(await screen.findByRole('button', { name: 'Login' })).toBeTruthy();
    expect(window.location.pathname).toBe('/auth/sign-in');
  });

  it("routes at the address the history holds when it starts, the app's own pages included", async () => {
    stubApi({});
    start('/auth/reset-password');
    expect(await screen.findByRole('button', { name: 'Send reset link' })).toBeTruthy();
    expect(window.location.pathname).toBe('/auth/reset-password');
  });
});
