import { CARD_MESSAGES } from './card-messages';
import {
  cardDigits,
  cardNumberProblem,
  cvcProblem,
  expiryProblem,
  isExpired,
  parseExpiry,
  passesLuhn,
} from './cards';

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

  // Stripe's test cards of each length a brand uses, from Diners' 14 digits to UnionPay's 19.
  it.each([
    '4242 4242 4242 4242',
    '4242-4242-4242-4242',
    '378282246310005',
    '36227206271667',
    '6205500000000000004',
    '424242424242',
  ])('accepts %s', (number) => expect(cardNumberProblem(number)).toBeUndefined());

  it('calls too few digits for any card incomplete', () => {
    expect(cardNumberProblem('')).toBe(CARD_MESSAGES.numberIncomplete);
    expect(cardNumberProblem('4242 4242')).toBe(CARD_MESSAGES.numberIncomplete);
    // Passes Luhn, one digit short of the shortest card.
    expect(cardNumberProblem('42424242426')).toBe(CARD_MESSAGES.numberIncomplete);
  });

  it('calls a number that fails Luhn, is too long or is not all digits invalid', () => {
    expect(cardNumberProblem('4242 4242 4242 4241')).toBe(CARD_MESSAGES.numberInvalid);
    expect(cardNumberProblem('123456789012')).toBe(CARD_MESSAGES.numberInvalid);
    expect(cardNumberProblem('42424242424242424242')).toBe(CARD_MESSAGES.numberInvalid);
    expect(cardNumberProblem('4242 4242 4242 42x2')).toBe(CARD_MESSAGES.numberInvalid);
  });
});

describe('expiry', () => {
  const march2026 = { year: 2026, month: 3 };

  it('parses MM/YY and MM/YYYY with optional spaces', () => {
    expect(parseExpiry('04/27')).toEqual({ month: 4, year: 2027 });
    expect(parseExpiry('4 / 2027')).toEqual({ month: 4, year: 2027 });
  });

  it.each(['13/27', '00/27', '0427', '04-27', '', 'ab/cd', '04/2'])('refuses %j', (text) =>
    expect(parseExpiry(text)).toBeUndefined(),
  );

  it('keeps a card valid through the last day of its month', () => {
    expect(isExpired({ month: 3, year: 2026 }, march2026)).toBe(false);
    expect(isExpired({ month: 2, year: 2026 }, march2026)).toBe(true);
    expect(isExpired({ month: 12, year: 2025 }, march2026)).toBe(true);
    expect(isExpired({ month: 1, year: 2027 }, march2026)).toBe(false);
  });

  it('calls an expiry still being typed incomplete', () => {
    for (const text of ['', '1', '12', '12/', '12/3', '2/2', '12/202'])
      expect(expiryProblem(text, march2026)).toBe(CARD_MESSAGES.expiryIncomplete);
  });

  it('calls a month that does not exist or a text that is no date invalid', () => {
    for (const text of ['13/30', '00/30', '0427', '04-27', 'ab/cd'])
      expect(expiryProblem(text, march2026)).toBe(CARD_MESSAGES.expiryInvalid);
  });

  it("refuses an earlier year and this year's earlier months as expired", () => {
    expect(expiryProblem('12/25', march2026)).toBe(CARD_MESSAGES.expired);
    expect(expiryProblem('02/26', march2026)).toBe(CARD_MESSAGES.expired);
    expect(expiryProblem('03/26', march2026)).toBeUndefined();
    expect(expiryProblem('01/2034', march2026)).toBeUndefined();
  });
});

describe('security code', () => {
  it('takes 3 or 4 digits', () => {
    expect(cvcProblem('123')).toBeUndefined();
    expect(cvcProblem('9876')).toBeUndefined();
  });

  it('calls fewer digits incomplete and anything else invalid', () => {
    expect(cvcProblem('')).toBe(CARD_MESSAGES.cvcIncomplete);
    expect(cvcProblem('12')).toBe(CARD_MESSAGES.cvcIncomplete);
    expect(cvcProblem('12345')).toBe(CARD_MESSAGES.cvcInvalid);
    expect(cvcProblem('12a')).toBe(CARD_MESSAGES.cvcInvalid);
  });
});
