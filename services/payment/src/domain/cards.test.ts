import { CARD_MESSAGES } from '@homeward/rules';
import { cardDigits, evaluateCard, isCardNumber, isExpired, parseExpiry, passesLuhn } from './cards';

const now = new Date('2026-03-15T12:00:00Z');
const card = (number: string, expiry = '12/34', cvc = '123') => evaluateCard({ number, expiry, cvc }, now);

describe('Luhn check', () => {
  it.each(['4242424242424242', '4000000000000002', '5555555555554444', '378282246310005', '79927398713'])(
    'accepts %s',
    (digits) => expect(passesLuhn(digits)).toBe(true),
  );

  it.each(['4242424242424241', '4000000000000001', '79927398710', '1234567812345678'])(
    'rejects %s',
    (digits) => expect(passesLuhn(digits)).toBe(false),
  );

  it('rejects the empty string', () => expect(passesLuhn('')).toBe(false));
});

describe('card number', () => {
  it('reads digits typed with spaces or dashes, and nothing else', () => {
    expect(cardDigits('4242 4242 4242 4242')).toBe('4242424242424242');
    expect(cardDigits('4242-4242-4242-4242')).toBe('4242424242424242');
    expect(cardDigits('4242 4242 4242 424a')).toBeUndefined();
  });

  it('needs 12 to 19 digits that pass Luhn', () => {
    expect(isCardNumber('4242424242424242')).toBe(true);
    expect(isCardNumber('0')).toBe(false); // passes Luhn, far too short
    expect(isCardNumber('4242424242424241')).toBe(false);
    expect(isCardNumber('42424242424242424242')).toBe(false);
  });
});

describe('expiry', () => {
  it('parses MM/YY and MM/YYYY with optional spaces', () => {
    expect(parseExpiry('04/27')).toEqual({ month: 4, year: 2027 });
    expect(parseExpiry('4 / 2027')).toEqual({ month: 4, year: 2027 });
  });

  it.each(['13/27', '00/27', '0427', '04-27', '', 'ab/cd', '04/2'])('refuses %j', (text) =>
    expect(parseExpiry(text)).toBeUndefined(),
  );

  it('keeps a card valid through the last day of its month', () => {
    expect(isExpired({ month: 3, year: 2026 }, now)).toBe(false);
    expect(isExpired({ month: 2, year: 2026 }, now)).toBe(true);
    expect(isExpired({ month: 12, year: 2025 }, now)).toBe(true);
    expect(isExpired({ month: 1, year: 2027 }, now)).toBe(false);
  });
});

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
    expect(card('4242424242424242', '2/2')).toMatchObject({
      field: 'expiry',
      message: CARD_MESSAGES.expiryInvalid,
    });
    expect(card('4242424242424242', '12/34', '12')).toEqual({
      result: 'invalid',
      field: 'cvc',
      message: "Your card's security code is invalid.",
    });
    expect(card('4000000000000002', '01/20')).toMatchObject({ result: 'invalid', field: 'expiry' });
  });

  it('never returns the card number', () => {
    for (const number of ['4242424242424242', '4000000000000002', '4242424242424241'])
      expect(JSON.stringify(card(number))).not.toContain(number);
  });
});
