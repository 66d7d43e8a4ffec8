// The offline gateway's card form formats and checks like Stripe's Card Element, with Stripe's own messages, so the
// local card form reads the same as checkout in production.
import { CARD_MESSAGES } from '@api';

export const CARD_NUMBER_INCOMPLETE = CARD_MESSAGES.numberIncomplete;
export const CARD_NUMBER_INVALID = CARD_MESSAGES.numberInvalid;
export const EXPIRY_INCOMPLETE = CARD_MESSAGES.expiryIncomplete;
export const EXPIRY_IN_PAST = CARD_MESSAGES.expired;
export const EXPIRY_MONTH_INVALID = CARD_MESSAGES.expiryInvalid;
export const CVC_INCOMPLETE = CARD_MESSAGES.cvcIncomplete;

const digitsOf = (value: string, max: number) => value.replace(/\D/g, '').slice(0, max);

/** '4242424242424242' -> '4242 4242 4242 4242' (16 digits; 19 at most for the long card brands). */
export function formatCardNumber(input: string): string {
  return digitsOf(input, 19).replace(/(\d{4})(?=\d)/g, '$1 ');
}

/** '1234' -> '12/34': the agreed API takes the expiry as 'MM/YY', so the field shows exactly that. */
export function formatExpiry(input: string): string {
  const digits = digitsOf(input, 4);
  // A first digit above 1 can only be a one-digit month.
  const padded = digits.length === 1 && Number(digits) > 1 ? `0${digits}` : digits;
  return padded.length > 2 ? `${padded.slice(0, 2)}/${padded.slice(2)}` : padded;
}

export function formatCvc(input: string): string {
  return digitsOf(input, 4);
}

function passesLuhn(digits: string): boolean {
  let sum = 0;
  for (let index = 0; index < digits.length; index += 1) {
    let digit = Number(digits[digits.length - 1 - index]);
    if (index % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}

export function cardNumberError(formatted: string): string | null {
  const digits = formatted.replace(/\D/g, '');
  if (digits.length < 16) return CARD_NUMBER_INCOMPLETE;
  return passesLuhn(digits) ? null : CARD_NUMBER_INVALID;
}

export function expiryError(formatted: string, now: Date = new Date()): string | null {
  const match = /^(\d{2})\/(\d{2})$/.exec(formatted);
  if (!match) return EXPIRY_INCOMPLETE;
  const month = Number(match[1]);
  const year = 2000 + Number(match[2]);
  if (month < 1 || month > 12) return EXPIRY_MONTH_INVALID;
  const thisMonth = now.getFullYear() * 12 + now.getMonth();
  return year * 12 + (month - 1) < thisMonth ? EXPIRY_IN_PAST : null;
}

export function cvcError(formatted: string): string | null {
  return formatted.length >= 3 ? null : CVC_INCOMPLETE;
}
