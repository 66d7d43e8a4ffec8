import { Alert, Center, Loader, Modal } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense } from 'react';
import { OfflineCardForm } from './OfflineCardForm';
import { createPaymentIntent, getUnlockOptions } from './unlock-api';
import { PaymentUnavailable } from './PaymentUnavailable';

export const PAYMENT_INTENT_FAILED = 'Failed to fetch payment intent';
export const STRIPE_KEY_MISSING = 'Stripe checkout is not configured: the server sent no publishable key';

// Stripe's packages load only with the Stripe gateway, so the offline default never downloads them.
const StripeCheckout = lazy(() =>
  import('./StripeCheckout').then((module) => ({ default: module.StripeCheckout })),
);

interface PaymentModalProps {
  propertyId: string;
  opened: boolean;
  onClose: () => void;
  /** The card was charged; the unlock itself arrives a moment later (payment.succeeded -> property.unlocked). */
  onPaid: () => void;
}

export function PaymentModal({ propertyId, opened, onClose, onPaid }: PaymentModalProps) {
  return (
    <Modal opened={opened} onClose={onClose} title="Unlock property" centered>
      {opened && <PaymentBody propertyId={propertyId} onClose={onClose} onPaid={onPaid} />}
    </Modal>
  );
}

function PaymentBody({ propertyId, onClose, onPaid }: Omit<PaymentModalProps, 'opened'>) {
  const options = useQuery({
    queryKey: ['payment', 'options'],
    queryFn: ({ signal }) => getUnlockOptions(signal),
    staleTime: Infinity,
    retry: false,
  });
  // The server keeps one intent per buyer and property, so asking again on every opening is harmless.
  const intent = useQuery({
    queryKey: ['payment', 'intent', propertyId],
    queryFn: () => createPaymentIntent(propertyId),
    gcTime: 0,
    staleTime: 0,
    retry: false,
  });

  if (options.isPending || intent.isPending) return <PreparingPayment />;
  if (options.isError || intent.isError) {
    return (
      <PaymentUnavailable onClose={onClose}>
        <Alert color="red" title="Error">
          {PAYMENT_INTENT_FAILED}
        </Alert>
      </PaymentUnavailable>
    );
  }
  if (options.data.gateway === 'stripe') {
    const publishableKey = options.data.publishable_key;
    if (!publishableKey) {
      return (
        <PaymentUnavailable onClose={onClose}>
          <Alert color="red" title="Error">
            {STRIPE_KEY_MISSING}
          </Alert>
        </PaymentUnavailable>
      );
    }
    return (
      <Suspense fallback={<PreparingPayment />}>
        <StripeCheckout
          publishableKey={publishableKey}
          clientSecret={intent.data}
          propertyId={propertyId}
          onCancel={onClose}
        />
      </Suspense>
    );
  }
  return <OfflineCardForm clientSecret={intent.data} onCancel={onClose} onPaid={onPaid} />;
}

function PreparingPayment() {
  return (
    <Center py="lg">
      <Loader aria-label="Preparing the payment" />
    </Center>
  );
}
