// An offer letter or a purchase agreement of one buyer for one property (spec part 2, section 3). Both kinds share
// one record shape; the form data is JSON shaped as @homeward/document-definitions defines it.
import { getPath, type DocumentData, type DocumentKind } from '@homeward/document-definitions';

/** Offer letter `meta_data` / purchase agreement data, and the two kinds, as @homeward/document-definitions names them. */
export type { DocumentData, DocumentKind, Json } from '@homeward/document-definitions';

/** What the document looked like when it was previewed or completed. */
export interface DocumentSnapshot {
  /** Which template rendered it (`offer-letter`, `purchase-agreement-utah`, `purchase-agreement-general`). */
  template: string;
  /** The document's text as the template filled it. */
  prefilledTemplate: string;
  /** The data it was filled with. */
  prefilledData: DocumentData;
  savedAt: Date;
}

export interface DocumentRecord {
  id: string;
  kind: DocumentKind;
  userId: string;
  propertyId: string;
  data: DocumentData;
  /** Whole or fractional US dollars: the offer / purchase price as entered; null until entered. */
  propertyPrice: number | null;
  countNumber: number;
  /** Present once completed (the spec's non-empty template_snapshot); a draft has none. */
  snapshot: DocumentSnapshot | null;
  previewSnapshot: DocumentSnapshot | null;
  /** A completed document's PDF as kept in object storage, once it has been rendered. */
  storedPdf?: StoredPdf | null;
  createdAt: Date;
  updatedAt: Date;
}

/** Where a completed document's PDF is kept, and its strong HTTP ETag (the content hash, quoted). */
export interface StoredPdf {
  key: string;
  etag: string;
}

/** The object key of a completed document's PDF: under its owner, so an operator finds an account's objects. */
export function storedPdfKey(record: Pick<DocumentRecord, 'userId' | 'kind' | 'id'>): string {
  return `users/${encodeURIComponent(record.userId)}/${record.kind}/${record.id}.pdf`;
}

/** The strong ETag of a PDF's bytes: its SHA-256, quoted as HTTP wants it. */
export function pdfEtag(sha256Hex: string): string {
  return `"${sha256Hex}"`;
}

/**
 * Whether an HTTP If-None-Match names `etag`: `*`, or one of its comma-separated tags (a weak `W/` prefix compares
 * equal, as If-None-Match's weak comparison says).
 */
export function ifNoneMatchNames(ifNoneMatch: string, etag: string): boolean {
  const wanted = ifNoneMatch.trim();
  if (wanted === '') return false;
  if (wanted === '*') return true;
  return wanted.split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag);
}

export const isCompleted = (record: DocumentRecord): boolean => record.snapshot !== null;

/** The download name the spec gives: `OfferLetter_{id}.pdf` / `PurchaseAgreement_{id}.pdf`. */
export function pdfFileName(kind: DocumentKind, id: string): string {
  return `${kind === 'offer_letter' ? 'OfferLetter' : 'PurchaseAgreement'}_${id}.pdf`;
}

/** Only Utah has the state-approved template (REPC-shaped); every other state gets the general agreement. */
export function templateOf(kind: DocumentKind, state: string): string {
  if (kind === 'offer_letter') return 'offer-letter';
  return state.toUpperCase() === 'UT' ? 'purchase-agreement-utah' : 'purchase-agreement-general';
}

/** The property's two-letter state as the document's data holds it ('' when unknown). */
export const stateOf = (data: DocumentData): string => {
  const state = getPath(data, 'property.address.state');
  return typeof state === 'string' ? state.trim().toUpperCase() : '';
};
