import { type EventHandler, MalformedEventError, requireFields } from '@homeward/kit';
import { topics } from '@homeward/protos/topics';
import { DocumentType } from '@homeward/protos/gen/homeward/documents/v1/documents';
import type { DocumentCompleted } from '@homeward/protos/gen/homeward/documents/v1/events';
import type { PropertyUnlocked } from '@homeward/protos/gen/homeward/property/v1/events';
import type { PurchaseNotices } from '../application/purchase-notices';
import type { CompletedDocumentType } from '../domain/purchase-notifications';

/** The $99 payment went through and the property's tools are open. */
export function onPropertyUnlocked(notices: PurchaseNotices): EventHandler<PropertyUnlocked> {
  return async (event, trx) => {
    const { payload } = event;
    requireFields(topics.propertyUnlocked.name, payload, ['propertyId', 'ownerId']);
    await notices.propertyUnlocked(trx, {
      eventId: event.id,
      ownerId: payload.ownerId,
      propertyId: payload.propertyId,
    });
  };
}

const COMPLETED_TYPES: Partial<Record<DocumentType, CompletedDocumentType>> = {
  [DocumentType.DOCUMENT_TYPE_OFFER_LETTER]: 'offer_letter',
  [DocumentType.DOCUMENT_TYPE_PURCHASE_AGREEMENT]: 'purchase_agreement',
};

/** An offer letter or a purchase agreement was completed. */
export function onDocumentCompleted(notices: PurchaseNotices): EventHandler<DocumentCompleted> {
  return async (event, trx) => {
    const { payload } = event;
    const topic = topics.documentCompleted.name;
    requireFields(topic, payload, ['documentId', 'propertyId', 'ownerId']);
    const type = COMPLETED_TYPES[payload.documentType];
    if (!type) throw new MalformedEventError(topic, ['a known document_type']);
    await notices.documentCompleted(trx, {
      eventId: event.id,
      ownerId: payload.ownerId,
      propertyId: payload.propertyId,
      documentId: payload.documentId,
      type,
      countNumber: payload.countNumber,
    });
  };
}
