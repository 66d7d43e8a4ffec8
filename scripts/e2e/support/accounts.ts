import { uniqueId } from '@homeward/testing';
import type { HttpClient } from './http-client';
import type { TestStack } from './stack';

/** Meets every sign-up rule: length, upper, lower, digit, symbol, no spaces. */
export const TEST_PASSWORD = 'Homeward-e2e-9';

export interface TestUser {
  email: string;
  password: string;
  name: string;
  /** Holds the session cookie of this user. */
  client: HttpClient;
  id: string;
}

/** An address no other test file or run shares, so the mail catcher's messages to it are this test's. */
export function uniqueEmail(label: string): string {
  return `${uniqueId(label)}@e2e.homeward.test`.toLowerCase();
}

function expectStatus(what: string, actual: { status: number; text: string }, expected: number): void {
  if (actual.status !== expected)
    throw new Error(`${what}: expected ${expected}, got ${actual.status}: ${actual.text}`);
}

export interface TestUserOptions {
  /**
   * 'pending' leaves the guided tour to run on the first property page this user opens. By default the user has
   * already ended it (skipped), so its overlay does not sit over the pages other tests click through.
   */
  guidedTour?: 'pending' | 'done';
}

/** Sign-up with the form the SPA posts, the e-mailed link's page, sign-in: a verified user with a session. */
export async function signUpVerifiedUser(
  stack: TestStack,
  label: string,
  options: TestUserOptions = {},
): Promise<TestUser> {
  const client = stack.client();
  const email = uniqueEmail(label);
  const name = `E2E ${label}`;
  const signUp = await client.post('/api/auth/sign-up', {
    multipart: { email, password: TEST_PASSWORD, name, terms: 'true' },
  });
  expectStatus('sign-up', signUp, 200);
  const link = await stack.verificationLinkFor(email);
  // What the link's page does when its button is pressed (opening the link itself changes nothing).
  const token = new URLSearchParams(new URL(link).hash.slice(1)).get('token') ?? '';
  const verify = await client.post('/api/auth/verify', { json: { token } });
  expectStatus('verification', verify, 200);
  const signIn = await client.post('/api/auth/sign-in', { multipart: { email, password: TEST_PASSWORD } });
  expectStatus('sign-in', signIn, 200);
  const { user } = signIn.body as { user: { id: string } };
  if (options.guidedTour !== 'pending') {
    const seen = await client.post('/api/me/guided-tour', { json: { outcome: 'skipped' } });
    expectStatus('guided tour ended', seen, 204);
  }
  return { email, password: TEST_PASSWORD, name, client, id: user.id };
}
