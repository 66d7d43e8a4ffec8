// The SPA's side of the BFF's tour contract (bff/src/api/tours.ts): one set of schemas parses both ends.
export {
  confirmationResponseSchema as tourConfirmationResponseSchema,
  tourListResponseSchema,
  tourResponseSchema,
  TOUR_STATUSES,
  type Confirmation as TourConfirmation,
  type ScheduleTourInput as ScheduleTourRequest,
  type TimeSlot as TourSlot,
  type Tour,
  type TourStatus,
} from '@api';
