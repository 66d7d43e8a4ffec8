export {
  bulletList,
  heading,
  keyValueTable,
  muted,
  paragraph,
  spacer,
  table,
  type ColumnWidth,
  type KeyValueRow,
  type PdfBlock,
  type PdfDocument,
} from './blocks';
export { formatDate } from './dates';
export { formatUsd, formatUsdRange } from './money';
export { renderPdf } from './render';
export {
  inspectionSummaryPdf,
  SEVERITY_TIERS,
  type InspectionSummaryInput,
  type SeverityTier,
} from './documents/inspection-summary';
export {
  NON_BINDING_NOTICE,
  OFFER_LETTER_TITLE,
  offerLetterDocument,
  offerLetterPdf,
  type OfferLetterPdfInput,
} from './documents/offer-letter';
export {
  NOT_A_LAW_FIRM,
  purchaseAgreementDocument,
  purchaseAgreementPdf,
  REPC_SECTIONS,
  SIGNATURE_BLOCKS,
  stateFormNote,
  statePageNote,
  type PurchaseAgreementPdfInput,
} from './documents/purchase-agreement';
export {
  contractDeadlines,
  DEADLINE_TIME,
  deadlineDateText,
  type ContractDeadline,
  type ContractDeadlineKey,
} from './documents/contract-deadlines';
export type { OfferLetterData, Party, PurchaseAgreementData } from './documents/document-data';
export {
  OBJECTION_NOT_A_LAW_FIRM,
  OBJECTION_TITLE,
  objectionDocument,
  objectionPdf,
  type ObjectionPdfInput,
} from './documents/objection';
