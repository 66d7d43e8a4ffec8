// Whether the agreement has a condition or term, by the definition's one rule for it (`AGREEMENT_TERMS`), so the
// deadlines, the PDF and the service never decide it by reading a checkbox alone.
import { PURCHASE_AGREEMENT } from '../definitions/purchase-agreement';
import { AGREEMENT_TERMS, type AgreementTerm } from '../definitions/purchase-agreement-conditions';
import { holds } from '../engine/evaluate';
import type { PurchaseAgreementData } from '../schemas';
import type { DocumentData } from '../types';

export const agreementHas = (data: PurchaseAgreementData, term: AgreementTerm): boolean =>
  holds(PURCHASE_AGREEMENT, data as DocumentData, AGREEMENT_TERMS[term]);
