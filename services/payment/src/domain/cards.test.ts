import { CARD_MESSAGES } from '@homeward/rules';
import { evaluateCard } from './cards';

const now = new Date('2026-03-15T12:00:00Z');
const card = (number: string, expiry = '12/34', cvc = '123') => evaluateCard({ number, expiry, cvc }, now);

describe('Stripe test-mode card semantics', () => {
  it('approves 4242 4242 4242 4242 and any other valid card', () => {
    expect(card('4242 4242 4242 4242')).toEqual({ result: 'approved' });
    expect(card('5555555555554444', '03/26', '9876')).toEqual({ result: 'approved' });
  });

  it.each([
    ['4000000000000002', 'generic_decline', CARD_MESSAGES.declined],
    ['4000000000009995', 'insufficient_funds', CARD_MESSAGES.insufficientFunds],
    ['4000000000000069', 'expired_card', CARD_MESSAGES.expired],
    ['4000000000000127', 'incorrect_cvc', CARD_MESSAGES.cvcIncorrect],
  ])('declines %s with %s', (number, code, message) => {
    expect(card(number)).toEqual({ result: 'declined', code, message });
  });

  it("says so in the card's own words", () => {
    expect(card('4000 0000 0000 0002')).toMatchObject({ message: 'Your card was declined.' });
    expect(card('4000000000009995')).toMatchObject({ message: 'Your card has insufficient funds.' });
  });

  it('refuses an invalid number, a bad or past expiry and a bad security code before any decline', () => {
    expect(card('4242424242424241')).toEqual({
      result: 'invalid',
      field: 'cardNumber',
      message: 'Your card number is invalid.',
    });
    expect(card('4242 4242 4242 42x2')).toMatchObject({ field: 'cardNumber' });
    expect(card('4242424242424242', '02/26')).toEqual({
      result: 'invalid',
      field: 'expiry',
      message: 'Your card has expired.',
    });
    expect(card('4242424242424242', '04-27')).toMatchObject({
      field: 'expiry',
      message: CARD_MESSAGES.expiryInvalid,
    });
    expect(card('4242424242424242', '12/34', '12a')).toEqual({
      result: 'invalid',
      field: 'cvc',
      message: "Your card's security code is invalid.",
    });
    expect(card('4000000000000002', '01/20')).toMatchObject({ result: 'invalid', field: 'expiry' });
  });

  // The SPA's card form says the same of the same card: the rules and their words are @homeward/rules'.
  it("calls a number, expiry or security code cut short incomplete, as Stripe's card form does", () => {
    expect(card('4242 4242')).toEqual({
      result: 'invalid',
      field: 'cardNumber',
      message: CARD_MESSAGES.numberIncomplete,
    });
    expect(card('4242424242424242', '2/2')).toMatchObject({
      field: 'expiry',
      message: CARD_MESSAGES.expiryIncomplete,
    });
    expect(card('4242424242424242', '12/34', '12')).toMatchObject({
      field: 'cvc',
      message: CARD_MESSAGES.cvcIncomplete,
    });
  });

  it("reads the expiry month on the provider's clock, UTC", () => {
    // Still March 31 in Austin, already April in UTC.
    const aprilInUtc = new Date('2026-04-01T02:00:00Z');
    expect(
      evaluateCard({ number: '4242424242424242', expiry: '03/26', cvc: '123' }, aprilInUtc),
    ).toMatchObject({
      field: 'expiry',
      message: CARD_MESSAGES.expired,
    });
  });

  it('approves a valid number of any length a card brand uses', () => {
    expect(card('378282246310005', '12/34', '1234')).toEqual({ result: 'approved' });
    expect(card('6205500000000000004')).toEqual({ result: 'approved' });
  });

  it('never returns the card number', () => {
    for (const number of ['4242424242424242', '4000000000000002', '4242424242424241'])
      expect(JSON.stringify(card(number))).not.toContain(number);
  });
});
