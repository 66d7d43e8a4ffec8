// Section 8, Buyer's Conditions of Purchase: due diligence (objection, response, resolution, cancel; silence waives),
// appraisal and financing (cancel by written notice by the Financing & Appraisal Deadline, and what becomes of the
// earnest money), then the other conditions the buyer chose, each with its own deadline.
import { bulletList, paragraph, type PdfBlock } from '../../blocks';
import { formatUsd } from '../../money';
import { amount, count, text, usd, yes } from '../form-values';
import { deadlineName, deadlineOf, governmentLoan, sub, type Context } from './context';
import { cite } from './wording';

const SECTION = "Buyer's Conditions of Purchase";
const CONDITION_SECTION = cite("Home Warranty, Condition of Property and Seller's Obligations");

export function buyersConditions(ctx: Context): PdfBlock[] {
  const refundDays = count(ctx.data.deposit?.refund_days);
  return [
    paragraph(
      "Each condition below is for Buyer's benefit and exists only if this Section says so; each deadline it " +
        `names is in ${cite('Contract Deadlines')}. A cancellation or objection is valid only in writing, ` +
        `delivered as ${cite('Notices')} says, by its deadline. When this ` +
        'Section returns earnest money to Buyer, the holder returns it ' +
        (refundDays === undefined
          ? 'promptly after receiving the cancellation notice.'
          : `within ${refundDays} calendar days after receiving the cancellation notice.`),
    ),
    sub(SECTION, 1, 'Due diligence condition'),
    ...dueDiligence(ctx),
    sub(SECTION, 2, 'Appraisal condition'),
    ...appraisal(ctx),
    sub(SECTION, 3, 'Financing condition'),
    ...financing(ctx),
    sub(SECTION, 4, 'Other conditions'),
    ...otherConditions(ctx),
  ];
}

function dueDiligence(ctx: Context): PdfBlock[] {
  if (!deadlineOf(ctx, 'due_diligence')) {
    return [
      paragraph(
        "Buyer's obligation to buy does not depend on Buyer's due diligence: Buyer may not cancel or object " +
          "because of the Property's condition or anything Buyer learns about it, and accepts its condition as " +
          `${CONDITION_SECTION} says.`,
      ),
    ];
  }
  const dd = deadlineName(ctx, 'due_diligence');
  const response = count(ctx.data.due_diligence?.response_days);
  const resolution = count(ctx.data.due_diligence?.resolution_days);
  const responsePeriod = response === undefined ? 'a reasonable time' : `${response} calendar days`;
  const resolutionPeriod = resolution === undefined ? 'a reasonable time' : `${resolution} calendar days`;
  return [
    paragraph(
      "Buyer's obligation to buy depends on Buyer's approval, in Buyer's sole judgement, of the Property after " +
        'the inspections, tests and reviews Buyer chooses to make at Buyer\'s cost ("due diligence"). Seller gives ' +
        "Buyer and Buyer's inspectors reasonable access. Buyer pays for any damage those inspections cause.",
    ),
    paragraph(
      `(a) Cancel or object. No later than ${dd}, Buyer may either cancel this agreement by written notice to ` +
        'Seller, and the earnest money is returned to Buyer; or give Seller a written objection listing the items ' +
        'Buyer objects to and the repair or credit Buyer asks for each.',
    ),
    paragraph(
      `(b) Silence is waiver. If Buyer gives neither a cancellation nor an objection by ${dd}, Buyer has waived ` +
        'this due diligence condition.',
    ),
    paragraph(
      `(c) Seller's response. Seller has ${responsePeriod} after receiving an objection (the "Seller Response ` +
        'Period") to answer in writing whether Seller agrees to what Buyer asks. Seller need not agree. A Seller ' +
        'who does not answer in time has declined.',
    ),
    paragraph(
      `(d) Resolution period. Buyer and Seller then have ${resolutionPeriod} after the Seller Response Period ends ` +
        '(the "Resolution Period") to agree in writing, for example in an addendum, on how the objections are ' +
        'resolved.',
    ),
    paragraph(
      '(e) Cancel. If the objections are not resolved by a written agreement signed by both by the end of the ' +
        'Resolution Period, Buyer may cancel this agreement by written notice to Seller no later than the end of ' +
        'the Resolution Period, and the earnest money is returned to Buyer. If Buyer does not cancel by then, ' +
        'Buyer has waived the objections not resolved in writing and this due diligence condition.',
    ),
  ];
}

function appraisal(ctx: Context): PdfBlock[] {
  const { data } = ctx;
  // HUD's clause holds "notwithstanding any other provisions": no appraisal condition, and no waiver of one, removes it.
  const government = governmentLoan(data);
  if (!yes(data.conditions?.appraisal_contingency?.selected) || !deadlineOf(ctx, 'financing_appraisal')) {
    return [
      paragraph(
        government
          ? "Buyer's obligation to buy does not depend on an appraisal, except as the FHA/VA amendatory clause in " +
              'Section 2.2 says: if the appraised value it names is less than the purchase price, Buyer need not ' +
              'complete the purchase and loses none of the earnest money.'
          : "Buyer's obligation to buy does not depend on an appraisal.",
      ),
    ];
  }
  const fa = deadlineName(ctx, 'financing_appraisal');
  return [
    paragraph(
      "Buyer's obligation to buy depends on an appraisal of the Property, by an appraiser Buyer or Buyer's lender " +
        `chooses, at no less than the purchase price (${usd(data.property?.price)}). If the appraised value is ` +
        `lower, Buyer may cancel this agreement by written notice to Seller, with a copy of the appraisal's ` +
        `statement of value, no later than ${fa}. All of the earnest money is then returned to Buyer, whenever ` +
        'before that deadline Buyer cancels.',
    ),
    paragraph(
      `If Buyer gives no such notice by ${fa}, Buyer has waived this appraisal condition` +
        (government ? ', but not the FHA/VA amendatory clause in Section 2.2, which still applies.' : '.'),
    ),
  ];
}

function financing(ctx: Context): PdfBlock[] {
  const { data } = ctx;
  if (!yes(data.conditions?.finance_contingency?.selected) || !deadlineOf(ctx, 'financing_appraisal')) {
    return [
      paragraph(
        yes(data.financing?.required)
          ? "Buyer's obligation to buy does not depend on getting a loan. If Buyer does not get one, Buyer must " +
              `still pay the price at settlement or be in default under ${cite('Default')}.`
          : "Buyer's obligation to buy does not depend on getting a loan (a cash purchase).",
      ),
    ];
  }
  const fa = deadlineName(ctx, 'financing_appraisal');
  const needed = amount(data.loan?.required_financing_amount) ?? amount(data.financing?.amount);
  const toSeller = amount(data.financing_cancellation?.earnest_money_to_seller) ?? 0;
  // REPC 8.3: the sum Buyer agreed to leave to Seller applies only to a cancellation over the loan's terms after due
  // diligence; a lender's denial before the deadline returns everything (UAR legal library, "Section 8.3", 2018).
  const dd = deadlineOf(ctx, 'due_diligence') ? deadlineName(ctx, 'due_diligence') : undefined;
  const forTerms =
    toSeller === 0
      ? 'all of the earnest money is returned to Buyer.'
      : dd
        ? `if Buyer cancels on or before ${dd}, all of the earnest money is returned to Buyer; if after it, ` +
          `${formatUsd(toSeller)} of the earnest money is released to Seller and the rest is returned to Buyer.`
        : `${formatUsd(toSeller)} of the earnest money is released to Seller and the rest is returned to Buyer.`;
  return [
    paragraph(
      "Buyer's obligation to buy depends on Buyer obtaining the loan described in Section 2.2" +
        (needed === undefined ? '' : ` (at least ${formatUsd(needed)})`) +
        '. Buyer will apply for it in good faith and give the lender what it asks for.',
    ),
    paragraph(
      `(a) Lender's denial. If Buyer's lender does not approve the loan, Buyer may cancel this agreement by ` +
        `written notice to Seller, with a copy of the lender's written denial, no later than ${fa}. All of the ` +
        'earnest money is then returned to Buyer.',
    ),
    paragraph(
      "(b) Loan terms. If Buyer in good faith is not satisfied with the loan's terms, Buyer may cancel this " +
        `agreement by written notice to Seller no later than ${fa}: ${forTerms}`,
    ),
    paragraph(
      `(c) After the deadline. If Buyer gives no such notice by ${fa}, Buyer has waived this financing condition. ` +
        "If the lender then denies the loan and Buyer cancels by written notice to Seller with the lender's written " +
        'denial, the earnest money is released to Seller, and Seller accepts it as liquidated damages in place of ' +
        'any other remedy. Any ' +
        `other failure to pay the price at settlement is a default under ${cite('Default')}.`,
    ),
  ];
}

function otherConditions(ctx: Context): PdfBlock[] {
  const { data } = ctx;
  const c = data.conditions ?? {};
  const cancelBy = (key: 'hoa' | 'insurance' | 'attorney_review') =>
    `Buyer may cancel this agreement by written notice to Seller no later than ${deadlineName(ctx, key)}, and the ` +
    'earnest money is returned to Buyer; without such a notice by then, this condition is waived.';
  const items: string[] = [];
  if (deadlineOf(ctx, 'hoa')) {
    const fee = amount(c.hoa_contingency?.max_acceptable_fee);
    items.push(
      "HOA: Buyer's obligation depends on Buyer's approval of the homeowners' association's documents, budget and " +
        `dues${fee === undefined ? '' : `, with dues of no more than ${formatUsd(fee)} a month`}. ${cancelBy('hoa')}`,
    );
  }
  if (deadlineOf(ctx, 'insurance')) {
    const premium = amount(c.homeowners_insurance_contingency?.max_acceptable_annual_insurance);
    items.push(
      "Homeowner's insurance: Buyer's obligation depends on Buyer obtaining a homeowner's insurance policy for the " +
        `Property${premium === undefined ? '' : ` at no more than ${formatUsd(premium)} a year`}. ${cancelBy('insurance')}`,
    );
  }
  if (deadlineOf(ctx, 'attorney_review')) {
    items.push(
      "Attorney review: Buyer's attorney may review this agreement and Buyer may disapprove it. " +
        cancelBy('attorney_review'),
    );
  }
  if (yes(c.title_contingency?.selected)) {
    const days = count(c.title_contingency?.objection_days);
    items.push(
      'Title: Buyer may object in writing to a matter in the title commitment Seller delivers under Section 7 ' +
        `within ${days === undefined ? 'a reasonable time' : `${days} calendar days`} after receiving it. If Seller ` +
        'does not cure the matter before settlement, Buyer may cancel this agreement by written notice to Seller, ' +
        'and the earnest money is returned to Buyer. Matters Buyer does not object to in time are accepted.',
    );
  }
  const other = text(c.other_contingencies);
  if (other) items.push(`Other: ${other}`);
  return [
    bulletList(items, 'None.'),
    paragraph(
      yes(c.sale_of_current_home?.selected)
        ? "The sale of Buyer's property is a condition under Section 2.3."
        : "Buyer's obligation does not depend on the sale of any other property (Section 2.3).",
    ),
  ];
}
