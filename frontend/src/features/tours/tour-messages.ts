// The error catalogue's tour notices (spec part 1, section 8), word for word.
export const TOUR_SCHEDULED = {
  title: 'Your tour is scheduled.',
  message: 'An agent will contact you soon to confirm available times.',
} as const;

/** The server answered, but not ok. */
export const TOUR_NOT_SCHEDULED = {
  title: 'Something went wrong',
  message: 'Your tour is not scheduled.',
} as const;

/** The save itself failed (no answer, or an exception): the error's message, or this fallback. */
export const TOUR_SAVE_FAILED = {
  title: 'Something went wrong.',
  fallback: 'Please try again later.',
} as const;

/** Spec part 1, sections 4 and 9. */
export const TOUR_MODAL_CLOSE_DELAY_MS = 1000;

export const TOUR_CANCELLED_MESSAGE = 'Your tour is cancelled. The tour desk has been told.';
