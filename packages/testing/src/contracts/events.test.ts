// Every producer's events decoded with each consumer's view (docs/contracts.md). No service runs: the producer's
// codec encodes its own example, the consumer's .proto view decodes it, and each field the consumer reads must
// survive with a value where it needs one.
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { REPO_ROOT, loadContracts } from './contract';
import { eventExpectations, eventProblems, loadProducedEvents, subscribedTopics } from './events';

const contracts = loadContracts();
const produced = loadProducedEvents();
const expectations = eventExpectations(contracts);

test.each(expectations.map((e) => [`${e.consumer} reads ${e.topic}`, e] as const))(
  '%s',
  (_name, expectation) => {
    const problems = eventProblems(expectation.consumer, expectation, produced);
    if (problems.length > 0) throw new Error(`${expectation.file}\n${problems.join('\n')}`);
  },
);

const consumers = readdirSync(path.join(REPO_ROOT, 'services')).filter(
  (name) => subscribedTopics(name).length > 0,
);

test.each(consumers)('every topic %s subscribes to has its contract', (consumer) => {
  const stated = new Set(expectations.filter((e) => e.consumer === consumer).map((e) => e.topic));
  expect(subscribedTopics(consumer).filter((topic) => !stated.has(topic))).toEqual([]);
});

describe('the check fails, naming the consumer', () => {
  const uploaded = expectations.find((e) => e.consumer === 'property' && e.topic === 'inspection.uploaded')!;

  test('when the producer leaves a field the consumer needs unset', () => {
    const withoutNumber = produced.map((p) =>
      p.events['inspection.uploaded']
        ? {
            ...p,
            events: { 'inspection.uploaded': { ...p.events['inspection.uploaded'], upload_number: 0 } },
          }
        : p,
    );
    expect(eventProblems('property', uploaded, withoutNumber)).toEqual([
      'property <- inspection.uploaded (from inspection-analyzer): upload_number: empty, the consumer needs a value',
    ]);
  });

  test('when the consumer reads a field the message does not have', () => {
    const renamed = { ...uploaded, reads: { upload_count: 'number' } };
    expect(eventProblems('property', renamed, produced)).toEqual([
      'property <- inspection.uploaded (from inspection-analyzer): upload_count: missing',
    ]);
  });

  test('when no producer states the topic', () => {
    expect(eventProblems('property', uploaded, [])).toEqual([
      'property <- inspection.uploaded: no producer states an example (services/*/contracts/produces.json)',
    ]);
  });

  test('when an example names a field the message does not have', () => {
    const typo = produced.map((p) =>
      p.events['inspection.uploaded']
        ? {
            ...p,
            events: { 'inspection.uploaded': { ...p.events['inspection.uploaded'], uplaod_number: 2 } },
          }
        : p,
    );
    expect(eventProblems('property', uploaded, typo)).toContain(
      "property <- inspection.uploaded: inspection-analyzer's example has no field uplaod_number",
    );
  });
});

test('every stated RPC names a method of a service in protos/homeward', () => {
  const methods = contracts.flatMap((c) => (c.rpcs ?? []).map((rpc) => rpc.method));
  expect(methods.filter((method) => !/^homeward\.\w+\.v\d+\.\w+Service\/\w+$/.test(method))).toEqual([]);
});
