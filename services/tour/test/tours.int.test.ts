import { status } from '@grpc/grpc-js';
import { localTokenSeal } from '@homeward/kit';
import { TourScheduled, TourCancelled } from '@homeward/protos/gen/homeward/tour/v1/events';
import { TourStatus } from '@homeward/protos/gen/homeward/tour/v1/tour';
import { topics } from '@homeward/protos/topics';
import { TOUR_MESSAGES } from '@homeward/rules';
import { grpcFailureOf as failureOf, waitFor } from '@homeward/testing';
import { startTourHarness, type Buyer, type TourHarness } from './support/harness';
import { slotAhead } from './support/slots';

// Demo homes: Boulder (listed, agent Priya Raman with an e-mail, Mountain Time) and Plymouth (not on the market).
const BOULDER = '2750 Willow Creek Rd, Boulder, CO 80301';
const PLYMOUTH = '37 Cranberry Ct, Plymouth, MA 02360';
const DENVER = 'America/Denver';
// Above what any one buyer of the other tests asks for; the cap's own test uses a buyer of its own.
const REQUESTS_PER_DAY = 12;

let harness: TourHarness;
let ann: Buyer;
let bob: Buyer;
let boulder: string;

beforeAll(async () => {
  harness = await startTourHarness('tour_tours', { TOUR_REQUESTS_PER_DAY: String(REQUESTS_PER_DAY) });
  [ann, bob] = [await harness.buyer(), await harness.buyer()];
  boulder = await harness.propertyOf(ann, BOULDER);
}, 90_000);

afterAll(async () => {
  await harness?.stop();
});

const as = (buyer: Buyer) => ({ accessToken: buyer.accessToken });

function request(propertyId: string, overrides: Record<string, unknown> = {}) {
  return {
    propertyId,
    timeSlots: [slotAhead(3, '9:30 AM', DENVER), slotAhead(4, '4:30 PM', DENVER)],
    contactEmail: 'ann@example.com',
    contactPhone: '720-555-0101',
    contactName: 'Ann Buyer',
    ...overrides,
  };
}

const eventOf = <T>(topic: { name: string; codec: { decode(bytes: Buffer): T } }, tourId: string) =>
  waitFor(
    () => {
      const message = harness.events.on(topic.name).find((collected) => collected.key === tourId);
      return message && topic.codec.decode(message.value!);
    },
    { message: `${topic.name} for ${tourId}`, timeoutMs: 30_000 },
  );

describe('ScheduleTour', () => {
  it('stores the request in the property zone and publishes tour.scheduled with a token per slot', async () => {
    const { tour } = await harness.client.scheduleTour(request(boulder), as(ann));
    const first = slotAhead(3, '9:30 AM', DENVER);
    expect(tour).toMatchObject({
      propertyId: boulder,
      propertyAddress: BOULDER,
      timeZone: DENVER,
      timeZoneLabel: 'Mountain Time',
      status: TourStatus.TOUR_STATUS_REQUESTED,
      contactEmail: 'ann@example.com',
      contactPhone: '(720) 555-0101',
      contactName: 'Ann Buyer',
      confirmedAt: '',
      cancelledAt: '',
    });
    expect(tour!.confirmedSlot).toBeUndefined();
    expect(tour!.timeSlots.map((slot) => slot.label)).toEqual([first, slotAhead(4, '4:30 PM', DENVER)]);
    // 9:30 AM at the house, with Denver's offset that day
    expect(tour!.timeSlots[0]!.startsAt).toMatch(/T09:30:00-0[67]:00$/);

    const event: TourScheduled = await eventOf(topics.tourScheduled, tour!.id);
    expect(event).toMatchObject({
      tourId: tour!.id,
      propertyId: boulder,
      ownerId: ann.userId,
      propertyAddress: BOULDER,
      timeZoneLabel: 'Mountain Time',
      contactEmail: 'ann@example.com',
      contactPhone: '(720) 555-0101',
      contactName: 'Ann Buyer',
      listingAgentName: 'Priya Raman',
      listingAgentEmail: 'priya.raman@example.com',
    });
    expect(event.slots.map((proposed) => proposed.slot)).toEqual(tour!.timeSlots);
    // Sealed for notifications (the harness runs with the local key): the outbox and the topic keep no usable token.
    const tokens = event.slots.map((proposed) => localTokenSeal().open(proposed.confirmToken));
    expect(new Set(tokens).size).toBe(2);
    const message = harness.events.on(topics.tourScheduled.name).find((m) => m.key === tour!.id)!;
    const [outboxed] = await harness
      .db('outbox')
      .where({ topic: topics.tourScheduled.name, message_key: tour!.id });
    for (const stored of [message.value!, Buffer.from(outboxed.payload)]) {
      for (const token of tokens) expect(stored.toString('latin1')).not.toContain(token);
    }
    // the token is what the desk's link carries: it must describe its own slot
    const described = await harness.client.describeConfirmation({ token: tokens[1]! });
    expect(described).toMatchObject({ tourId: tour!.id, slot: tour!.timeSlots[1], alreadyConfirmed: false });

    const [row] = await harness.db('tours').where({ id: tour!.id });
    expect(row).toMatchObject({
      auth_user_id: ann.userId,
      time_slots: [first, slotAhead(4, '4:30 PM', DENVER)],
    });
  });

  it('carries only the chosen channel', async () => {
    const { tour } = await harness.client.scheduleTour(request(boulder, { contactEmail: '' }), as(ann));
    const event = await eventOf(topics.tourScheduled, tour!.id);
    expect(event).toMatchObject({
      contactEmail: '',
      contactPhone: '(720) 555-0101',
      contactName: 'Ann Buyer',
    });
  });

  it('refuses a property that is not listed with FAILED_PRECONDITION', async () => {
    const plymouth = await harness.propertyOf(ann, PLYMOUTH);
    expect(await failureOf(harness.client.scheduleTour(request(plymouth), as(ann)))).toMatchObject({
      code: status.FAILED_PRECONDITION,
      details: TOUR_MESSAGES.notListed,
    });
  });

  it("answers NOT_FOUND for another user's property, an unknown one and a non-UUID id", async () => {
    for (const propertyId of [boulder, crypto.randomUUID()]) {
      expect(await failureOf(harness.client.scheduleTour(request(propertyId), as(bob)))).toMatchObject({
        code: status.NOT_FOUND,
        details: 'Property not found',
      });
    }
    expect((await failureOf(harness.client.scheduleTour(request('sample'), as(ann)))).code).toBe(
      status.NOT_FOUND,
    );
  });

  it('refuses bad slots by their proto field paths: a past date, more than 3, a time outside the 16', async () => {
    const past = await failureOf(
      harness.client.scheduleTour(
        request(boulder, { timeSlots: [slotAhead(-1, '9:00 AM', DENVER)] }),
        as(ann),
      ),
    );
    expect(past).toMatchObject({
      code: status.INVALID_ARGUMENT,
      fields: { 'time_slots.0': TOUR_MESSAGES.pastDate },
    });

    const four = ['9:00 AM', '9:30 AM', '10:00 AM', '10:30 AM'].map((time) => slotAhead(2, time, DENVER));
    expect(
      await failureOf(harness.client.scheduleTour(request(boulder, { timeSlots: four }), as(ann))),
    ).toMatchObject({
      code: status.INVALID_ARGUMENT,
      fields: { time_slots: TOUR_MESSAGES.tooManySlots },
    });

    const outside = [
      slotAhead(2, '8:30 AM', DENVER),
      slotAhead(2, '5:00 PM', DENVER),
      slotAhead(2, '9:15 AM', DENVER),
    ];
    expect(
      await failureOf(harness.client.scheduleTour(request(boulder, { timeSlots: outside }), as(ann))),
    ).toMatchObject({
      code: status.INVALID_ARGUMENT,
      fields: {
        'time_slots.0': TOUR_MESSAGES.badTime,
        'time_slots.1': TOUR_MESSAGES.badTime,
        'time_slots.2': TOUR_MESSAGES.badTime,
      },
    });
  });

  it('refuses a request with no channel, or a channel without a name', async () => {
    expect(
      await failureOf(
        harness.client.scheduleTour(request(boulder, { contactEmail: '', contactPhone: '' }), as(ann)),
      ),
    ).toMatchObject({
      code: status.INVALID_ARGUMENT,
      fields: { contact_email: TOUR_MESSAGES.noChannel, contact_phone: TOUR_MESSAGES.noChannel },
    });
    expect(
      await failureOf(
        harness.client.scheduleTour(request(boulder, { contactName: ' ', contactEmail: 'nope' }), as(ann)),
      ),
    ).toMatchObject({
      code: status.INVALID_ARGUMENT,
      fields: { contact_name: TOUR_MESSAGES.nameRequired, contact_email: 'Invalid email' },
    });
  });

  it('needs an access token', async () => {
    expect((await failureOf(harness.client.scheduleTour(request(boulder)))).code).toBe(
      status.UNAUTHENTICATED,
    );
  });
});

describe('the daily cap', () => {
  it('refuses a buyer past TOUR_REQUESTS_PER_DAY, cancelled requests included, even when sent at once', async () => {
    const erin = await harness.buyer();
    const home = await harness.propertyOf(erin, BOULDER);
    const { tour: first } = await harness.client.scheduleTour(request(home), as(erin));
    await harness.client.cancelTour({ tourId: first!.id }, as(erin));
    const rest = await Promise.allSettled(
      Array.from({ length: REQUESTS_PER_DAY + 2 }, () =>
        harness.client.scheduleTour(request(home), as(erin)),
      ),
    );
    const accepted = rest.filter((outcome) => outcome.status === 'fulfilled');
    expect(accepted).toHaveLength(REQUESTS_PER_DAY - 1);
    for (const outcome of rest.filter((settled) => settled.status === 'rejected')) {
      expect(outcome.reason).toMatchObject({
        code: status.RESOURCE_EXHAUSTED,
        details: 'You have asked for many tours today. Please try again tomorrow.',
      });
    }
    // another buyer is not held back by erin's cap
    const { tour } = await harness.client.scheduleTour(request(boulder), as(ann));
    expect(tour!.status).toBe(TourStatus.TOUR_STATUS_REQUESTED);
  });
});

describe('the buyer’s tours', () => {
  it('are listed newest first, per property, and never to another user', async () => {
    const carol = await harness.buyer();
    const carolsHome = await harness.propertyOf(carol, BOULDER);
    const { tour: older } = await harness.client.scheduleTour(request(carolsHome), as(carol));
    const { tour: newer } = await harness.client.scheduleTour(
      request(carolsHome, { timeSlots: [slotAhead(1, '10:00 AM', DENVER)] }),
      as(carol),
    );
    const { tours } = await harness.client.listTours(
      { propertyId: carolsHome, upcomingOnly: false },
      as(carol),
    );
    expect(tours.map((tour) => tour.id)).toEqual([newer!.id, older!.id]);
    expect(
      (await harness.client.listTours({ propertyId: '', upcomingOnly: false }, as(carol))).tours,
    ).toHaveLength(2);

    // upcoming: soonest first
    const upcoming = await harness.client.listTours({ propertyId: '', upcomingOnly: true }, as(carol));
    expect(upcoming.tours.map((tour) => tour.id)).toEqual([newer!.id, older!.id]);

    expect(
      (await harness.client.listTours({ propertyId: carolsHome, upcomingOnly: false }, as(bob))).tours,
    ).toEqual([]);
    expect(
      (await harness.client.listTours({ propertyId: 'sample', upcomingOnly: false }, as(carol))).tours,
    ).toEqual([]);
    expect((await harness.client.getTour({ tourId: older!.id }, as(carol))).tour).toEqual(older);
    expect(await failureOf(harness.client.getTour({ tourId: older!.id }, as(bob)))).toMatchObject({
      code: status.NOT_FOUND,
      details: 'Tour not found',
    });
  });

  it('can be cancelled once by their buyer, which publishes tour.cancelled', async () => {
    const { tour } = await harness.client.scheduleTour(request(boulder), as(ann));
    expect(await failureOf(harness.client.cancelTour({ tourId: tour!.id }, as(bob)))).toMatchObject({
      code: status.NOT_FOUND,
    });

    const { tour: cancelled } = await harness.client.cancelTour({ tourId: tour!.id }, as(ann));
    expect(cancelled).toMatchObject({ id: tour!.id, status: TourStatus.TOUR_STATUS_CANCELLED });
    expect(cancelled!.cancelledAt).not.toBe('');
    const event: TourCancelled = await eventOf(topics.tourCancelled, tour!.id);
    expect(event).toMatchObject({
      tourId: tour!.id,
      ownerId: ann.userId,
      propertyAddress: BOULDER,
      slots: tour!.timeSlots,
      contactName: 'Ann Buyer',
      listingAgentEmail: 'priya.raman@example.com',
    });
    expect(event.confirmedSlot).toBeUndefined();

    expect(await failureOf(harness.client.cancelTour({ tourId: tour!.id }, as(ann)))).toMatchObject({
      code: status.FAILED_PRECONDITION,
      details: 'This tour is already cancelled',
    });
    const upcoming = await harness.client.listTours({ propertyId: boulder, upcomingOnly: true }, as(ann));
    expect(upcoming.tours.map((listed) => listed.id)).not.toContain(tour!.id);
  });
});

describe('a tour whose time has passed', () => {
  it('cannot be cancelled: the desk would only be told after the fact', async () => {
    const fay = await harness.buyer();
    const home = await harness.propertyOf(fay, BOULDER);
    const { tour } = await harness.client.scheduleTour(request(home), as(fay));
    // Every proposed time behind us: what the tour looks like the day after.
    const yesterday = new Date(Date.now() - 24 * 60 * 60 * 1000);
    await harness
      .db('tours')
      .where({ id: tour!.id })
      .update({ slot_starts_at: [yesterday, yesterday] });
    expect(await failureOf(harness.client.cancelTour({ tourId: tour!.id }, as(fay)))).toMatchObject({
      code: status.FAILED_PRECONDITION,
      details: 'This tour’s time has passed, so there is nothing to cancel',
    });
    expect((await harness.client.getTour({ tourId: tour!.id }, as(fay))).tour!.status).toBe(
      TourStatus.TOUR_STATUS_REQUESTED,
    );
  });
});

describe('property.deleted', () => {
  it("removes that property's tours, and their links name nothing any more", async () => {
    const dave = await harness.buyer();
    const home = await harness.propertyOf(dave, BOULDER);
    const { tour } = await harness.client.scheduleTour(request(home), as(dave));
    const { slots } = await eventOf(topics.tourScheduled, tour!.id);

    await harness.properties.deleteProperty({ propertyId: home }, as(dave));
    await waitFor(async () => (await harness.db('tours').where({ id: tour!.id })).length === 0, {
      message: 'the tour deleted with its property',
      timeoutMs: 30_000,
    });
    expect(await failureOf(harness.client.getTour({ tourId: tour!.id }, as(dave)))).toMatchObject({
      code: status.NOT_FOUND,
    });
    expect(
      await failureOf(
        harness.client.confirmTourSlot({ token: localTokenSeal().open(slots[0]!.confirmToken) }),
      ),
    ).toMatchObject({
      code: status.NOT_FOUND,
      details: 'This confirmation link is not valid',
    });
  });
});

describe('property.deleted tells the desk', () => {
  const cancellationsOf = (tourIds: string[]) =>
    harness
      .db('outbox')
      .where({ topic: topics.tourCancelled.name })
      .whereIn('message_key', tourIds)
      .select('message_key');

  it('announces each planned tour as cancelled once, and no tour that was past or already cancelled', async () => {
    const gil = await harness.buyer();
    const home = await harness.propertyOf(gil, BOULDER);
    const schedule = async () => (await harness.client.scheduleTour(request(home), as(gil))).tour!.id;
    const [requested, confirmed, withdrawn, past] = [
      await schedule(),
      await schedule(),
      await schedule(),
      await schedule(),
    ];
    const { slots } = await eventOf(topics.tourScheduled, confirmed);
    await harness.client.confirmTourSlot({ token: localTokenSeal().open(slots[1]!.confirmToken) });
    await harness.client.cancelTour({ tourId: withdrawn }, as(gil));
    const yesterday = new Date(Date.now() - 24 * 60 * 60 * 1000);
    await harness
      .db('tours')
      .where({ id: past })
      .update({ slot_starts_at: [yesterday, yesterday] });

    await harness.properties.deleteProperty({ propertyId: home }, as(gil));
    await waitFor(async () => (await harness.db('tours').where({ property_id: home })).length === 0, {
      message: 'the tours deleted with their property',
      timeoutMs: 30_000,
    });

    // The deletion and its announcements commit together, so the outbox is complete once the tours are gone.
    const announced = (await cancellationsOf([requested, confirmed, past])).map((row) => row.message_key);
    expect(announced.sort()).toEqual([requested, confirmed].sort());
    // The withdrawn tour was announced by its own cancel, and only then.
    expect(await cancellationsOf([withdrawn])).toHaveLength(1);

    const event: TourCancelled = await eventOf(topics.tourCancelled, confirmed);
    expect(event).toMatchObject({ tourId: confirmed, propertyId: home, ownerId: gil.userId });
    expect(event.confirmedSlot?.label).toBe(slotAhead(4, '4:30 PM', DENVER));
  });
});
