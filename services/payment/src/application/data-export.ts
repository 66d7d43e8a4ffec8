// payment's part of a user's data export (issue 25 item 9).
import type { ExportPart, Knex } from '@homeward/kit';
import { userPaymentsForExport } from '../store/payment-export';

/** payment's part: the user's payments. */
export async function paymentsPartOf(trx: Knex.Transaction, userId: string): Promise<ExportPart> {
  return { records: { payments: await userPaymentsForExport(trx, userId) } };
}
