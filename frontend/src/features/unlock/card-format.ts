// The offline gateway's card form formats and checks like Stripe's Card Element, with Stripe's own messages, so the
// local card form reads the same as checkout in production. The checks are @homeward/rules', the ones the payment
// service applies to the card it is sent, so the form lets through exactly the cards the service accepts.
import {
  CARD_MESSAGES,
  CARD_NUMBER_DIGITS,
  cardNumberProblem,
  CVC_DIGITS,
  cvcProblem,
  expiryProblem,
} from '@homeward/rules';

export const CARD_NUMBER_INCOMPLETE = CARD_MESSAGES.numberIncomplete;
export const CARD_NUMBER_INVALID = CARD_MESSAGES.numberInvalid;
export const EXPIRY_INCOMPLETE = CARD_MESSAGES.expiryIncomplete;
export const EXPIRY_IN_PAST = CARD_MESSAGES.expired;
export const EXPIRY_MONTH_INVALID = CARD_MESSAGES.expiryInvalid;
export const CVC_INCOMPLETE = CARD_MESSAGES.cvcIncomplete;

const digitsOf = (value: string, max: number) => value.replace(/\D/g, '').slice(0, max);

/** '4242424242424242' -> '4242 4242 4242 4242' (16 digits; 19 at most for the long card brands). */
export function formatCardNumber(input: string): string {
  return digitsOf(input, CARD_NUMBER_DIGITS.max).replace(/(\d{4})(?=\d)/g, '$1 ');
}

/** '1234' -> '12/34': the agreed API takes the expiry as 'MM/YY', so the field shows exactly that. */
export function formatExpiry(input: string): string {
  const digits = digitsOf(input, 4);
  // A first digit above 1 can only be a one-digit month.
  const padded = digits.length === 1 && Number(digits) > 1 ? `0${digits}` : digits;
  return padded.length > 2 ? `${padded.slice(0, 2)}/${padded.slice(2)}` : padded;
}

export function formatCvc(input: string): string {
  return digitsOf(input, CVC_DIGITS.max);
}

export function cardNumberError(formatted: string): string | null {
  return cardNumberProblem(formatted) ?? null;
}

/** Checked on the buyer's own clock: a card that expires this month is good until it ends where they are. */
export function expiryError(formatted: string, now: Date = new Date()): string | null {
  return expiryProblem(formatted, { year: now.getFullYear(), month: now.getMonth() + 1 }) ?? null;
}

export function cvcError(formatted: string): string | null {
  return cvcProblem(formatted) ?? null;
}
