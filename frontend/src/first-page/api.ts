// The signed-out entry's calls to the BFF with plain fetch: the same requests, headers and error reading as the app's
// api-client, without zod, so nothing heavy loads before the sign-in form is on screen.
import { CSRF_HEADER, CSRF_HEADER_VALUE } from '../../../bff/src/api/csrf';
import { GENERIC_ERROR_MESSAGE } from '../app/messages';

/** A non-2xx answer, read as the app's ApiError reads it: its message, and a message per form field. */
export class RequestFailed extends Error {
  override readonly name = 'RequestFailed';

  constructor(
    readonly status: number,
    message: string,
    readonly fields: Record<string, string> = {},
  ) {
    super(message);
  }
}

function isRecordOfStrings(value: unknown): value is Record<string, string> {
  return (
    typeof value === 'object' &&
    value !== null &&
    Object.values(value).every((field) => typeof field === 'string')
  );
}

async function readJson(response: Response): Promise<unknown> {
  try {
    return await response.json();
  } catch {
    return undefined;
  }
}

async function toFailure(response: Response): Promise<RequestFailed> {
  const body = (await readJson(response)) as Record<string, unknown> | undefined;
  const wellFormed =
    typeof body?.error === 'string' &&
    typeof body.message === 'string' &&
    (body.fields === undefined || isRecordOfStrings(body.fields));
  if (!wellFormed) return new RequestFailed(response.status, GENERIC_ERROR_MESSAGE);
  const { message, fields } = body as { message: string; fields?: Record<string, string> };
  return new RequestFailed(response.status, message || GENERIC_ERROR_MESSAGE, fields);
}

async function call(path: string, init: RequestInit = {}): Promise<unknown> {
  const headers = new Headers({ Accept: 'application/json' });
  // The BFF rejects state-changing requests without this header (CSRF defence for the cookie session).
  if (init.method === 'POST') headers.set(CSRF_HEADER, CSRF_HEADER_VALUE);
  if (typeof init.body === 'string') headers.set('Content-Type', 'application/json');
  let response: Response;
  try {
    response = await fetch(path, { ...init, headers, credentials: 'same-origin' });
  } catch {
    throw new RequestFailed(0, GENERIC_ERROR_MESSAGE);
  }
  if (!response.ok) throw await toFailure(response);
  return readJson(response);
}

export type Session = { signedIn: false } | { signedIn: true; me: unknown };

/** 401 is "nobody is signed in"; any other failure is thrown for the full app to show and retry. */
export async function readSession(): Promise<Session> {
  try {
    return { signedIn: true, me: await call('/api/me') };
  } catch (error) {
    if (error instanceof RequestFailed && error.status === 401) return { signedIn: false };
    throw error;
  }
}

function formOf(values: Record<string, string | boolean>): FormData {
  const form = new FormData();
  for (const [key, value] of Object.entries(values)) form.append(key, String(value));
  return form;
}

/** The body is the signed-in user (`/api/me`'s answer), which the full app validates when it takes over. */
export function signIn(email: string, password: string): Promise<unknown> {
  return call('/api/auth/sign-in', { method: 'POST', body: formOf({ email, password }) });
}

export async function signUp(values: {
  name: string;
  email: string;
  password: string;
  terms: boolean;
}): Promise<void> {
  await call('/api/auth/sign-up', { method: 'POST', body: formOf(values) });
}

export async function resendVerification(email: string): Promise<void> {
  await call('/api/auth/resend-verification', { method: 'POST', body: JSON.stringify({ email }) });
}

export interface Provider {
  id: string;
  display_name: string;
}

/** The configured sign-in providers; a failed or malformed answer shows none, as in the app. */
export async function signInProviders(): Promise<Provider[]> {
  try {
    const body = (await call('/api/auth/providers')) as { providers?: unknown } | undefined;
    const list: unknown[] = Array.isArray(body?.providers) ? body.providers : [];
    const wellFormed = list.every(
      (item) =>
        typeof (item as Provider)?.id === 'string' && typeof (item as Provider)?.display_name === 'string',
    );
    return wellFormed ? (list as Provider[]) : [];
  } catch {
    return [];
  }
}
