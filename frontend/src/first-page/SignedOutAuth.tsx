import { IconBrandGoogle, IconKey, IconMailCheck } from '@tabler/icons-react';
import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { DEFAULT_NEXT_PATH, isSafeNextPath } from '../../../bff/src/api/next-path';
import type { Provider } from './api';
import { ResendVerificationButton, SignInForm, SignUpForm } from './forms';
import type { AuthMode } from './route';
import type { Notify } from './toasts';

// features/auth/AuthPage's card (the tabs, the forms, the provider buttons, 'Check your email!'), same words, same
// order, same roles, without Mantine, react-query or the router.

const TABS: { mode: AuthMode; label: string }[] = [
  { mode: 'sign-up', label: 'Sign Up' },
  { mode: 'sign-in', label: 'Login' },
];

function ProviderButtons({ configured }: { configured: Promise<Provider[]> }) {
  const [providers, setProviders] = useState<Provider[]>([]);
  useEffect(() => {
    let live = true;
    void configured.then((list) => live && setProviders(list));
    return () => {
      live = false;
    };
  }, [configured]);
  if (providers.length === 0) return null;
  const next = new URLSearchParams(window.location.search).get('next');
  const query = new URLSearchParams({ next: next && isSafeNextPath(next) ? next : DEFAULT_NEXT_PATH });
  return (
    <>
      <div className="fp-divider" role="separator">
        <span className="fp-divider-label">or</span>
      </div>
      <div className="fp-stack fp-stack-xs">
        {providers.map((provider) => (
          <a
            key={provider.id}
            className="fp-button fp-button-default fp-button-full"
            // Google keeps the route the spec names; the others share the generic one. A full page navigation: the
            // BFF answers with a redirect to the provider.
            href={
              provider.id === 'google'
                ? `/api/auth/google?${query}`
                : `/api/auth/oidc/${encodeURIComponent(provider.id)}/start?${query}`
            }
          >
            <span className="fp-button-section" aria-hidden="true">
              {provider.id === 'google' ? <IconBrandGoogle size={18} /> : <IconKey size={18} />}
            </span>
            <span className="fp-button-label">Continue with {provider.display_name}</span>
          </a>
        ))}
      </div>
    </>
  );
}

function CheckEmailNotice({
  email,
  notify,
  onBackToLogin,
}: {
  email: string;
  notify: Notify;
  onBackToLogin: () => void;
}) {
  return (
    <div className="fp-stack fp-stack-center">
      <span className="fp-theme-icon fp-theme-icon-light fp-mail-icon" aria-hidden="true">
        <IconMailCheck size={30} />
      </span>
      <h2 className="fp-title-2">Check your email!</h2>
      <p className="fp-dimmed">
        We&apos;ve sent you an email. Please check your inbox for further instructions.
      </p>
      <ResendVerificationButton email={email} notify={notify} />
      <a
        className="fp-anchor"
        href="/auth/sign-in"
        onClick={(event) => {
          event.preventDefault();
          onBackToLogin();
        }}
      >
        Back to login
      </a>
    </div>
  );
}

function AuthTabs({ id, mode, onMode }: { id: string; mode: AuthMode; onMode: (mode: AuthMode) => void }) {
  const tabs = useRef<(HTMLButtonElement | null)[]>([]);
  // Mantine's tabs: the arrow keys (round), Home and End move to a tab and open it.
  const onKeyDown = (event: KeyboardEvent, index: number) => {
    const last = TABS.length - 1;
    const target = {
      ArrowRight: index === last ? 0 : index + 1,
      ArrowLeft: index === 0 ? last : index - 1,
      Home: 0,
      End: last,
    }[event.key];
    if (target === undefined) return;
    event.preventDefault();
    tabs.current[target]?.focus();
    onMode(TABS[target]!.mode);
  };
  return (
    <div className="fp-tabs-list" role="tablist" aria-orientation="horizontal">
      {TABS.map((tab, index) => (
        <button
          key={tab.mode}
          ref={(element) => {
            tabs.current[index] = element;
          }}
          type="button"
          role="tab"
          id={`${id}-tab-${tab.mode}`}
          aria-controls={`${id}-panel-${tab.mode}`}
          aria-selected={mode === tab.mode}
          tabIndex={mode === tab.mode ? 0 : -1}
          className="fp-tab"
          onClick={() => onMode(tab.mode)}
          onKeyDown={(event) => onKeyDown(event, index)}
        >
          {tab.label}
        </button>
      ))}
    </div>
  );
}

export function SignedOutAuth({
  providers,
  mode,
  onMode,
  notify,
  onSignedIn,
  onNavigate,
}: {
  /** The configured sign-in providers, asked once per page load (configuration: it does not change meanwhile). */
  providers: Promise<Provider[]>;
  mode: AuthMode;
  onMode: (mode: AuthMode) => void;
  notify: Notify;
  onSignedIn: (me: unknown) => void;
  onNavigate: (path: string) => void;
}) {
  const id = useId();
  // The address just signed up; set while the 'Check your email!' screen is shown.
  const [signedUpEmail, setSignedUpEmail] = useState<string | null>(null);
  return (
    <div className="fp-auth">
      <h1 className="fp-title-1">Welcome to Homeward</h1>
      <div className="fp-paper">
        {signedUpEmail ? (
          <CheckEmailNotice
            email={signedUpEmail}
            notify={notify}
            onBackToLogin={() => {
              setSignedUpEmail(null);
              onMode('sign-in');
            }}
          />
        ) : (
          <>
            <AuthTabs id={id} mode={mode} onMode={onMode} />
            <div role="tabpanel" id={`${id}-panel-${mode}`} aria-labelledby={`${id}-tab-${mode}`}>
              {mode === 'sign-in' ? (
                <SignInForm key="sign-in" notify={notify} onSignedIn={onSignedIn} onNavigate={onNavigate} />
              ) : (
                <SignUpForm key="sign-up" notify={notify} onSignedUp={setSignedUpEmail} />
              )}
            </div>
            <ProviderButtons configured={providers} />
          </>
        )}
      </div>
    </div>
  );
}
