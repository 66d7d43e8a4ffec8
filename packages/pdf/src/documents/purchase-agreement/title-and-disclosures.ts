// Section 6 (Title and Title Insurance) and Section 7 (Seller Disclosures).
import { keyValueTable, paragraph, type PdfBlock } from '../../blocks';
import { yes } from '../form-values';
import { deadlineName, payer, sub, type Context } from './context';
import { cite } from './wording';

/** Section 6: the deed Seller gives, the owner's title policy and who pays it, a new survey. */
export function titleAndInsurance(ctx: Context): PdfBlock[] {
  const { data } = ctx;
  const survey = data.land_survey ?? {};
  const owner = data.title_insurance?.paid_by;
  return [
    sub('Title and Title Insurance', 1, 'Title to the Property'),
    paragraph(
      'Seller states that Seller owns the Property. At settlement Seller conveys good and marketable title to Buyer ' +
        'by general warranty deed, free of mortgages, liens and other financial encumbrances, which Seller pays off ' +
        'at or before settlement. Buyer takes the Property subject to recorded easements and restrictions that do ' +
        'not interfere with its present use, and to the other matters of record Buyer accepts.',
    ),
    sub('Title and Title Insurance', 2, 'Title insurance'),
    paragraph(
      `At settlement Buyer receives an owner's policy of title insurance, standard coverage, in the amount of the ` +
        `purchase price, paid by ${owner ? payer(owner) : 'Seller (no other payer was chosen)'}. Extended ` +
        "coverage, if Buyer wants it, and any lender's policy are Buyer's cost.",
    ),
    sub('Title and Title Insurance', 3, 'Survey'),
    keyValueTable([
      ['New land survey', yes(survey.new_will_be_provided) ? 'Yes' : 'No'],
      ...(yes(survey.new_will_be_provided)
        ? [['Survey paid by', payer(survey.cost_covered_by)] as const]
        : []),
    ]),
  ];
}

/** Section 7: what Seller delivers, and by when. */
export function sellerDisclosures(ctx: Context): PdfBlock[] {
  const { data, state, utah } = ctx;
  const p = data.property ?? {};
  const blocks: PdfBlock[] = [
    paragraph(
      `No later than ${deadlineName(ctx, 'seller_disclosure')} in ${cite('Contract Deadlines')}, Seller delivers ` +
        'to Buyer, at no cost to Buyer:',
    ),
    paragraph(
      "(a) the seller's property condition disclosure the state's law requires, completed and signed; (b) for a " +
        'home built before 1978, the federal lead-based paint disclosure and any reports Seller has; (c) a ' +
        "commitment for the title insurance in Section 6.2; (d) any homeowners' association's governing documents, " +
        'budget and statement of dues and assessments; (e) copies of any leases that will remain after closing; ' +
        '(f) written notice of any claim, violation or condition affecting the Property that Seller knows of' +
        (utah
          ? '; (g) evidence of the water rights and water company shares that pass with the Property under Section 1.3.'
          : '.'),
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
