import { fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubApi, type StubReply } from '../../test/api-stub';
import { renderRoutes } from '../../test/render-app';
import { ConfirmEmailPage, EMAIL_LINK_TEXT, UndoEmailChangePage, VerifyEmailPage } from './EmailLinkPage';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const TOKEN = 'lt_0123456789abcdef+/=';

const routes = [
  { path: '/auth/verify-email', element: <VerifyEmailPage /> },
  { path: '/auth/confirm-email', element: <ConfirmEmailPage /> },
  { path: '/auth/undo-email-change', element: <UndoEmailChangePage /> },
  { path: '/auth/sign-in', element: <p>sign-in page</p> },
  { path: '/settings', element: <p>settings page</p> },
];

const CASES = [
  ['verify', '/auth/verify-email', 'POST /api/auth/verify', 'sign-in page'],
  ['confirm', '/auth/confirm-email', 'POST /api/auth/confirm-email', 'settings page'],
  ['undo', '/auth/undo-email-change', 'POST /api/auth/undo-email-change', 'sign-in page'],
] as const;

function open(page: string, endpoint: string, reply: StubReply) {
  const api = stubApi({
    [endpoint]: reply,
    'GET /api/me': { status: 401, body: { error: 'x', message: 'x' } },
  });
  const view = renderRoutes(routes, `${page}#token=${encodeURIComponent(TOKEN)}`);
  return { api, ...view };
}

describe('the pages behind the e-mailed links', () => {
  it.each(CASES)(
    '%s: opening the page posts nothing; the button posts the token and moves on',
    async (kind, page, endpoint, next) => {
      const { api } = open(page, endpoint, { body: { ok: true } });
      const text = EMAIL_LINK_TEXT[kind];
      expect(await screen.findByRole('heading', { name: text.title })).toBeTruthy();
      expect(api.callsTo(endpoint)).toEqual([]);

      fireEvent.click(screen.getByRole('button', { name: text.button }));
      expect(await screen.findByText(next)).toBeTruthy();
      expect(api.callsTo(endpoint).map((call) => call.body)).toEqual([{ token: TOKEN }]);
    },
  );

  it.each(CASES)(
    '%s: a refused link goes to the notice of a bad link',
    async (kind, page, endpoint, next) => {
      open(page, endpoint, {
        status: 400,
        body: { error: 'invalid_request', message: 'This link is invalid or has expired.' },
      });
      fireEvent.click(await screen.findByRole('button', { name: EMAIL_LINK_TEXT[kind].button }));
      expect(await screen.findByText(next)).toBeTruthy();
    },
  );

  it('a server failure keeps the button to try again', async () => {
    const { api } = open('/auth/confirm-email', 'POST /api/auth/confirm-email', {
      status: 503,
      body: { error: 'unavailable', message: 'down' },
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Confirm new email' }));
    expect(await screen.findByText('Please try again.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Confirm new email' })).toBeTruthy();
    expect(api.callsTo('POST /api/auth/confirm-email')).toHaveLength(1);
  });

  it('a link without a token says so and offers no button', async () => {
    stubApi({});
    renderRoutes(routes, '/auth/verify-email');
    expect(await screen.findByText('This link is invalid or has expired.')).toBeTruthy();
    expect(screen.queryByRole('button')).toBeNull();
  });
});
