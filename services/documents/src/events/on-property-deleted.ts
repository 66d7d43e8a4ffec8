import { handlePropertyDeletions } from '@homeward/kit';
import { deletePropertyDocuments } from '../application/property-documents';

/** A deleted property takes its owner's offer letters and purchase agreements with it. */
export const onPropertyDeleted = handlePropertyDeletions((trx, { ownerId, propertyId }) =>
  deletePropertyDocuments(trx, ownerId, propertyId),
);
