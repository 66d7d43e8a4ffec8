import { UserRegistered } from '@homeward/protos/gen/homeward/identity/v1/events';
import { uniqueId } from '@homeward/testing';
import type { Collector } from '@homeward/testing';
import { eventsMatching } from './events';
import { CLIENT_IP, type TestIdentity } from './identity';

export const PASSWORD = 'Corr3ct-Horse!';

/** A unique address per run: topics are shared with every other test file on the broker. */
export const uniqueEmail = (name: string) => `${uniqueId(name)}@example.com`;

/** Signs up through the service and returns the user id and the verification token from user.registered. */
export async function signUpThroughService(
  identity: TestIdentity,
  collector: Collector,
  email: string,
  name = 'Ann Lee',
): Promise<{ userId: string; verificationToken: string }> {
  await identity.client.signUp({ email, password: PASSWORD, name, termsAccepted: true });
  const [registered] = await eventsMatching(
    collector,
    'user.registered',
    UserRegistered,
    (event) => event.email === email,
  );
  return { userId: registered!.payload.userId, verificationToken: registered!.payload.verificationToken };
}

/** A verified account, signed in: its tokens and the secrets a log must never show. */
export async function verifiedAccount(
  identity: TestIdentity,
  collector: Collector,
  email: string,
  name = 'Ann Lee',
): Promise<{ userId: string; accessToken: string; refreshToken: string; secrets: string[] }> {
  const { userId, verificationToken } = await signUpThroughService(identity, collector, email, name);
  await identity.client.verifyEmail({ token: verificationToken });
  const { tokens } = await identity.client.signIn({ email, password: PASSWORD, clientIp: CLIENT_IP });
  return {
    userId,
    accessToken: tokens!.accessToken,
    refreshToken: tokens!.refreshToken,
    secrets: [verificationToken, tokens!.accessToken, tokens!.refreshToken],
  };
}
