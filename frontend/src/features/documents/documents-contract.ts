// The SPA's side of the BFF's documents contract (bff/src/api/documents.ts): one set of schemas parses both ends.
export {
  completeDocumentResponseSchema,
  documentDraftResponseSchema,
  documentPdfFileName,
  documentResponseSchema,
  DOCUMENT_ADDED_MESSAGES,
  DOCUMENT_TYPES,
  type Document as DocumentRecord,
  type DocumentType,
} from '@api';

/** The BFF names a bad value of the form data `meta_data.<path>`; the editor's fields are keyed by `<path>`. */
export function fieldErrors(fields: Record<string, string>): Record<string, string> {
  return Object.fromEntries(
    Object.entries(fields).map(([key, message]) => [key.replace(/^meta_data\./, ''), message]),
  );
}
