import {
  ATTORNEY_FEE_OPTIONS,
  FHA_VA_AMENDATORY_CLAUSE,
  FIXTURE_OPTIONS,
  PAYERS,
  PURCHASE_AGREEMENT,
  TRANSFER_TAX_PAYERS,
  US_STATES,
  applyRules,
  labelOf,
  type DocumentData,
} from '@homeward/documents';
import {
  bulletList,
  heading,
  keyValueTable,
  muted,
  paragraph,
  table,
  type KeyValueRow,
  type PdfBlock,
  type PdfDocument,
} from '../blocks';
import { formatUsd } from '../money';
import { renderPdf } from '../render';
import { DEADLINE_TIME, contractDeadlines } from './contract-deadlines';
import type { Party, PurchaseAgreementAddress, PurchaseAgreementData } from './document-data';
import {
  NOT_AVAILABLE,
  NOT_SPECIFIED,
  amount,
  clockTime,
  count,
  dateText,
  listOf,
  namedParties,
  names,
  orNotSpecified,
  partyLines,
  text,
  usDate,
  usd,
  yes,
} from './form-values';

export interface PurchaseAgreementPdfInput {
  /** The purchase agreement's data. */
  data: PurchaseAgreementData;
  /** A preview is marked PREVIEW on every page so it cannot be signed as the final agreement. */
  isPreview: boolean;
  /** When the PDF is generated; defaults to now. */
  generatedAt?: Date;
}

export const NOT_A_LAW_FIRM =
  'Homeward is not a law firm and does not give legal advice. This agreement was generated from the answers you ' +
  'entered; have a licensed real estate attorney in your state review it before you sign.';

/** The Utah template is the only state-approved shape Homeward follows; every other state gets this note. */
export const stateFormNote = (stateName: string) =>
  `State form may be required. Homeward provides a state-approved template only for Utah. ${stateName} may ` +
  'require, or its buyers and sellers customarily use, a state-approved or association purchase form, and its law ' +
  'may require terms or disclosures this general agreement does not contain. Check with a real estate attorney ' +
  `licensed in ${stateName} before you rely on it.`;

/** The deposit addendum a Utah buyer without a brokerage uses (DOMAIN.md, Utah REPC). */
export const UTAH_TITLE_COMPANY_ADDENDUM = 'Deposit of Earnest Money With Title Company';

/** Reads a stored financing type loosely: 'FHA loan', 'fha', 'VA loan'. */
const loanKind = (type: string | null | undefined): 'conventional' | 'fha' | 'va' | undefined => {
  const value = text(type)?.toLowerCase() ?? '';
  if (value.startsWith('fha')) return 'fha';
  if (value.startsWith('va')) return 'va';
  if (value.startsWith('conventional')) return 'conventional';
  return undefined;
};

/** FHA, VA or any loan that is not conventional: the definitions' GOVERNMENT_LOAN rule (financing required, a type
 * chosen, not 'Conventional Loan'), which shows the FHA/VA clause and forces the finance contingency. */
const governmentLoan = (data: PurchaseAgreementData): boolean =>
  yes(data.financing?.required) &&
  text(data.financing?.type) !== undefined &&
  loanKind(data.financing?.type) !== 'conventional';

interface Context {
  data: PurchaseAgreementData;
  state: string | undefined;
  stateName: string;
  utah: boolean;
  /** 'Mountain Time' in Utah, the property's local time elsewhere. */
  zone: string;
}

/** The purchase agreement PDF. In Utah it follows the state-approved REPC's shape (property and items, price and
 * financing, settlement and closing, due diligence, contract deadlines as calendar dates at 5:00 PM Mountain Time,
 * earnest money with a title company); elsewhere it is a general agreement with that state's clauses and a note that
 * a state form may be required. The not-a-law-firm disclaimer is on every page. */
export function purchaseAgreementPdf(input: PurchaseAgreementPdfInput): Promise<Buffer> {
  return renderPdf(purchaseAgreementDocument(input));
}

export function purchaseAgreementDocument({
  data: stored,
  isPreview,
  generatedAt,
}: PurchaseAgreementPdfInput): PdfDocument {
  // The definition's rules first (hidden values dropped, FHA/VA forcing the finance contingency), as in the editor and
  // on the server; the state and financing checks below only decide which clauses to print.
  const data = applyRules(PURCHASE_AGREEMENT, stored as DocumentData).data as PurchaseAgreementData;
  const state = text(data.property?.address?.state)?.toUpperCase();
  const stateName = state ? labelOf(US_STATES, state) : 'Your state';
  const utah = state === 'UT';
  const ctx: Context = {
    data,
    state,
    stateName,
    utah,
    zone: utah ? 'Mountain Time' : 'local time where the Property is located',
  };
  const address = fullAddress(data.property?.address);
  const title = utah ? 'Utah Real Estate Purchase Agreement' : 'Residential Purchase Agreement';

  const sections: [string, PdfBlock[]][] = [
    ['Property', property(ctx)],
    ['Purchase Price and Financing', priceAndFinancing(ctx)],
    ['Earnest Money', earnestMoney(ctx)],
    ['Settlement and Closing', settlement(ctx)],
    ['Possession', possession(ctx)],
    ['Seller Disclosures', sellerDisclosures(ctx)],
    ["Buyer's Conditions of Purchase (Due Diligence)", dueDiligence(ctx)],
    ['Title and Survey', titleAndSurvey(ctx)],
    ['Property Condition, Repairs and Home Warranty', propertyCondition(ctx)],
    ['Taxes, Fees and Costs', costs(ctx)],
    ['Dispute Resolution and Default', disputes(ctx)],
    ['Additional Terms', additionalTerms(ctx)],
    ['Time Is of the Essence', timeOfEssence(ctx)],
    ['Contract Deadlines', deadlines(ctx)],
    ['Offer and Time for Acceptance', offer(ctx)],
    ['Signatures', signatures(ctx)],
  ];

  return {
    title,
    subtitle: address,
    subject: `Purchase agreement for ${address}`,
    keywords: ['purchase agreement', stateName, ...(isPreview ? ['preview'] : [])],
    generatedAt,
    footerNote: NOT_A_LAW_FIRM,
    watermark: isPreview ? 'PREVIEW' : undefined,
    blocks: [
      ...(isPreview ? [muted('Preview: a draft of this agreement, not for signature.')] : []),
      ...(utah ? [] : [heading('State form may be required', 2), paragraph(stateFormNote(stateName))]),
      paragraph(parties(ctx)),
      ...sections.flatMap(([name, blocks], i) => [heading(`${i + 1}. ${name}`), ...blocks]),
    ],
  };
}

function fullAddress(address: PurchaseAgreementAddress | null | undefined): string {
  if (!address) return NOT_SPECIFIED;
  const street = [address.street, address.street_line_2]
    .map((part) => text(part))
    .filter(Boolean)
    .join(' ');
  const stateZip = [address.state, address.zip_code]
    .map((part) => text(part))
    .filter(Boolean)
    .join(' ');
  const parts = [street, text(address.city), stateZip].filter(Boolean).join(', ');
  return parts || text(address.formatted_address) || text(address.address) || NOT_SPECIFIED;
}

const sellersKnown = (data: PurchaseAgreementData) => !yes(data.dont_know_seller_checkbox);
/** The agreement's parties are its `sellers`; the property's owners on record only prefill them in the editor. */
const sellersOf = (data: PurchaseAgreementData): Party[] =>
  sellersKnown(data) ? namedParties(data.sellers) : [];
const buyersOf = (data: PurchaseAgreementData): Party[] => namedParties(data.buyers);

function parties({ data }: Context): string {
  const buyers = names(buyersOf(data)) || NOT_SPECIFIED;
  const sellers = names(sellersOf(data)) || NOT_AVAILABLE;
  const date = dateText(data.purchase_agreement_date);
  return (
    `This agreement, dated ${date}, is made between ${buyers} ("Buyer") and ${sellers} ("Seller"). ` +
    'Buyer offers to buy, and Seller agrees to sell, the Property below on these terms.'
  );
}

const payer = (value: string | null | undefined) =>
  text(value) ? labelOf(PAYERS, text(value)!) : NOT_SPECIFIED;
const fixtures = (values: string[]) => values.map((value) => labelOf(FIXTURE_OPTIONS, value));

function property({ data, state }: Context): PdfBlock[] {
  const p = data.property ?? {};
  const rows: KeyValueRow[] = [
    ['Address', fullAddress(p.address)],
    ['Legal description', orNotSpecified(p.legal_description)],
    ['Parcel number (PIN)', orNotSpecified(p.pin)],
    ['Subject to a lease', yes(p.is_subject_to_a_lease) ? 'Yes' : 'No'],
  ];
  const conditions = data.conditions ?? {};
  const excluded = listOf(conditions.excluded_fixtures_and_improvements_select);
  const excludedItems = fixtures(excluded.filter((item) => item !== 'other'));
  if (excluded.includes('other'))
    excludedItems.push(...listOf(conditions.excluded_fixtures_and_improvements));
  const blocks: PdfBlock[] = [
    keyValueTable(rows),
    heading('Included items', 2),
    paragraph(
      'The sale includes the fixtures attached to the Property (plumbing, heating, cooling and electrical fixtures, ' +
        'window coverings, garage door openers and their remotes, landscaping and fencing) unless excluded below, and ' +
        'these items:',
    ),
    bulletList(
      fixtures(listOf(conditions.included_fixtures_and_improvements)),
      'No additional items listed.',
    ),
    heading('Excluded items', 2),
    bulletList(excludedItems, 'No items excluded.'),
  ];
  if (state === 'UT') {
    blocks.push(
      heading('Water rights', 2),
      paragraph('Water rights and water shares, if any, are included only as stated in Additional Terms.'),
    );
  }
  return blocks;
}

function loanAmount(data: PurchaseAgreementData): number | undefined {
  if (!yes(data.financing?.required)) return undefined;
  return amount(data.financing?.amount) ?? amount(data.loan?.required_financing_amount);
}

function priceAndFinancing({ data }: Context): PdfBlock[] {
  const price = amount(data.property?.price);
  const deposit = amount(data.deposit?.amount) ?? 0;
  const financed = yes(data.financing?.required);
  const loan = loanAmount(data);
  const balance = price === undefined ? undefined : price - deposit - (loan ?? 0);
  const rows: string[][] = [
    ['Earnest money deposit', usd(data.deposit?.amount)],
    ['New loan', financed ? (loan === undefined ? NOT_SPECIFIED : formatUsd(loan)) : 'None (cash purchase)'],
    [
      'Balance in cash at settlement',
      balance === undefined ? NOT_SPECIFIED : formatUsd(Math.max(balance, 0)),
    ],
    ['Purchase price', usd(data.property?.price)],
  ];
  const blocks: PdfBlock[] = [table(['Payment', 'Amount'], rows, ['*', 'auto'])];
  if (!financed) {
    blocks.push(
      paragraph(
        'Buyer will pay the purchase price without a loan; this agreement is not conditioned on financing.',
      ),
    );
    return blocks;
  }
  const rate = amount(data.financing?.maximum_interest_rate);
  blocks.push(
    heading('Financing', 2),
    keyValueTable([
      ['Loan type', orNotSpecified(data.financing?.type)],
      ['Loan amount', loan === undefined ? NOT_SPECIFIED : formatUsd(loan)],
      ['Maximum interest rate', rate === undefined ? NOT_SPECIFIED : `${rate}%`],
    ]),
    paragraph(
      'Buyer will apply for the loan within 7 business days after acceptance and lock the interest rate at least 15 ' +
        'days before settlement.',
    ),
  );
  // The FHA/VA clause appears unless the loan is conventional (spec part 2); HUD and VA require it in the contract.
  if (governmentLoan(data)) {
    blocks.push(heading('FHA/VA amendatory clause', 2), paragraph(FHA_VA_AMENDATORY_CLAUSE));
  }
  return blocks;
}

function earnestMoney({ data, utah }: Context): PdfBlock[] {
  const deposit = data.deposit ?? {};
  const days = count(deposit.days);
  const agent = yes(deposit.is_know_owner) ? (deposit.escrow_agent ?? {}) : {};
  const company = text(agent.company_name);
  const holder = company ?? 'a title company or escrow agent Buyer names to Seller in writing';
  const blocks: PdfBlock[] = [
    paragraph(
      `Buyer will deliver earnest money of ${usd(deposit.amount)} to ${holder} ` +
        `${days === undefined ? 'by a time not yet specified' : `within ${days} calendar days after acceptance`}. Buyer is not ` +
        'represented by a brokerage, so the earnest money is deposited with the title company or escrow agent, not ' +
        'with a brokerage.',
    ),
    keyValueTable([
      ['Title company / escrow agent', company ?? NOT_AVAILABLE],
      ['Contact', text(agent.contact_name) ?? text(agent.name) ?? NOT_AVAILABLE],
      ['E-mail', text(agent.email) ?? NOT_AVAILABLE],
      ['Phone', text(agent.phone) ?? NOT_AVAILABLE],
      ['Address', text(agent.address) ?? NOT_AVAILABLE],
    ]),
  ];
  if (utah) {
    blocks.push(
      paragraph(
        `The parties will sign the state-approved "${UTAH_TITLE_COMPANY_ADDENDUM}" addendum naming the title ` +
          'company that holds the earnest money.',
      ),
    );
  }
  blocks.push(
    paragraph(
      'If this agreement is terminated under a condition of purchase, the earnest money is returned to Buyer within ' +
        '7 business days after the termination notice.',
    ),
  );
  return blocks;
}

function settlement({ data, utah }: Context): PdfBlock[] {
  const concessions = yes(data.expenses_paid_by_seller_boolean)
    ? usd(data.expenses_paid_by_seller)
    : undefined;
  return [
    paragraph(
      `Settlement will take place on or before the Settlement Deadline (${dateText(data.closing_date)}).` +
        (utah ? ' Closing (recording of the deed) follows within 4 calendar days after settlement.' : ''),
    ),
    keyValueTable([
      ['Closing date', dateText(data.closing_date)],
      ["Buyer's costs paid by Seller", concessions ?? 'None'],
    ]),
    paragraph(
      'Property taxes, HOA dues, rents and utilities are prorated as of settlement. If Seller is a foreign person, ' +
        'the settlement agent withholds from the proceeds what federal law (FIRPTA) requires.',
    ),
  ];
}

function possession({ data }: Context): PdfBlock[] {
  return [
    paragraph(
      yes(data.possession_on_closing_date)
        ? 'Seller delivers possession of the Property to Buyer at closing.'
        : 'Seller delivers possession of the Property as stated in Additional Terms.',
    ),
  ];
}

function sellerDisclosures({ data, state }: Context): PdfBlock[] {
  const p = data.property ?? {};
  const blocks: PdfBlock[] = [
    paragraph(
      "By the Seller Disclosure Deadline Seller delivers the state's seller property disclosure, any HOA documents, " +
        'a commitment for title insurance and, for a home built before 1978, the lead-based paint disclosure.',
    ),
  ];
  if (state === 'OR') {
    blocks.push(
      paragraph(
        `Oregon: Seller states that the Property ${yes(p.classified_as_historic_property) ? 'is' : 'is not'} ` +
          'classified as historic property.',
      ),
    );
  }
  if (state === 'ME') {
    const shoreland = yes(p.located_in_shoreland_zone?.selected);
    blocks.push(
      paragraph(
        `Maine: Seller states that the Property ${shoreland ? 'is' : 'is not'} located in a shoreland zone.`,
      ),
    );
    if (shoreland) {
      blocks.push(
        paragraph(
          `Maine: Seller states that the Property ${yes(p.contains_septic_system) ? 'contains' : 'does not contain'} ` +
            'a septic system.',
        ),
      );
    }
  }
  return blocks;
}

function dueDiligence({ data }: Context): PdfBlock[] {
  const c = data.conditions ?? {};
  const deadline = Object.fromEntries(contractDeadlines(data).map((d) => [d.key, d]));
  const by = (key: 'due_diligence' | 'financing_appraisal') =>
    `the ${deadline[key]!.label} (${deadline[key]!.date ? usDate(deadline[key]!.date) : NOT_SPECIFIED})`;
  const days = (value: number | string | null | undefined) => {
    const n = count(value);
    return n === undefined ? 'the number of days not specified' : `${n} calendar days`;
  };
  const items: string[] = [];
  if (yes(c.inspection_contingency?.selected)) {
    items.push(
      `Inspection: Buyer may inspect the Property and, by ${by('due_diligence')}, accept it, object in writing, ` +
        'or cancel this agreement.',
    );
  }
  const government =
    ['fha', 'va'].includes(loanKind(data.financing?.type) ?? '') && yes(data.financing?.required);
  if (yes(c.finance_contingency?.selected) || government) {
    const needed = amount(data.loan?.required_financing_amount) ?? loanAmount(data);
    items.push(
      `Financing: this agreement is conditioned on Buyer obtaining a loan of ` +
        `${needed === undefined ? NOT_SPECIFIED : formatUsd(needed)} by ${by('financing_appraisal')}.`,
    );
  }
  if (yes(c.appraisal_contingency?.selected)) {
    items.push(
      `Appraisal: the Property must appraise at no less than the purchase price by ${by('financing_appraisal')}.`,
    );
  }
  if (yes(c.attorney_review_contingency?.selected)) {
    items.push(
      `Attorney review: either party's attorney may review and disapprove this agreement within ` +
        `${days(c.attorney_review_contingency?.days)} after the agreement date.`,
    );
  }
  if (yes(c.sale_of_current_home?.selected)) {
    const home = c.sale_of_current_home ?? {};
    items.push(
      `Sale of Buyer's home: Buyer must have a signed contract to sell ${orNotSpecified(home.address ?? c.sale_of_another_property_address)} ` +
        `by ${dateText(home.secure_deadline)} and close it by ${dateText(home.close_deadline)}. If Seller receives ` +
        'another acceptable offer, Seller may demand in writing that Buyer waive this condition within 72 hours.',
    );
  }
  if (yes(c.title_contingency?.selected)) {
    items.push(`Title: Buyer must approve the title commitment by ${by('due_diligence')}.`);
  }
  if (yes(c.homeowners_insurance_contingency?.selected)) {
    items.push(
      `Homeowners insurance: Buyer must be able to insure the Property for no more than ${usd(c.homeowners_insurance_contingency?.max_acceptable_annual_insurance)} a year.`,
    );
  }
  if (yes(c.hoa_contingency?.selected)) {
    items.push(`HOA: the association fees must not exceed ${usd(c.hoa_contingency?.max_acceptable_fee)}.`);
  }
  const other = text(c.other_contingencies);
  if (other) items.push(`Other: ${other}`);
  return [bulletList(items, 'None: Buyer waives the conditions of purchase.')];
}

function titleAndSurvey({ data }: Context): PdfBlock[] {
  const survey = data.land_survey ?? {};
  return [
    paragraph(
      'Seller conveys marketable title by warranty deed, free of liens other than those Buyer accepts.',
    ),
    keyValueTable([
      ['New land survey', yes(survey.new_will_be_provided) ? 'Yes' : 'No'],
      ...(yes(survey.new_will_be_provided)
        ? [['Survey paid by', payer(survey.cost_covered_by)] as const]
        : []),
    ]),
  ];
}

function propertyCondition({ data, state }: Context): PdfBlock[] {
  const condition = data.property_condition ?? {};
  const contract = condition.residential_service_contract ?? {};
  const warranty = data.costs_and_duties?.home_warranty ?? {};
  const rows: KeyValueRow[] = [
    [
      'Residential service contract',
      yes(contract.required)
        ? `Yes, Seller reimburses up to ${usd(contract.reimbursed_by_seller_amount)}`
        : 'No',
    ],
    ['Home warranty', yes(warranty.included) ? 'Included' : 'Not included'],
  ];
  if (yes(warranty.included)) {
    rows.push(
      ['Home warranty paid by', payer(warranty.paid_by)],
      ['Home warranty maximum cost', usd(warranty.max_cost)],
    );
    // California: the provider is not named in the agreement (spec part 2 hides the field there).
    if (state !== 'CA') rows.push(['Home warranty provider', orNotSpecified(warranty.provider_name)]);
  }
  const fee = amount(data.option_to_terminate_fee);
  if (fee !== undefined) rows.push(['Option fee for the right to terminate', formatUsd(fee)]);
  const repairs = text(condition.repairs_and_improvements);
  return [
    keyValueTable(rows),
    heading('Repairs and improvements', 2),
    repairs ? paragraph(repairs) : muted('None requested.'),
  ];
}

function costs({ data, state, utah, stateName }: Context): PdfBlock[] {
  const duties = data.costs_and_duties ?? {};
  const rows: KeyValueRow[] = [];
  if (utah) {
    rows.push(['Transfer tax', 'None: Utah has no real estate transfer tax']);
  } else {
    const paidBy = text(duties.transfer_tax?.paid_by);
    const other = paidBy === 'other' ? orNotSpecified(duties.transfer_tax?.other) : undefined;
    rows.push([
      `${stateName} transfer tax paid by`,
      paidBy ? (other ? `Other: ${other}` : labelOf(TRANSFER_TAX_PAYERS, paidBy)) : NOT_SPECIFIED,
    ]);
  }
  if (state === 'MN') {
    rows.push([
      'Certificate of Real Estate Value filing fee paid by',
      payer(duties.certificate_of_value_paid_by),
    ]);
  }
  return [
    keyValueTable(rows),
    paragraph(
      'Each party pays its own other settlement costs as is customary where the Property is located.',
    ),
  ];
}

function disputes({ data }: Context): PdfBlock[] {
  const mediation = data.mediation_before_arbitration ?? {};
  const fees = text(data.attorney_fees_paid_by);
  const feeText =
    fees === 'unsuccessful_party'
      ? 'In a dispute over this agreement, the unsuccessful party pays the prevailing party’s reasonable attorney fees.'
      : fees === 'each_party'
        ? 'In a dispute over this agreement, each party pays its own attorney fees.'
        : fees && fees !== 'do_not_specify'
          ? `Attorney fees: ${labelOf(ATTORNEY_FEE_OPTIONS, fees)}.`
          : 'This agreement does not say who pays attorney fees in a dispute.';
  return [
    paragraph(
      yes(mediation.selected)
        ? `The parties will first try to settle a dispute by mediation, paid by ${payer(mediation.paid_by)}, before arbitration or court.`
        : 'The parties are not required to mediate a dispute before going to court.',
    ),
    paragraph(feeText),
    paragraph(
      'Default: if Buyer defaults, Seller may keep the earnest money as liquidated damages or pursue other remedies ' +
        'the law allows; if Seller defaults, Buyer may have the earnest money returned or pursue other remedies the ' +
        'law allows.',
    ),
  ];
}

function additionalTerms({ data }: Context): PdfBlock[] {
  const clauses = text(data.additional_clauses);
  return [clauses ? paragraph(clauses) : muted('None.')];
}

function timeOfEssence({ zone }: Context): PdfBlock[] {
  return [
    paragraph(
      `Time is of the essence. Every deadline in this agreement ends at ${DEADLINE_TIME} ${zone} on the date shown. ` +
        'Days are calendar days unless this agreement says business days.',
    ),
  ];
}

function deadlines({ data, zone }: Context): PdfBlock[] {
  const rows = contractDeadlines(data).map((deadline) => [
    deadline.label,
    deadline.date
      ? `${usDate(deadline.date)} at ${DEADLINE_TIME} ${zone}`
      : deadline.applies
        ? NOT_SPECIFIED
        : 'Not applicable',
    deadline.basis,
  ]);
  return [table(['Deadline', 'Date', 'Basis'], rows, ['auto', 'auto', '*'])];
}

/** Acceptance, and an offer that lapses when its time passes (REPC sections 23 and 25). */
const ACCEPTANCE =
  'Acceptance occurs when the party receiving this offer (or a counteroffer) signs it and the signed copy is ' +
  'delivered to the other party. An offer not accepted by its deadline lapses.';

function offer({ data, zone }: Context): PdfBlock[] {
  const expiration = data.offer_expiration ?? {};
  if (!text(expiration.date)) {
    return [paragraph('No time for acceptance was set for this offer.'), paragraph(ACCEPTANCE)];
  }
  const time = clockTime(expiration.time, expiration.am_pm) ?? DEADLINE_TIME;
  return [
    paragraph(
      `This offer expires at ${time} ${zone} on ${dateText(expiration.date)} unless Seller accepts it in writing ` +
        'and the acceptance is delivered to Buyer before then.',
    ),
    paragraph(ACCEPTANCE),
  ];
}

function signatures({ data }: Context): PdfBlock[] {
  const line = 'Signature: ______________________________   Date: ______________';
  const block = (title: string, list: Party[], whenNone: string): PdfBlock[] => [
    heading(title, 2),
    ...(list.length === 0
      ? [paragraph(whenNone), muted(line)]
      : list.flatMap((party) => [paragraph(partyLines(party)), muted(line)])),
  ];
  return [
    ...block('Buyer', buyersOf(data), NOT_SPECIFIED),
    ...block('Seller', sellersOf(data), NOT_AVAILABLE),
  ];
}
