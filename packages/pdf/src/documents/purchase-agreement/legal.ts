// Sections 15 to 22: dispute resolution, default, attorney fees and governing law, notices, no assignment, insurance
// and risk of loss, time is of the essence, electronic transmission and counterparts.
import { ATTORNEY_FEE_OPTIONS, dayCountSentence, labelOf } from '@homeward/document-definitions';
import { paragraph, table, type PdfBlock } from '../../blocks';
import type { Party } from '../document-data';
import { text, yes } from '../form-values';
import { buyersOf, payer, sellersOf, sub, type Context } from './context';
import { BLANK, cite } from './wording';

/** Section 15: mediation when the parties chose it, and nothing about arbitration, which this agreement never sets up. */
export function disputeResolution({ data }: Context): PdfBlock[] {
  const mediation = data.mediation_before_arbitration ?? {};
  if (!yes(mediation.selected)) {
    return [
      paragraph(
        'The parties are not required to mediate a dispute under this agreement before going to court, though they ' +
          'may agree to.',
      ),
    ];
  }
  return [
    paragraph(
      'Before going to court, Buyer and Seller will try in good faith to settle a dispute under this agreement by ' +
        `mediation. The mediator's fees are paid by ${payer(mediation.paid_by)}. If mediation does not settle the ` +
        'dispute within 30 days after either party asks for it in writing, either party may go to court. Either ' +
        'party may go to court at once when waiting would cause it harm that cannot be undone.',
    ),
  ];
}

/** Section 16: the REPC's remedies, including a seller default's earnest money plus an equal sum. */
export function defaultRemedies(): PdfBlock[] {
  return [
    sub('Default', 1, 'Buyer default'),
    paragraph(
      'If Buyer defaults, Seller may choose either to cancel this agreement and keep the earnest money as ' +
        'liquidated damages, or to return the earnest money and sue Buyer to enforce this agreement or for the ' +
        'damages the law allows.',
    ),
    sub('Default', 2, 'Seller default'),
    paragraph(
      'If Seller defaults, Buyer may choose either to cancel this agreement and receive back the earnest money ' +
        'plus, from Seller, a sum equal to the earnest money as liquidated damages; or to receive back the earnest ' +
        'money and sue Seller to enforce this agreement (specific performance) or for the damages the law allows.',
    ),
    sub('Default', 3, 'Release of the earnest money'),
    paragraph(
      'The holder of the earnest money releases it as this agreement says on the written instruction of the party ' +
        'entitled to it, or, when the parties disagree, on their joint written instruction, a court order or as the ' +
        'law governing the holder allows.',
    ),
  ];
}

export function feesAndLaw({ data, stateName, state }: Context): PdfBlock[] {
  const fees = text(data.attorney_fees_paid_by);
  const feeText =
    fees === 'unsuccessful_party'
      ? 'In a dispute over this agreement, the party who loses pays the reasonable attorney fees and court costs of ' +
        'the party who wins.'
      : fees === 'each_party'
        ? 'In a dispute over this agreement, each party pays its own attorney fees and costs.'
        : fees && fees !== 'do_not_specify'
          ? `Attorney fees: ${labelOf(ATTORNEY_FEE_OPTIONS, fees)}.`
          : 'This agreement does not say who pays attorney fees in a dispute; each party pays its own unless the ' +
            'law says otherwise.';
  return [
    paragraph(feeText),
    paragraph(
      `This agreement is governed by the law of ${state ? `the State of ${stateName}` : 'the state where the Property is located'}.`,
    ),
  ];
}

/** Section 18: how a notice is given and where, e-mail included. */
export function notices({ data }: Context): PdfBlock[] {
  const buyers = buyersOf(data);
  const sellers = sellersOf(data);
  const rows: [string, Party][] = [
    ...(buyers.length > 0 ? buyers : [{}]).map((party): [string, Party] => ['Buyer', party]),
    ...(sellers.length > 0 ? sellers : [{}]).map((party): [string, Party] => ['Seller', party]),
  ];
  return [
    paragraph(
      'Every notice under this agreement (a cancellation, objection, response, waiver or demand) must be in ' +
        'writing and signed by the party giving it (an electronic signature counts, as ' +
        `${cite('Electronic Transmission and Counterparts')} says). It may be ` +
        'delivered by hand, by mail or courier, or by e-mail, to the party at the address or e-mail address below, ' +
        'or at one the party later gives by notice. A notice takes effect when the party receives it; an e-mail is ' +
        'received when it reaches the address below. Notice to one Buyer or one Seller is notice to all of them, ' +
        "and notice received by Seller's agent named in " +
        `${cite('Confirmation of Agency Disclosure')} is notice to Seller.`,
    ),
    table(
      ['Party', 'Name', 'Mailing address', 'E-mail'],
      rows.map(([role, party]) => [
        role,
        text(party.name) ?? BLANK,
        text(party.address) ?? BLANK,
        text(party.email) ?? BLANK,
      ]),
      ['auto', '*', '*', '*'],
    ),
    paragraph('Where a line is blank, the party writes its address in by hand before signing.'),
  ];
}

export function noAssignment(): PdfBlock[] {
  return [
    paragraph(
      "Buyer's rights and duties under this agreement are Buyer's own. Buyer may not assign this agreement to " +
        "anyone without Seller's prior written consent. Buyer may, without that consent, transfer Buyer's interest " +
        'in this agreement to a company, trust, partnership or other entity in which Buyer holds an interest.',
    ),
  ];
}

export function insuranceAndRiskOfLoss(): PdfBlock[] {
  return [
    paragraph(
      'Seller keeps the Property insured and bears the risk of its loss or damage until closing. If before closing ' +
        'the Property is damaged by fire, flood, storm, earthquake, vandalism or another casualty, Seller repairs it ' +
        'before settlement; but if the repair would cost more than 10% of the purchase price, Buyer or Seller may ' +
        'cancel this agreement by written notice to the other, and the earnest money is returned to Buyer.',
    ),
    paragraph("Buyer arranges Buyer's own insurance to take effect at closing."),
  ];
}

export function timeOfEssence({ data }: Context): PdfBlock[] {
  return [
    paragraph(
      'Time is of the essence: every deadline in this agreement must be met on time. A deadline can be changed only ' +
        `in a writing signed by both parties. ${dayCountSentence(data)} A period counted from another event, ` +
        'such as receiving a notice or closing, is counted the same way, from the day after that event.',
    ),
  ];
}

export function electronicTransmission(): PdfBlock[] {
  return [
    paragraph(
      'This agreement, its addenda and every notice may be signed and delivered electronically, by e-mail of a ' +
        'signed copy or by an electronic signature service; an electronic signature binds as a handwritten one. ' +
        'The parties may sign separate copies (counterparts); each signed copy is an original, and together they ' +
        'are one agreement.',
    ),
  ];
}
