// The SPA's side of the BFF's unlock contract (bff/src/api/unlock.ts).
import type { UnlockStatus } from '@api';

export {
  createPaymentResponseSchema,
  offlineConfirmResponseSchema,
  unlockOptionsResponseSchema,
  unlockStatusResponseSchema,
  UNLOCK_PRICE_DOLLARS,
  type UnlockOptions,
} from '@api';

/** Statuses after which waiting for the unlock is pointless (Stripe's PaymentIntent statuses). */
export const FAILED_PAYMENT_STATUSES: ReadonlySet<UnlockStatus | string> = new Set([
  'requires_payment_method',
  'canceled',
]);
