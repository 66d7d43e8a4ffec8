import { type EventHandler, type Logger, MalformedEventError } from '@homeward/kit';
import { DocumentType } from '@homeward/protos/gen/homeward/documents/v1/documents';
import {
  DocumentState as ProtoState,
  type DocumentStateChanged,
} from '@homeward/protos/gen/homeward/documents/v1/events';
import { z } from 'zod';
import { applyDocumentState } from '../application/document-states';
import type { DocumentKind, DocumentState } from '../domain/property-card';

const TOPIC = 'document.state_changed';
const UUID = z.uuid();

const KIND_OF: Partial<Record<DocumentType, DocumentKind>> = {
  [DocumentType.DOCUMENT_TYPE_OFFER_LETTER]: 'offer_letter',
  [DocumentType.DOCUMENT_TYPE_PURCHASE_AGREEMENT]: 'purchase_agreement',
};

const STATE_OF: Partial<Record<ProtoState, DocumentState>> = {
  [ProtoState.DOCUMENT_STATE_DRAFT]: 'draft',
  [ProtoState.DOCUMENT_STATE_COMPLETED]: 'completed',
  [ProtoState.DOCUMENT_STATE_DELETED]: 'deleted',
};

/** document.state_changed -> the card's indicators of the owner's property, in the inbox's transaction. */
export function onDocumentStateChanged(deps: { logger: Logger }): EventHandler<DocumentStateChanged> {
  return async (event, trx) => {
    const { documentId, propertyId, ownerId, countNumber, occurredAt } = event.payload;
    const kind = KIND_OF[event.payload.documentType];
    const state = STATE_OF[event.payload.state];
    const at = new Date(occurredAt);
    // Retrying cannot mend these: dead-lettered, where an operator sees the card may miss an indicator.
    const missing = [
      ...(UUID.safeParse(documentId).success ? [] : ['a document_id']),
      ...(UUID.safeParse(propertyId).success ? [] : ['a property_id']),
      ...(ownerId === '' ? ['an owner_id'] : []),
      ...(kind ? [] : ['a document_type']),
      ...(state ? [] : ['a state']),
      ...(countNumber >= 1 ? [] : ['a count_number']),
      ...(Number.isNaN(at.getTime()) ? ['an occurred_at'] : []),
    ];
    if (missing.length > 0 || !kind || !state) throw new MalformedEventError(TOPIC, missing);
    const outcome = await applyDocumentState(trx, {
      documentId: documentId.toLowerCase(),
      kind,
      propertyId: propertyId.toLowerCase(),
      ownerId,
      countNumber,
      state,
      at,
    });
    const log = deps.logger.child({ eventId: event.id, documentId, propertyId });
    if (outcome === 'recorded') log.debug({ state }, 'document state recorded for the card');
    else if (outcome === 'unchanged') log.debug({ state }, 'the card already knows this or a later state');
    else
      log.info(
        { state },
        'document state for a property that no longer exists (or not the owner’s); dropped',
      );
  };
}
