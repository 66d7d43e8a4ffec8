import type { GuidedTourOutcome, User } from '@api';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { apiFetch } from '../../app/api-client';
import { logFailure } from '../../components/log';
import { CURRENT_USER_KEY } from '../auth/use-current-user';

async function completeGuidedTour(outcome: GuidedTourOutcome): Promise<void> {
  // 204: no body to read.
  await apiFetch('/api/me/guided-tour', { body: { json: { outcome } }, schema: z.unknown() });
}

/**
 * Remembers server-side that the tour ended. The user in the cache says so at once, so no page the buyer opens next
 * starts it again while the request is on its way; a failed save is only logged (the tour is not worth an error
 * notice), and then the tour may run once more in a later session.
 */
export function useCompleteGuidedTour() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: completeGuidedTour,
    onMutate: () => {
      queryClient.setQueryData<User | null>(CURRENT_USER_KEY, (user) =>
        user ? { ...user, guided_tour_done: true } : user,
      );
    },
    onError: (error) => logFailure('Saving the end of the guided tour failed', error),
  });
}
