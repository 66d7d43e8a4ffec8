import { CARD_MESSAGES } from './card-messages';

describe('card messages', () => {
  // The service, the BFF and the SPA all show these; a change of wording here is a change for every buyer.
  it("are Stripe's words", () => {
    expect(CARD_MESSAGES).toEqual({
      numberIncomplete: 'Your card number is incomplete.',
      numberInvalid: 'Your card number is invalid.',
      expiryIncomplete: "Your card's expiration date is incomplete.",
      expiryInvalid: "Your card's expiration date is invalid.",
      expired: 'Your card has expired.',
      cvcIncomplete: "Your card's security code is incomplete.",
      cvcInvalid: "Your card's security code is invalid.",
      declined: 'Your card was declined.',
      insufficientFunds: 'Your card has insufficient funds.',
      cvcIncorrect: "Your card's security code is incorrect.",
      processingError: 'An error occurred while processing your card. Try again in a little bit.',
    });
  });

  it('say each thing once, as a sentence', () => {
    const messages = Object.values(CARD_MESSAGES);
    expect(new Set(messages).size).toBe(messages.length);
    for (const message of messages) expect(message).toMatch(/^[A-Z].*\.$/);
  });
});
