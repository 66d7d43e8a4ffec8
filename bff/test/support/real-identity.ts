// The real identity service in-process (the test topology: its own database of the run's PostgreSQL, this file's
// broker); for BFF tests of what identity itself remembers about a user. Its tokens are
// verified by identity's own key ring, so the BFF's session carries a real token.
import { useClientAddressKey } from '@homeward/kit';
import { startOrStop, startTopology } from '@homeward/testing';
import { emailVerifier, START } from './real-services';

export interface RealIdentity {
  address: string;
  /** Waits for identity's user.registered of this e-mail and verifies the address with its token. */
  verifyEmail(email: string): Promise<void>;
  stop(): Promise<void>;
}

/** Identity's and the BFF's key for the browser's address; the test process signs as the BFF's main.ts does. */
const TEST_CLIENT_ADDRESS_KEY = 'bff-test-client-address-key-0123456789abcdef';

/** `env` adds or overrides identity's variables (e.g. a lower per-client limit). */
export async function startRealIdentity(
  prefix: string,
  env: Record<string, string> = {},
): Promise<RealIdentity> {
  useClientAddressKey(TEST_CLIENT_ADDRESS_KEY);
  const topology = await startTopology({
    prefix,
    real: {
      identity: { start: START.identity, env: { CLIENT_ADDRESS_KEY: TEST_CLIENT_ADDRESS_KEY, ...env } },
    },
  });
  return startOrStop(
    async (stops) => ({
      address: topology.address('identity'),
      verifyEmail: await emailVerifier(prefix, topology.address('identity'), stops),
      stop: () => topology.stop(),
    }),
    topology.stops,
  );
}
