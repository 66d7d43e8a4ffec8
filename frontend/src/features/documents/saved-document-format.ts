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

/** 'Completed 03/02/2026' or 'Last saved 03/02/2026' for a draft: the spec's MM/DD/YYYY, in the browser's zone. */
export function documentDateLine(document: DocumentRecord): string {
  const completed = document.status === 'completed' && document.completed_at;
  const when = new Date(completed || document.updated_at);
  if (Number.isNaN(when.getTime())) return '';
  const date = when.toLocaleDateString('en-US', { month: '2-digit', day: '2-digit', year: 'numeric' });
  return `${completed ? 'Completed' : 'Last saved'} ${date}`;
}
