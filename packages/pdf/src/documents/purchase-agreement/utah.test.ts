import { FHA_VA_AMENDATORY_CLAUSE } from '@homeward/document-definitions';
import { readable } from '@homeward/testing/src/read-pdf';
import {
  INITIALS_LINE,
  bodyText,
  inOrder,
  read,
  readBody,
  utahCash,
  utahConventional,
  utahFha,
  utahLeaseback,
} from './test-drafts';
import { NOT_A_LAW_FIRM, REPC_SECTIONS, SIGNATURE_BLOCKS } from './wording';

const HEADINGS = REPC_SECTIONS.map((name, i) => `${i + 1}. ${name}`);
const CASES = [
  ['conventional loan with inspection and appraisal', utahConventional()],
  ['cash with no conditions', utahCash()],
  ['FHA loan', utahFha()],
  ['possession after closing with a lease', utahLeaseback()],
] as const;

describe('the Utah purchase agreement follows the REPC', () => {
  it.each(CASES)('%s: all 25 REPC sections in order, then the four signature blocks', async (_, data) => {
    const pdf = await read(data);
    expect(pdf.info).toMatchObject({ Title: 'Utah Real Estate Purchase Agreement', Author: 'Homeward' });
    inOrder(pdf.text, [
      'Offer to Purchase and Earnest Money Deposit',
      ...HEADINGS,
      SIGNATURE_BLOCKS.buyer,
      SIGNATURE_BLOCKS.acceptance,
      SIGNATURE_BLOCKS.counteroffer,
      SIGNATURE_BLOCKS.rejection,
    ]);
    expect(REPC_SECTIONS).toHaveLength(25);
  });

  it.each(CASES)(
    '%s: initials and the not-a-law-firm notice on every page, no state-form note',
    async (_, data) => {
      const pdf = await read(data);
      expect(pdf.totalPages).toBeGreaterThan(5);
      pdf.pages.forEach((page, i) => {
        expect(page).toContain(INITIALS_LINE);
        expect(page).toContain(
          `${NOT_A_LAW_FIRM} Generated November 23, 2026 Page ${i + 1} of ${pdf.totalPages}`,
        );
        expect(page).not.toContain('state form may be required');
      });
    },
  );

  it.each(CASES)(
    '%s: every section a clause cites exists, and nothing mentions arbitration',
    async (_, data) => {
      const text = await readBody({
        ...data,
        mediation_before_arbitration: { selected: true, paid_by: 'equally_shared' },
      });
      const cited = [...text.matchAll(/Section (\d+(?:\.\d+)?)/g)].map((match) => match[1]!);
      expect(cited.length).toBeGreaterThan(10);
      for (const number of new Set(cited)) {
        const heading = number.includes('.') ? `${number} ` : `${number}. `;
        expect(text).toContain(heading);
      }
      expect(text).not.toMatch(/arbitrat/i);
      expect(text).toContain('try in good faith to settle a dispute under this agreement by mediation');
    },
  );

  it.each(CASES)('%s: possession is always defined', async (_, data) => {
    const text = await readBody(data);
    expect(text).toMatch(
      /4\. Possession Seller (delivers possession|may stay in the Property after closing)/,
    );
  });

  it('ends with signature, acceptance (date and time), counteroffer and rejection blocks', async () => {
    const text = await readBody(utahConventional());
    const blocks = text.slice(text.indexOf(SIGNATURE_BLOCKS.buyer));
    inOrder(blocks, [
      'Buyer: Ada Lovelace, 9 Elm St, Orem, UT, (801) 555-0101, ada@example.com Signature',
      "Seller's Acceptance [ ] Seller accepts Buyer's offer on the terms above. Sign and enter the date and time of " +
        'signing (Mountain Time); Acceptance takes effect when Buyer receives the signed copy.',
      'Seller: Grace Hopper, grace@example.com Signature ______________________________ Date ____________ Time ________ AM / PM',
      'Signed acceptance received by Buyer on',
      "Seller's Counteroffer [ ] Seller offers to sell on the terms of Buyer's offer as changed by the attached counteroffer",
      "Seller's Rejection [ ] Seller rejects Buyer's offer.",
    ]);
  });

  it('refers to the state-approved title company earnest money addendum, and to the FHA/VA addendum for FHA', async () => {
    const conventional = await read(utahConventional());
    expect(conventional.text).toContain(
      'Buyer will deliver earnest money of $5,000 no later than 4 calendar days after Acceptance (defined in ' +
        'Section 23) to Wasatch Title.',
    );
    expect(conventional.text).toContain('"Deposit of Earnest Money With Title Company" addendum');
    expect(conventional.text).not.toContain('FHA/VA Loan Addendum');
    expect(conventional.text).not.toContain('amendatory');
    const fha = await read(utahFha());
    expect(fha.text).toContain('The parties will sign the state-approved "FHA/VA Loan Addendum"');
    expect(bodyText(fha)).toContain(readable(FHA_VA_AMENDATORY_CLAUSE));
    expect(fha.text).toContain(
      "8.3 Financing condition Buyer's obligation to buy depends on Buyer obtaining the loan",
    );
    expect(fha.text).toContain('FHA/VA Loan Addendum (state-approved)');
  });

  it('has no transfer tax in Utah, and no Texas option fee', async () => {
    const text = await readBody(utahConventional({ option_to_terminate_fee: 250 }));
    expect(text).toContain('Transfer tax None: Utah has no real-estate transfer tax.');
    expect(text).not.toContain('transfer tax paid by');
    expect(text).not.toMatch(/option fee/i);
  });
});

describe('the mechanics, as the REPC words them', () => {
  it('due diligence: cancel or object by the deadline, seller response, resolution period, cancel; silence waives', async () => {
    const text = await readBody(utahConventional());
    const dd = text.slice(
      text.indexOf('8.1 Due diligence condition'),
      text.indexOf('8.2 Appraisal condition'),
    );
    inOrder(dd, [
      '(a) Cancel or object. No later than the Due Diligence Deadline, Buyer may either cancel this agreement by ' +
        'written notice to Seller, and the earnest money is returned to Buyer; or give Seller a written objection',
      '(b) Silence is waiver. If Buyer gives neither a cancellation nor an objection by the Due Diligence Deadline, ' +
        'Buyer has waived this due diligence condition.',
      '(c) Seller\'s response. Seller has 3 calendar days after receiving an objection (the "Seller Response Period")',
      'A Seller who does not answer in time has declined.',
      '(d) Resolution period. Buyer and Seller then have 7 calendar days after the Seller Response Period ends',
      '(e) Cancel.',
      'If Buyer does not cancel by then, Buyer has waived the objections not resolved in writing',
    ]);
    expect(text).toContain(
      'the holder returns it within 10 calendar days after receiving the cancellation notice',
    );
  });

  it('financing and appraisal: written notice by the Financing & Appraisal Deadline, and the earnest money in each case', async () => {
    const text = await readBody(
      utahConventional({ financing_cancellation: { earnest_money_to_seller: 1000 } }),
    );
    expect(text).toContain(
      'If the appraised value is lower, Buyer may cancel this agreement by written notice to Seller, with a copy of ' +
        "the appraisal's statement of value, no later than the Financing & Appraisal Deadline. All of the earnest " +
        'money is then returned to Buyer',
    );
    expect(text).toContain(
      "Buyer may cancel this agreement by written notice to Seller, with a copy of the lender's written denial, no " +
        'later than the Financing & Appraisal Deadline. All of the earnest money is then returned to Buyer.',
    );
    expect(text).toContain(
      'Buyer may cancel this agreement by written notice to Seller no later than the Financing & Appraisal ' +
        'Deadline: if Buyer cancels on or before the Due Diligence Deadline, all of the earnest money is returned ' +
        'to Buyer; if after it, $1,000 of the earnest money is released to Seller and the rest is returned to Buyer.',
    );
    expect(text).toContain('Buyer has waived this financing condition');
    expect(text).toContain('Buyer has waived this appraisal condition');
  });

  it('prints no promise the buyer did not choose, and those the buyer ticked', async () => {
    const plain = await read(utahConventional());
    expect(plain.text).not.toMatch(/apply for the loan no later than|lock the interest rate/);
    const ticked = await read(
      utahConventional({
        financing: {
          required: true,
          type: 'Conventional Loan',
          amount: 400000,
          application: { selected: true, days: 10 },
          rate_lock: { selected: true, days_before_settlement: 15 },
        },
      }),
    );
    expect(ticked.text).toContain(
      'Buyer will apply for the loan no later than 10 calendar days after Acceptance.',
    );
    expect(ticked.text).toContain(
      'Buyer will lock the interest rate at least 15 calendar days before settlement.',
    );
  });

  it('a cash purchase has no due diligence, financing or appraisal condition, and no deadline for them', async () => {
    const text = await readBody(utahCash());
    expect(text).toContain("Buyer's obligation to buy does not depend on Buyer's due diligence");
    expect(text).toContain("Buyer's obligation to buy does not depend on an appraisal.");
    expect(text).toContain("Buyer's obligation to buy does not depend on getting a loan (a cash purchase).");
    expect(text).not.toContain('Due Diligence Deadline');
    expect(text).not.toContain('Financing & Appraisal Deadline');
    expect(text).toContain('8.4 Other conditions None.');
  });

  it('HOA, insurance and sale-of-home conditions each have their deadline, and silence waives them', async () => {
    const text = bodyText(
      await read(
        utahConventional({
          conditions: {
            ...utahConventional().conditions,
            hoa_contingency: { selected: true, days: 10, max_acceptable_fee: 250 },
            homeowners_insurance_contingency: {
              selected: true,
              days: 10,
              max_acceptable_annual_insurance: 2400,
            },
            sale_of_current_home: {
              selected: true,
              address: '9 Old Home Ln',
              secure_deadline: '12/20/2026',
              close_deadline: '01/20/2027',
            },
          },
        }),
      ),
    );
    expect(text).toContain(
      'with dues of no more than $250 a month. Buyer may cancel this agreement by written notice to Seller no later ' +
        'than the HOA Review Deadline, and the earnest money is returned to Buyer; without such a notice by then, ' +
        'this condition is waived.',
    );
    expect(text).toContain(
      'at no more than $2,400 a year. Buyer may cancel this agreement by written notice to ' +
        'Seller no later than the Insurance Deadline',
    );
    expect(text).toContain(
      "Buyer's obligation to buy depends on Buyer selling 9 Old Home Ln: Buyer must have a signed contract to sell " +
        'it by the Sale of Current Home: Accepted Offer Deadline (12/20/2026) and close that sale by the Sale of ' +
        'Current Home: Closing Deadline (01/20/2027).',
    );
    expect(text).toContain('within 72 hours after receiving the demand');
    const deadlines = text.slice(text.indexOf('24. Contract Deadlines'));
    inOrder(deadlines, ['HOA Review Deadline', 'Insurance Deadline', 'Settlement Deadline']);
  });

  it('seller default: the earnest money back plus an equal sum as liquidated damages, or specific performance', async () => {
    const text = await readBody(utahConventional());
    expect(text).toContain(
      'If Seller defaults, Buyer may choose either to cancel this agreement and receive back the earnest money ' +
        'plus, from Seller, a sum equal to the earnest money as liquidated damages; or to receive back the earnest ' +
        'money and sue Seller to enforce this agreement (specific performance)',
    );
  });

  it('notices by hand, mail or e-mail, to the addresses listed; blanks to fill where none was given', async () => {
    const text = await readBody(utahConventional());
    expect(text).toContain('It may be delivered by hand, by mail or courier, or by e-mail');
    expect(text).toContain('Buyer Ada Lovelace 9 Elm St, Orem, UT ada@example.com');
    expect(text).toContain('Seller Grace Hopper ______________________________ grace@example.com');
  });

  it('title insurance and who pays, risk of loss, governing law, no assignment, changes, walk-through, authority, complete contract, counterparts', async () => {
    const text = await readBody(utahConventional({ title_insurance: { paid_by: 'buyer' } }));
    for (const words of [
      "an owner's policy of title insurance, standard coverage, in the amount of the purchase price, paid by Buyer",
      'Seller keeps the Property insured and bears the risk of its loss or damage until closing.',
      'This agreement is governed by the law of the State of Utah.',
      "Buyer may not assign this agreement to anyone without Seller's prior written consent.",
      "From Acceptance until closing, Seller will not, without Buyer's written consent",
      'Before settlement Buyer may walk through the Property',
      'states that he or she has the authority to bind it',
      'is the whole agreement between Buyer and Seller',
      'an electronic signature binds as a handwritten one. The parties may sign separate copies (counterparts)',
      'Every period in this agreement is counted in calendar days.',
      'Every deadline ends at 5:00 PM Mountain Time on its date.',
      "Buyer's offer is open for Acceptance until 5:00 PM Mountain Time (America/Denver) on 12/10/2026. If Seller " +
        'has not accepted it by then, as Section 23 (Acceptance) says, the offer lapses',
    ])
      expect(text).toContain(words);
  });

  it('a leaseback defines possession, its length and the holdover penalty; a missing length falls back to closing', async () => {
    const lease = await read(utahLeaseback());
    expect(lease.text).toContain('delivers possession to Buyer no later than 45 calendar days after closing');
    expect(lease.text).toContain('Seller pays Buyer $150 for each day or part of a day');
    expect(lease.text).toContain('Subject to a lease Yes');
    expect(lease.text).toContain('Buyer takes it subject to the rights of the tenants under the leases');
    const blank = await read(utahConventional({ possession_on_closing_date: false, leaseback: null }));
    expect(blank.text).toContain('If no number is written in, Seller delivers possession at closing.');
    // Found by the invariants: the holdover charge the buyer chose was dropped while the length was blank.
    const unnumbered = await readBody(
      utahConventional({ possession_on_closing_date: false, leaseback: { holdover_per_day: 200 } }),
    );
    expect(unnumbered).toContain('If Seller stays past that time, Seller pays Buyer $200 for each day');
  });

  it('an unknown seller is a line to write in by hand, never "Not Available"', async () => {
    const pdf = await read(utahConventional({ dont_know_seller_checkbox: true }));
    expect(pdf.text).not.toContain('Not Available');
    expect(pdf.text).not.toContain('Grace Hopper');
    expect(pdf.text).toContain('offers to buy from ______________________________ ("Seller")');
    expect(pdf.text).toContain("Seller's name is left blank on purpose: Buyer did not know it");
    expect(pdf.text).toContain("Seller: ______________________________ (seller's name, written in by hand)");
  });

  it('the mediation clause, when not chosen, still mentions no arbitration', async () => {
    const text = await readBody(utahConventional());
    expect(text).toContain('The parties are not required to mediate a dispute');
    expect(text).not.toMatch(/arbitrat/i);
  });
});
