import { ZodError } from 'zod';
import { confirmOfflineRequest, createPaymentRequest, paymentStatusRequest } from './requests';

function violations(run: () => unknown): Record<string, string> {
  try {
    run();
  } catch (error) {
    if (!(error instanceof ZodError)) throw error;
    return Object.fromEntries(error.issues.map((issue) => [issue.path.join('.'), issue.message]));
  }
  throw new Error('expected the request to be refused');
}

describe('CreatePayment request', () => {
  it('accepts the fixed price of 9900 cents', () => {
    expect(createPaymentRequest({ propertyId: ' p-1 ', amountCents: 9900 })).toMatchObject({
      propertyId: 'p-1',
    });
  });

  it.each([0, 1, 99, 9899, 9901, 990000, -9900])('refuses a client amount of %d cents', (amountCents) => {
    expect(violations(() => createPaymentRequest({ propertyId: 'p-1', amountCents }))).toEqual({
      amount_cents: 'The unlock costs $99.00 (9900 cents)',
    });
  });

  it('needs a property id', () => {
    expect(violations(() => createPaymentRequest({ propertyId: '  ', amountCents: 9900 }))).toEqual({
      property_id: 'A property id is required',
    });
    expect(violations(() => paymentStatusRequest({ propertyId: '' }))).toEqual({
      property_id: 'A property id is required',
    });
    expect(paymentStatusRequest({ propertyId: ' p-1 ' })).toEqual({ propertyId: 'p-1' });
  });
});

describe('ConfirmOfflinePayment request', () => {
  it('names each empty field by its proto name, in the card form words', () => {
    expect(
      violations(() => confirmOfflineRequest({ clientSecret: '', cardNumber: '', expiry: ' ', cvc: '' })),
    ).toEqual({
      client_secret: 'A client secret is required',
      card_number: 'Your card number is incomplete.',
      expiry: "Your card's expiration date is incomplete.",
      cvc: "Your card's security code is incomplete.",
    });
  });

  it('passes filled fields on, trimmed', () => {
    expect(
      confirmOfflineRequest({
        clientSecret: 'pi_1_secret_2',
        cardNumber: ' 4242 ',
        expiry: '12/34',
        cvc: '123',
      }),
    ).toEqual({ clientSecret: 'pi_1_secret_2', card: { number: '4242', expiry: '12/34', cvc: '123' } });
  });

  it('does not echo the card number in a violation', () => {
    const number = '4242424242424242'.repeat(3);
    const found = violations(() =>
      confirmOfflineRequest({ clientSecret: 's', cardNumber: number, expiry: '12/34', cvc: '123' }),
    );
    expect(JSON.stringify(found)).not.toContain('4242424242424242');
  });
});
