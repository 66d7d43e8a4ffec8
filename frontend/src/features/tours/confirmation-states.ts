import { ApiError } from '../../app/api-client';

/** What a confirmation link's page can say about it, whatever step (describe or confirm) found it out. */
export type LinkProblem = 'invalid' | 'expired' | 'used' | 'unavailable';

/** The BFF's statuses: 404 forged or unknown, 410 expired, 409 used up / cancelled / another slot confirmed. */
export function linkProblemOf(error: unknown): LinkProblem {
  if (!(error instanceof ApiError)) return 'unavailable';
  if (error.status === 404 || error.status === 400) return 'invalid';
  if (error.status === 410) return 'expired';
  if (error.status === 409) return 'used';
  return 'unavailable';
}

export const LINK_PROBLEM_TEXT: Record<LinkProblem, { title: string; message: string }> = {
  invalid: {
    title: 'This link is not valid',
    message:
      'Check that the whole link from the e-mail was opened, or ask for the tour request to be sent again.',
  },
  expired: {
    title: 'This link has expired',
    message: 'The proposed time has passed or the link is too old. Contact the buyer to agree on a new time.',
  },
  used: {
    title: 'This link can no longer be used',
    message: 'The tour was already confirmed at another time or was cancelled.',
  },
  unavailable: {
    title: 'Something went wrong',
    message: 'The tour could not be loaded. Please try again later.',
  },
};
