import { useMutation, useQueryClient } from '@tanstack/react-query';
import { errorMessage } from '../../app/api-client';
import { notifyError, notifySuccess } from '../../components/notify';
import { NOTIFICATIONS_KEY } from '../notifications/notifications-api';
import { TOUR_CANCELLED_MESSAGE } from './tour-messages';
import { cancelTour, tourKeys } from './tours-api';
import type { Tour } from './tours-contract';

export function useCancelTour(onDone: () => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (tour: Tour) => cancelTour(tour.id),
    onSuccess: () => {
      notifySuccess(TOUR_CANCELLED_MESSAGE);
      onDone();
      void queryClient.invalidateQueries({ queryKey: tourKeys.all });
      void queryClient.invalidateQueries({ queryKey: NOTIFICATIONS_KEY });
    },
    onError: (error) => notifyError(errorMessage(error)),
  });
}
