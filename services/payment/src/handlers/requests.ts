// What the RPCs accept. Keys are the proto field names (`property_id`, `card_number`, ...), which become the field
// violations' names; the BFF maps them to its own JSON fields.
import type {
  ConfirmOfflinePaymentRequest,
  CreatePaymentRequest,
  GetPaymentStatusRequest,
} from '@homeward/protos/gen/homeward/payment/v1/payment';
import { CARD_MESSAGES } from '@homeward/rules';
import { z } from 'zod';
import type { CardField, CardInput } from '../domain/cards';
import { isUnlockPrice, WRONG_AMOUNT } from '../domain/price';

const propertyId = z
  .string()
  .trim()
  .min(1, 'A property id is required')
  .max(100, 'A property id has at most 100 characters');

const createPayment = z.object({
  property_id: propertyId,
  amount_cents: z.number().refine(isUnlockPrice, WRONG_AMOUNT),
});

export function createPaymentRequest(request: CreatePaymentRequest): { propertyId: string } {
  const parsed = createPayment.parse({ property_id: request.propertyId, amount_cents: request.amountCents });
  return { propertyId: parsed.property_id };
}

export function paymentStatusRequest(request: GetPaymentStatusRequest): { propertyId: string } {
  const parsed = z.object({ property_id: propertyId }).parse({ property_id: request.propertyId });
  return { propertyId: parsed.property_id };
}

// Stripe's card form words for a field left empty; what is wrong with a filled one is the card rules' to say.
const filled = (message: string, max: number) => z.string().trim().min(1, message).max(max, message);

const confirmOffline = z.object({
  client_secret: filled('A client secret is required', 200),
  card_number: filled(CARD_MESSAGES.numberIncomplete, 40),
  expiry: filled(CARD_MESSAGES.expiryIncomplete, 10),
  cvc: filled(CARD_MESSAGES.cvcIncomplete, 10),
});

export function confirmOfflineRequest(request: ConfirmOfflinePaymentRequest): {
  clientSecret: string;
  card: CardInput;
} {
  const parsed = confirmOffline.parse({
    client_secret: request.clientSecret,
    card_number: request.cardNumber,
    expiry: request.expiry,
    cvc: request.cvc,
  });
  return {
    clientSecret: parsed.client_secret,
    card: { number: parsed.card_number, expiry: parsed.expiry, cvc: parsed.cvc },
  };
}

/** The ConfirmOfflinePaymentRequest field a card rule is about. */
export const CARD_FIELD_NAMES: Record<CardField, string> = {
  cardNumber: 'card_number',
  expiry: 'expiry',
  cvc: 'cvc',
};
