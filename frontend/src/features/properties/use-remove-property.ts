import { useMutation } from '@tanstack/react-query';
import { errorMessage } from '../../app/api-client';
import { notifyError, notifySuccess } from '../../components/notify';
import { useDelayedAction } from '../../components/use-delayed-action';
import { deleteProperty } from './properties-api';

export const PROPERTY_REMOVED = 'Property successfully removed!';
// The spec: the list refreshes (or the detail page leaves) 2 s after a removal.
const AFTER_REMOVAL_MS = 2000;

export function useRemoveProperty(afterRemoved: () => void) {
  const later = useDelayedAction();
  return useMutation({
    mutationFn: deleteProperty,
    onSuccess: () => {
      notifySuccess(PROPERTY_REMOVED);
      later(afterRemoved, AFTER_REMOVAL_MS);
    },
    onError: (error) => notifyError(errorMessage(error)),
  });
}
