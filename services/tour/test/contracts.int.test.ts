// Replays what the tour service's consumers state they rely on (bff/contracts/tour.contract.json) against the real
// tour service, with the real property service beside it; see docs/contracts.md.
import { verifyConsumers } from '@homeward/testing/src/contracts';
import { signConfirmToken } from '../src/domain/confirm-token';
import { startTourHarness, TEST_LINK_SECRET, type TourHarness } from './support/harness';
import { slotAhead } from './support/slots';

// A listed demo home in Arizona (no daylight saving), so its tours have a listing agent to ask.
const PHOENIX = '1900 Desert Bloom Ave, Phoenix, AZ 85016';
const ZONE = 'America/Phoenix';

let harness: TourHarness;

beforeAll(async () => {
  harness = await startTourHarness('tour_contracts');
}, 90_000);

afterAll(async () => {
  await harness?.stop();
});

/** A fresh buyer with their own listed property, and slots a few days ahead of today at the house. */
async function listedProperty() {
  const buyer = await harness.buyer();
  const propertyId = await harness.propertyOf(buyer, PHOENIX);
  const slots = [slotAhead(3, '9:30 AM', ZONE), slotAhead(4, '4:30 PM', ZONE)];
  return { accessToken: buyer.accessToken, propertyId, slots };
}

async function requestedTour() {
  const { accessToken, propertyId, slots } = await listedProperty();
  const { tour } = await harness.client.scheduleTour(
    {
      propertyId,
      timeSlots: slots,
      contactEmail: 'ann@example.com',
      contactPhone: '',
      contactName: 'Ann Buyer',
    },
    { accessToken },
  );
  return { accessToken, propertyId, tourId: tour!.id };
}

/** The link the desk's e-mail carries for the first slot, signed as the service signs it (it expires before the slot). */
const linkToFirstSlot = (tourId: string) =>
  signConfirmToken(TEST_LINK_SECRET, {
    tourId,
    slotIndex: 0,
    expiresAt: new Date(Date.now() + 24 * 3600_000),
  });

verifyConsumers({
  provider: 'tour',
  address: () => harness.address,
  states: {
    'a listed property of the caller, and two slots ahead': async () => {
      const { accessToken, propertyId, slots } = await listedProperty();
      return {
        accessToken,
        values: { property_id: propertyId, first_slot: slots[0]!, second_slot: slots[1]! },
      };
    },
    'a requested tour of the caller': async () => {
      const { accessToken, propertyId, tourId } = await requestedTour();
      return { accessToken, values: { property_id: propertyId, tour_id: tourId } };
    },
    'a confirmed tour of the caller': async () => {
      const { accessToken, propertyId, tourId } = await requestedTour();
      await harness.client.confirmTourSlot({ token: linkToFirstSlot(tourId) });
      return { accessToken, values: { property_id: propertyId, tour_id: tourId } };
    },
    // The desk has no Homeward account: the link's token is the call's only authority.
    "the confirmation link of a requested tour's first slot": async () => {
      const { tourId } = await requestedTour();
      return { values: { token: linkToFirstSlot(tourId) } };
    },
  },
});
