import { randomUUID } from 'node:crypto';
import { status } from '@grpc/grpc-js';
import { failureOf, startTourHarness, type TourHarness } from './support/harness';

let harness: TourHarness;

beforeAll(async () => {
  harness = await startTourHarness('tour');
}, 60_000);

afterAll(async () => {
  await harness?.stop();
});

const asUser = async (userId: string) => ({ accessToken: await harness.issuer.tokenFor(userId) });

describe('tour service', () => {
  it('creates a record and returns it to its owner, and only to its owner', async () => {
    const owner = await asUser(randomUUID());
    const { tour: created } = await harness.client.createTour({ title: '  First  ' }, owner);
    expect(created).toMatchObject({ title: 'First', id: expect.any(String) });

    const { tour: read } = await harness.client.getTour({ tourId: created!.id }, owner);
    expect(read).toEqual(created);

    const stranger = await asUser(randomUUID());
    const failure = await failureOf(harness.client.getTour({ tourId: created!.id }, stranger));
    expect(failure).toMatchObject({ code: status.NOT_FOUND, details: 'Tour not found' });
  });

  it('refuses a missing title and a missing id by their proto field names', async () => {
    const owner = await asUser(randomUUID());
    expect(await failureOf(harness.client.createTour({ title: ' ' }, owner))).toMatchObject({
      code: status.INVALID_ARGUMENT,
      fields: { title: 'Enter a title' },
    });
    expect(await failureOf(harness.client.getTour({ tourId: '' }, owner))).toMatchObject({
      code: status.INVALID_ARGUMENT,
      fields: { tour_id: 'A tour id is required' },
    });
  });

  it('answers NOT_FOUND for an id that is not a UUID', async () => {
    const owner = await asUser(randomUUID());
    const failure = await failureOf(harness.client.getTour({ tourId: 'not-a-uuid' }, owner));
    expect(failure.code).toBe(status.NOT_FOUND);
  });

  it('refuses a call without an access token', async () => {
    const failure = await failureOf(harness.client.getTour({ tourId: randomUUID() }));
    expect(failure.code).toBe(status.UNAUTHENTICATED);
  });
});
