// Section 3 (Settlement and Closing), Section 4 (Possession) and Section 5 (Confirmation of Agency Disclosure).
import {
  TRANSFER_TAX_PAYERS,
  deadlineTimeOf,
  deadlineZoneName,
  labelOf,
  transferTaxDefault,
} from '@homeward/document-definitions';
import { keyValueTable, paragraph, type KeyValueRow, type PdfBlock } from '../../blocks';
import { formatUsd } from '../../money';
import { NOT_SPECIFIED, amount, count, orNotSpecified, text, usd, yes } from '../form-values';
import { deadlineName, payer, sub, type Context } from './context';
import { BLANK, cite } from './wording';

/** Section 3: when settlement and closing happen, what is prorated, who pays which costs, a foreign seller. */
export function settlementAndClosing(ctx: Context): PdfBlock[] {
  const { data, utah } = ctx;
  const increase = amount(data.prorations?.prior_year_increase_percent);
  return [
    sub('Settlement and Closing', 1, 'Settlement'),
    paragraph(
      `Settlement takes place no later than ${deadlineName(ctx, 'settlement')} in ${cite('Contract Deadlines')}. ` +
        'Settlement is complete when Buyer and Seller have signed and delivered to each other or to the title ' +
        'company every document this agreement, the lender or the title company requires, and each has paid the ' +
        'money it owes.' +
        (utah
          ? ' Closing, the recording of the deed, follows within 4 calendar days after settlement.'
          : ' Closing is the recording of the deed, after settlement.'),
    ),
    sub('Settlement and Closing', 2, 'Prorations'),
    paragraph(
      'Property taxes, HOA dues and assessments, rents and utilities are divided between Buyer and Seller as of ' +
        'the settlement date.' +
        (increase === undefined
          ? ''
          : ` Property taxes for a year not yet billed are prorated at the prior year's amount plus ${increase}%.`),
    ),
    sub('Settlement and Closing', 3, 'Fees and costs'),
    keyValueTable(costRows(ctx)),
    paragraph(
      "Buyer and Seller each pay one half of the title company's escrow or settlement fee, unless the lender's rules " +
        'require otherwise. Each party pays its other settlement costs as is customary where the Property is located.',
    ),
    sub('Settlement and Closing', 4, 'Foreign seller'),
    paragraph(foreignSeller(ctx)),
  ];
}

function costRows({ data, state, stateName }: Context): KeyValueRow[] {
  const duties = data.costs_and_duties ?? {};
  const concessions = yes(data.expenses_paid_by_seller_boolean) ? usd(data.expenses_paid_by_seller) : 'None';
  const rows: KeyValueRow[] = [["Buyer's costs paid by Seller", concessions]];
  // Transfer tax only where the state has one (the sourced table in @homeward/document-definitions' transfer-tax.ts).
  const tax = state ? transferTaxDefault(state) : undefined;
  if (tax && !tax.hasTax) {
    rows.push(['Transfer tax', `None: ${tax.note ?? `${stateName} has no real estate transfer tax.`}`]);
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
  return rows;
}

function foreignSeller({ data }: Context): string {
  const percent = amount(data.foreign_seller?.withholding_percent);
  const exemption = amount(data.foreign_seller?.exemption_amount);
  const base =
    'If Seller is a foreign person under the federal Foreign Investment in Real Property Tax Act (FIRPTA), the ' +
    "title company withholds from Seller's proceeds the tax federal law requires";
  const rate = percent === undefined ? '' : ` (${percent}% of the amount realized`;
  const exempt =
    exemption === undefined
      ? ''
      : `${rate ? '; ' : ' ('}none when the price is at most ${formatUsd(exemption)} and Buyer will live in the Property`;
  const close = rate || exempt ? ')' : '';
  return `${base}${rate}${exempt}${close}. Seller will sign a statement of its status at settlement.`;
}

/** Section 4: possession is always defined, at closing or after a leaseback of a stated length; a tenant's lease
 * that stays is said too. */
export function possession(ctx: Context): PdfBlock[] {
  const tenants = yes(ctx.data.property?.is_subject_to_a_lease)
    ? [
        paragraph(
          'The Property is subject to a lease: Buyer takes it subject to the rights of the tenants under the leases ' +
            'Seller delivers under Section 7, and Seller assigns those leases and any deposits to Buyer at closing.',
        ),
      ]
    : [];
  return [...sellersPossession(ctx), ...tenants];
}

function sellersPossession({ data }: Context): PdfBlock[] {
  // On the clock every other deadline of the agreement is on (Section 21), so the hour cannot be read two ways.
  const hour = `${deadlineTimeOf(data)} ${deadlineZoneName(data.property?.address?.state)}`;
  if (yes(data.possession_on_closing_date)) {
    return [paragraph('Seller delivers possession of the Property to Buyer at closing.')];
  }
  const days = count(data.leaseback?.days);
  const holdover = amount(data.leaseback?.holdover_per_day);
  // The holdover charge the buyer chose holds whether or not the number of days is written in yet.
  const holdoverClause = paragraph(
    holdover === undefined
      ? 'If Seller stays past that time, Seller is in default under this agreement.'
      : `If Seller stays past that time, Seller pays Buyer ${formatUsd(holdover)} for each day or part of a day ` +
          'until Seller delivers possession, without limiting Buyer’s other remedies.',
  );
  if (days === undefined) {
    return [
      paragraph(
        `Seller delivers possession of the Property to Buyer no later than ${BLANK} calendar days after closing ` +
          '(write the number in before signing). If no number is written in, Seller delivers possession at closing.',
      ),
      holdoverClause,
    ];
  }
  return [
    paragraph(
      `Seller may stay in the Property after closing and delivers possession to Buyer no later than ${days} ` +
        `calendar days after closing, at ${hour}. While Seller stays, Seller keeps the Property in its condition at ` +
        'closing, pays the utilities and insures Seller’s own belongings. This agreement sets no rent for those ' +
        'days: any rent, deposit or other term of Seller’s stay binds only if it is in a separate written leaseback ' +
        'agreement signed by Buyer and Seller.',
    ),
    holdoverClause,
  ];
}

/** Section 5: who represents whom. Buyer has no agent; Homeward is software, not a brokerage. */
export function agencyDisclosure({ data }: Context): PdfBlock[] {
  return [
    paragraph(
      'Buyer is not represented by a real estate agent or brokerage in this transaction. Homeward provides the ' +
        'software that prepared this agreement; it is not a brokerage and represents neither party.',
    ),
    keyValueTable([
      [
        "Seller's agent and brokerage",
        text(data.agency?.seller_agent) ?? `${BLANK} (write "None" if Seller has no agent)`,
      ],
    ]),
    paragraph(
      "If Seller is represented, Seller's agent represents Seller only. Buyer and Seller each confirm that any " +
        'agency disclosure the law requires was given to them before signing.',
    ),
  ];
}
