// What differs between the two editors besides their definitions: wording of the spec's tabs, titles and messages.
import { OFFER_LETTER, PURCHASE_AGREEMENT, type DocumentDefinition } from '@homeward/document-definitions';
import { DOCUMENT_ADDED_MESSAGES, type DocumentType } from './documents-contract';

export interface EditorKind {
  type: DocumentType;
  definition: DocumentDefinition;
  /** The preview's first tab. */
  documentTab: string;
  /** The success notice after completing ('Congratulations.'). */
  addedMessage: string;
  /** The spec's message when there is no document id to save to. */
  missingIdMessage: string;
  priceLabel: string;
}

export const SAVE_FAILED_TITLE = 'Something goes wrong.';
export const ADDED_TITLE = 'Congratulations.';

export const OFFER_LETTER_EDITOR: EditorKind = {
  type: 'offer_letter',
  definition: OFFER_LETTER,
  documentTab: 'Offer Letter Document',
  addedMessage: DOCUMENT_ADDED_MESSAGES.offer_letter,
  missingIdMessage: 'Offer letter id is not exist',
  priceLabel: 'Offer price',
};

export const PURCHASE_AGREEMENT_EDITOR: EditorKind = {
  type: 'purchase_agreement',
  definition: PURCHASE_AGREEMENT,
  documentTab: 'Purchase Agreement Document',
  addedMessage: DOCUMENT_ADDED_MESSAGES.purchase_agreement,
  missingIdMessage: 'Purchase agreement id is not exist',
  priceLabel: 'Purchase price',
};
