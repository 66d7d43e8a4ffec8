// What the RPCs accept. Keys are the names of the BFF's request fields (`{amount, propertyId}`,
// `{clientSecret, cardNumber, expiry, cvc}`), which become the field violations' names.
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
  propertyId,
  amount: z.number().refine(isUnlockPrice, WRONG_AMOUNT),
});

export function createPaymentRequest(request: CreatePaymentRequest): { propertyId: string } {
  const parsed = createPayment.parse({ propertyId: request.propertyId, amount: request.amountCents });
  return { propertyId: parsed.propertyId };
}

export function paymentStatusRequest(request: GetPaymentStatusRequest): { propertyId: string } {
  const parsed = z.object({ propertyId }).parse({ propertyId: request.propertyId });
  return { propertyId: parsed.propertyId };
}

// Stripe's card form words for a field left empty; what is wrong with a filled one is the card rules' to say.
const filled = (message: string, max: number) => z.string().trim().min(1, message).max(max, message);

const confirmOffline = z.object({
  clientSecret: filled('A client secret is required', 200),
  cardNumber: filled(CARD_MESSAGES.numberIncomplete, 40),
  expiry: filled(CARD_MESSAGES.expiryIncomplete, 10),
  cvc: filled(CARD_MESSAGES.cvcIncomplete, 10),
});

export function confirmOfflineRequest(request: ConfirmOfflinePaymentRequest): {
  clientSecret: string;
  card: CardInput;
} {
  const parsed = confirmOffline.parse({
    clientSecret: request.clientSecret,
    cardNumber: request.cardNumber,
    expiry: request.expiry,
    cvc: request.cvc,
  });
  return {
    clientSecret: parsed.clientSecret,
    card: { number: parsed.cardNumber, expiry: parsed.expiry, cvc: parsed.cvc },
  };
}

/** The ConfirmOfflinePaymentRequest field a card rule is about. */
export const CARD_FIELD_NAMES: Record<CardField, string> = {
  cardNumber: 'cardNumber',
  expiry: 'expiry',
  cvc: 'cvc',
};
