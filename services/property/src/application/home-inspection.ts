// The property remembers its latest home inspection report, so the tools card can offer 'View Report'.
import type { Knex } from '@homeward/kit';
import { findOwned, linkHomeInspection } from '../store/properties';

export interface UploadedInspection {
  homeInspectionId: string;
  /** Who uploaded it: only their own property is linked. */
  ownerId: string;
  propertyId: string;
  /** 1 for the property's first report, 2 for its second. */
  uploadNumber: number;
}

export type LinkOutcome = 'linked' | 'unchanged' | 'no_such_property';

/**
 * Links the uploaded report to the owner's property in `trx` (the transaction recording the event in the inbox).
 * A later upload replaces the link; the same or an earlier one changes nothing; a property that is gone (removed
 * since, or another owner's) is left alone.
 */
export async function linkUploadedInspection(
  trx: Knex.Transaction,
  upload: UploadedInspection,
): Promise<LinkOutcome> {
  const { ownerId, propertyId, homeInspectionId, uploadNumber } = upload;
  if (await linkHomeInspection(trx, ownerId, propertyId, { homeInspectionId, uploadNumber })) return 'linked';
  return (await findOwned(trx, ownerId, propertyId)) ? 'unchanged' : 'no_such_property';
}
