import { apiErrorSchema, CSRF_HEADER, CSRF_HEADER_VALUE } from '@api';
import { ApiError, apiFetch, GENERIC_ERROR_MESSAGE } from '../../app/api-client';
import {
  completeResponseSchema,
  documentResponseSchema,
  type DocumentRecord,
  type DocumentType,
} from './documents-contract';

// The one draft per property, user and kind: the BFF reuses it, or creates it prefilled from the property and user.
export async function openDraft(propertyId: string, type: DocumentType): Promise<DocumentRecord> {
  const { document } = await apiFetch('/api/documents/draft', {
    body: { json: { property_id: propertyId, document_type: type } },
    schema: documentResponseSchema,
  });
  return document;
}

/** Autosave: the whole form data; the server drops values of hidden fields and answers what it kept. */
export async function saveDraft(
  id: string,
  type: DocumentType,
  metaData: Record<string, unknown>,
): Promise<DocumentRecord> {
  const { document } = await apiFetch(`/api/documents/${encodeURIComponent(id)}`, {
    method: 'PUT',
    body: { json: { document_type: type, meta_data: metaData } },
    schema: documentResponseSchema,
  });
  return document;
}

/** Preview saves only the preview snapshots (spec: and their timestamp). */
export async function savePreview(id: string, type: DocumentType): Promise<DocumentRecord> {
  const { document } = await apiFetch(`/api/documents/${encodeURIComponent(id)}/preview`, {
    body: { json: { document_type: type } },
    schema: documentResponseSchema,
  });
  return document;
}

/** Complete stores the snapshots and answers the completed record and the next draft (count_number + 1). */
export async function completeDocument(id: string, type: DocumentType) {
  return apiFetch(`/api/documents/${encodeURIComponent(id)}/complete`, {
    body: { json: { document_type: type } },
    schema: completeResponseSchema,
  });
}

/** POST /api/generate_pdf {id, document_type, isPreview}: a PDF body; apiFetch speaks JSON only, so this reads a blob. */
export async function generatePdf(id: string, type: DocumentType, isPreview: boolean): Promise<Blob> {
  let response: Response;
  try {
    response = await fetch('/api/generate_pdf', {
      method: 'POST',
      headers: {
        Accept: 'application/pdf',
        'Content-Type': 'application/json',
        [CSRF_HEADER]: CSRF_HEADER_VALUE,
      },
      credentials: 'same-origin',
      body: JSON.stringify({ id, document_type: type, isPreview }),
    });
  } catch {
    throw new ApiError(0, 'network_error', GENERIC_ERROR_MESSAGE);
  }
  if (!response.ok) {
    const parsed = apiErrorSchema.safeParse(await response.json().catch(() => undefined));
    throw parsed.success
      ? new ApiError(response.status, parsed.data.error, parsed.data.message || GENERIC_ERROR_MESSAGE)
      : new ApiError(response.status, `http_${response.status}`, GENERIC_ERROR_MESSAGE);
  }
  return response.blob();
}
