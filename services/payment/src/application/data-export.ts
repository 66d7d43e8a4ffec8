// payment's part of a user's data export (issue 25 item 9).
import { enqueueExportPart, type Knex } from '@homeward/kit';
import { EVENT_SOURCE } from '../events/messages';
import { userPaymentsForExport } from '../store/payment-export';

/** Publishes the user's payments as payment's part, in the consumer's transaction. */
export async function exportUserPayments(
  trx: Knex.Transaction,
  relay: { notify(): void },
  request: { exportId: string; userId: string },
): Promise<void> {
  const payments = await userPaymentsForExport(trx, request.userId);
  await enqueueExportPart(trx, { ...request, service: 'payment', source: EVENT_SOURCE, relay }, { payments });
}
