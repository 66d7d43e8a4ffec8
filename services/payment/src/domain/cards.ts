// The offline provider's card rules: what Stripe's card form refuses before sending (the rules the SPA's card form
// applies too, from @homeward/rules), and what Stripe test mode answers for its documented test numbers
// (https://docs.stripe.com/testing). The card is only ever evaluated here; nothing in this file returns or keeps
// the number.
import { CARD_MESSAGES, cardDigits, cardNumberProblem, cvcProblem, expiryProblem } from '@homeward/rules';

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

/** What Stripe test mode would do with this card; every other valid number is approved, as in test mode. */
export function evaluateCard(card: CardInput, now: Date): CardOutcome {
  const numberProblem = cardNumberProblem(card.number);
  if (numberProblem) return { result: 'invalid', field: 'cardNumber', message: numberProblem };
  // The provider's clock is UTC: a card expiring this month is good until the month ends there.
  const expiry = expiryProblem(card.expiry, { year: now.getUTCFullYear(), month: now.getUTCMonth() + 1 });
  if (expiry) return { result: 'invalid', field: 'expiry', message: expiry };
  const cvc = cvcProblem(card.cvc);
  if (cvc) return { result: 'invalid', field: 'cvc', message: cvc };
  const decline = DECLINING_TEST_CARDS[cardDigits(card.number)!];
  return decline ? { result: 'declined', ...decline } : { result: 'approved' };
}
