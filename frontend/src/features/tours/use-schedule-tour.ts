import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ApiError } from '../../app/api-client';
import { notifyError, notifySuccess } from '../../components/notify';
import { NOTIFICATIONS_KEY } from '../notifications/notifications-api';
import { TOUR_NOT_SCHEDULED, TOUR_SAVE_FAILED, TOUR_SCHEDULED } from './tour-messages';
import { scheduleTour, tourKeys } from './tours-api';
import type { ScheduleTourRequest } from './tours-contract';

/** An answer from the server (any status) as opposed to a save that never got one or broke on the way. */
export function isServerRefusal(error: unknown): error is ApiError {
  return error instanceof ApiError && error.status >= 400;
}

function saveFailureMessage(error: unknown): string {
  // The API client's own network message is generic; the catalogue's fallback says it better.
  if (error instanceof ApiError) return TOUR_SAVE_FAILED.fallback;
  return error instanceof Error && error.message ? error.message : TOUR_SAVE_FAILED.fallback;
}

/** Sends the request and says how it went, with the spec's notices; `onScheduled` runs after the success notice. */
export function useScheduleTour(propertyId: string, onScheduled: () => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: ScheduleTourRequest) => scheduleTour(request),
    onSuccess: () => {
      notifySuccess(TOUR_SCHEDULED.message, TOUR_SCHEDULED.title);
      void queryClient.invalidateQueries({ queryKey: tourKeys.forProperty(propertyId) });
      void queryClient.invalidateQueries({ queryKey: tourKeys.upcoming });
      void queryClient.invalidateQueries({ queryKey: NOTIFICATIONS_KEY });
      onScheduled();
    },
    onError: (error) => {
      if (isServerRefusal(error)) notifyError(TOUR_NOT_SCHEDULED.message, TOUR_NOT_SCHEDULED.title);
      else notifyError(saveFailureMessage(error), TOUR_SAVE_FAILED.title);
    },
  });
}
