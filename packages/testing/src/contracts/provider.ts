// Replays every consumer's expectations of one provider against whatever answers for it, one jest test per call,
// named after the consumer, so a change that breaks a consumer fails with its name, the method and the field. What
// answers is the real provider (services/<provider>/test/contracts.int.test.ts) or a consumer's fake of it, held to
// that consumer's own contract (bff/test/fakes-honour-contracts.int.test.ts): the same requests, states and reads.
import {
  expectationsOf,
  fillPlaceholders,
  loadContracts,
  type ConsumerContract,
  type RpcExpectation,
} from './contract';
import { missingReads } from './fields';
import { unaryCall } from './protos';

/** What a provider state set up: the caller's token (when the RPC needs a caller) and the `{{name}}` values. */
export interface ProviderState {
  accessToken?: string;
  values?: Record<string, string>;
}

export interface ProviderVerification {
  /** The provider's name, as consumers write it in `"provider"`. */
  provider: string;
  /** The running provider's (or its fake's) gRPC address; read when the tests run, after `beforeAll` started it. */
  address: () => string;
  /** One set-up per state the consumers name. No state means a call with no caller and no values. */
  states: Record<string, () => Promise<ProviderState>>;
  /** Only these consumers' contracts: a fake answers for the consumers whose tests run on it. Default: all. */
  consumers?: readonly string[];
  /** What answers, in the tests' names, when it is not the provider itself (`the BFF's fake`). */
  standIn?: string;
  /** For the verifier's own test; otherwise every `*.contract.json` in the repository. */
  contracts?: ConsumerContract[];
}

/** Sends one expectation's example and returns the problems with the answer, each naming the consumer. */
export async function verifyExpectation(
  expectation: RpcExpectation & { consumer: string },
  address: string,
  states: ProviderVerification['states'],
): Promise<string[]> {
  const label = `${expectation.consumer} -> ${expectation.method}`;
  const setUp: (() => Promise<ProviderState>) | undefined =
    expectation.state === undefined ? async () => ({}) : states[expectation.state];
  if (!setUp) return [`${label}: the provider has no state "${expectation.state}"`];
  const state = await setUp();
  const client = unaryCall(address, expectation.method);
  try {
    const answer = await client.call(
      fillPlaceholders(expectation.request, state.values ?? {}) as object,
      state.accessToken,
    );
    return missingReads(answer, expectation.reads).map((problem) => `${label}: ${problem}`);
  } catch (error) {
    return [`${label}: the call failed: ${error instanceof Error ? error.message : String(error)}`];
  } finally {
    client.close();
  }
}

/** Declares the tests; call it at the top level of the provider's test file. */
export function verifyConsumers(verification: ProviderVerification): void {
  const expectations = expectationsOf(
    verification.provider,
    verification.contracts ?? loadContracts(),
    verification.consumers,
  );
  const answering = verification.standIn ? ` against ${verification.standIn}` : '';
  describe(`contracts of ${verification.provider}'s consumers${answering}`, () => {
    test('at least one consumer states what it relies on', () => {
      expect(expectations.length).toBeGreaterThan(0);
    });
    test.each(expectations.map((e) => [`${e.consumer}: ${e.method} (${e.state ?? 'no state'})`, e] as const))(
      '%s',
      async (_name, expectation) => {
        const problems = await verifyExpectation(expectation, verification.address(), verification.states);
        if (problems.length > 0) throw new Error(`${expectation.file}\n${problems.join('\n')}`);
      },
    );
  });
}
