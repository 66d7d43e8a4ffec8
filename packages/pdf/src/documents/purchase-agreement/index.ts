// The purchase agreement PDF. In Utah it follows the state-approved Real Estate Purchase Contract section by section,
// in its order (REPC_SECTIONS), in plain words of our own, referring to the state's addenda where the REPC does.
// Elsewhere it is a general agreement in the same order, without the terms that do not exist in that state, and
// every page says a state form may be required. Every page carries the not-a-law-firm notice and the initials.
import { STATE_FORM_TITLE } from '@homeward/document-definitions';
import { heading, muted, paragraph, type PdfBlock, type PdfDocument } from '../../blocks';
import { renderPdf } from '../../render';
import type { PurchaseAgreementData } from '../document-data';
import { acceptance, deadlinesSection, offerAndTime, signatureBlocks } from './acceptance';
import { buyersConditions } from './conditions';
import { contextOf, fullAddress, type Context } from './context';
import {
  defaultRemedies,
  disputeResolution,
  electronicTransmission,
  feesAndLaw,
  insuranceAndRiskOfLoss,
  noAssignment,
  notices,
  timeOfEssence,
} from './legal';
import { offerAndEarnestMoney, property, purchasePrice } from './property-and-price';
import { agencyDisclosure, possession, settlementAndClosing } from './settlement';
import {
  additionalTerms,
  authorityOfSigners,
  changesDuringTransaction,
  completeContract,
  conditionOfProperty,
  walkThrough,
} from './terms';
import { sellerDisclosures, titleAndInsurance } from './title-and-disclosures';
import {
  INITIALS,
  NOT_A_LAW_FIRM,
  REPC_SECTIONS,
  sectionHeading,
  stateFormNote,
  statePageNote,
  type RepcSection,
} from './wording';

export {
  NOT_A_LAW_FIRM,
  REPC_SECTIONS,
  SIGNATURE_BLOCKS,
  stateFormNote,
  statePageNote,
  UTAH_FHA_VA_ADDENDUM,
  UTAH_TITLE_COMPANY_ADDENDUM,
} from './wording';

export interface PurchaseAgreementPdfInput {
  /** The purchase agreement's data. */
  data: PurchaseAgreementData;
  /** A preview is marked PREVIEW on every page so it cannot be signed as the final agreement. */
  isPreview: boolean;
  /** When the PDF is generated; defaults to now. */
  generatedAt?: Date;
}

/** What each REPC section prints, in the REPC's order (the table in packages/document-definitions/README.md maps them). */
const SECTIONS: Record<RepcSection, (ctx: Context) => PdfBlock[]> = {
  Property: property,
  'Purchase Price': purchasePrice,
  'Settlement and Closing': settlementAndClosing,
  Possession: possession,
  'Confirmation of Agency Disclosure': agencyDisclosure,
  'Title and Title Insurance': titleAndInsurance,
  'Seller Disclosures': sellerDisclosures,
  "Buyer's Conditions of Purchase": buyersConditions,
  'Additional Terms': additionalTerms,
  "Home Warranty, Condition of Property and Seller's Obligations": conditionOfProperty,
  'Final Pre-Settlement Walk-Through': walkThrough,
  'Changes During Transaction': changesDuringTransaction,
  'Authority of Signers': authorityOfSigners,
  'Complete Contract': completeContract,
  'Dispute Resolution': disputeResolution,
  Default: defaultRemedies,
  'Attorney Fees and Costs; Governing Law': feesAndLaw,
  Notices: notices,
  'No Assignment': noAssignment,
  'Insurance and Risk of Loss': insuranceAndRiskOfLoss,
  'Time Is of the Essence': timeOfEssence,
  'Electronic Transmission and Counterparts': electronicTransmission,
  Acceptance: acceptance,
  'Contract Deadlines': deadlinesSection,
  'Offer and Time for Acceptance': offerAndTime,
};

export function purchaseAgreementPdf(input: PurchaseAgreementPdfInput): Promise<Buffer> {
  return renderPdf(purchaseAgreementDocument(input));
}

export function purchaseAgreementDocument({
  data,
  isPreview,
  generatedAt,
}: PurchaseAgreementPdfInput): PdfDocument {
  const ctx = contextOf(data);
  const address = fullAddress(ctx.data.property?.address);
  const title = ctx.utah ? 'Utah Real Estate Purchase Agreement' : 'Residential Purchase Agreement';
  return {
    title,
    subtitle: address,
    subject: `Purchase agreement for ${address}`,
    keywords: ['purchase agreement', ctx.stateName, ...(isPreview ? ['preview'] : [])],
    generatedAt,
    footerNote: NOT_A_LAW_FIRM,
    pageNote: ctx.utah ? undefined : statePageNote(ctx.stateName),
    initials: INITIALS,
    watermark: isPreview ? 'PREVIEW' : undefined,
    blocks: [
      ...(isPreview ? [muted('Preview: a draft of this agreement, not for signature.')] : []),
      ...(ctx.utah
        ? [muted(utahNote)]
        : [heading(STATE_FORM_TITLE, 2), paragraph(stateFormNote(ctx.stateName))]),
      ...offerAndEarnestMoney(ctx),
      ...REPC_SECTIONS.flatMap((name) => [heading(sectionHeading(name)), ...SECTIONS[name](ctx)]),
      ...signatureBlocks(ctx),
    ],
  };
}

/** Said once in Utah: the agreement follows the state form's order and substance but is not the form itself. */
const utahNote =
  "This agreement follows the order and substance of Utah's state-approved Real Estate Purchase Contract, section " +
  'by section, in its own words. It is not the state form itself.';
