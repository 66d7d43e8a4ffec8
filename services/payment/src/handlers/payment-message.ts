import { PaymentStatus } from '@homeward/protos/gen/homeward/payment/v1/payment';
import type { PaymentState } from '../domain/payment';

export function toProtoStatus(state: PaymentState): PaymentStatus {
  switch (state) {
    case 'requires_payment_method':
      return PaymentStatus.PAYMENT_STATUS_REQUIRES_PAYMENT_METHOD;
    case 'processing':
      return PaymentStatus.PAYMENT_STATUS_PROCESSING;
    case 'succeeded':
      return PaymentStatus.PAYMENT_STATUS_SUCCEEDED;
    case 'canceled':
      return PaymentStatus.PAYMENT_STATUS_CANCELED;
  }
}
