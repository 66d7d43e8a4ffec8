import { PaymentStatus } from '@homeward/protos/gen/homeward/payment/v1/payment';
import { statusName } from './payment';

describe('payment status -> API name', () => {
  it.each([
    [PaymentStatus.PAYMENT_STATUS_REQUIRES_PAYMENT_METHOD, 'requires_payment_method'],
    [PaymentStatus.PAYMENT_STATUS_PROCESSING, 'processing'],
    [PaymentStatus.PAYMENT_STATUS_SUCCEEDED, 'succeeded'],
    [PaymentStatus.PAYMENT_STATUS_CANCELED, 'canceled'],
  ])('%s is %s', (status, name) => {
    expect(statusName(status)).toBe(name);
  });

  it('refuses an unspecified status rather than inventing one', () => {
    expect(() => statusName(PaymentStatus.PAYMENT_STATUS_UNSPECIFIED)).toThrow();
  });
});
