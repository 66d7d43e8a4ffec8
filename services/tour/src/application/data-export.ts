// tour's part of a user's data export (issue 25 item 9).
import type { ExportPart, Knex } from '@homeward/kit';
import { userToursForExport } from '../store/tour-export';

/** tour's part: the user's tours. */
export async function toursPartOf(trx: Knex.Transaction, userId: string): Promise<ExportPart> {
  return { records: { tours: await userToursForExport(trx, userId) } };
}
