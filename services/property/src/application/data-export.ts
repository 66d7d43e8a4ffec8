// property's part of a user's data export (issue 25 item 9).
import type { ExportPart, Knex } from '@homeward/kit';
import { ownerPropertiesForExport } from '../store/property-export';

/** property's part: the owner's properties, drafts too. */
export async function propertiesPartOf(trx: Knex.Transaction, userId: string): Promise<ExportPart> {
  return { records: { properties: await ownerPropertiesForExport(trx, userId) } };
}
