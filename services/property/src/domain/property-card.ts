// A property as its card in the list shows it: what the card, its tools, edit and remove dialogs read, and the
// document indicators of the read model (store/document-states.ts). The whole record is Property (the detail page).
import type { ListingAgent, PropertyAddress, StreetViewState } from './property';

export interface CardDocuments {
  completedOfferLetter: boolean;
  completedPurchaseAgreement: boolean;
  purchaseAgreementDraft: boolean;
}

export interface PropertyCard {
  id: string;
  /** Without its components (`components` is empty): the card never shows them. */
  address: PropertyAddress;
  price: number | null;
  isListed: boolean;
  isUnlocked: boolean;
  isSample: boolean;
  bedroomsNum: number | null;
  bathroomsNum: number | null;
  size: number | null;
  type: string;
  images: string[];
  listingAgent: ListingAgent | null;
  homeInspectionId: string | null;
  streetView: StreetViewState | null;
  documents: CardDocuments;
}

/**
 * Where an offer letter or purchase agreement stands, as document.state_changed says. A document only moves forward
 * (a draft may be completed; either may be deleted), so the furthest state heard of is the current one.
 */
export type DocumentState = 'draft' | 'completed' | 'deleted';
export type DocumentKind = 'offer_letter' | 'purchase_agreement';

export interface DocumentStateChange {
  documentId: string;
  kind: DocumentKind;
  propertyId: string;
  ownerId: string;
  countNumber: number;
  state: DocumentState;
  at: Date;
}
