import { randomUUID } from 'node:crypto';
import { status } from '@grpc/grpc-js';
import { failureOf, startInspectionAnalyzerHarness, type InspectionAnalyzerHarness } from './support/harness';

let harness: InspectionAnalyzerHarness;

beforeAll(async () => {
  harness = await startInspectionAnalyzerHarness('inspection-analyzer');
}, 60_000);

afterAll(async () => {
  await harness?.stop();
});

const asUser = async (userId: string) => ({ accessToken: await harness.issuer.tokenFor(userId) });

describe('inspection-analyzer service', () => {
  it('creates a record and returns it to its owner, and only to its owner', async () => {
    const owner = await asUser(randomUUID());
    const { inspectionAnalyzer: created } = await harness.client.createInspectionAnalyzer(
      { title: '  First  ' },
      owner,
    );
    expect(created).toMatchObject({ title: 'First', id: expect.any(String) });

    const { inspectionAnalyzer: read } = await harness.client.getInspectionAnalyzer(
      { inspectionAnalyzerId: created!.id },
      owner,
    );
    expect(read).toEqual(created);

    const stranger = await asUser(randomUUID());
    const failure = await failureOf(
      harness.client.getInspectionAnalyzer({ inspectionAnalyzerId: created!.id }, stranger),
    );
    expect(failure).toMatchObject({ code: status.NOT_FOUND, details: 'InspectionAnalyzer not found' });
  });

  it('refuses a missing title and a missing id by their proto field names', async () => {
    const owner = await asUser(randomUUID());
    expect(await failureOf(harness.client.createInspectionAnalyzer({ title: ' ' }, owner))).toMatchObject({
      code: status.INVALID_ARGUMENT,
      fields: { title: 'Enter a title' },
    });
    expect(
      await failureOf(harness.client.getInspectionAnalyzer({ inspectionAnalyzerId: '' }, owner)),
    ).toMatchObject({
      code: status.INVALID_ARGUMENT,
      fields: { inspection_analyzer_id: 'A inspection-analyzer id is required' },
    });
  });

  it('answers NOT_FOUND for an id that is not a UUID', async () => {
    const owner = await asUser(randomUUID());
    const failure = await failureOf(
      harness.client.getInspectionAnalyzer({ inspectionAnalyzerId: 'not-a-uuid' }, owner),
    );
    expect(failure.code).toBe(status.NOT_FOUND);
  });

  it('refuses a call without an access token', async () => {
    const failure = await failureOf(
      harness.client.getInspectionAnalyzer({ inspectionAnalyzerId: randomUUID() }),
    );
    expect(failure.code).toBe(status.UNAUTHENTICATED);
  });
});
