// @homeward/document-definitions: one declarative definition per document kind, its data schema and the pure rules engine the
// editor, the documents service and the PDF templates share.
import { OFFER_LETTER } from './definitions/offer-letter';
import { PURCHASE_AGREEMENT } from './definitions/purchase-agreement';
import type { DocumentDefinition, DocumentKind } from './types';

export * from './types';
export * from './enumerations';
export * as conditions from './conditions';
export { LIMITS, PHONE_MASK } from './definitions/shared';
export {
  FHA_VA_AMENDATORY_CLAUSE,
  FIXTURES_REPORT_SUMMARY,
  TITLE_COMPANY_NOTE,
} from './definitions/clause-texts';
export { OFFER_LETTER, OFFER_LETTER_SECTION_KEYS } from './definitions/offer-letter';
export {
  OFFER_LETTER_LAPSE,
  OFFER_LETTER_NON_BINDING,
  offerExpiryText,
  offerExpiryZone,
  offerExpiryZoneNote,
  offerLetterText,
  type OfferExpiryZone,
} from './definitions/offer-letter-wording';
export { AGREEMENT_TERMS, LOAN, type AgreementTerm } from './definitions/purchase-agreement-conditions';
export {
  GOVERNMENT_LOAN,
  PURCHASE_AGREEMENT,
  PURCHASE_AGREEMENT_MENU,
  PURCHASE_AGREEMENT_SECTION_KEYS,
} from './definitions/purchase-agreement';
export {
  offerLetterDataSchema,
  partySchema,
  purchaseAgreementDataSchema,
  type OfferLetterData,
  type Party,
  type PurchaseAgreementData,
} from './schemas';

export { needsStateForm, STATE_FORM_TITLE, stateFormNotice, stateNameOf } from './state-form';
export {
  STATES_WITHOUT_TRANSFER_TAX,
  TRANSFER_TAX_NOTES,
  TRANSFER_TAX_PRESET_TEXT,
  transferTaxDefault,
  type TransferTaxDefault,
} from './transfer-tax';
export { getPath, isEmpty } from './engine/paths';
export { elementVisible, holds, stateOf } from './engine/evaluate';
export { fieldStates, repeatStates, type FieldState, type RepeatState } from './engine/fields';
export { applyRules, visibleFields, type RulesContext, type RulesResult } from './engine/rules';
export {
  datePastAllowed,
  finalizeProblems,
  missingFields,
  validateDraft,
  VALIDATION_MESSAGES,
  type FieldProblem,
  type ValidateOptions,
  type Validation,
} from './engine/validate';
export { progress, type Progress, type SectionProgress, type SectionStatus } from './engine/progress';
export {
  isLastStep,
  menuOf,
  nextStep,
  previousStep,
  resolveStep,
  stepCount,
  type MenuEntry,
  type Step,
} from './engine/steps';
export { initialData, type PrefillSource } from './engine/initial';
export { addItem, canRemoveItem, removeItem } from './engine/repeats';
export {
  displayValue,
  filledEntries,
  formatUsd,
  NOT_AVAILABLE,
  partiesForDocument,
  type FilledEntry,
} from './engine/display';
export { isoToUsDate, usDateToIso } from './engine/dates';
export * from './deadlines';

/** The definition of a document kind. */
export const definitionOf = (kind: DocumentKind): DocumentDefinition =>
  kind === 'offer_letter' ? OFFER_LETTER : PURCHASE_AGREEMENT;
export {
  REPAIR_REQUEST_FIELD,
  repairRequest,
  type FindingSeverity,
  type InspectionFinding,
  type RepairRequest,
  type RepairRequestKind,
} from './repair-request';
export * from './objection';
