import { localTokenSeal } from '@homeward/kit';
import { UserRegistered } from '@homeward/protos/gen/homeward/identity/v1/events';
import { topics } from '@homeward/protos/topics';
import type { Collector } from './kafka';
import { waitFor } from './wait';

/**
 * The verification token identity put in the user.registered of `email`, once `collector` (which must collect that
 * topic) has it, opened as notifications opens it: services under test seal with the local key.
 */
export async function verificationTokenFor(collector: Collector, email: string): Promise<string> {
  const registered = await waitFor(
    () =>
      collector
        .on(topics.userRegistered.name)
        .map((message) => UserRegistered.decode(message.value!))
        .find((event) => event.email === email),
    { message: `user.registered for ${email}`, timeoutMs: 30_000 },
  );
  return localTokenSeal().open(registered.verificationToken);
}
