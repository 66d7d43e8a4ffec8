// An offer letter or a purchase agreement of one buyer for one property (spec part 2, section 3). Both kinds share
// one record shape; the form data is JSON shaped as @homeward/documents defines it.
import { getPath, type DocumentData, type DocumentKind } from '@homeward/documents';

/** Offer letter `meta_data` / purchase agreement data, and the two kinds, as @homeward/documents names them. */
export type { DocumentData, DocumentKind, Json } from '@homeward/documents';

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
  createdAt: Date;
  updatedAt: Date;
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
