import { confirmationStateOf } from './confirmation';
import { TourError } from './errors';
import { nextStartOf, type Tour } from './tour';

const slot = (iso: string) => ({ label: iso, startsAt: new Date(iso) });

const tour = (overrides: Partial<Tour> = {}): Tour => ({
  id: 'b7a0c6a8-51f5-4f43-9d5a-7f3b1f0c2d11',
  propertyId: 'c1e5d1f0-0d1b-4d8f-8a5e-2b1f4c3d2e10',
  ownerId: 'owner',
  slots: [slot('2026-12-01T16:00:00Z'), slot('2026-12-02T16:00:00Z'), slot('2026-11-20T16:00:00Z')],
  contact: { email: 'ann@example.com', phone: '', name: 'Ann' },
  status: 'requested',
  confirmedSlotIndex: null,
  propertyAddress: '1 Main St',
  timeZone: 'America/Denver',
  timeZoneLabel: 'Mountain Time',
  listingAgentName: '',
  listingAgentEmail: '',
  createdAt: new Date('2026-11-19T00:00:00Z'),
  confirmedAt: null,
  cancelledAt: null,
  ...overrides,
});

const kindOf = (work: () => unknown) => {
  try {
    work();
  } catch (error) {
    if (error instanceof TourError) return error.kind;
    throw error;
  }
  return undefined;
};

describe('following a confirmation link', () => {
  it('is open on a requested tour', () => {
    expect(confirmationStateOf(tour(), 1)).toBe('open');
  });

  it('shows the same slot as already confirmed, and refuses any other slot', () => {
    const confirmed = tour({ status: 'confirmed', confirmedSlotIndex: 1 });
    expect(confirmationStateOf(confirmed, 1)).toBe('already_confirmed');
    expect(kindOf(() => confirmationStateOf(confirmed, 0))).toBe('otherSlotConfirmed');
  });

  it('refuses a cancelled tour and a slot the tour does not have', () => {
    expect(kindOf(() => confirmationStateOf(tour({ status: 'cancelled' }), 0))).toBe('tourCancelled');
    expect(kindOf(() => confirmationStateOf(tour(), 3))).toBe('linkInvalid');
  });
});

describe('when a tour next happens', () => {
  const now = new Date('2026-11-23T00:00:00Z');

  it('is its earliest proposed slot still ahead, or its confirmed slot', () => {
    expect(nextStartOf(tour(), now)).toEqual(new Date('2026-12-01T16:00:00Z'));
    expect(nextStartOf(tour({ status: 'confirmed', confirmedSlotIndex: 1 }), now)).toEqual(
      new Date('2026-12-02T16:00:00Z'),
    );
  });

  it('is never for a cancelled tour or one whose slots have passed', () => {
    expect(nextStartOf(tour({ status: 'cancelled' }), now)).toBeNull();
    expect(nextStartOf(tour({ status: 'confirmed', confirmedSlotIndex: 2 }), now)).toBeNull();
  });
});
