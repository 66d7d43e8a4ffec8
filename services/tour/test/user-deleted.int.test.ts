import { status } from '@grpc/grpc-js';
import { localTokenSeal } from '@homeward/kit';
import { TourScheduled } from '@homeward/protos/gen/homeward/tour/v1/events';
import { topics } from '@homeward/protos/topics';
import {
  grpcFailureOf as failureOf,
  startUserDeletedPublisher,
  waitFor,
  waitForInboxEvent,
  type UserDeletedPublisher,
} from '@homeward/testing';
import { startTourHarness, type Buyer, type TourHarness } from './support/harness';
import { slotAhead } from './support/slots';

// user.deleted through the real consumer: every tour of the buyer goes, its confirmation links are refused, the
// planned ones are announced as cancelled once, another buyer's tours stay, and a second event is harmless.
const BOULDER = '2750 Willow Creek Rd, Boulder, CO 80301';
const DENVER = 'America/Denver';

let harness: TourHarness;
let publisher: UserDeletedPublisher;

beforeAll(async () => {
  harness = await startTourHarness('tour_user_deleted');
  publisher = await startUserDeletedPublisher();
}, 90_000);

afterAll(async () => {
  await publisher?.stop();
  await harness?.stop();
});

const as = (buyer: Buyer) => ({ accessToken: buyer.accessToken });

async function schedule(buyer: Buyer, propertyId: string): Promise<string> {
  const { tour } = await harness.client.scheduleTour(
    {
      propertyId,
      timeSlots: [slotAhead(3, '9:30 AM', DENVER), slotAhead(4, '4:30 PM', DENVER)],
      contactEmail: 'buyer@example.com',
      contactPhone: '720-555-0101',
      contactName: 'A Buyer',
    },
    as(buyer),
  );
  return tour!.id;
}

const confirmTokenOf = (tourId: string) =>
  waitFor(
    () => {
      const message = harness.events.on(topics.tourScheduled.name).find((m) => m.key === tourId);
      return message && localTokenSeal().open(TourScheduled.decode(message.value!).slots[0]!.confirmToken);
    },
    { message: `tour.scheduled for ${tourId}`, timeoutMs: 30_000 },
  );

const cancellationsOf = (tourIds: string[]) =>
  harness.db('outbox').where({ topic: topics.tourCancelled.name }).whereIn('message_key', tourIds);

it("deletes every tour of the buyer, refuses their links, announces the planned ones once, and keeps another buyer's", async () => {
  const [leaving, staying] = [await harness.buyer(), await harness.buyer()];
  const planned = await schedule(leaving, await harness.propertyOf(leaving, BOULDER));
  const withdrawn = await schedule(leaving, await harness.propertyOf(leaving, BOULDER));
  await harness.client.cancelTour({ tourId: withdrawn }, as(leaving));
  const kept = await schedule(staying, await harness.propertyOf(staying, BOULDER));
  const token = await confirmTokenOf(planned);

  await waitForInboxEvent(harness.db, await publisher.publish({ userId: leaving.userId }));

  expect(await harness.db('tours').where({ auth_user_id: leaving.userId })).toEqual([]);
  expect(await failureOf(harness.client.confirmTourSlot({ token }))).toMatchObject({
    code: status.NOT_FOUND,
    details: 'This confirmation link is not valid',
  });
  expect((await cancellationsOf([planned])).length).toBe(1);
  // withdrawn before: announced by its own cancel only
  expect((await cancellationsOf([withdrawn])).length).toBe(1);
  expect((await harness.client.getTour({ tourId: kept }, as(staying))).tour!.id).toBe(kept);

  await waitForInboxEvent(harness.db, await publisher.publish({ userId: leaving.userId }));
  expect((await cancellationsOf([planned])).length).toBe(1);
  expect((await harness.db('tours').where({ auth_user_id: staying.userId })).map((row) => row.id)).toEqual([
    kept,
  ]);
});
