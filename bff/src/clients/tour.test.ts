import { TourStatus, type Tour } from '@homeward/protos/gen/homeward/tour/v1/tour';
import { tourSchema } from '../api/tours';
import { toApiTour } from './tour';

const requested: Tour = {
  id: '5d0c4c3e-2f55-4b8e-9d1f-0a7e3c2b1a90',
  propertyId: '7f1e1a4e-6f77-4a8a-9a34-4a1f3f1c2b10',
  propertyAddress: '1423 Maple Ridge Dr, Austin, TX 78745',
  timeZone: 'America/Chicago',
  timeZoneLabel: 'Central Time',
  timeSlots: [
    { label: '12/01/2026 9:30 AM', startsAt: '2026-12-01T09:30:00-06:00' },
    { label: '12/02/2026 4:30 PM', startsAt: '2026-12-02T16:30:00-06:00' },
  ],
  status: TourStatus.TOUR_STATUS_REQUESTED,
  confirmedSlot: undefined,
  contactEmail: 'ada@example.com',
  contactPhone: '',
  contactName: 'Ada Buyer',
  createdAt: '2026-11-23T17:00:00.000Z',
  confirmedAt: '',
  cancelledAt: '',
};

describe('tour proto -> API JSON', () => {
  it('maps a requested tour, absent times and slot as null, an unchosen channel empty', () => {
    const tour = toApiTour(requested);
    expect(tour).toEqual({
      id: requested.id,
      property_id: requested.propertyId,
      property_address: '1423 Maple Ridge Dr, Austin, TX 78745',
      time_zone: 'America/Chicago',
      time_zone_label: 'Central Time',
      time_slots: [
        { label: '12/01/2026 9:30 AM', starts_at: '2026-12-01T09:30:00-06:00' },
        { label: '12/02/2026 4:30 PM', starts_at: '2026-12-02T16:30:00-06:00' },
      ],
      status: 'requested',
      confirmed_slot: null,
      contact_email: 'ada@example.com',
      contact_phone: '',
      contact_name: 'Ada Buyer',
      created_at: '2026-11-23T17:00:00.000Z',
      confirmed_at: null,
      cancelled_at: null,
    });
    expect(tourSchema.parse(tour)).toEqual(tour);
  });

  it('maps a confirmed and a cancelled tour', () => {
    const confirmed = toApiTour({
      ...requested,
      status: TourStatus.TOUR_STATUS_CONFIRMED,
      confirmedSlot: requested.timeSlots[1],
      confirmedAt: '2026-11-24T08:00:00.000Z',
    });
    expect(confirmed).toMatchObject({
      status: 'confirmed',
      confirmed_slot: { label: '12/02/2026 4:30 PM', starts_at: '2026-12-02T16:30:00-06:00' },
      confirmed_at: '2026-11-24T08:00:00.000Z',
    });
    const cancelled = toApiTour({
      ...requested,
      status: TourStatus.TOUR_STATUS_CANCELLED,
      cancelledAt: '2026-11-25T08:00:00.000Z',
    });
    expect(cancelled).toMatchObject({ status: 'cancelled', cancelled_at: '2026-11-25T08:00:00.000Z' });
  });

  it('refuses a tour without a status rather than inventing one', () => {
    expect(() => toApiTour({ ...requested, status: TourStatus.TOUR_STATUS_UNSPECIFIED })).toThrow(
      /no status/,
    );
  });
});
