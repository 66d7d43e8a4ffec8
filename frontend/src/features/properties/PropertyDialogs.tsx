import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useRestoreFocus } from '../../components/use-restore-focus';
import { PaymentModal } from '../unlock/PaymentModal';
import { UnlockPropertyModal } from '../unlock/UnlockPropertyModal';
import { unlockReturnPath } from '../unlock/use-unlock-confirmation';
import { EditPropertyModal } from './EditPropertyModal';
import { PropertyToolsModal } from './PropertyToolsModal';
import { RemovePropertyModal } from './RemovePropertyModal';
import type { PropertyCard } from '@api';
import { useRemoveProperty } from './use-remove-property';

export type PropertyDialog = 'tools' | 'edit' | 'remove' | 'unlock' | 'pay';

/** One dialog at a time per property: tools, edit, remove, or the two steps of the unlock. */
export function usePropertyDialogs() {
  const [open, setOpen] = useState<PropertyDialog | null>(null);
  return { open, show: setOpen, close: () => setOpen(null) };
}
export type PropertyDialogs = ReturnType<typeof usePropertyDialogs>;

interface PropertyDialogsProps {
  property: PropertyCard;
  address: string;
  dialogs: PropertyDialogs;
  /** After a removal's notice: the list refreshes, a detail page leaves for /properties. */
  afterRemoved: () => void;
}

export function PropertyDialogsHost({ property, address, dialogs, afterRemoved }: PropertyDialogsProps) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const remove = useRemoveProperty(afterRemoved);
  const { open, show, close } = dialogs;
  // Tools -> unlock -> payment replace one another; the focus goes back to what opened the first.
  useRestoreFocus(open !== null);
  const paid = () => {
    close();
    // The card provider's return: the property's page waits there for the unlock to arrive.
    void queryClient.invalidateQueries({ queryKey: ['properties'] });
    navigate(unlockReturnPath(property.id));
  };

  return (
    <>
      <PropertyToolsModal
        property={property}
        address={address}
        opened={open === 'tools'}
        onClose={close}
        onUnlock={() => show('unlock')}
      />
      <EditPropertyModal property={property} address={address} opened={open === 'edit'} onClose={close} />
      <RemovePropertyModal
        opened={open === 'remove'}
        removing={remove.isPending}
        onClose={close}
        onConfirm={() => remove.mutate(property.id, { onSuccess: close })}
      />
      <UnlockPropertyModal opened={open === 'unlock'} onClose={close} onContinue={() => show('pay')} />
      <PaymentModal propertyId={property.id} opened={open === 'pay'} onClose={close} onPaid={paid} />
    </>
  );
}
