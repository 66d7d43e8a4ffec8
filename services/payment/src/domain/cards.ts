// The offline provider's card rules: what Stripe's card form refuses before sending, and what Stripe test mode
// answers for its documented test numbers (https://docs.stripe.com/testing). The card is only ever evaluated here;
// nothing in this file returns or keeps the number.
import { CARD_MESSAGES } from '@homeward/rules';

export interface CardInput {
  number: string;
  /** MM/YY (MM/YYYY and spaces around the slash accepted). */
  expiry: string;
  cvc: string;
}

export type CardField = 'cardNumber' | 'expiry' | 'cvc';

export type CardOutcome =
  | { result: 'approved' }
  /** Refused by the card network: the provider records a failed attempt (`payment_intent.payment_failed`). */
  | { result: 'declined'; code: string; message: string }
  /** Refused before it reaches the provider, like Stripe's card form does. */
  | { result: 'invalid'; field: CardField; message: string };

/** Stripe's test numbers that fail, with the decline code and message Stripe gives for each. */
const DECLINING_TEST_CARDS: Record<string, { code: string; message: string }> = {
  '4000000000000002': { code: 'generic_decline', message: CARD_MESSAGES.declined },
  '4000000000009995': { code: 'insufficient_funds', message: CARD_MESSAGES.insufficientFunds },
  '4000000000009987': { code: 'lost_card', message: CARD_MESSAGES.declined },
  '4000000000009979': { code: 'stolen_card', message: CARD_MESSAGES.declined },
  '4000000000000069': { code: 'expired_card', message: CARD_MESSAGES.expired },
  '4000000000000127': { code: 'incorrect_cvc', message: CARD_MESSAGES.cvcIncorrect },
  '4000000000000119': { code: 'processing_error', message: CARD_MESSAGES.processingError },
};

/** The digits of a card number typed with optional spaces or dashes; undefined when anything else is in it. */
export function cardDigits(number: string): string | undefined {
  const compact = number.replace(/[\s-]/g, '');
  return /^\d+$/.test(compact) ? compact : undefined;
}

/** The Luhn (mod 10) check every card number carries in its last digit. */
export function passesLuhn(digits: string): boolean {
  let sum = 0;
  for (let index = 0; index < digits.length; index++) {
    let digit = Number(digits[digits.length - 1 - index]);
    if (index % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return digits.length > 0 && sum % 10 === 0;
}

export function isCardNumber(digits: string): boolean {
  return digits.length >= 12 && digits.length <= 19 && passesLuhn(digits);
}

export interface Expiry {
  month: number;
  /** Four digits. */
  year: number;
}

export function parseExpiry(text: string): Expiry | undefined {
  const match = /^\s*(\d{1,2})\s*\/\s*(\d{2}|\d{4})\s*$/.exec(text);
  if (!match) return undefined;
  const month = Number(match[1]);
  const year = match[2]!.length === 2 ? 2000 + Number(match[2]) : Number(match[2]);
  return month >= 1 && month <= 12 ? { month, year } : undefined;
}

/** A card is valid through the last day of its expiry month (in UTC, as the provider's clock sees it). */
export function isExpired(expiry: Expiry, now: Date): boolean {
  const year = now.getUTCFullYear();
  const month = now.getUTCMonth() + 1;
  return expiry.year < year || (expiry.year === year && expiry.month < month);
}

export function isCvc(cvc: string): boolean {
  return /^\d{3,4}$/.test(cvc.trim());
}

/** What Stripe test mode would do with this card; every other valid number is approved, as in test mode. */
export function evaluateCard(card: CardInput, now: Date): CardOutcome {
  const digits = cardDigits(card.number);
  if (!digits || !isCardNumber(digits))
    return { result: 'invalid', field: 'cardNumber', message: CARD_MESSAGES.numberInvalid };
  const expiry = parseExpiry(card.expiry);
  if (!expiry) return { result: 'invalid', field: 'expiry', message: CARD_MESSAGES.expiryInvalid };
  if (isExpired(expiry, now)) return { result: 'invalid', field: 'expiry', message: CARD_MESSAGES.expired };
  if (!isCvc(card.cvc)) return { result: 'invalid', field: 'cvc', message: CARD_MESSAGES.cvcInvalid };
  const decline = DECLINING_TEST_CARDS[digits];
  return decline ? { result: 'declined', ...decline } : { result: 'approved' };
}
