// What following a tour's confirmation link means for the tour in its current state.
import { TourError } from './errors';
import type { Tour } from './tour';

/**
 * 'open': the slot can be confirmed now; 'already_confirmed': this very slot was confirmed before (a second follow
 * of the same link changes nothing). A cancelled tour, a slot the tour does not have, and any other slot once one is
 * confirmed are refused.
 */
export function confirmationStateOf(tour: Tour, slotIndex: number): 'open' | 'already_confirmed' {
  if (slotIndex >= tour.slots.length) throw new TourError('linkInvalid');
  if (tour.status === 'cancelled') throw new TourError('tourCancelled');
  if (tour.status === 'confirmed') {
    if (tour.confirmedSlotIndex === slotIndex) return 'already_confirmed';
    throw new TourError('otherSlotConfirmed');
  }
  return 'open';
}
