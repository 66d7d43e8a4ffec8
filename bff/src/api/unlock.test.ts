import { createPaymentSchema, offlineConfirmSchema, UNLOCK_PRICE_CENTS, WRONG_AMOUNT } from './unlock';

const propertyId = '7f1e1a4e-6f77-4a8a-9a34-4a1f3f1c2b10';

describe('create-payment input', () => {
  it.each([99, 9900])('accepts %p (dollars as the spec client sends, or cents) as 9900 cents', (amount) => {
    expect(createPaymentSchema.parse({ amount, propertyId })).toEqual({
      amount: UNLOCK_PRICE_CENTS,
      propertyId,
    });
  });

  it.each([0, 1, 98, 99.5, 100, 990, 9899, 9901, 99_00_00, -99, '99', null])(
    'refuses amount %p',
    (amount) => {
      const result = createPaymentSchema.safeParse({ amount, propertyId });
      expect(result.success).toBe(false);
      expect(result.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
        ['amount', WRONG_AMOUNT],
      ]);
    },
  );

  it('needs a property id', () => {
    const result = createPaymentSchema.safeParse({ amount: 99, propertyId: 'abc' });
    expect(result.error?.issues[0]).toMatchObject({ path: ['propertyId'], message: 'Property not found' });
  });
});

describe('offline card form input', () => {
  it("answers an empty field with Stripe's words", () => {
    const result = offlineConfirmSchema.safeParse({
      client_secret: 'pi_1_secret_2',
      card_number: ' ',
      expiry: '',
    });
    expect(Object.fromEntries(result.error!.issues.map((issue) => [issue.path[0], issue.message]))).toEqual({
      card_number: 'Your card number is incomplete.',
      expiry: "Your card's expiration date is incomplete.",
      cvc: "Your card's security code is incomplete.",
    });
  });
});
