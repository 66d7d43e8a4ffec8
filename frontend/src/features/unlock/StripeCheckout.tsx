import { Alert, Button, Center, Group, Loader, Stack } from '@mantine/core';
import { Elements, PaymentElement, useElements, useStripe } from '@stripe/react-stripe-js';
import type { StripeError } from '@stripe/stripe-js';
import { useQuery } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { PaymentUnavailable } from './PaymentUnavailable';
import { stripeFor } from './stripe-loader';
import { stripeReturnUrl } from './use-unlock-confirmation';

export const STRIPE_LOAD_FAILED = 'Stripe checkout could not be loaded. Check your connection and try again.';
// Stripe's own advice: show its message for card and form errors, and nothing of its internals for the rest.
export const STRIPE_UNEXPECTED_ERROR = 'An unexpected error occurred.';

interface StripeCheckoutProps {
  publishableKey: string;
  clientSecret: string;
  propertyId: string;
  onCancel: () => void;
}

/** Stripe Elements checkout; on success Stripe sends the browser to the property's page, which waits for the unlock. */
export function StripeCheckout({ publishableKey, clientSecret, propertyId, onCancel }: StripeCheckoutProps) {
  const stripe = useQuery({
    queryKey: ['payment', 'stripe-js', publishableKey],
    queryFn: () => stripeFor(publishableKey),
    staleTime: Infinity,
    retry: false,
  });

  if (stripe.isPending) {
    return (
      <Center py="lg">
        <Loader aria-label="Loading Stripe checkout" />
      </Center>
    );
  }
  if (stripe.isError || !stripe.data) {
    return (
      <PaymentUnavailable onClose={onCancel}>
        <Alert color="red" title="Error">
          {STRIPE_LOAD_FAILED}
        </Alert>
      </PaymentUnavailable>
    );
  }
  return (
    <Elements stripe={stripe.data} options={{ clientSecret }}>
      <StripePaymentForm propertyId={propertyId} onCancel={onCancel} />
    </Elements>
  );
}

function confirmErrorMessage(error: StripeError): string {
  const shownAsIs = error.type === 'card_error' || error.type === 'validation_error';
  return shownAsIs && error.message ? error.message : STRIPE_UNEXPECTED_ERROR;
}

function StripePaymentForm({ propertyId, onCancel }: { propertyId: string; onCancel: () => void }) {
  const stripe = useStripe();
  const elements = useElements();
  const [submitting, setSubmitting] = useState(false);
  const [message, setMessage] = useState<string | null>(null);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!stripe || !elements || submitting) return;
    setSubmitting(true);
    setMessage(null);
    try {
      const { error } = await stripe.confirmPayment({
        elements,
        confirmParams: { return_url: stripeReturnUrl(propertyId) },
      });
      // confirmPayment only comes back on failure: a success has already sent the browser to return_url.
      setMessage(confirmErrorMessage(error));
    } catch {
      setMessage(STRIPE_UNEXPECTED_ERROR);
    }
    setSubmitting(false);
  };

  return (
    <form noValidate onSubmit={(event) => void submit(event)}>
      <Stack gap="md">
        <PaymentElement />
        {message && (
          <Alert color="red" role="alert">
            {message}
          </Alert>
        )}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onCancel} disabled={submitting}>
            Cancel
          </Button>
          <Button type="submit" loading={submitting} disabled={!stripe || !elements}>
            Pay $99
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
