import { useMutation } from '@tanstack/react-query';
import { logFailure } from '../../components/log';
import { notifySuccess } from '../../components/notify';
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
    // The spec: a failed delete is only logged. The confirmation stays open, so the buyer can try again or cancel.
    onError: (error) => logFailure('property removal failed', error),
  });
}
