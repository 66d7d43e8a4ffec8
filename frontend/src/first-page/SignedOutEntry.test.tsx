import { PASSWORD_HINT } from '@api';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { VERIFICATION_RESENT } from '../features/auth/auth-words';
import { stubApi } from '../test/api-stub';
import { firstPageFor } from './route';
import { SignedOutEntry } from './SignedOutEntry';

const GOOD_PASSWORD = 'Secret-pass1';
const ME = { user: { id: 'u1', email: 'pat@example.com' } };

afterEach(() => {
  vi.unstubAllGlobals();
  window.history.replaceState(null, '', '/');
});

function renderEntry(address: string) {
  window.history.replaceState(null, '', address);
  const first = firstPageFor(window.location.pathname, window.location.search);
  if (first.kind === 'app') throw new Error(`${address} is the app's, not the entry's`);
  const openApp = vi.fn();
  const preloadApp = vi.fn();
  render(<SignedOutEntry first={first} openApp={openApp} preloadApp={preloadApp} />);
  return { openApp, preloadApp };
}

function type(label: string, value: string) {
  // Required fields carry an aria-hidden asterisk in their label text.
  fireEvent.change(screen.getByLabelText(new RegExp(`^${label}`)), { target: { value } });
}

describe('`/` signed out', () => {
  it('waits for the session, then shows sign-in at /auth/sign-in without loading the app', async () => {
    stubApi({});
    const { openApp } = renderEntry('/');
    expect(screen.getByRole('status', { name: 'Loading' })).toBeTruthy();
    expect(await screen.findByRole('button', { name: 'Login' })).toBeTruthy();
    expect(window.location.pathname).toBe('/auth/sign-in');
    expect(screen.getByRole('heading', { level: 1, name: 'Welcome to Homeward' })).toBeTruthy();
    expect(openApp).not.toHaveBeenCalled();
  });

  it("hands a signed-in visitor's home page to the app with the session it read", async () => {
    stubApi({ 'GET /api/me': { body: ME } });
    const { openApp } = renderEntry('/');
    await waitFor(() => expect(openApp).toHaveBeenCalledWith(ME));
    expect(window.location.pathname).toBe('/');
  });

  it('lets the app show a failed session check (and its Try again)', async () => {
    stubApi({ 'GET /api/me': { status: 503, body: { error: 'unavailable', message: 'Try later' } } });
    const { openApp } = renderEntry('/');
    await waitFor(() => expect(openApp).toHaveBeenCalledWith());
  });
});

describe('sign-in', () => {
  it('sends someone already signed in to the home page', async () => {
    stubApi({ 'GET /api/me': { body: ME } });
    const { openApp } = renderEntry('/auth/sign-in');
    await waitFor(() => expect(openApp).toHaveBeenCalledWith(ME));
    expect(window.location.pathname).toBe('/');
  });

  it('validates only on submit, with the BFF’s words', async () => {
    stubApi({});
    renderEntry('/auth/sign-in');
    type('Email', 'buyer@example.com');
    expect(screen.queryByText('Please enter the password')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Login' }));
    expect(await screen.findByText('Please enter the password')).toBeTruthy();
    expect(screen.getByLabelText(/^Password/).getAttribute('aria-invalid')).toBe('true');
    type('Password', 'short');
    // The error clears as the field changes, as Mantine's form does.
    expect(screen.queryByText('Please enter the password')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Login' }));
    expect(await screen.findByText('The password you entered is incorrect. Please try again.')).toBeTruthy();
  });

  it('signs in with the form the BFF expects and hands the home page to the app', async () => {
    const api = stubApi({ 'POST /api/auth/sign-in': { body: ME } });
    const { openApp } = renderEntry('/auth/sign-in');
    type('Email', 'pat@example.com');
    type('Password', GOOD_PASSWORD);
    fireEvent.click(screen.getByRole('button', { name: 'Login' }));
    await waitFor(() => expect(openApp).toHaveBeenCalledWith(ME));
    expect(window.location.pathname).toBe('/');
    expect(api.callsTo('POST /api/auth/sign-in').map((call) => call.body)).toEqual([
      { email: 'pat@example.com', password: GOOD_PASSWORD },
    ]);
    const init = vi.mocked(fetch).mock.calls.find(([url]) => String(url) === '/api/auth/sign-in')?.[1];
    expect(new Headers(init?.headers).get('X-Requested-With')).toBe('XMLHttpRequest');
  });

  it("shows a refusal's message as an error notice and its field messages under the fields", async () => {
    const refusal = 'The password you entered is incorrect. Please try again.';
    stubApi({
      'POST /api/auth/sign-in': {
        status: 401,
        body: { error: 'unauthenticated', message: refusal, fields: { password: refusal } },
      },
    });
    const { openApp } = renderEntry('/auth/sign-in');
    type('Email', 'pat@example.com');
    type('Password', GOOD_PASSWORD);
    fireEvent.click(screen.getByRole('button', { name: 'Login' }));
    const notice = await screen.findByRole('alert');
    expect(notice.textContent).toContain('Error');
    expect(notice.textContent).toContain(refusal);
    expect(screen.getAllByText(refusal)).toHaveLength(2);
    fireEvent.click(screen.getByRole('button', { name: 'Dismiss' }));
    expect(screen.queryByRole('alert')).toBeNull();
    expect(openApp).not.toHaveBeenCalled();
  });

  it('says "Something went wrong" when the BFF cannot be reached', async () => {
    stubApi({});
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Promise.reject(new TypeError('offline'))),
    );
    renderEntry('/auth/sign-in');
    type('Email', 'pat@example.com');
    type('Password', GOOD_PASSWORD);
    fireEvent.click(screen.getByRole('button', { name: 'Login' }));
    expect((await screen.findByRole('alert')).textContent).toContain(
      'Something went wrong. Please try again.',
    );
  });

  it('offers a new verification link when the e-mail is not verified yet', async () => {
    const unverified = 'Please verify your email address before signing in.';
    const api = stubApi({
      'POST /api/auth/sign-in': { status: 409, body: { error: 'conflict', message: unverified } },
      'POST /api/auth/resend-verification': { body: { ok: true } },
    });
    renderEntry('/auth/sign-in');
    type('Email', ' pat@example.com ');
    type('Password', GOOD_PASSWORD);
    fireEvent.click(screen.getByRole('button', { name: 'Login' }));
    expect(await screen.findByText(unverified)).toBeTruthy();
    expect(screen.getByText('Your email is not verified yet')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Resend verification email' }));
    expect(await screen.findByText(VERIFICATION_RESENT)).toBeTruthy();
    expect(screen.getByText('Email sent')).toBeTruthy();
    expect(api.callsTo('POST /api/auth/resend-verification').map((call) => call.body)).toEqual([
      { email: 'pat@example.com' },
    ]);
  });

  it("hands 'Forgot Password?' and the footer's pages to the app", async () => {
    stubApi({});
    const { openApp } = renderEntry('/auth/sign-in');
    fireEvent.click(screen.getByRole('link', { name: 'Forgot Password?' }));
    expect(window.location.pathname).toBe('/auth/reset-password');
    expect(openApp).toHaveBeenCalledTimes(1);
    fireEvent.click(screen.getByRole('link', { name: 'Privacy policy' }));
    expect(window.location.pathname).toBe('/privacy');
  });

  it('starts fetching the app on the first interaction, not before', () => {
    stubApi({});
    const { preloadApp } = renderEntry('/auth/sign-in');
    expect(preloadApp).not.toHaveBeenCalled();
    fireEvent.focusIn(screen.getByLabelText(/^Email/));
    fireEvent.keyDown(screen.getByLabelText(/^Email/), { key: 'a' });
    expect(preloadApp).toHaveBeenCalledTimes(1);
  });
});

describe('the tabs', () => {
  it('switch the address, and back and forward switch them again', async () => {
    stubApi({});
    renderEntry('/auth/sign-in');
    fireEvent.click(screen.getByRole('tab', { name: 'Sign Up' }));
    expect(window.location.pathname).toBe('/auth/sign-up');
    expect(screen.getByRole('tab', { name: 'Sign Up' }).getAttribute('aria-selected')).toBe('true');
    expect(screen.getByLabelText('Name')).toBeTruthy();
    act(() => {
      window.history.back();
    });
    await waitFor(() => expect(window.location.pathname).toBe('/auth/sign-in'));
    expect(await screen.findByRole('button', { name: 'Login' })).toBeTruthy();
  });

  it('move with the arrow keys, round, as Mantine’s do', () => {
    stubApi({});
    renderEntry('/auth/sign-in');
    const login = screen.getByRole('tab', { name: 'Login' });
    expect(login.tabIndex).toBe(0);
    expect(screen.getByRole('tab', { name: 'Sign Up' }).tabIndex).toBe(-1);
    fireEvent.keyDown(login, { key: 'ArrowRight' });
    expect(window.location.pathname).toBe('/auth/sign-up');
    expect(document.activeElement).toBe(screen.getByRole('tab', { name: 'Sign Up' }));
    expect(screen.getByRole('tabpanel').getAttribute('aria-labelledby')).toBe(
      screen.getByRole('tab', { name: 'Sign Up' }).id,
    );
  });
});

describe('sign-up', () => {
  it('validates as the user types and shows the password hint', async () => {
    stubApi({});
    renderEntry('/auth/sign-up');
    expect(screen.getByText(PASSWORD_HINT)).toBeTruthy();
    type('Password', 'abc');
    expect(await screen.findByText('Password must contain at least 6 characters')).toBeTruthy();
    type('Password', 'abcdef1!');
    expect(await screen.findByText('Password must contain at least one uppercase character')).toBeTruthy();
  });

  it('asks to accept the terms on submit, and links the terms in a new tab', async () => {
    const api = stubApi({});
    renderEntry('/auth/sign-up');
    const terms = screen.getByRole('link', { name: 'terms and conditions' });
    expect(terms.getAttribute('href')).toBe('/terms');
    expect(terms.getAttribute('target')).toBe('_blank');
    fireEvent.click(screen.getByRole('button', { name: 'Sign Up' }));
    expect(await screen.findByText('You must accept the terms and conditions')).toBeTruthy();
    expect(api.callsTo('POST /api/auth/sign-up')).toEqual([]);
  });

  it("signs up, shows 'Check your email!' with a resend, and goes back to login", async () => {
    const api = stubApi({
      'POST /api/auth/sign-up': { body: { ok: true } },
      'POST /api/auth/resend-verification': { body: { ok: true } },
    });
    renderEntry('/auth/sign-up');
    type('Name', 'Pat Buyer');
    type('Email', 'pat@example.com');
    type('Password', GOOD_PASSWORD);
    fireEvent.click(screen.getByRole('checkbox', { name: /I accept the terms and conditions/ }));
    fireEvent.click(screen.getByRole('button', { name: 'Sign Up' }));
    expect(await screen.findByRole('heading', { name: 'Check your email!' })).toBeTruthy();
    expect(api.callsTo('POST /api/auth/sign-up').map((call) => call.body)).toEqual([
      { name: 'Pat Buyer', email: 'pat@example.com', password: GOOD_PASSWORD, terms: 'true' },
    ]);
    fireEvent.click(screen.getByRole('button', { name: 'Resend verification email' }));
    expect(await screen.findByText(VERIFICATION_RESENT)).toBeTruthy();
    fireEvent.click(screen.getByRole('link', { name: 'Back to login' }));
    expect(window.location.pathname).toBe('/auth/sign-in');
    expect(screen.getByRole('button', { name: 'Login' })).toBeTruthy();
  });
});

describe('sign-in providers', () => {
  const providers = (list: unknown) => ({ 'GET /api/auth/providers': { body: { providers: list } } });

  it("offers each configured provider, carrying a safe `next` and never another site's", async () => {
    stubApi(
      providers([
        { id: 'google', display_name: 'Google' },
        { id: 'keycloak', display_name: 'Keycloak' },
      ]),
    );
    renderEntry('/auth/sign-in?next=%2Fsettings');
    const google = await screen.findByRole('link', { name: 'Continue with Google' });
    expect(google.getAttribute('href')).toBe('/api/auth/google?next=%2Fsettings');
    expect(screen.getByRole('link', { name: 'Continue with Keycloak' }).getAttribute('href')).toBe(
      '/api/auth/oidc/keycloak/start?next=%2Fsettings',
    );
    expect(screen.getByText('or')).toBeTruthy();
  });

  it('sends an unsafe `next` home instead', async () => {
    stubApi(providers([{ id: 'google', display_name: 'Google' }]));
    renderEntry('/auth/sign-in?next=%2F%2Fevil.example');
    const google = await screen.findByRole('link', { name: 'Continue with Google' });
    expect(google.getAttribute('href')).toBe('/api/auth/google?next=%2F');
  });

  it('shows none when the answer is malformed', async () => {
    stubApi({ ...providers([{ id: 'google' }]), 'POST /api/auth/sign-in': { body: ME } });
    const { openApp } = renderEntry('/auth/sign-in');
    // The sign-in round trip settles after the providers' answer, so by then the buttons would be there.
    type('Email', 'pat@example.com');
    type('Password', GOOD_PASSWORD);
    fireEvent.click(screen.getByRole('button', { name: 'Login' }));
    await waitFor(() => expect(openApp).toHaveBeenCalled());
    expect(screen.queryByRole('link', { name: /Continue with/ })).toBeNull();
  });
});
