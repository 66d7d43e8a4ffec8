// The SPA's side of the BFF's payment contract (bff/src/api/unlock.ts).
import type { PaymentStatusName } from '@api';

export {
  createPaymentResponseSchema,
  offlineConfirmResponseSchema,
  paymentOptionsResponseSchema as paymentOptionsSchema,
  paymentStatusResponseSchema,
  UNLOCK_PRICE_DOLLARS,
  type PaymentOptions,
} from '@api';

/** Statuses after which waiting for the unlock is pointless (Stripe's PaymentIntent statuses). */
export const FAILED_PAYMENT_STATUSES: ReadonlySet<PaymentStatusName | string> = new Set([
  'requires_payment_method',
  'canceled',
]);
