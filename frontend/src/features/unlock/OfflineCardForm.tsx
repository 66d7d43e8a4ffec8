import { Alert, Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { errorMessage } from '../../app/api-client';
import {
  cardNumberError,
  cvcError,
  expiryError,
  formatCardNumber,
  formatCvc,
  formatExpiry,
} from './card-format';
import { confirmOfflinePayment, type OfflineCard } from './unlock-api';

interface OfflineCardFormProps {
  clientSecret: string;
  onCancel: () => void;
  onPaid: () => void;
}

type CardErrors = Partial<Record<keyof OfflineCard, string>>;

function cardErrors(card: OfflineCard): CardErrors {
  const errors: CardErrors = {};
  const number = cardNumberError(card.cardNumber);
  const expiry = expiryError(card.expiry);
  const cvc = cvcError(card.cvc);
  if (number) errors.cardNumber = number;
  if (expiry) errors.expiry = expiry;
  if (cvc) errors.cvc = cvc;
  return errors;
}

/**
 * The offline gateway's card form (Stripe test-mode rules, no real charge). The number goes to the BFF only to be
 * checked against the test cards; it is kept nowhere in the SPA beyond this form's state.
 */
export function OfflineCardForm({ clientSecret, onCancel, onPaid }: OfflineCardFormProps) {
  const [card, setCard] = useState<OfflineCard>({ cardNumber: '', expiry: '', cvc: '' });
  const [errors, setErrors] = useState<CardErrors>({});
  const pay = useMutation({
    mutationFn: () =>
      confirmOfflinePayment(clientSecret, { ...card, cardNumber: card.cardNumber.replace(/\s/g, '') }),
    onSuccess: onPaid,
  });
  const change = (field: keyof OfflineCard, format: (value: string) => string) => (value: string) => {
    setCard((current) => ({ ...current, [field]: format(value) }));
    setErrors((current) => ({ ...current, [field]: undefined }));
  };
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const found = cardErrors(card);
    setErrors(found);
    if (Object.keys(found).length === 0 && !pay.isPending) pay.mutate();
  };

  return (
    <form noValidate onSubmit={submit}>
      <Stack gap="md">
        <Text size="sm" c="dimmed">
          Test mode: no real card is charged.
        </Text>
        <TextInput
          label="Card number"
          placeholder="1234 1234 1234 1234"
          inputMode="numeric"
          autoComplete="cc-number"
          value={card.cardNumber}
          onChange={(event) => change('cardNumber', formatCardNumber)(event.currentTarget.value)}
          error={errors.cardNumber}
          data-autofocus
        />
        <Group grow align="flex-start">
          <TextInput
            label="Expiration (MM/YY)"
            placeholder="MM/YY"
            inputMode="numeric"
            autoComplete="cc-exp"
            value={card.expiry}
            onChange={(event) => change('expiry', formatExpiry)(event.currentTarget.value)}
            error={errors.expiry}
          />
          <TextInput
            label="CVC"
            placeholder="CVC"
            inputMode="numeric"
            autoComplete="cc-csc"
            value={card.cvc}
            onChange={(event) => change('cvc', formatCvc)(event.currentTarget.value)}
            error={errors.cvc}
          />
        </Group>
        {pay.isError && (
          <Alert color="red" role="alert">
            {errorMessage(pay.error)}
          </Alert>
        )}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onCancel} disabled={pay.isPending}>
            Cancel
          </Button>
          <Button type="submit" loading={pay.isPending} disabled={pay.isSuccess}>
            Pay $99
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
