import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { signedInUser, stubApi, type StubCall } from '../../test/api-stub';
import { renderRoutes } from '../../test/render-app';
import {
  CURRENT_PASSWORD_REQUIRED,
  EMAIL_CONFIRMED,
  EMAIL_LINK_INVALID,
  SETTINGS_SAVED,
  SettingsPage,
} from './SettingsPage';

const routes = [{ path: '/settings', element: <SettingsPage /> }];

afterEach(() => vi.unstubAllGlobals());

function field(label: string): HTMLInputElement {
  return screen.getByLabelText(new RegExp(`^${label}`)) as HTMLInputElement;
}

function type(label: string, value: string) {
  fireEvent.change(field(label), { target: { value } });
}

function savedUser(call: StubCall) {
  const body = call.body as { first_name: string; last_name: string; phone: string };
  return { ...signedInUser, full_name: `${body.first_name} ${body.last_name}`.trim(), phone: body.phone };
}

async function openSettings(user = signedInUser, path = '/settings') {
  const api = stubApi({
    'GET /api/me': { body: { user } },
    'PATCH /api/me': (call) => ({ body: { user: savedUser(call), email_confirmation_sent: false } }),
  });
  const view = renderRoutes(routes, path);
  await screen.findByRole('button', { name: 'Save' });
  return { api, ...view };
}

describe('SettingsPage', () => {
  it('fills the form from the account, splitting the full name on the first space', async () => {
    await openSettings();
    expect(field('First name').value).toBe('Pat');
    expect(field('Last name').value).toBe('Van Doe');
    expect(field('Email').value).toBe('pat@example.com');
    expect(field('Phone').value).toBe('(512) 555-0123');
  });

  it('masks the phone as it is typed', async () => {
    await openSettings();
    type('Phone', '415');
    expect(field('Phone').value).toBe('(415');
    type('Phone', '4155550');
    expect(field('Phone').value).toBe('(415) 555-0');
  });

  it('requires a valid e-mail and a complete phone number', async () => {
    const { api } = await openSettings();
    type('Email', 'pat@');
    type('Phone', '');
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Invalid email')).toBeTruthy();
    expect(screen.getByText('Phone number is required')).toBeTruthy();
    type('Phone', '41555');
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Enter a valid phone number')).toBeTruthy();
    expect(api.callsTo('PATCH /api/me')).toHaveLength(0);
  });

  it('saves first and last name optional, with the masked phone', async () => {
    const { api } = await openSettings();
    type('First name', '');
    type('Last name', '');
    type('Phone', '4155550199');
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(SETTINGS_SAVED)).toBeTruthy();
    expect(api.callsTo('PATCH /api/me')[0]?.body).toEqual({
      first_name: '',
      last_name: '',
      email: 'pat@example.com',
      phone: '(415) 555-0199',
    });
  });

  it('tells the user a changed e-mail waits for confirmation from the new inbox', async () => {
    stubApi({
      'GET /api/me': { body: { user: signedInUser } },
      'PATCH /api/me': {
        body: { user: { ...signedInUser, pending_email: 'new@example.com' }, email_confirmation_sent: true },
      },
    });
    renderRoutes(routes, '/settings');
    await screen.findByRole('button', { name: 'Save' });
    type('Email', 'new@example.com');
    type('Current password', 'Abcde1!');
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText("We've sent a confirmation link to new@example.com")).toBeTruthy();
    // The address on file stays the old one until the link is opened, and the pending one is shown.
    await waitFor(() => expect(field('Email').value).toBe('pat@example.com'));
    expect(screen.getByText(/Your email stays pat@example.com until you open it/)).toBeTruthy();
  });

  it('asks for the current password only when the e-mail changes, and sends it with the change', async () => {
    const { api } = await openSettings();
    expect(screen.queryByLabelText(/^Current password/)).toBeNull();
    type('Email', 'new@example.com');
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(CURRENT_PASSWORD_REQUIRED)).toBeTruthy();
    expect(api.callsTo('PATCH /api/me')).toHaveLength(0);

    type('Current password', 'Abcde1!');
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(api.callsTo('PATCH /api/me')).toHaveLength(1));
    expect(api.callsTo('PATCH /api/me')[0]?.body).toEqual({
      first_name: 'Pat',
      last_name: 'Van Doe',
      email: 'new@example.com',
      phone: '(512) 555-0123',
      current_password: 'Abcde1!',
    });
  });

  it('shows the server refusing a wrong current password on that field', async () => {
    const wrong = 'The current password is incorrect.';
    stubApi({
      'GET /api/me': { body: { user: signedInUser } },
      'PATCH /api/me': {
        status: 400,
        body: { error: 'invalid_argument', message: wrong, fields: { current_password: wrong } },
      },
    });
    renderRoutes(routes, '/settings');
    await screen.findByRole('button', { name: 'Save' });
    type('Email', 'new@example.com');
    type('Current password', 'Not-it-1!');
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findAllByText(wrong)).toHaveLength(2);
  });

  it('does not ask an account without a password (made through Google) for one', async () => {
    const { api } = await openSettings({ ...signedInUser, has_password: false });
    type('Email', 'new@example.com');
    expect(screen.queryByLabelText(/^Current password/)).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(api.callsTo('PATCH /api/me')).toHaveLength(1));
    expect(api.callsTo('PATCH /api/me')[0]?.body).not.toHaveProperty('current_password');
  });

  it('shows the server refusing an address used by another account on the field', async () => {
    const inUse = 'This email address is already in use.';
    stubApi({
      'GET /api/me': { body: { user: signedInUser } },
      'PATCH /api/me': {
        status: 400,
        body: { error: 'invalid_argument', message: inUse, fields: { email: inUse } },
      },
    });
    renderRoutes(routes, '/settings');
    await screen.findByRole('button', { name: 'Save' });
    type('Email', 'taken@example.com');
    type('Current password', 'Abcde1!');
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findAllByText(inUse)).toHaveLength(2);
  });

  it('announces the outcome of the e-mail confirmation link', async () => {
    const { router } = await openSettings(signedInUser, '/settings?email=confirmed');
    expect(await screen.findByText(EMAIL_CONFIRMED)).toBeTruthy();
    await waitFor(() => expect(router.state.location.search).toBe(''));
  });

  it('announces an invalid e-mail confirmation link', async () => {
    await openSettings(signedInUser, '/settings?email=invalid');
    expect(await screen.findByText(EMAIL_LINK_INVALID)).toBeTruthy();
  });

  it('offers to set up a password only to accounts without one', async () => {
    await openSettings({ ...signedInUser, has_password: false });
    expect(screen.getByRole('link', { name: 'Set up a password' }).getAttribute('href')).toBe(
      '/auth/setup-password',
    );
  });
});
