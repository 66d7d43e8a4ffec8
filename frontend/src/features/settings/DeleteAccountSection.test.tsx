import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { signedInUser, stubApi } from '../../test/api-stub';
import { renderRoutes } from '../../test/render-app';
import { DELETE_ACCOUNT_TEXT, DeleteAccountSection } from './DeleteAccountSection';
import { SettingsPage } from './SettingsPage';

const leave = vi.fn();
const routes = [{ path: '/settings', element: <SettingsPage /> }];
// The section on its own, told what to do once deleted (in the app: a full load of the sign-in page).
const sectionOf = (user: typeof signedInUser) => [
  { path: '/settings', element: <DeleteAccountSection user={user} onDeleted={leave} /> },
];
const WRONG = 'The current password is incorrect.';

beforeEach(() => leave.mockReset());
afterEach(() => vi.unstubAllGlobals());

async function openSettings(user = signedInUser) {
  const api = stubApi({
    'GET /api/me': { body: { user } },
    'GET /api/me/data-exports': { body: { exports: [] } },
    'DELETE /api/me': (call) =>
      (call.body as { current_password?: string }).current_password === 'wrong'
        ? { status: 400, body: { error: 'validation', message: WRONG, fields: { current_password: WRONG } } }
        : { body: {} },
  });
  renderRoutes(sectionOf(user), '/settings');
  fireEvent.click(await screen.findByRole('button', { name: DELETE_ACCOUNT_TEXT.open }));
  return api;
}

const confirmButton = () => screen.getByRole('button', { name: DELETE_ACCOUNT_TEXT.confirm });

describe('Delete account', () => {
  it('says plainly what goes before anything can be deleted', async () => {
    stubApi({
      'GET /api/me': { body: { user: signedInUser } },
      'GET /api/me/data-exports': { body: { exports: [] } },
    });
    renderRoutes(routes, '/settings');
    expect(await screen.findByRole('heading', { name: 'Delete account' })).toBeTruthy();
    for (const item of DELETE_ACCOUNT_TEXT.goes) expect(screen.getByText(item)).toBeTruthy();
    expect(screen.getByText(DELETE_ACCOUNT_TEXT.payments)).toBeTruthy();
    expect(screen.queryByRole('button', { name: DELETE_ACCOUNT_TEXT.confirm })).toBeNull();
  });

  it('asks a password account for its password, shows a wrong one in plain words, and deletes with the right one', async () => {
    const api = await openSettings();
    fireEvent.click(confirmButton());
    expect(await screen.findByText(DELETE_ACCOUNT_TEXT.passwordRequired)).toBeTruthy();
    expect(api.callsTo('DELETE /api/me')).toHaveLength(0);

    fireEvent.change(screen.getByLabelText(/^Current password/), { target: { value: 'wrong' } });
    fireEvent.click(confirmButton());
    expect((await screen.findAllByText(WRONG)).length).toBeGreaterThan(0);
    expect(leave).not.toHaveBeenCalled();

    fireEvent.change(screen.getByLabelText(/^Current password/), { target: { value: 'Right-Password-1!' } });
    fireEvent.click(confirmButton());
    await waitFor(() => expect(leave).toHaveBeenCalledTimes(1));
    expect(api.callsTo('DELETE /api/me').at(-1)!.body).toEqual({ current_password: 'Right-Password-1!' });
  });

  it('asks an account without a password to type its e-mail address instead', async () => {
    const api = await openSettings({ ...signedInUser, has_password: false });
    expect(screen.queryByLabelText(/^Current password/)).toBeNull();
    fireEvent.change(screen.getByLabelText(/^Your email address/), {
      target: { value: 'someone@example.com' },
    });
    fireEvent.click(confirmButton());
    expect(await screen.findByText(DELETE_ACCOUNT_TEXT.emailMismatch)).toBeTruthy();
    expect(api.callsTo('DELETE /api/me')).toHaveLength(0);

    fireEvent.change(screen.getByLabelText(/^Your email address/), {
      target: { value: ' PAT@example.com ' },
    });
    fireEvent.click(confirmButton());
    await waitFor(() => expect(leave).toHaveBeenCalledTimes(1));
    expect(api.callsTo('DELETE /api/me')[0]!.body).toEqual({ confirm_email: 'PAT@example.com' });
  });

  it('can be called off before anything is sent', async () => {
    const api = await openSettings();
    fireEvent.click(screen.getByRole('button', { name: DELETE_ACCOUNT_TEXT.cancel }));
    expect(screen.queryByRole('button', { name: DELETE_ACCOUNT_TEXT.confirm })).toBeNull();
    expect(api.callsTo('DELETE /api/me')).toHaveLength(0);
  });
});
