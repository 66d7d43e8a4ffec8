import './first-page.css';
import { useCallback, useEffect, useState } from 'react';
import { readSession, signInProviders } from './api';
import { FullPageLoader, PublicShell } from './layout';
import { firstPageFor, type AuthMode, type FirstPage } from './route';
import { SignedOutAuth } from './SignedOutAuth';
import { Toasts, useToasts } from './toasts';
import { loadValidation } from './use-form';

export const SIGN_IN_PATH = '/auth/sign-in';

export interface EntryProps {
  first: Exclude<FirstPage, { kind: 'app' }>;
  /** Hands the page to the full app, at the address the history now holds; `me` is a known session's answer. */
  openApp: (me?: unknown) => void;
  /** Starts downloading the full app without showing it. */
  preloadApp: () => void;
}

/**
 * A signed-out visitor's first page: `/` (which goes on to sign-in) and sign-in/sign-up, drawn before any of the full
 * app (Mantine, react-query, the router, zod) has loaded. The first interaction starts fetching the rest; anything
 * that leaves these two tabs, and a session found signed in, hands over to the full app.
 */
export function SignedOutEntry({ first, openApp, preloadApp }: EntryProps) {
  const [mode, setMode] = useState<AuthMode | null>(first.kind === 'auth' ? first.mode : null);
  const { toasts, notify, dismiss } = useToasts();
  // Asked at once, beside the session, so the buttons come with the form.
  const [providers] = useState(signInProviders);

  const leave = useCallback(
    (path: string) => {
      window.history.pushState(null, '', path);
      openApp();
    },
    [openApp],
  );

  // `/` waits for the session: signed out it is the sign-in page (the app's RequireAuth), signed in the home page. The
  // auth pages are shown at once and checked behind (AuthPage: someone already signed in has nothing to do there).
  useEffect(() => {
    let live = true;
    readSession().then(
      (session) => {
        if (!live) return;
        if (session.signedIn) {
          if (first.kind === 'auth') window.history.replaceState(null, '', '/');
          openApp(session.me);
        } else if (first.kind === 'home') {
          window.history.replaceState(null, '', SIGN_IN_PATH);
          setMode('sign-in');
        }
      },
      // The app shows the failure and its 'Try again'; a sign-in page keeps its form, as the app's does.
      () => live && first.kind === 'home' && openApp(),
    );
    return () => {
      live = false;
    };
  }, [first, openApp]);

  // Back and forward between the two tabs stay here; any other address is the app's.
  useEffect(() => {
    const onPopState = () => {
      const page = firstPageFor(window.location.pathname, window.location.search);
      if (page.kind === 'auth') setMode(page.mode);
      else openApp();
    };
    window.addEventListener('popstate', onPopState);
    return () => window.removeEventListener('popstate', onPopState);
  }, [openApp]);

  // Someone who starts typing or tapping will soon need the schemas and, once signed in, the app.
  useEffect(() => {
    const events = ['pointerdown', 'keydown', 'focusin'] as const;
    const onFirstInteraction = () => {
      events.forEach((name) => window.removeEventListener(name, onFirstInteraction, true));
      loadValidation().catch(() => undefined);
      preloadApp();
    };
    events.forEach((name) => window.addEventListener(name, onFirstInteraction, true));
    return () => events.forEach((name) => window.removeEventListener(name, onFirstInteraction, true));
  }, [preloadApp]);

  if (!mode)
    return (
      <div className="fp-root">
        <FullPageLoader />
      </div>
    );
  const openTab = (next: AuthMode) => {
    if (next === mode) return;
    setMode(next);
    window.history.pushState(null, '', `/auth/${next}`);
  };
  return (
    <div className="fp-root">
      <PublicShell onNavigate={leave}>
        <SignedOutAuth
          providers={providers}
          mode={mode}
          onMode={openTab}
          notify={notify}
          onNavigate={leave}
          onSignedIn={(me) => {
            window.history.replaceState(null, '', '/');
            openApp(me);
          }}
        />
      </PublicShell>
      <Toasts toasts={toasts} dismiss={dismiss} />
    </div>
  );
}
