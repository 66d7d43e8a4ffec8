import { apiFetch } from '../../app/api-client';
import {
  createPaymentResponseSchema,
  offlineConfirmResponseSchema,
  unlockOptionsResponseSchema,
  unlockStatusResponseSchema,
  UNLOCK_PRICE_DOLLARS,
  type UnlockOptions,
} from './unlock-contract';

export function getUnlockOptions(signal?: AbortSignal): Promise<UnlockOptions> {
  return apiFetch('/api/stripe/options', { schema: unlockOptionsResponseSchema, signal });
}

export async function createPaymentIntent(propertyId: string): Promise<string> {
  const { clientSecret } = await apiFetch('/api/stripe/create-payment', {
    body: { json: { amount: UNLOCK_PRICE_DOLLARS, propertyId } },
    schema: createPaymentResponseSchema,
  });
  return clientSecret;
}

export interface OfflineCard {
  cardNumber: string;
  expiry: string;
  cvc: string;
}

/** The offline gateway's stand-in for Stripe's card confirmation; a declined card is a 402 with its message. */
export async function confirmOfflinePayment(clientSecret: string, card: OfflineCard): Promise<void> {
  await apiFetch('/api/stripe/offline/confirm', {
    body: {
      json: { client_secret: clientSecret, card_number: card.cardNumber, expiry: card.expiry, cvc: card.cvc },
    },
    schema: offlineConfirmResponseSchema,
  });
}

export async function getUnlockStatus(propertyId: string, signal?: AbortSignal): Promise<string> {
  const { status } = await apiFetch(
    `/api/stripe/payment-status?${new URLSearchParams({ property_id: propertyId })}`,
    {
      schema: unlockStatusResponseSchema,
      signal,
    },
  );
  return status;
}
