// Why a use case refused: the handlers turn each kind into its gRPC status, the words travel as they are.

export const TOUR_NOT_FOUND = 'Tour not found';

export type TourErrorKind =
  /** No record of the caller's has that id (another user's record is just as absent). */
  'tour_not_found';

export class TourError extends Error {
  constructor(
    readonly kind: TourErrorKind,
    message: string,
  ) {
    super(message);
    this.name = 'TourError';
  }
}

export const tourNotFound = () => new TourError('tour_not_found', TOUR_NOT_FOUND);
