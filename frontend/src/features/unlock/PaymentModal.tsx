import { Alert, Button, Center, Group, Loader, Modal, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { OfflineCardForm } from './OfflineCardForm';
import { createPaymentIntent, getPaymentOptions } from './payment-api';

export const PAYMENT_INTENT_FAILED = 'Failed to fetch payment intent';
export const STRIPE_NOT_AVAILABLE = 'Stripe checkout is not available in this build';

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
    queryFn: ({ signal }) => getPaymentOptions(signal),
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

  if (options.isPending || intent.isPending) {
    return (
      <Center py="lg">
        <Loader aria-label="Preparing the payment" />
      </Center>
    );
  }
  if (options.isError || intent.isError) {
    return (
      <WithoutCardForm onClose={onClose}>
        <Alert color="red" title="Error">
          {PAYMENT_INTENT_FAILED}
        </Alert>
      </WithoutCardForm>
    );
  }
  if (options.data.gateway === 'stripe') {
    // @stripe/stripe-js and @stripe/react-stripe-js are not dependencies of this build, so Elements cannot load.
    return (
      <WithoutCardForm onClose={onClose}>
        <Alert color="yellow">{STRIPE_NOT_AVAILABLE}</Alert>
      </WithoutCardForm>
    );
  }
  return <OfflineCardForm clientSecret={intent.data} onCancel={onClose} onPaid={onPaid} />;
}

function WithoutCardForm({ children, onClose }: { children: ReactNode; onClose: () => void }) {
  return (
    <Stack gap="md">
      {children}
      <Text size="sm" c="dimmed">
        You have not been charged.
      </Text>
      <Group justify="flex-end" gap="sm">
        <Button variant="default" onClick={onClose}>
          Cancel
        </Button>
        <Button disabled>Pay $99</Button>
      </Group>
    </Stack>
  );
}
