import { describe, expect, it } from 'vitest';
import {
  CARD_NUMBER_INCOMPLETE,
  CARD_NUMBER_INVALID,
  cardNumberError,
  CVC_INCOMPLETE,
  cvcError,
  EXPIRY_IN_PAST,
  EXPIRY_INCOMPLETE,
  EXPIRY_MONTH_INVALID,
  expiryError,
  formatCardNumber,
  formatCvc,
  formatExpiry,
} from './card-format';

describe('card form formatting', () => {
  it('spaces the card number in groups of four and drops anything but digits', () => {
    expect(formatCardNumber('4242424242424242')).toBe('4242 4242 4242 4242');
    expect(formatCardNumber('4242-42')).toBe('4242 42');
    expect(formatCardNumber('4242 ')).toBe('4242');
    expect(formatCardNumber('1'.repeat(25))).toBe('1111 1111 1111 1111 111');
  });

  it('writes the expiry as MM/YY, padding a month that can only be one digit', () => {
    expect(formatExpiry('1')).toBe('1');
    expect(formatExpiry('12')).toBe('12');
    expect(formatExpiry('1230')).toBe('12/30');
    expect(formatExpiry('12/305')).toBe('12/30');
    expect(formatExpiry('4')).toBe('04');
  });

  it('keeps three or four CVC digits', () => {
    expect(formatCvc('12a34 5')).toBe('1234');
  });
});

describe('card form checks (Stripe wording)', () => {
  it('wants a complete number that passes the Luhn check', () => {
    expect(cardNumberError('4242 4242 42')).toBe(CARD_NUMBER_INCOMPLETE);
    expect(cardNumberError('4242 4242 4242 4241')).toBe(CARD_NUMBER_INVALID);
    expect(cardNumberError('4242 4242 4242 4242')).toBeNull();
    expect(cardNumberError('4000 0000 0000 0002')).toBeNull();
  });

  // The payment service takes every length a card brand uses (12 to 19 digits), so the form does too.
  it('takes the card numbers shorter or longer than 16 digits that the payment service takes', () => {
    expect(cardNumberError(formatCardNumber('378282246310005'))).toBeNull();
    expect(cardNumberError(formatCardNumber('36227206271667'))).toBeNull();
    expect(cardNumberError(formatCardNumber('6205500000000000004'))).toBeNull();
    expect(cardNumberError('4242 4242 4242')).toBeNull();
  });

  it('wants a whole expiry with a real month that has not passed', () => {
    const now = new Date(2026, 10, 23);
    expect(expiryError('12', now)).toBe(EXPIRY_INCOMPLETE);
    expect(expiryError('13/30', now)).toBe(EXPIRY_MONTH_INVALID);
    expect(expiryError('10/26', now)).toBe(EXPIRY_IN_PAST);
    expect(expiryError('11/26', now)).toBeNull();
    expect(expiryError('01/34', now)).toBeNull();
  });

  it('wants at least three CVC digits', () => {
    expect(cvcError('12')).toBe(CVC_INCOMPLETE);
    expect(cvcError('123')).toBeNull();
  });
});
