// The words a buyer reads about a card, written once for the payment service, the BFF and the SPA. They are
// Stripe's own (spec section 8: "card form errors show their own message"): its card form's for a field left
// empty or mistyped, its API's for a card the network refuses, so the offline card form reads like checkout with
// Stripe in production.

export const CARD_MESSAGES = {
  numberIncomplete: 'Your card number is incomplete.',
  numberInvalid: 'Your card number is invalid.',
  expiryIncomplete: "Your card's expiration date is incomplete.",
  expiryInvalid: "Your card's expiration date is invalid.",
  /** A past expiry typed in the form, and Stripe's `expired_card` decline alike. */
  expired: 'Your card has expired.',
  cvcIncomplete: "Your card's security code is incomplete.",
  cvcInvalid: "Your card's security code is invalid.",
  declined: 'Your card was declined.',
  insufficientFunds: 'Your card has insufficient funds.',
  cvcIncorrect: "Your card's security code is incorrect.",
  processingError: 'An error occurred while processing your card. Try again in a little bit.',
} as const;

export type CardMessage = (typeof CARD_MESSAGES)[keyof typeof CARD_MESSAGES];
