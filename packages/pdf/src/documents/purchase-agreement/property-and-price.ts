// The offer and earnest money, Section 1 (Property) and Section 2 (Purchase Price).
import { FHA_VA_AMENDATORY_CLAUSE, FIXTURE_OPTIONS, labelOf } from '@homeward/document-definitions';
import {
  bulletList,
  heading,
  keyValueTable,
  muted,
  paragraph,
  table,
  type KeyValueRow,
  type PdfBlock,
} from '../../blocks';
import { formatUsd } from '../../money';
import type { PurchaseAgreementData } from '../document-data';
import {
  NOT_SPECIFIED,
  amount,
  count,
  dateText,
  listOf,
  names,
  orNotSpecified,
  text,
  usd,
  yes,
} from '../form-values';
import {
  buyersOf,
  deadlineName,
  deadlineOf,
  fullAddress,
  governmentLoan,
  orBlank,
  sellersOf,
  sub,
  type Context,
} from './context';
import { BLANK, UTAH_FHA_VA_ADDENDUM, UTAH_TITLE_COMPANY_ADDENDUM, cite, sectionNumber } from './wording';

/** The parties, the offer and the earnest money: the REPC opens with them before Section 1. */
export function offerAndEarnestMoney(ctx: Context): PdfBlock[] {
  const { data, utah } = ctx;
  const buyers = names(buyersOf(data)) || BLANK;
  const sellers = names(sellersOf(data));
  const deposit = data.deposit ?? {};
  const days = count(deposit.days);
  const agent = yes(deposit.is_know_owner) ? (deposit.escrow_agent ?? {}) : {};
  const company = text(agent.company_name);
  const blocks: PdfBlock[] = [
    heading('Offer to Purchase and Earnest Money Deposit'),
    paragraph(
      `On ${dateText(data.purchase_agreement_date)} (the offer date), ${buyers} ("Buyer") offers to buy from ` +
        `${sellers || BLANK} ("Seller") the Property described in Section 1 on the terms of this agreement.`,
    ),
  ];
  if (!sellers) {
    blocks.push(
      paragraph(
        "Seller's name is left blank on purpose: Buyer did not know it when this agreement was prepared. Write it " +
          'in by hand, here and in the signature blocks, before the offer is delivered.',
      ),
    );
  }
  blocks.push(
    paragraph(
      `Buyer will deliver earnest money of ${usd(deposit.amount)} ` +
        `${deliveryTime(days)} ` +
        `to ${company ?? 'the title company or escrow agent named below'}. Buyer has no brokerage, so the earnest ` +
        'money is held by that title company or escrow agent, not by a brokerage.',
    ),
    keyValueTable([
      ['Title company / escrow agent', orBlank(company)],
      ['Contact', orBlank(text(agent.contact_name) ?? text(agent.name))],
      ['E-mail', orBlank(agent.email)],
      ['Phone', orBlank(agent.phone)],
      ['Address', orBlank(agent.address)],
    ]),
  );
  if (utah) {
    blocks.push(
      paragraph(
        `The parties will sign the state-approved "${UTAH_TITLE_COMPANY_ADDENDUM}" addendum, which names the title ` +
          'company that holds the earnest money and says how it releases it.',
      ),
    );
  }
  // The REPC's first page has the holder sign for the money it receives: proof of delivery if a deadline is disputed.
  blocks.push(muted(`Earnest money received by the title company: signature ${BLANK} date ${BLANK}`));
  return blocks;
}

/** When the earnest money is due: with the offer, or a number of days after Acceptance, or a blank to fill. */
function deliveryTime(days: number | undefined): string {
  if (days === undefined) return `by the date written here: ${BLANK}`;
  if (days === 0) return 'with this offer';
  const acceptance = `Acceptance (defined in Section ${sectionNumber('Acceptance')})`;
  return `no later than ${days} calendar ${days === 1 ? 'day' : 'days'} after ${acceptance}`;
}

const fixtures = (values: string[]) => values.map((value) => labelOf(FIXTURE_OPTIONS, value));

/** Section 1: the Property, the items that come with it and those that do not, and (in Utah) water rights. */
export function property(ctx: Context): PdfBlock[] {
  const { data, utah } = ctx;
  const p = data.property ?? {};
  const conditions = data.conditions ?? {};
  const excluded = listOf(conditions.excluded_fixtures_and_improvements_select);
  const excludedItems = fixtures(excluded.filter((item) => item !== 'other'));
  if (excluded.includes('other'))
    excludedItems.push(...listOf(conditions.excluded_fixtures_and_improvements));
  const rows: KeyValueRow[] = [
    ['Address', fullAddress(p.address)],
    ['Legal description', orNotSpecified(p.legal_description)],
    ['Parcel number (PIN)', orNotSpecified(p.pin)],
    ['Subject to a lease', yes(p.is_subject_to_a_lease) ? 'Yes' : 'No'],
  ];
  const blocks: PdfBlock[] = [
    paragraph('"Property" means the real estate below, with the items Section 1.1 includes.'),
    keyValueTable(rows),
    sub('Property', 1, 'Included items'),
    paragraph(
      'The sale includes the fixtures attached to the Property (plumbing, heating, cooling and electrical fixtures, ' +
        'window coverings, garage door openers and their remotes, landscaping and fencing) unless Section 1.2 ' +
        'excludes them, and these items:',
    ),
    bulletList(
      fixtures(listOf(conditions.included_fixtures_and_improvements)),
      'No additional items listed.',
    ),
    sub('Property', 2, 'Excluded items'),
    bulletList(excludedItems, 'No items excluded.'),
  ];
  if (utah) {
    blocks.push(
      sub('Property', 3, 'Water rights'),
      paragraph(
        `Water rights and water company shares pass with the Property only as ${cite('Additional Terms')} lists ` +
          `them; if it lists none, none pass. Seller delivers evidence of those listed under ${cite('Seller Disclosures')}. ` +
          // Without a due diligence condition a buyer cannot cancel over water, so the check must come before signing.
          (deadlineOf(ctx, 'due_diligence')
            ? 'Buyer should confirm during due diligence which rights and shares serve the Property.'
            : 'This agreement has no due diligence condition (Section 8.1), so Buyer cannot cancel over them: ' +
              'Buyer should confirm which rights and shares serve the Property before signing.'),
      ),
    );
  }
  return blocks;
}

function loanAmount(data: PurchaseAgreementData): number | undefined {
  if (!yes(data.financing?.required)) return undefined;
  return amount(data.financing?.amount) ?? amount(data.loan?.required_financing_amount);
}

/** Section 2: the price and how it is paid, the loan, and whether the purchase depends on selling Buyer's home. */
export function purchasePrice(ctx: Context): PdfBlock[] {
  const { data } = ctx;
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
  return [
    paragraph(`Buyer will pay ${usd(data.property?.price)} for the Property, as Section 2.1 shows.`),
    sub('Purchase Price', 1, 'Method of payment'),
    table(['Payment', 'Amount'], rows, ['*', 'auto']),
    paragraph('The earnest money is credited to Buyer at settlement.'),
    sub('Purchase Price', 2, 'Financing'),
    ...financing(ctx, loan),
    sub('Purchase Price', 3, "Sale of Buyer's property"),
    ...saleOfBuyersProperty(ctx),
  ];
}

function financing(ctx: Context, loan: number | undefined): PdfBlock[] {
  const { data, utah } = ctx;
  if (!yes(data.financing?.required)) {
    return [paragraph('Buyer will pay the purchase price without a loan.')];
  }
  const rate = amount(data.financing?.maximum_interest_rate);
  const blocks: PdfBlock[] = [
    keyValueTable([
      ['Loan type', orNotSpecified(data.financing?.type)],
      ['Loan amount', loan === undefined ? NOT_SPECIFIED : formatUsd(loan)],
      ['Maximum interest rate', rate === undefined ? NOT_SPECIFIED : `${rate}%`],
    ]),
  ];
  // Only the promises the buyer ticked in the editor: none is a default clause (issue 24).
  const application = data.financing?.application;
  const applicationDays = yes(application?.selected) ? count(application?.days) : undefined;
  if (applicationDays !== undefined) {
    blocks.push(
      paragraph(
        `Buyer will apply for the loan no later than ${applicationDays} calendar days after Acceptance.`,
      ),
    );
  }
  const lock = data.financing?.rate_lock;
  const lockDays = yes(lock?.selected) ? count(lock?.days_before_settlement) : undefined;
  if (lockDays !== undefined) {
    blocks.push(
      paragraph(`Buyer will lock the interest rate at least ${lockDays} calendar days before settlement.`),
    );
  }
  const conditioned =
    deadlineOf(ctx, 'financing_appraisal') && yes(data.conditions?.finance_contingency?.selected);
  blocks.push(
    paragraph(
      conditioned
        ? `Buyer's obligation to buy depends on this loan as Section 8.3 says.`
        : "Buyer's obligation to buy does not depend on getting this loan: if Buyer cannot get it, Buyer must " +
            `still pay the price at settlement or be in default under ${cite('Default')}.`,
    ),
  );
  // HUD and VA require the amendatory clause in a contract financed by an FHA or VA loan; Utah has its addendum.
  if (governmentLoan(data)) {
    blocks.push(
      paragraph(
        utah
          ? `The parties will sign the state-approved "${UTAH_FHA_VA_ADDENDUM}", which contains the clause below.`
          : 'This FHA/VA amendatory clause is part of this agreement:',
      ),
      heading('FHA/VA amendatory clause', 3),
      paragraph(FHA_VA_AMENDATORY_CLAUSE),
      // HUD's clause names the appraised value as a dollar figure; the price it means is stated here.
      paragraph(`In this clause, the purchase price is ${usd(data.property?.price)}.`),
    );
  }
  return blocks;
}

function saleOfBuyersProperty(ctx: Context): PdfBlock[] {
  const c = ctx.data.conditions ?? {};
  if (!yes(c.sale_of_current_home?.selected)) {
    return [paragraph("Buyer's obligation to buy does not depend on selling any other property.")];
  }
  const home = c.sale_of_current_home ?? {};
  const address = orBlank(home.address ?? c.sale_of_another_property_address);
  return [
    paragraph(
      `Buyer's obligation to buy depends on Buyer selling ${address}: Buyer must have a signed contract to sell it ` +
        `by ${deadlineName(ctx, 'sale_of_home_offer')} (${dateText(home.secure_deadline)}) and close that sale by ` +
        `${deadlineName(ctx, 'sale_of_home_closing')} (${dateText(home.close_deadline)}). If either does not ` +
        'happen by its deadline, Buyer may cancel this agreement by written notice to Seller no later than that ' +
        'deadline, and the earnest money is returned to Buyer. If Buyer gives no such notice by then, this ' +
        'condition is waived.',
    ),
    paragraph(
      'Seller may keep offering the Property for sale. If Seller receives another offer Seller is willing to accept, ' +
        'Seller may demand in writing that Buyer waive this condition. If Buyer does not waive it in writing within ' +
        '72 hours after receiving the demand, this agreement is cancelled and the earnest money is returned to Buyer.',
    ),
  ];
}
