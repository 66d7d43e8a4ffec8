// What makes a card's details complete and valid, written once for the SPA's card form and the payment service's
// offline provider, so both refuse the same cards with the same words. The rules are those of Stripe's card form:
// card brands use 12 to 19 digits and every number carries a Luhn check digit; a card is good through the last day
// of its expiry month; the security code has 3 digits (4 on American Express).
import { CARD_MESSAGES, type CardMessage } from './card-messages';

export const CARD_NUMBER_DIGITS = { min: 12, max: 19 } as const;
export const CVC_DIGITS = { min: 3, max: 4 } as const;

/** The digits of a card number typed with optional spaces or dashes; undefined when anything else is in it. */
export function cardDigits(number: string): string | undefined {
  const compact = number.replace(/[\s-]/g, '');
  return /^\d*$/.test(compact) ? compact : undefined;
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

/** Too few digits for any card brand is incomplete; anything else that is not a card number is invalid. */
export function cardNumberProblem(number: string): CardMessage | undefined {
  const digits = cardDigits(number);
  if (digits === undefined || digits.length > CARD_NUMBER_DIGITS.max) return CARD_MESSAGES.numberInvalid;
  if (digits.length < CARD_NUMBER_DIGITS.min) return CARD_MESSAGES.numberIncomplete;
  return passesLuhn(digits) ? undefined : CARD_MESSAGES.numberInvalid;
}

/** A month of a year (month 1-12, four-digit year): an expiry, or the month it is now. */
export interface YearMonth {
  year: number;
  month: number;
}

const EXPIRY = /^\s*(\d{1,2})\s*\/\s*(\d{2}|\d{4})\s*$/;
/** What an expiry looks like while it is still being typed: a month, then perhaps a slash and part of a year. */
const EXPIRY_SO_FAR = /^\s*(?:\d{1,2}\s*)?(?:\/\s*(?:\d{1,3}\s*)?)?$/;

/** MM/YY, or MM/YYYY, with spaces around the slash allowed; undefined for anything else or a month not 1-12. */
export function parseExpiry(text: string): YearMonth | undefined {
  const match = EXPIRY.exec(text);
  if (!match) return undefined;
  const month = Number(match[1]);
  const year = match[2]!.length === 2 ? 2000 + Number(match[2]) : Number(match[2]);
  return month >= 1 && month <= 12 ? { month, year } : undefined;
}

/** A card is valid through its expiry month: expired once a later month has begun. */
export function isExpired(expiry: YearMonth, now: YearMonth): boolean {
  return expiry.year < now.year || (expiry.year === now.year && expiry.month < now.month);
}

/**
 * `now` is the month it is on the caller's clock (the buyer's in the browser, UTC in the service): the rule is the
 * same, and a card that expires this month stays valid on both until the month is over.
 */
export function expiryProblem(text: string, now: YearMonth): CardMessage | undefined {
  if (!EXPIRY.test(text))
    return EXPIRY_SO_FAR.test(text) ? CARD_MESSAGES.expiryIncomplete : CARD_MESSAGES.expiryInvalid;
  const expiry = parseExpiry(text);
  if (!expiry) return CARD_MESSAGES.expiryInvalid;
  return isExpired(expiry, now) ? CARD_MESSAGES.expired : undefined;
}

export function cvcProblem(cvc: string): CardMessage | undefined {
  const text = cvc.trim();
  if (!/^\d*$/.test(text) || text.length > CVC_DIGITS.max) return CARD_MESSAGES.cvcInvalid;
  return text.length < CVC_DIGITS.min ? CARD_MESSAGES.cvcIncomplete : undefined;
}
