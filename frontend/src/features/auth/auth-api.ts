import {
  meResponseSchema,
  okResponseSchema,
  signInProvidersSchema,
  signInResponseSchema,
  type SignInInput,
  type SignInProviders,
  type SignUpInput,
  type User,
} from '@api';
import { ApiError, apiFetch, toFormData } from '../../app/api-client';

export async function fetchCurrentUser(signal?: AbortSignal): Promise<User | null> {
  try {
    const { user } = await apiFetch('/api/me', { schema: meResponseSchema, signal });
    return user;
  } catch (error) {
    if (error instanceof ApiError && error.isUnauthenticated) return null;
    throw error;
  }
}

export interface SignUpValues {
  email: string;
  password: string;
  name: string;
  terms: boolean;
}

export async function signUp(values: SignUpValues): Promise<void> {
  const form = toFormData({ ...values } satisfies SignUpInput);
  await apiFetch('/api/auth/sign-up', { body: { form }, schema: okResponseSchema });
}

export async function signIn(values: SignInInput): Promise<User> {
  const form = toFormData({ email: values.email, password: values.password });
  const { user } = await apiFetch('/api/auth/sign-in', { body: { form }, schema: signInResponseSchema });
  return user;
}

export async function signOut(): Promise<void> {
  await apiFetch('/api/auth/sign-out', { method: 'POST', schema: okResponseSchema });
}

/** The BFF answers the same for any address, so the UI cannot (and does not) tell whether an account exists. */
export async function resendVerification(email: string): Promise<void> {
  await apiFetch('/api/auth/resend-verification', { body: { json: { email } }, schema: okResponseSchema });
}

export async function requestPasswordReset(email: string): Promise<void> {
  await apiFetch('/api/auth/reset-password', { body: { json: { email } }, schema: okResponseSchema });
}

export async function updatePassword(token: string, password: string): Promise<void> {
  await apiFetch('/api/auth/update-password', {
    body: { json: { token, password } },
    schema: okResponseSchema,
  });
}

export async function setUpPassword(password: string): Promise<void> {
  await apiFetch('/api/auth/setup-password', { body: { json: { password } }, schema: okResponseSchema });
}

export async function fetchSignInProviders(signal?: AbortSignal): Promise<SignInProviders> {
  return apiFetch('/api/auth/providers', { schema: signInProvidersSchema, signal });
}
