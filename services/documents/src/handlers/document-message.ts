import type {
  Document as DocumentMessage,
  Snapshot,
} from '@homeward/protos/gen/homeward/documents/v1/documents';
import type { DocumentView } from '../application/documents';
import type { DocumentSnapshot } from '../domain/document';
import { DOCUMENT_TYPE_OF } from '../events/messages';

const snapshotMessage = (snapshot: DocumentSnapshot): Snapshot => ({
  template: snapshot.template,
  prefilledTemplate: snapshot.prefilledTemplate,
  prefilledDataJson: JSON.stringify(snapshot.prefilledData),
  savedAt: snapshot.savedAt.toISOString(),
});

export function toDocumentMessage({
  record,
  hiddenFields,
  disabledFields,
  forcedFields,
}: DocumentView): DocumentMessage {
  return {
    id: record.id,
    documentType: DOCUMENT_TYPE_OF[record.kind],
    propertyId: record.propertyId,
    dataJson: JSON.stringify(record.data),
    ...(record.propertyPrice === null ? {} : { propertyPrice: record.propertyPrice }),
    countNumber: record.countNumber,
    completed: record.snapshot !== null,
    ...(record.snapshot ? { snapshot: snapshotMessage(record.snapshot) } : {}),
    ...(record.previewSnapshot ? { previewSnapshot: snapshotMessage(record.previewSnapshot) } : {}),
    createdAt: record.createdAt.toISOString(),
    updatedAt: record.updatedAt.toISOString(),
    completedAt: record.snapshot?.savedAt.toISOString() ?? '',
    hiddenFields,
    forcedFields,
    disabledFields,
  };
}
