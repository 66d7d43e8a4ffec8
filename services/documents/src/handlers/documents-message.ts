import type { Documents as DocumentsMessage } from '@homeward/protos/gen/homeward/documents/v1/documents';
import type { Documents } from '../domain/documents';

export function toProtoDocuments(record: Documents): DocumentsMessage {
  return { id: record.id, title: record.title, createdAt: record.createdAt.toISOString() };
}
