// What the RPCs accept. Keys are the names of the BFF's request fields (`{amount, propertyId}`,
// `{clientSecret, cardNumber, expiry, cvc}`), which become the field violations' names.
import type {
  ConfirmOfflinePaymentRequest,
  CreatePaymentRequest,
  GetPaymentStatusRequest,
} from '@homeward/protos/gen/homeward/payment/v1/payment';
import { z } from 'zod';
import { isUnlockPrice, WRONG_AMOUNT } from '../domain/price';

export const PROPERTY_NOT_FOUND = 'Property not found';
export const PAYMENT_NOT_FOUND = 'Payment not found';
export const ALREADY_UNLOCKED = 'This property is already unlocked.';

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
  return createPayment.parse({ propertyId: request.propertyId, amount: request.amountCents });
}

export function paymentStatusRequest(request: GetPaymentStatusRequest): { propertyId: string } {
  return z.object({ propertyId }).parse({ propertyId: request.propertyId });
}

// Stripe's card form words for a field left empty; what is wrong with a filled one is the card rules' to say.
const filled = (message: string, max: number) => z.string().trim().min(1, message).max(max, message);

const confirmOffline = z.object({
  clientSecret: filled('A client secret is required', 200),
  cardNumber: filled('Your card number is incomplete.', 40),
  expiry: filled("Your card's expiration date is incomplete.", 10),
  cvc: filled("Your card's security code is incomplete.", 10),
});

export function confirmOfflineRequest(request: ConfirmOfflinePaymentRequest) {
  return confirmOffline.parse({
    clientSecret: request.clientSecret,
    cardNumber: request.cardNumber,
    expiry: request.expiry,
    cvc: request.cvc,
  });
}
