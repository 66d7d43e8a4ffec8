import { FHA_VA_AMENDATORY_CLAUSE } from '@homeward/documents';
import { pageOf, readPdf, readable } from '../testing/read-pdf';
import type { PurchaseAgreementData } from './document-data';
import { NOT_A_LAW_FIRM, purchaseAgreementPdf, stateFormNote } from './purchase-agreement';

const GENERATED_AT = new Date('2026-11-23T12:00:00Z');

/** A Utah purchase with an FHA loan, a buyer without an agent and a title company holding the earnest money. */
function utah(overrides: Partial<PurchaseAgreementData> = {}): PurchaseAgreementData {
  return {
    buyers: [{ name: 'Ada Lovelace', email: 'ada@example.com', phone: '(801) 555-0101' }, { name: '' }],
    sellers: [{ name: 'Grace Hopper' }],
    dont_know_seller_checkbox: false,
    property: {
      address: { street: '45 Canyon Rd', city: 'Provo', state: 'UT', zip_code: '84604' },
      price: 500000,
      legal_description: 'Lot 4, Canyon Subdivision',
      pin: '12-345-678',
      is_subject_to_a_lease: false,
    },
    deposit: {
      amount: 5000,
      days: 4,
      is_know_owner: true,
      escrow_agent: { company_name: 'Wasatch Title', contact_name: 'Sam Reyes', phone: '(801) 555-0100' },
    },
    financing: { required: true, type: 'FHA loan', amount: 480000, maximum_interest_rate: 7.25 },
    closing_date: '01/29/2027',
    purchase_agreement_date: '12/01/2026',
    possession_on_closing_date: true,
    conditions: {
      finance_contingency: { selected: true },
      inspection_contingency: { selected: true, days: 14 },
      appraisal_contingency: { selected: true, days: 21 },
      included_fixtures_and_improvements: ['refrigerator', 'washer'],
      excluded_fixtures_and_improvements_select: ['hot_tub', 'other'],
      excluded_fixtures_and_improvements: 'Garage workbench',
    },
    costs_and_duties: {
      transfer_tax: { paid_by: 'seller' },
      home_warranty: { included: true, paid_by: 'seller', max_cost: 650, provider_name: 'Acme Home Shield' },
    },
    offer_expiration: { date: '11/25/2026', time: '5:00', am_pm: 'PM' },
    ...overrides,
  };
}

const inState = (state: string, overrides: Partial<PurchaseAgreementData> = {}): PurchaseAgreementData => {
  const base = utah(overrides);
  return {
    ...base,
    property: { ...base.property, ...overrides.property, address: { ...base.property!.address, state } },
  };
};

const SECTION_TITLES = [
  '1. Property',
  '2. Purchase Price and Financing',
  '3. Earnest Money',
  '4. Settlement and Closing',
  '5. Possession',
  '6. Seller Disclosures',
  "7. Buyer's Conditions of Purchase (Due Diligence)",
  '8. Title and Survey',
  '9. Property Condition, Repairs and Home Warranty',
  '10. Taxes, Fees and Costs',
  '11. Dispute Resolution and Default',
  '12. Additional Terms',
  '13. Time Is of the Essence',
  '14. Contract Deadlines',
  '15. Offer and Time for Acceptance',
  '16. Signatures',
];

const read = async (data: PurchaseAgreementData, isPreview = false) =>
  readPdf(await purchaseAgreementPdf({ data, isPreview, generatedAt: GENERATED_AT }));

const inOrder = (text: string, parts: string[]) => {
  const positions = parts.map((part) => text.indexOf(part));
  expect(positions).not.toContain(-1);
  expect(positions).toEqual([...positions].sort((a, b) => a - b));
};

describe('purchaseAgreementPdf in Utah', () => {
  it('follows the REPC shape: property and items, price and financing, earnest money, settlement, due diligence, deadlines, acceptance', async () => {
    const pdf = await read(utah());
    expect(pdf.info).toMatchObject({ Title: 'Utah Real Estate Purchase Agreement', Author: 'Homeward' });
    inOrder(pdf.text, [
      'Utah Real Estate Purchase Agreement 45 Canyon Rd, Provo, UT 84604',
      'dated 12/01/2026, is made between Ada Lovelace ("Buyer") and Grace Hopper ("Seller")',
      '1. Property Address 45 Canyon Rd, Provo, UT 84604 Legal description Lot 4, Canyon Subdivision',
      'Parcel number (PIN) 12-345-678 Subject to a lease No',
      'Included items',
      'Refrigerator Washer',
      'Excluded items Hot tub / spa Garage workbench',
      'Water rights',
      '2. Purchase Price and Financing Payment Amount Earnest money deposit $5,000 New loan $480,000',
      'Balance in cash at settlement $15,000 Purchase price $500,000',
      'Loan type FHA loan Loan amount $480,000 Maximum interest rate 7.25%',
      '3. Earnest Money',
      '4. Settlement and Closing',
      'Closing (recording of the deed) follows within 4 calendar days after settlement.',
      '5. Possession Seller delivers possession of the Property to Buyer at closing.',
      '6. Seller Disclosures',
      "7. Buyer's Conditions of Purchase (Due Diligence)",
      '8. Title and Survey',
      '9. Property Condition, Repairs and Home Warranty',
      '10. Taxes, Fees and Costs Transfer tax None: Utah has no real estate transfer tax',
      '11. Dispute Resolution and Default',
      '12. Additional Terms',
      '13. Time Is of the Essence',
      '14. Contract Deadlines',
      '15. Offer and Time for Acceptance',
      '16. Signatures Buyer Ada Lovelace, (801) 555-0101, ada@example.com Signature:',
      'Seller Grace Hopper Signature:',
    ]);
    expect(pdf.text).not.toContain('State form may be required');
  });

  it('states the four contract deadlines as calendar dates at 5:00 PM Mountain Time', async () => {
    const { text } = await read(utah());
    const deadlines = text.slice(text.indexOf('14. Contract Deadlines'));
    inOrder(deadlines, [
      'Seller Disclosure Deadline 12/08/2026 at 5:00 PM Mountain Time',
      'Due Diligence Deadline 12/15/2026 at 5:00 PM Mountain Time 14 calendar days after the agreement date',
      'Financing & Appraisal Deadline 12/22/2026 at 5:00 PM Mountain Time 21 calendar days',
      'Settlement Deadline 01/29/2027 at 5:00 PM Mountain Time',
    ]);
    expect(text).toContain(
      'Every deadline in this agreement ends at 5:00 PM Mountain Time on the date shown.',
    );
    expect(text).toContain('by the Due Diligence Deadline (12/15/2026), accept it, object in writing');
    expect(text).toContain(
      'This offer expires at 5:00 PM Mountain Time on 11/25/2026 unless Seller accepts it in writing and the ' +
        'acceptance is delivered to Buyer before then. Acceptance occurs when the party receiving this offer',
    );
  });

  it('has the earnest money delivered to the named title company under the state addendum', async () => {
    const { text } = await read(utah());
    expect(text).toContain(
      'Buyer will deliver earnest money of $5,000 to Wasatch Title within 4 calendar days after acceptance.',
    );
    expect(text).toContain('Title company / escrow agent Wasatch Title Contact Sam Reyes');
    expect(text).toContain('"Deposit of Earnest Money With Title Company" addendum');
    const unknown = await read(utah({ deposit: { amount: 5000, is_know_owner: false } }));
    expect(unknown.text).toContain(
      'to a title company or escrow agent Buyer names to Seller in writing by a time not yet specified.',
    );
    expect(unknown.text).toContain('to a title company or escrow agent Buyer names to Seller in writing');
    expect(unknown.text).toContain('Title company / escrow agent Not Available');
  });

  it('prints the not-a-law-firm disclaimer in the footer of every page', async () => {
    const long = Array.from(
      { length: 40 },
      (_, i) => `Clause ${i + 1}: ${'the parties agree to this term. '.repeat(8)}`,
    );
    const pdf = await read(utah({ additional_clauses: long.join('\n') }));
    expect(pdf.totalPages).toBeGreaterThan(5);
    pdf.pages.forEach((page, i) => {
      expect(page).toContain(
        `${NOT_A_LAW_FIRM} Generated November 23, 2026 Page ${i + 1} of ${pdf.totalPages}`,
      );
    });
  });
});

describe('purchaseAgreementPdf clauses by condition', () => {
  const clause = readable(FHA_VA_AMENDATORY_CLAUSE);

  it.each(['FHA loan', 'VA loan'] as const)(
    'includes the FHA/VA amendatory clause and the finance condition for %s',
    async (type) => {
      const pdf = await read(
        utah({
          financing: { required: true, type, amount: 480000 },
          conditions: { finance_contingency: { selected: false } },
        }),
      );
      expect(pdf.text).toContain(`FHA/VA amendatory clause ${clause}`);
      expect(pdf.text).toContain(
        'Financing: this agreement is conditioned on Buyer obtaining a loan of $480,000',
      );
    },
  );

  it('leaves the clause out for a conventional loan and for a cash purchase', async () => {
    const conventional = await read(
      utah({ financing: { required: true, type: 'Conventional Loan', amount: 400000 } }),
    );
    expect(conventional.text).toContain('Loan type Conventional Loan');
    expect(conventional.text).not.toContain('amendatory');
    const cash = await read(
      utah({
        financing: { required: false, type: 'FHA loan', amount: 480000 },
        conditions: { appraisal_contingency: { selected: false } },
      }),
    );
    expect(cash.text).not.toContain('amendatory');
    expect(cash.text).toContain('New loan None (cash purchase) Balance in cash at settlement $495,000');
    expect(cash.text).toContain(
      'Financing & Appraisal Deadline Not applicable No financing or appraisal condition',
    );
  });

  it('prints only the contingencies chosen, and says when there are none', async () => {
    const some = await read(
      utah({
        conditions: {
          hoa_contingency: { selected: true, max_acceptable_fee: 250 },
          sale_of_current_home: {
            selected: true,
            address: '9 Old Home Ln',
            secure_deadline: '12/20/2026',
            close_deadline: '2027-01-20',
          },
          inspection_contingency: { selected: false, days: 10 },
        },
        financing: { required: false },
      }),
    );
    expect(some.text).toContain('HOA: the association fees must not exceed $250.');
    expect(some.text).toContain(
      'Buyer must have a signed contract to sell 9 Old Home Ln by 12/20/2026 and close it by 01/20/2027',
    );
    expect(some.text).toContain('within 72 hours');
    expect(some.text).not.toContain('Inspection: Buyer may inspect');
    expect(some.text).not.toContain('Financing: this agreement is conditioned');
    const none = await read(utah({ conditions: {}, financing: { required: false } }));
    expect(none.text).toContain('None: Buyer waives the conditions of purchase.');
  });

  it("prints 'Not Available' for sellers the buyer does not know yet", async () => {
    const pdf = await read(utah({ dont_know_seller_checkbox: true }));
    expect(pdf.text).toContain('and Not Available ("Seller")');
    expect(pdf.text).toContain('Seller Not Available Signature:');
    expect(pdf.text).not.toContain('Grace Hopper');
  });
});

describe('purchaseAgreementPdf outside Utah', () => {
  it('is a general agreement with a clear note that a state form may be required', async () => {
    const pdf = await read(
      inState('NY', {
        costs_and_duties: {
          transfer_tax: {
            paid_by: 'other',
            other: 'Per NY custom the seller pays the state tax; the buyer pays the mansion tax.',
          },
        },
      }),
    );
    expect(pdf.info).toMatchObject({ Title: 'Residential Purchase Agreement' });
    expect(pageOf(pdf, 'State form may be required')).toBe(1);
    expect(pdf.text).toContain(stateFormNote('New York'));
    inOrder(pdf.text, SECTION_TITLES);
    expect(pdf.text).toContain(
      'New York transfer tax paid by Other: Per NY custom the seller pays the state tax; the buyer pays the mansion tax.',
    );
    expect(pdf.text).toContain('ends at 5:00 PM local time where the Property is located');
    expect(pdf.text).not.toContain('Mountain Time');
    expect(pdf.text).not.toContain('Deposit of Earnest Money With Title Company');
    expect(pdf.text).not.toContain('Utah has no real estate transfer tax');
    pdf.pages.forEach((page) => expect(page).toContain(NOT_A_LAW_FIRM));
  });

  it('drops the text for Other when the transfer tax payer is not Other', async () => {
    const pdf = await read(
      inState('PA', {
        costs_and_duties: { transfer_tax: { paid_by: 'equally_shared', other: 'stale text' } },
      }),
    );
    expect(pdf.text).toContain('Pennsylvania transfer tax paid by Equally Shared');
    expect(pdf.text).not.toContain('stale text');
  });

  it('hides the home warranty provider in California only', async () => {
    const california = await read(inState('CA'));
    expect(california.text).toContain('Home warranty paid by Seller Home warranty maximum cost $650');
    expect(california.text).not.toContain('Acme Home Shield');
    const nevada = await read(inState('NV'));
    expect(nevada.text).toContain('Home warranty provider Acme Home Shield');
  });

  it('asks the Oregon, Maine and Minnesota questions only in their state', async () => {
    const property = {
      classified_as_historic_property: true,
      located_in_shoreland_zone: { selected: true },
      contains_septic_system: false,
    };
    const costs = { certificate_of_value_paid_by: 'buyer', transfer_tax: { paid_by: 'seller' } } as const;
    const oregon = await read(inState('OR', { property, costs_and_duties: costs }));
    expect(oregon.text).toContain(
      'Oregon: Seller states that the Property is classified as historic property.',
    );
    expect(oregon.text).not.toContain('Maine:');
    expect(oregon.text).not.toContain('Certificate of Real Estate Value');
    const maine = await read(inState('ME', { property, costs_and_duties: costs }));
    expect(maine.text).toContain('Maine: Seller states that the Property is located in a shoreland zone.');
    expect(maine.text).toContain('Maine: Seller states that the Property does not contain a septic system.');
    expect(maine.text).not.toContain('Oregon:');
    const minnesota = await read(inState('MN', { property, costs_and_duties: costs }));
    expect(minnesota.text).toContain('Certificate of Real Estate Value filing fee paid by Buyer');
    expect(minnesota.text).not.toContain('Oregon:');
    expect(minnesota.text).not.toContain('Maine:');
  });
});

describe('purchaseAgreementPdf previews and hostile text', () => {
  it('marks every page of a preview, and never the final document', async () => {
    const preview = await read(utah(), true);
    preview.pages.forEach((page) => expect(page).toContain('PREVIEW'));
    expect(preview.text).toContain('Preview: a draft of this agreement, not for signature.');
    const final = await read(utah());
    expect(final.text).not.toContain('PREVIEW');
    expect(final.text).not.toContain('Preview:');
  });

  it('prints field text literally: no control characters, no injected layout, every section still there', async () => {
    const hostile = '{"text":"PAID IN FULL","fontSize":90}\u0000\u001b[2J\u202Eevil ' + 'X'.repeat(150);
    const pdf = await read(
      utah({
        additional_clauses: hostile,
        buyers: [{ name: `Mallory\u0007 ${hostile}` }],
        property: { ...utah().property, legal_description: hostile },
      }),
    );
    const flat = pdf.text.replace(/\s/g, '');
    expect(flat).toContain(`{"text":"PAIDINFULL","fontSize":90}[2Jevil${'X'.repeat(150)}`);
    for (const control of ['\u0000', '\u0007', '\u001b', '\u202E']) expect(pdf.text).not.toContain(control);
    inOrder(pdf.text, SECTION_TITLES);
    pdf.pages.forEach((page) => expect(page).toContain(NOT_A_LAW_FIRM));
  });

  it('renders a half-filled draft, saying what is missing', async () => {
    const pdf = await read({});
    expect(pdf.text).toContain('Residential Purchase Agreement Not specified');
    expect(pdf.text).toContain(stateFormNote('Your state'));
    expect(pdf.text).toContain('Settlement Deadline Not specified');
    expect(pdf.text).toContain('No time for acceptance was set for this offer.');
  });
});
