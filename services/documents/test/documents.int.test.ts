import { randomUUID } from 'node:crypto';
import { status } from '@grpc/grpc-js';
import { failureOf, startDocumentsHarness, type DocumentsHarness } from './support/harness';

let harness: DocumentsHarness;

beforeAll(async () => {
  harness = await startDocumentsHarness('documents');
}, 60_000);

afterAll(async () => {
  await harness?.stop();
});

const asUser = async (userId: string) => ({ accessToken: await harness.issuer.tokenFor(userId) });

describe('documents service', () => {
  it('creates a record and returns it to its owner, and only to its owner', async () => {
    const owner = await asUser(randomUUID());
    const { documents: created } = await harness.client.createDocuments({ title: '  First  ' }, owner);
    expect(created).toMatchObject({ title: 'First', id: expect.any(String) });

    const { documents: read } = await harness.client.getDocuments({ documentsId: created!.id }, owner);
    expect(read).toEqual(created);

    const stranger = await asUser(randomUUID());
    const failure = await failureOf(harness.client.getDocuments({ documentsId: created!.id }, stranger));
    expect(failure).toMatchObject({ code: status.NOT_FOUND, details: 'Documents not found' });
  });

  it('refuses a missing title and a missing id by their proto field names', async () => {
    const owner = await asUser(randomUUID());
    expect(await failureOf(harness.client.createDocuments({ title: ' ' }, owner))).toMatchObject({
      code: status.INVALID_ARGUMENT,
      fields: { title: 'Enter a title' },
    });
    expect(await failureOf(harness.client.getDocuments({ documentsId: '' }, owner))).toMatchObject({
      code: status.INVALID_ARGUMENT,
      fields: { documents_id: 'A documents id is required' },
    });
  });

  it('answers NOT_FOUND for an id that is not a UUID', async () => {
    const owner = await asUser(randomUUID());
    const failure = await failureOf(harness.client.getDocuments({ documentsId: 'not-a-uuid' }, owner));
    expect(failure.code).toBe(status.NOT_FOUND);
  });

  it('refuses a call without an access token', async () => {
    const failure = await failureOf(harness.client.getDocuments({ documentsId: randomUUID() }));
    expect(failure.code).toBe(status.UNAUTHENTICATED);
  });
});
