// The property page's side of the documents contract: the property's saved documents (completed and drafts) and
// their removal. The schemas are the BFF's own (bff/src/api/documents.ts via @api).
import { deleteDocumentResponseSchema, documentListResponseSchema } from '@api';
import { apiFetch } from '../../app/api-client';
import type { DocumentRecord, DocumentType } from './documents-contract';

/** GET /api/properties/:id/documents: completed documents and drafts, newest first (the BFF's order). */
export async function listPropertyDocuments(
  propertyId: string,
  signal?: AbortSignal,
): Promise<DocumentRecord[]> {
  const { documents } = await apiFetch(`/api/properties/${encodeURIComponent(propertyId)}/documents`, {
    schema: documentListResponseSchema,
    signal,
  });
  return documents;
}

/** DELETE /api/documents/:document_type/:id */
export async function deleteDocument(type: DocumentType, id: string): Promise<void> {
  await apiFetch(`/api/documents/${type}/${encodeURIComponent(id)}`, {
    method: 'DELETE',
    schema: deleteDocumentResponseSchema,
  });
}

export const savedDocumentKeys = {
  list: (propertyId: string) => ['documents', 'property', propertyId] as const,
};
