import type { DocumentRecord, DocumentType } from './documents-contract';

const KIND_NAMES: Record<DocumentType, string> = {
  offer_letter: 'Offer letter',
  purchase_agreement: 'Purchase agreement',
};

/** The editors' routes (spec part 2 section 2); the editor opens the property's one draft of its kind. */
export function editorPath(document: DocumentRecord): string {
  const route = document.document_type === 'offer_letter' ? 'property-offer-letter' : 'purchase-agreement';
  return `/properties/${route}?property=${encodeURIComponent(document.property_id)}`;
}

/** 'Offer letter #2': count_number tells the property's documents of one kind apart. */
export function documentTitle(document: DocumentRecord): string {
  return `${KIND_NAMES[document.document_type]} #${document.count_number}`;
}

/** 'Completed Mar 2, 2026' or 'Last saved Mar 2, 2026' for a draft (in the browser's time zone). */
export function documentDateLine(document: DocumentRecord): string {
  const completed = document.status === 'completed' && document.completed_at;
  const when = new Date(completed || document.updated_at);
  if (Number.isNaN(when.getTime())) return '';
  const date = when.toLocaleDateString('en-US', { month: 'short', day: 'numeric', year: 'numeric' });
  return `${completed ? 'Completed' : 'Last saved'} ${date}`;
}
