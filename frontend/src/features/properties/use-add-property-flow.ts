import type { Property } from '@api';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { notifyError, notifySuccess } from '../../components/notify';
import { useDelayedAction } from '../../components/use-delayed-action';
import { activateProperty, createDraftProperty, deleteProperty } from './properties-api';
import { useInvalidateProperties } from './property-queries';

export const PROPERTY_NOT_UPDATED = 'Property not updated!';
export const PROPERTY_ADDED = 'Property successfully added!';
// The spec: the user goes to the new property 1.5 s after it is added.
const OPEN_ADDED_PROPERTY_AFTER_MS = 1500;

// Draft (looked up by address) -> preview -> active, or draft discarded when the preview is dismissed.
export function useAddPropertyFlow() {
  const [draft, setDraft] = useState<Property | null>(null);
  const navigate = useNavigate();
  const later = useDelayedAction();
  const invalidateProperties = useInvalidateProperties();

  const lookUp = useMutation({
    mutationFn: createDraftProperty,
    onError: () => notifyError(PROPERTY_NOT_UPDATED),
  });
  const activate = useMutation({
    mutationFn: activateProperty,
    onSuccess: (property) => {
      setDraft(null);
      notifySuccess(PROPERTY_ADDED);
      void invalidateProperties();
      later(() => navigate(`/properties/${property.id}`), OPEN_ADDED_PROPERTY_AFTER_MS);
    },
    onError: () => notifyError(PROPERTY_NOT_UPDATED),
  });
  // Removing an abandoned draft is housekeeping; the spec only logs its failure, so the user is not told.
  const discard = useMutation({ mutationFn: deleteProperty, onSettled: () => invalidateProperties() });

  return {
    draft,
    isLookingUp: lookUp.isPending,
    isActivating: activate.isPending,
    start: (address: string, onFound?: () => void) =>
      lookUp.mutate(address, {
        onSuccess: (property) => {
          onFound?.();
          setDraft(property);
        },
      }),
    confirm: () => {
      if (draft) activate.mutate(draft.id);
    },
    cancel: () => {
      if (!draft || activate.isPending) return;
      setDraft(null);
      discard.mutate(draft.id);
    },
  };
}
