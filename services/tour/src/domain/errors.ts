// The refusals the use cases end in, with the words the caller reads; handlers turn each kind into a gRPC status.
import { TOUR_MESSAGES } from '@homeward/rules';

export const TOUR_ERROR_MESSAGES = {
  /** No tour of the caller's has that id (another user's tour is just as absent). */
  tourNotFound: 'Tour not found',
  /** The property does not exist or is another user's. */
  propertyNotFound: 'Property not found',
  propertyNotListed: TOUR_MESSAGES.notListed,
  alreadyCancelled: 'This tour is already cancelled',
  /** Withdrawing a tour whose time has passed would only tell the desk after the fact. */
  tourInPast: 'This tour’s time has passed, so there is nothing to cancel',
  /** The buyer reached TOUR_REQUESTS_PER_DAY. */
  tooManyRequests: 'You have asked for many tours today. Please try again tomorrow.',
  /** A confirmation token that this service did not sign, or that names no tour or slot. */
  linkInvalid: 'This confirmation link is not valid',
  linkExpired: 'This confirmation link has expired',
  /** A confirmation link of a tour the buyer cancelled. */
  tourCancelled: 'This tour was cancelled',
  /** A confirmation link of a slot other than the one already confirmed. */
  otherSlotConfirmed: 'Another time was already confirmed for this tour',
  propertyUnavailable: 'The property service is unavailable. Please try again.',
  /** Property refused the caller's token that this service accepted (it expired in between). */
  callerRefused: 'A valid access token is required',
} as const;

export type TourErrorKind = keyof typeof TOUR_ERROR_MESSAGES;

export class TourError extends Error {
  constructor(readonly kind: TourErrorKind) {
    super(TOUR_ERROR_MESSAGES[kind]);
    this.name = 'TourError';
  }
}

/** The request breaks a rule: each violation keyed by its proto field path (`time_slots.1`, `contact_email`). */
export class InvalidTourRequestError extends Error {
  constructor(readonly violations: Record<string, string>) {
    super(Object.values(violations)[0] ?? 'Invalid request');
    this.name = 'InvalidTourRequestError';
  }
}
