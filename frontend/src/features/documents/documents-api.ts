import { apiErrorSchema, CSRF_HEADER, CSRF_HEADER_VALUE } from '@api';
import { ApiError, apiFetch, GENERIC_ERROR_MESSAGE } from '../../app/api-client';
import {
  completeDocumentResponseSchema,
  documentDraftResponseSchema,
  documentResponseSchema,
  documentPdfFileName,
  type DocumentRecord,
  type DocumentType,
} from './documents-contract';

const documentPath = (type: DocumentType, id: string) => `/api/documents/${type}/${encodeURIComponent(id)}`;

/** The one draft per property, user and kind: reused, or created prefilled from the property and the user. */
export async function openDraft(propertyId: string, type: DocumentType): Promise<DocumentRecord> {
  const { document } = await apiFetch(`/api/properties/${encodeURIComponent(propertyId)}/documents/draft`, {
    body: { json: { document_type: type } },
    schema: documentDraftResponseSchema,
  });
  return document;
}

/** Autosave: the whole form data; the server drops values of hidden fields and answers what it kept. */
export async function saveDraft(
  id: string,
  type: DocumentType,
  metaData: Record<string, unknown>,
): Promise<DocumentRecord> {
  const { document } = await apiFetch(documentPath(type, id), {
    method: 'PUT',
    body: { json: { meta_data: metaData } },
    schema: documentResponseSchema,
  });
  return document;
}

/** Preview saves only the preview snapshot (and its timestamp). */
export async function savePreview(id: string, type: DocumentType): Promise<DocumentRecord> {
  const { document } = await apiFetch(`${documentPath(type, id)}/preview`, {
    method: 'POST',
    schema: documentResponseSchema,
  });
  return document;
}

/** Complete stores the snapshot and answers the completed document and the next draft (count_number + 1). */
export async function completeDocument(id: string, type: DocumentType) {
  return apiFetch(`${documentPath(type, id)}/complete`, {
    method: 'POST',
    schema: completeDocumentResponseSchema,
  });
}

/**
 * The file name of a Content-Disposition header (`filename*=UTF-8''...` before `filename="..."`, as RFC 6266 says),
 * or null when it names none.
 */
export function contentDispositionFileName(header: string | null): string | null {
  if (!header) return null;
  const extended = /filename\*\s*=\s*(?:UTF-8|utf-8)''([^;]+)/.exec(header);
  if (extended) {
    try {
      return decodeURIComponent(extended[1]!.trim());
    } catch {
      // A malformed escape: fall back to the plain filename parameter.
    }
  }
  const plain = /filename\s*=\s*(?:"((?:[^"\\]|\\.)*)"|([^;]+))/.exec(header);
  const name = plain?.[1]?.replace(/\\(.)/g, '$1') ?? plain?.[2]?.trim();
  return name || null;
}

export interface PdfFile {
  blob: Blob;
  /** The BFF's Content-Disposition name, else the spec's `OfferLetter_{id}.pdf` / `PurchaseAgreement_{id}.pdf`. */
  fileName: string;
}

/** POST /api/generate_pdf {id, document_type, isPreview}: a PDF body; apiFetch speaks JSON only, so this reads a blob. */
export async function generatePdf(id: string, type: DocumentType, isPreview: boolean): Promise<PdfFile> {
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
  const fileName =
    contentDispositionFileName(response.headers.get('Content-Disposition')) ?? documentPdfFileName(type, id);
  return { blob: await response.blob(), fileName };
}
