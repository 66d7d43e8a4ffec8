// The unlock is sold at one price, fixed here: a client only ever confirms it, never sets it.

/** $99.00, in the currency's smallest unit as payment providers count it. */
export const UNLOCK_PRICE_CENTS = 9900;
/** ISO 4217, lower case as Stripe writes it. */
export const UNLOCK_CURRENCY = 'usd';

export const WRONG_AMOUNT = 'The unlock costs $99.00 (9900 cents)';

export function isUnlockPrice(amountCents: number): boolean {
  return amountCents === UNLOCK_PRICE_CENTS;
}
