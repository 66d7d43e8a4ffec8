// The payloads of the events this service publishes.
import { DocumentType } from '@homeward/protos/gen/homeward/documents/v1/documents';
import {
  DeadlineApproached,
  DocumentCompleted,
  DocumentState,
  DocumentStateChanged,
} from '@homeward/protos/gen/homeward/documents/v1/events';
import type { DocumentKind, DocumentRecord } from '../domain/document';
import type { DueReminder } from '../domain/reminders';

/** CloudEvents `source` of everything this service publishes. */
export const EVENT_SOURCE = 'homeward/documents';

export const DOCUMENT_TYPE_OF: Record<DocumentKind, DocumentType> = {
  offer_letter: DocumentType.DOCUMENT_TYPE_OFFER_LETTER,
  purchase_agreement: DocumentType.DOCUMENT_TYPE_PURCHASE_AGREEMENT,
};

export function documentCompletedEvent(record: DocumentRecord): DocumentCompleted {
  return DocumentCompleted.fromPartial({
    documentId: record.id,
    documentType: DOCUMENT_TYPE_OF[record.kind],
    propertyId: record.propertyId,
    ownerId: record.userId,
    countNumber: record.countNumber,
    occurredAt: (record.snapshot?.savedAt ?? new Date()).toISOString(),
  });
}

/** Where a document stands, for document.state_changed; it only moves forward, in this order. */
export type DocumentLifeState = 'draft' | 'completed' | 'deleted';

const STATE_OF: Record<DocumentLifeState, DocumentState> = {
  draft: DocumentState.DOCUMENT_STATE_DRAFT,
  completed: DocumentState.DOCUMENT_STATE_COMPLETED,
  deleted: DocumentState.DOCUMENT_STATE_DELETED,
};

/** The document's identity an announcement of its state needs: a stored record has it, and so has a new draft. */
export type AnnouncedDocument = Pick<DocumentRecord, 'id' | 'kind' | 'userId' | 'propertyId' | 'countNumber'>;

export function documentStateChangedEvent(
  document: AnnouncedDocument,
  state: DocumentLifeState,
  at: Date,
): DocumentStateChanged {
  return DocumentStateChanged.fromPartial({
    documentId: document.id,
    documentType: DOCUMENT_TYPE_OF[document.kind],
    propertyId: document.propertyId,
    ownerId: document.userId,
    countNumber: document.countNumber,
    state: STATE_OF[state],
    occurredAt: at.toISOString(),
  });
}

export function deadlineApproachedEvent(reminder: DueReminder, now: Date): DeadlineApproached {
  return DeadlineApproached.fromPartial({
    purchaseAgreementId: reminder.agreementId,
    propertyId: reminder.propertyId,
    ownerId: reminder.userId,
    deadlineKey: reminder.deadlineKey,
    deadlineLabel: reminder.deadlineLabel,
    dueAt: reminder.dueAtText,
    dueDate: reminder.dueDate,
    dueTime: reminder.dueTime,
    timeZone: reminder.timeZone,
    timeZoneLabel: reminder.timeZoneLabel,
    propertyAddress: reminder.propertyAddress,
    objectionId: reminder.objectionId,
    occurredAt: now.toISOString(),
  });
}
