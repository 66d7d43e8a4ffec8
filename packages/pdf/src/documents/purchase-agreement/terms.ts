// Sections 9 to 14: additional terms and addenda, the home warranty and the condition the Property is delivered in,
// the walk-through, changes during the transaction, authority of signers and the complete contract.
import { bulletList, keyValueTable, muted, paragraph, type KeyValueRow, type PdfBlock } from '../../blocks';
import { formatUsd } from '../../money';
import { amount, orNotSpecified, text, usd, yes } from '../form-values';
import { deadlineName, deadlineOf, governmentLoan, payer, sub, type Context } from './context';
import { UTAH_FHA_VA_ADDENDUM, UTAH_TITLE_COMPANY_ADDENDUM, cite } from './wording';

/** Section 9: the addenda that are part of this agreement, the buyer's own clauses, and the state's own terms. */
export function additionalTerms(ctx: Context): PdfBlock[] {
  const { data, utah, state } = ctx;
  const addenda: string[] = [];
  if (utah) addenda.push(`${UTAH_TITLE_COMPANY_ADDENDUM} (state-approved)`);
  if (utah && governmentLoan(data)) addenda.push(`${UTAH_FHA_VA_ADDENDUM} (state-approved)`);
  const blocks: PdfBlock[] = [
    paragraph('These addenda, once signed by Buyer and Seller, are part of this agreement:'),
    bulletList(addenda, 'None.'),
  ];
  // The option fee is a Texas (TREC form) term only: the definition asks for it, and its option period, in Texas, and
  // the period is a deadline of its own only there and only for a fee (contractDeadlines).
  const fee = state === 'TX' ? amount(data.option_to_terminate_fee) : undefined;
  const option = deadlineOf(ctx, 'option_period');
  if (fee !== undefined && option) {
    blocks.push(
      paragraph(
        `Texas termination option: for an option fee of ${formatUsd(fee)}, paid by Buyer to Seller within 3 days ` +
          'after Acceptance, Buyer may end this agreement by written notice to Seller within the option period of ' +
          `${option.daysAfterAcceptance} days after Acceptance, which ends at ${deadlineName(ctx, 'option_period')}. ` +
          'The option fee is not refunded; it is credited to Buyer at settlement.',
      ),
    );
  }
  if (utah && yes(data.utah?.endangered_species_clause)) {
    blocks.push(
      paragraph(
        'Endangered species (Utah): the Property may lie in the habitat of a plant or animal protected under the ' +
          'federal Endangered Species Act, which can limit how the Property may be used or built on. ' +
          (deadlineOf(ctx, 'due_diligence')
            ? 'Buyer may look into this during due diligence; '
            : 'This agreement has no due diligence condition, so Buyer should look into this before signing; ') +
          'Seller makes no statement about it.',
      ),
    );
  }
  const clauses = text(data.additional_clauses);
  blocks.push(clauses ? paragraph(clauses) : muted('No other additional terms.'));
  return blocks;
}

/** Section 10: a home warranty, the repairs Seller agreed to, and the condition Seller delivers the Property in. */
export function conditionOfProperty({ data, state }: Context): PdfBlock[] {
  const condition = data.property_condition ?? {};
  const contract = condition.residential_service_contract ?? {};
  const warranty = data.costs_and_duties?.home_warranty ?? {};
  const rows: KeyValueRow[] = [['Home warranty plan', yes(warranty.included) ? 'Included' : 'Not included']];
  if (yes(warranty.included)) {
    rows.push(
      ['Home warranty paid by', payer(warranty.paid_by)],
      ['Home warranty maximum cost', usd(warranty.max_cost)],
    );
    // California: the provider is not named in the agreement (spec part 2 hides the field there).
    if (state !== 'CA') rows.push(['Home warranty provider', orNotSpecified(warranty.provider_name)]);
  }
  rows.push([
    'Residential service contract',
    yes(contract.required)
      ? `Yes, Seller reimburses up to ${usd(contract.reimbursed_by_seller_amount)}`
      : 'No',
  ]);
  const repairs = text(condition.repairs_and_improvements);
  return [
    sub("Home Warranty, Condition of Property and Seller's Obligations", 1, 'Home warranty'),
    keyValueTable(rows),
    sub("Home Warranty, Condition of Property and Seller's Obligations", 2, 'Condition of the Property'),
    paragraph(
      "Buyer relies on Buyer's own inspections and due diligence, not on any statement by Seller that this " +
        "agreement or the disclosures under Section 7 do not contain. Apart from Seller's obligations in this " +
        'Section, Buyer accepts the Property in its condition at Acceptance ("as is").',
    ),
    sub(
      "Home Warranty, Condition of Property and Seller's Obligations",
      3,
      "Seller's obligations at delivery",
    ),
    paragraph(
      'Seller delivers the Property in the same general condition as at Acceptance, ordinary wear excepted; with ' +
        'its plumbing, heating, cooling, electrical and other systems and the included appliances in working ' +
        "order; free of Seller's belongings and debris; and broom clean.",
    ),
    paragraph(
      repairs
        ? `Before settlement Seller makes these repairs and improvements, in a workmanlike way and with any ` +
            `permits they need: ${repairs}`
        : 'Seller has agreed to no repairs or improvements.',
    ),
  ];
}

export function walkThrough(): PdfBlock[] {
  return [
    paragraph(
      'Before settlement Buyer may walk through the Property to confirm that the items Section 1.1 includes are ' +
        "there and that Seller has kept Section 10's obligations. If something is not as this agreement promises, " +
        "Seller repairs, replaces or corrects it before settlement or, if Buyer (and Buyer's lender, if any) agrees, " +
        'leaves enough money with the title company at settlement to do so. Not walking through, or not objecting ' +
        "at the walk-through, does not give up Buyer's right to receive the Property, on the day Buyer takes " +
        'possession, in the condition this agreement promises.',
    ),
  ];
}

export function changesDuringTransaction(): PdfBlock[] {
  return [
    paragraph(
      "From Acceptance until closing, Seller will not, without Buyer's written consent: alter the Property; enter " +
        'into, change or end a lease of it; or create or allow any new lien, easement or other change to its title.',
    ),
  ];
}

export function authorityOfSigners(): PdfBlock[] {
  return [
    paragraph(
      'A person who signs this agreement for a company, trust, estate or other entity states that he or she has ' +
        'the authority to bind it, and that the entity is properly formed and in good standing.',
    ),
  ];
}

export function completeContract(): PdfBlock[] {
  return [
    paragraph(
      'This agreement, with its addenda, any accepted counteroffer and the written amendments both parties sign, ' +
        'is the whole agreement between Buyer and Seller. It replaces every earlier offer, discussion or ' +
        `understanding. It can be changed only in a writing signed by both, delivered as ${cite('Notices')} says.`,
    ),
  ];
}
