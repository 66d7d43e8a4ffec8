import { runExportHandler } from '@homeward/testing';
import { onUserExportRequested } from '../src/events/on-user-export-requested';
import { startTourHarness, type Buyer, type TourHarness } from './support/harness';
import { slotAhead } from './support/slots';

const BOULDER = '2750 Willow Creek Rd, Boulder, CO 80301';
const DENVER = 'America/Denver';

let harness: TourHarness;
let ann: Buyer;
let bob: Buyer;

beforeAll(async () => {
  harness = await startTourHarness('tour_export');
  [ann, bob] = [await harness.buyer(), await harness.buyer()];
}, 90_000);

afterAll(async () => {
  await harness?.stop();
});

async function scheduleFor(buyer: Buyer, contactName: string): Promise<string> {
  const propertyId = await harness.propertyOf(buyer, BOULDER);
  const { tour } = await harness.client.scheduleTour(
    {
      propertyId,
      timeSlots: [slotAhead(3, '9:30 AM', DENVER)],
      contactEmail: 'buyer@example.com',
      contactPhone: '',
      contactName,
    },
    { accessToken: buyer.accessToken },
  );
  return tour!.id;
}

describe('user.export_requested', () => {
  it("publishes one part with the user's tours and none of another user's", async () => {
    const annsTour = await scheduleFor(ann, 'Ann Buyer');
    const bobsTour = await scheduleFor(bob, 'Bob Buyer');
    const handler = onUserExportRequested({ relay: { notify: () => undefined } });

    const { part, records, rows } = await runExportHandler(harness.db, handler, ann.userId);

    expect(rows).toBe(1);
    expect(part).toMatchObject({ service: 'tour', userId: ann.userId, attachments: [] });
    const { tours } = records as { tours: { id: string; contact_name: string; property_address: string }[] };
    expect(tours.map((tour) => tour.id)).toEqual([annsTour]);
    expect(tours[0]).toMatchObject({ contact_name: 'Ann Buyer', property_address: BOULDER });
    expect(JSON.stringify(records)).not.toContain(bobsTour);
    expect(JSON.stringify(records)).not.toContain('Bob Buyer');
  });

  it('refuses an event without an export id, so it is retried and then dead-lettered, not answered wrongly', async () => {
    const handler = onUserExportRequested({ relay: { notify: () => undefined } });
    await expect(runExportHandler(harness.db, handler, ann.userId, 'not-an-id')).rejects.toThrow(
      'user.export_requested event lacks an export_id',
    );
  });
});
