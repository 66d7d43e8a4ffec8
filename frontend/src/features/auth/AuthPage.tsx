import { Container, Paper, Tabs, Title } from '@mantine/core';
import { useState } from 'react';
import { Navigate, useNavigate, useParams } from 'react-router-dom';
import { CheckEmailNotice } from './CheckEmailNotice';
import { SignInProviderButtons } from './SignInProviderButtons';
import { SignInForm } from './SignInForm';
import { SignUpForm } from './SignUpForm';
import { useAccountDeletedNotice } from './use-account-deleted-notice';
import { useCurrentUser } from './use-current-user';
import { useEmailUndoNotice } from './use-email-undo-notice';
import { useGoogleErrorNotice, useVerifyEmailNotice } from './use-verify-email-notice';

type AuthMode = 'sign-in' | 'sign-up';

function isAuthMode(value: string | null | undefined): value is AuthMode {
  return value === 'sign-in' || value === 'sign-up';
}

// The tab follows the route, but it also switches at once on a click: the router commits navigations in a
// transition, and until then the old form would still be on screen (and take the user's typing).
function useAuthTab(mode: AuthMode) {
  const [tab, setTab] = useState(mode);
  const [routeMode, setRouteMode] = useState(mode);
  if (mode !== routeMode) {
    setRouteMode(mode);
    setTab(mode);
  }
  return [tab, setTab] as const;
}

export function AuthPage() {
  const { mode } = useParams();
  const { data: user } = useCurrentUser();
  if (!isAuthMode(mode)) return <Navigate to="/404" replace />;
  // Someone already signed in has nothing to do here.
  if (user) return <Navigate to="/" replace />;
  return <AuthTabs mode={mode} />;
}

function AuthTabs({ mode }: { mode: AuthMode }) {
  const navigate = useNavigate();
  const [tab, setTab] = useAuthTab(mode);
  // The address just signed up; set while the 'Check your email!' screen is shown.
  const [signedUpEmail, setSignedUpEmail] = useState<string | null>(null);
  useVerifyEmailNotice();
  useGoogleErrorNotice();
  useEmailUndoNotice();
  useAccountDeletedNotice();

  const openTab = (next: string | null) => {
    if (!isAuthMode(next)) return;
    setTab(next);
    navigate(`/auth/${next}`);
  };
  const backToLogin = () => {
    setSignedUpEmail(null);
    setTab('sign-in');
  };

  return (
    <Container size={460} py={48}>
      <Title order={1} ta="center" mb="lg">
        Welcome to Homeward
      </Title>
      <Paper withBorder shadow="sm" p="xl" radius="md">
        {signedUpEmail ? (
          <CheckEmailNotice email={signedUpEmail} onBackToLogin={backToLogin} />
        ) : (
          <Tabs value={tab} onChange={openTab} keepMounted={false}>
            <Tabs.List grow mb="lg">
              <Tabs.Tab value="sign-up">Sign Up</Tabs.Tab>
              <Tabs.Tab value="sign-in">Login</Tabs.Tab>
            </Tabs.List>
            <Tabs.Panel value="sign-up">
              <SignUpForm onSignedUp={setSignedUpEmail} />
            </Tabs.Panel>
            <Tabs.Panel value="sign-in">
              <SignInForm />
            </Tabs.Panel>
            <SignInProviderButtons />
          </Tabs>
        )}
      </Paper>
    </Container>
  );
}
