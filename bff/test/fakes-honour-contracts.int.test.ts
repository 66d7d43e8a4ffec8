// The BFF's fakes answer what the BFF's contracts (bff/contracts/*.contract.json) rely on, held to them by the same
// verifier as the real providers (services/<provider>/test/contracts.int.test.ts): each interaction replayed against
// the fake with its named state set up through the fake's seeding API (support/fake-states/). A fake that drifts
// from what the real service answers fails here, not in a BFF test that trusted it. See docs/contracts.md.
import { verifyConsumers } from '@homeward/testing/src/contracts';
import { startDownstream, type Downstream } from './support/downstream';
import type { FakeStates } from './support/fake-callers';
import {
  identityStates,
  notificationsStates,
  paymentStates,
  propertyStates,
} from './support/fake-states/accounts';
import { documentsStates, tourStates } from './support/fake-states/documents';
import { inspectionAnalyzerStates } from './support/fake-states/inspections';
import { startObjectStorage, type TestObjectStorage } from './support/object-storage';

/** Per fake: the provider whose contracts it answers, its address in `Downstream`, its states. */
const fakes = [
  ['identity', 'identity', identityStates],
  ['property', 'property', propertyStates],
  ['payment', 'payment', paymentStates],
  ['notifications', 'notifications', notificationsStates],
  ['documents', 'documents', documentsStates],
  ['tour', 'tour', tourStates],
  ['inspection-analyzer', 'inspectionAnalyzer', inspectionAnalyzerStates],
] as const;

let downstream: Downstream;
let storage: TestObjectStorage;
// Filled once the fakes run (beforeAll); the verifier looks a state up only when its test runs.
const statesOfFake = new Map(fakes.map(([provider]) => [provider, {} as FakeStates]));

beforeAll(async () => {
  [downstream, storage] = await Promise.all([startDownstream(), startObjectStorage()]);
  // Uploads land in a real S3 server, as the analyzer's do, so CompleteUpload checks a real object.
  downstream.inspectionAnalyzer.storage = storage.client;
  for (const [provider, , statesOf] of fakes)
    Object.assign(statesOfFake.get(provider)!, statesOf(downstream));
}, 60_000);

afterAll(async () => {
  await Promise.all([downstream?.stop(), storage?.stop()]);
});

for (const [provider, address] of fakes) {
  verifyConsumers({
    provider,
    consumers: ['bff'],
    standIn: "the BFF's fake",
    address: () => downstream.addresses[address],
    states: statesOfFake.get(provider)!,
  });
}
