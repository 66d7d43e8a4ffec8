import { status } from '@grpc/grpc-js';
import { localTokenSeal } from '@homeward/kit';
import { TourConfirmed, TourScheduled } from '@homeward/protos/gen/homeward/tour/v1/events';
import { TourStatus } from '@homeward/protos/gen/homeward/tour/v1/tour';
import { topics } from '@homeward/protos/topics';
import { grpcFailureOf as failureOf, waitFor } from '@homeward/testing';
import { signConfirmToken } from '../src/domain/confirm-token';
import { tourMetrics } from '../src/metrics';
import { startTourHarness, TEST_LINK_SECRET, type Buyer, type TourHarness } from './support/harness';
import { slotAhead } from './support/slots';

// Phoenix: a listed demo home in Arizona (no daylight saving).
const PHOENIX = '1900 Desert Bloom Ave, Phoenix, AZ 85016';
const ZONE = 'America/Phoenix';

let harness: TourHarness;
let ann: Buyer;
let home: string;

beforeAll(async () => {
  harness = await startTourHarness('tour_confirm');
  ann = await harness.buyer();
  home = await harness.propertyOf(ann, PHOENIX);
}, 90_000);

afterAll(async () => {
  await harness?.stop();
});

const as = (buyer: Buyer) => ({ accessToken: buyer.accessToken });

/** A fresh tour with three slots, and the tokens of its tour.scheduled event. */
async function scheduled() {
  const { tour } = await harness.client.scheduleTour(
    {
      propertyId: home,
      timeSlots: [
        slotAhead(2, '9:00 AM', ZONE),
        slotAhead(2, '1:00 PM', ZONE),
        slotAhead(5, '4:00 PM', ZONE),
      ],
      contactEmail: 'ann@example.com',
      contactPhone: '',
      contactName: 'Ann Buyer',
    },
    as(ann),
  );
  const event = await waitFor(
    () => {
      const message = harness.events.on(topics.tourScheduled.name).find((m) => m.key === tour!.id);
      return message && TourScheduled.decode(message.value!);
    },
    { message: 'tour.scheduled', timeoutMs: 30_000 },
  );
  // Sealed for notifications with the local key the harness runs with; opened here as notifications would.
  const seal = localTokenSeal();
  return { tour: tour!, tokens: event.slots.map((proposed) => seal.open(proposed.confirmToken)) };
}

/** tour.confirmed events the service enqueued for the tour (its outbox keeps published rows for days). */
async function confirmationsEnqueued(tourId: string): Promise<number> {
  const rows = await harness.db('outbox').where({ topic: topics.tourConfirmed.name, message_key: tourId });
  return rows.length;
}

/** homeward_tours_cancelled_total by the state the tour was cancelled from. */
async function cancelledFrom(): Promise<Record<string, number>> {
  const { values } = await tourMetrics.cancelled.get();
  return Object.fromEntries(values.map((value) => [String(value.labels.from_status), value.value]));
}

const confirmedEvents = (tourId: string) =>
  harness.events
    .on(topics.tourConfirmed.name)
    .filter((message) => message.key === tourId)
    .map((message) => TourConfirmed.decode(message.value!));

describe('a confirmation link', () => {
  it('is described without a token of the buyer and without changing anything', async () => {
    const { tour, tokens } = await scheduled();
    const described = await harness.client.describeConfirmation({ token: tokens[1]! });
    expect(described).toEqual({
      tourId: tour.id,
      propertyAddress: PHOENIX,
      slot: tour.timeSlots[1],
      timeZoneLabel: 'Mountain Time (no daylight saving)',
      status: TourStatus.TOUR_STATUS_REQUESTED,
      alreadyConfirmed: false,
    });
    expect((await harness.client.getTour({ tourId: tour.id }, as(ann))).tour!.status).toBe(
      TourStatus.TOUR_STATUS_REQUESTED,
    );
  });

  it('confirms its slot once and publishes tour.confirmed; following it again changes nothing', async () => {
    const { tour, tokens } = await scheduled();
    const confirmed = await harness.client.confirmTourSlot({ token: tokens[1]! });
    expect(confirmed).toEqual({
      tourId: tour.id,
      propertyAddress: PHOENIX,
      slot: tour.timeSlots[1],
      timeZoneLabel: 'Mountain Time (no daylight saving)',
      alreadyConfirmed: false,
    });
    const [event] = await waitFor(() => confirmedEvents(tour.id).length > 0 && confirmedEvents(tour.id), {
      message: 'tour.confirmed',
      timeoutMs: 30_000,
    });
    expect(event).toMatchObject({
      tourId: tour.id,
      ownerId: ann.userId,
      propertyAddress: PHOENIX,
      timeZone: ZONE,
      slot: tour.timeSlots[1],
      contactEmail: 'ann@example.com',
      contactName: 'Ann Buyer',
    });
    const { tour: read } = await harness.client.getTour({ tourId: tour.id }, as(ann));
    expect(read).toMatchObject({
      status: TourStatus.TOUR_STATUS_CONFIRMED,
      confirmedSlot: tour.timeSlots[1],
    });
    expect(read!.confirmedAt).not.toBe('');

    expect(await harness.client.confirmTourSlot({ token: tokens[1]! })).toMatchObject({
      alreadyConfirmed: true,
    });
    expect(await harness.client.describeConfirmation({ token: tokens[1]! })).toMatchObject({
      status: TourStatus.TOUR_STATUS_CONFIRMED,
      alreadyConfirmed: true,
    });
    // the second follow enqueued nothing
    expect(await confirmationsEnqueued(tour.id)).toBe(1);
  });

  it('of another slot is refused once one is confirmed, with ABORTED', async () => {
    const { tour, tokens } = await scheduled();
    await harness.client.confirmTourSlot({ token: tokens[0]! });
    expect(await confirmationsEnqueued(tour.id)).toBe(1);
    for (const call of [
      () => harness.client.confirmTourSlot({ token: tokens[2]! }),
      () => harness.client.describeConfirmation({ token: tokens[2]! }),
    ]) {
      expect(await failureOf(call())).toEqual({
        code: status.ABORTED,
        details: 'Another time was already confirmed for this tour',
        fields: undefined,
      });
    }
  });

  it('of a cancelled tour is refused with ABORTED', async () => {
    const { tour, tokens } = await scheduled();
    await harness.client.cancelTour({ tourId: tour.id }, as(ann));
    expect(await failureOf(harness.client.confirmTourSlot({ token: tokens[0]! }))).toMatchObject({
      code: status.ABORTED,
      details: 'This tour was cancelled',
    });
  });

  it('that has expired is refused with FAILED_PRECONDITION and confirms nothing', async () => {
    const { tour } = await scheduled();
    const expired = signConfirmToken(TEST_LINK_SECRET, {
      tourId: tour.id,
      slotIndex: 0,
      expiresAt: new Date(Date.now() - 1000),
    });
    for (const call of [
      () => harness.client.confirmTourSlot({ token: expired }),
      () => harness.client.describeConfirmation({ token: expired }),
    ]) {
      expect(await failureOf(call())).toMatchObject({
        code: status.FAILED_PRECONDITION,
        details: 'This confirmation link has expired',
      });
    }
    expect((await harness.client.getTour({ tourId: tour.id }, as(ann))).tour!.status).toBe(
      TourStatus.TOUR_STATUS_REQUESTED,
    );
  });

  it('that is forged, tampered with or names no tour is refused with NOT_FOUND', async () => {
    const { tour, tokens } = await scheduled();
    const [version, tourId, , expires, signature] = tokens[0]!.split('.');
    const forged = [
      // the slot changed, the signature kept
      [version, tourId, '2', expires, signature].join('.'),
      // signed with another secret
      signConfirmToken('someone-elses-secret-of-at-least-32-characters', {
        tourId: tour.id,
        slotIndex: 0,
        expiresAt: new Date(Date.now() + 3_600_000),
      }),
      // well signed, but no such tour
      signConfirmToken(TEST_LINK_SECRET, {
        tourId: crypto.randomUUID(),
        slotIndex: 0,
        expiresAt: new Date(Date.now() + 3_600_000),
      }),
      // a slot the tour does not have
      signConfirmToken(TEST_LINK_SECRET, {
        tourId: tour.id,
        slotIndex: 5,
        expiresAt: new Date(Date.now() + 3_600_000),
      }),
      'not-a-token',
    ];
    for (const token of forged) {
      expect(await failureOf(harness.client.confirmTourSlot({ token }))).toMatchObject({
        code: status.NOT_FOUND,
        details: 'This confirmation link is not valid',
      });
    }
    expect(await failureOf(harness.client.confirmTourSlot({ token: '' }))).toMatchObject({
      code: status.INVALID_ARGUMENT,
      fields: { token: 'A token is required' },
    });
    expect((await harness.client.getTour({ tourId: tour.id }, as(ann))).tour!.status).toBe(
      TourStatus.TOUR_STATUS_REQUESTED,
    );
  });

  it('of two slots followed at once confirms exactly one', async () => {
    const { tour, tokens } = await scheduled();
    const outcomes = await Promise.allSettled([
      harness.client.confirmTourSlot({ token: tokens[0]! }),
      harness.client.confirmTourSlot({ token: tokens[1]! }),
    ]);
    expect(outcomes.filter((outcome) => outcome.status === 'fulfilled')).toHaveLength(1);
    const refused = outcomes.find((outcome) => outcome.status === 'rejected');
    expect(refused).toMatchObject({ reason: { code: status.ABORTED } });
    expect(await confirmationsEnqueued(tour.id)).toBe(1);
  });

  it('followed twice at once confirms once: one answer is fresh, the other already_confirmed', async () => {
    const { tour, tokens } = await scheduled();
    const answers = await Promise.all([
      harness.client.confirmTourSlot({ token: tokens[1]! }),
      harness.client.confirmTourSlot({ token: tokens[1]! }),
    ]);
    expect(answers.map((answer) => answer.alreadyConfirmed).sort()).toEqual([false, true]);
    expect(answers.every((answer) => answer.slot?.label === tour.timeSlots[1]!.label)).toBe(true);
    expect(await confirmationsEnqueued(tour.id)).toBe(1);
  });

  it('followed while the buyer cancels leaves the tour cancelled, with tour.confirmed only if it won', async () => {
    const { tour, tokens } = await scheduled();
    const countedBefore = await cancelledFrom();
    const [confirm, cancel] = await Promise.allSettled([
      harness.client.confirmTourSlot({ token: tokens[0]! }),
      harness.client.cancelTour({ tourId: tour.id }, as(ann)),
    ]);
    expect(cancel.status).toBe('fulfilled');
    if (confirm.status === 'rejected') {
      expect(confirm.reason).toMatchObject({ code: status.ABORTED, details: 'This tour was cancelled' });
    }
    const { tour: read } = await harness.client.getTour({ tourId: tour.id }, as(ann));
    expect(read!.status).toBe(TourStatus.TOUR_STATUS_CANCELLED);
    expect(await confirmationsEnqueued(tour.id)).toBe(confirm.status === 'fulfilled' ? 1 : 0);
    // counted from the state the cancel really changed: confirmed when the confirm won
    const fromStatus = confirm.status === 'fulfilled' ? 'confirmed' : 'requested';
    expect((await cancelledFrom())[fromStatus]).toBe((countedBefore[fromStatus] ?? 0) + 1);
  });
});
