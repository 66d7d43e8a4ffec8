import { PASSWORD_MESSAGES } from '@homeward/rules/src/passwords';
import { useState } from 'react';
import { GENERIC_ERROR_MESSAGE } from '../app/messages';
import { VERIFICATION_RESENT } from '../features/auth/auth-words';
import { resendVerification, RequestFailed, signIn, signUp } from './api';
import { CheckboxField, PasswordField, SubmitButton, TextField } from './fields';
import type { Notify } from './toasts';
import { useSignedOutForm } from './use-form';

function messageOf(error: unknown): string {
  return error instanceof RequestFailed ? error.message : GENERIC_ERROR_MESSAGE;
}

/** The form's values once valid; null after showing its errors, or after saying the rules could not be loaded. */
async function validOrNull<Values>(
  validated: () => Promise<Values | null>,
  notify: Notify,
): Promise<Values | null> {
  try {
    return await validated();
  } catch {
    notify('error', GENERIC_ERROR_MESSAGE);
    return null;
  }
}

/** Runs one request at a time and reports whether one is running, as the app's mutations do. */
function usePending(): [boolean, <T>(work: () => Promise<T>) => Promise<T>] {
  const [pending, setPending] = useState(false);
  const run = async <T,>(work: () => Promise<T>) => {
    setPending(true);
    try {
      return await work();
    } finally {
      setPending(false);
    }
  };
  return [pending, run];
}

export function ResendVerificationButton({ email, notify }: { email: string; notify: Notify }) {
  const [pending, run] = usePending();
  const resend = () =>
    run(() => resendVerification(email)).then(
      () => notify('success', VERIFICATION_RESENT, 'Email sent'),
      (error: unknown) => notify('error', messageOf(error)),
    );
  return (
    <SubmitButton type="button" variant="light" loading={pending} onClick={() => void resend()}>
      Resend verification email
    </SubmitButton>
  );
}

export function SignInForm({
  notify,
  onSignedIn,
  onNavigate,
}: {
  notify: Notify;
  /** Called with the BFF's answer (the signed-in user). */
  onSignedIn: (me: unknown) => void;
  onNavigate: (path: string) => void;
}) {
  const form = useSignedOutForm(
    { email: '', password: '' },
    (schemas, values) => schemas.signInErrors(values),
    false,
  );
  const [pending, run] = usePending();
  // The address of a sign-in refused as unverified (409: right password, e-mail not verified yet).
  const [unverifiedEmail, setUnverifiedEmail] = useState<string | null>(null);

  const submit = async () => {
    const values = await validOrNull(form.validated, notify);
    if (!values) return;
    setUnverifiedEmail(null);
    try {
      onSignedIn(await run(() => signIn(values.email, values.password)));
    } catch (error) {
      if (error instanceof RequestFailed) form.setErrors(error.fields);
      if (error instanceof RequestFailed && error.status === 409) setUnverifiedEmail(values.email.trim());
      notify('error', messageOf(error));
    }
  };

  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      <div className="fp-stack">
        <TextField
          label="Email"
          type="email"
          autoComplete="email"
          withAsterisk
          value={form.values.email}
          error={form.errors.email}
          onChange={(value) => form.set('email', value)}
        />
        <PasswordField
          label="Password"
          autoComplete="current-password"
          withAsterisk
          value={form.values.password}
          error={form.errors.password}
          onChange={(value) => form.set('password', value)}
        />
        <div className="fp-forgot">
          <a
            className="fp-anchor fp-text-sm"
            href="/auth/reset-password"
            onClick={(event) => {
              event.preventDefault();
              onNavigate('/auth/reset-password');
            }}
          >
            Forgot Password?
          </a>
        </div>
        {unverifiedEmail && (
          <div className="fp-alert" role="alert">
            <div className="fp-alert-title">Your email is not verified yet</div>
            <div className="fp-stack fp-stack-sm">
              <p className="fp-text-sm">Open the link we emailed you, or get a new one.</p>
              <div>
                <ResendVerificationButton email={unverifiedEmail} notify={notify} />
              </div>
            </div>
          </div>
        )}
        <SubmitButton loading={pending}>Login</SubmitButton>
      </div>
    </form>
  );
}

export function SignUpForm({ notify, onSignedUp }: { notify: Notify; onSignedUp: (email: string) => void }) {
  const form = useSignedOutForm(
    { name: '', email: '', password: '', terms: false as boolean },
    (schemas, values) => schemas.signUpErrors(values),
    true,
  );
  const [pending, run] = usePending();

  const submit = async () => {
    const values = await validOrNull(form.validated, notify);
    if (!values) return;
    try {
      await run(() => signUp(values));
      onSignedUp(values.email);
    } catch (error) {
      if (error instanceof RequestFailed) form.setErrors(error.fields);
      notify('error', messageOf(error));
    }
  };

  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      <div className="fp-stack">
        <TextField
          label="Name"
          autoComplete="name"
          value={form.values.name}
          error={form.errors.name}
          onChange={(value) => form.set('name', value)}
        />
        <TextField
          label="Email"
          type="email"
          autoComplete="email"
          withAsterisk
          value={form.values.email}
          error={form.errors.email}
          onChange={(value) => form.set('email', value)}
        />
        <PasswordField
          label="Password"
          description={PASSWORD_MESSAGES.hint}
          autoComplete="new-password"
          withAsterisk
          value={form.values.password}
          error={form.errors.password}
          onChange={(value) => form.set('password', value)}
        />
        <CheckboxField
          label={
            <>
              I accept the{' '}
              <a className="fp-anchor" href="/terms" target="_blank">
                terms and conditions
              </a>
            </>
          }
          checked={form.values.terms}
          error={form.errors.terms}
          onChange={(checked) => form.set('terms', checked)}
        />
        <SubmitButton loading={pending}>Sign Up</SubmitButton>
      </div>
    </form>
  );
}
