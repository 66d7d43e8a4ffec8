// Issue 24's four Utah cases, read as the REPC reads: each agreement's PDF text, before Acceptance is recorded and
// after, holds what the REPC requires for that case and lacks what it must not have (/work/notes/24-review.md).
import { DATE_BLANK, FHA_VA_AMENDATORY_CLAUSE } from '@homeward/document-definitions';
import { readable } from '@homeward/testing/src/read-pdf';
import type { PurchaseAgreementData } from '../document-data';
import { bodyText, inOrder, read, utahCash, utahConventional, utahFha, utahLeaseback } from './test-drafts';

const ACCEPTED_ON = '12/08/2026';
const accepted = (data: PurchaseAgreementData): PurchaseAgreementData => ({
  ...data,
  acceptance: { date: ACCEPTED_ON },
});

/** Section 24's table, from its heading to Section 25. */
const section24 = (text: string) =>
  text.slice(text.indexOf('24. Contract Deadlines'), text.indexOf('25. Offer and Time for Acceptance'));
const between = (text: string, from: string, to: string) =>
  text.slice(text.indexOf(from), text.indexOf(to, text.indexOf(from)));

const texts = new Map<string, { pending: string; accepted: string }>();
const CASES = {
  conventional: utahConventional(),
  cash: utahCash(),
  fha: utahFha(),
  leaseback: utahLeaseback(),
};
type Case = keyof typeof CASES;

beforeAll(async () => {
  for (const [name, data] of Object.entries(CASES)) {
    texts.set(name, {
      pending: bodyText(await read(data)),
      accepted: bodyText(await read(accepted(data))),
    });
  }
}, 120_000);

const STATES = ['pending', 'accepted'] as const;
/** A case's body text with Acceptance not recorded ('pending') or recorded ('accepted'). */
const textOf = (name: Case, state: (typeof STATES)[number]) => texts.get(name)![state];

/** Every deadline an agreement can have (@homeward/document-definitions' contractDeadlines). */
const DEADLINE_LABELS = [
  'Seller Disclosure Deadline',
  'Due Diligence Deadline',
  'HOA Review Deadline',
  'Insurance Deadline',
  'Attorney Review Deadline',
  'Financing & Appraisal Deadline',
  'Sale of Current Home: Accepted Offer Deadline',
  'Sale of Current Home: Closing Deadline',
  'Settlement Deadline',
];

/** Section 24 rows, each `label date at 5:00 PM Mountain Time rule`, in order, and no other deadline row. */
function expectDeadlines(text: string, rows: [label: string, date: string, rule: string][]) {
  const table = section24(text);
  inOrder(
    table,
    rows.map(([label, date, rule]) => `${label} ${date} at 5:00 PM Mountain Time ${rule}`),
  );
  const printed = DEADLINE_LABELS.filter((label) => table.includes(label)).sort(
    (a, b) => table.indexOf(a) - table.indexOf(b),
  );
  expect(printed).toEqual(rows.map(([label]) => label));
}

describe.each(Object.keys(CASES) as Case[])('Utah, %s: what every REPC agreement has', (name) => {
  it.each(STATES)('%s: the REPC mechanics every case shares', (state) => {
    const text = textOf(name, state);
    for (const words of [
      // Offer: the title company's addendum and its receipt line.
      '"Deposit of Earnest Money With Title Company" addendum',
      'Earnest money received by the title company: signature',
      // 1.3 and 7(g): water rights pass only as listed, and Seller delivers evidence of them.
      'only as Section 9 (Additional Terms) lists them; if it lists none, none pass.',
      '(g) evidence of the water rights and water company shares that pass with the Property under Section 1.3.',
      // 11: the walk-through has a remedy and survives to possession.
      'Seller repairs, replaces or corrects it before settlement or, if Buyer',
      "does not give up Buyer's right to receive the Property, on the day Buyer takes possession",
      // 16.2: the seller-default remedy.
      'a sum equal to the earnest money as liquidated damages; or to receive back the earnest money and sue Seller ' +
        'to enforce this agreement (specific performance)',
      'This agreement is governed by the law of the State of Utah.',
      // 18: signed, e-mail, the seller's agent.
      'must be in writing and signed by the party giving it',
      'or by e-mail, to the party at the address or e-mail address below',
      "notice received by Seller's agent named in Section 5 (Confirmation of Agency Disclosure) is notice to Seller",
      // 19: no assignment, but the REPC's permitted transfer.
      "Buyer may not assign this agreement to anyone without Seller's prior written consent. Buyer may, without " +
        "that consent, transfer Buyer's interest in this agreement to a company, trust, partnership or other entity",
      'Seller keeps the Property insured and bears the risk of its loss or damage until closing.',
      // 21: one day-count rule, for periods from Acceptance and from any other event.
      'Every period in this agreement is counted in calendar days.',
      'Every deadline ends at 5:00 PM Mountain Time on its date.',
      'A period counted from another event, such as receiving a notice or closing, is counted the same way, from ' +
        'the day after that event.',
      'an electronic signature binds as a handwritten one',
      'the offer lapses, and any earnest money Buyer has delivered is returned to Buyer',
    ])
      expect(text).toContain(words);
    expect(text).not.toMatch(/arbitrat|Not Available|option fee|transfer tax paid by/i);
  });

  it('Section 24: blanks to fill in and initial before Acceptance; after it, the day the dates count from', () => {
    const pending = textOf(name, 'pending');
    const done = textOf(name, 'accepted');
    const table = section24(pending);
    expect(table).toContain(`${DATE_BLANK} at 5:00 PM Mountain Time 7 days after Acceptance`);
    expect(table).toContain('Buyer and Seller write it in when Acceptance happens and both initial it');
    expect(table).toContain('The rule decides the date even if it is never written in.');
    expect(table).not.toContain('counted from Acceptance on');
    // Recorded: the day they are counted from is printed, with what holds if it is wrong; no blank is left.
    const dated = section24(done);
    expect(dated).toContain(
      `The dates below are counted from Acceptance on ${ACCEPTED_ON}, the date entered when this copy was prepared; if ` +
        'Acceptance in fact happened on another day, each deadline is counted by its rule from that day.',
    );
    expect(dated).not.toContain(DATE_BLANK);
    expect(dated).toContain(
      'Seller Disclosure Deadline 12/15/2026 at 5:00 PM Mountain Time 7 days after Acceptance',
    );
    expect(dated).toContain('Settlement Deadline 01/29/2027 at 5:00 PM Mountain Time The date chosen');
  });
});

describe('Utah, conventional loan with due diligence and appraisal', () => {
  it.each(STATES)(
    '%s: has its four deadlines and both conditions, separate, sharing one deadline',
    (state) => {
      const text = textOf('conventional', state);
      const date = (iso: string) => (state === 'pending' ? DATE_BLANK : iso);
      expectDeadlines(text, [
        ['Seller Disclosure Deadline', date('12/15/2026'), '7 days after Acceptance'],
        ['Due Diligence Deadline', date('12/22/2026'), '14 days after Acceptance'],
        ['Financing & Appraisal Deadline', date('01/07/2027'), '30 days after Acceptance'],
        ['Settlement Deadline', '01/29/2027', 'The date chosen'],
      ]);
      inOrder(between(text, '8.1 Due diligence condition', '8.2 Appraisal condition'), [
        '(a) Cancel or object. No later than the Due Diligence Deadline',
        '(b) Silence is waiver.',
        '(c) Seller\'s response. Seller has 3 calendar days after receiving an objection (the "Seller Response Period")',
        '(d) Resolution period. Buyer and Seller then have 7 calendar days',
        '(e) Cancel.',
      ]);
      expect(between(text, '8.2 Appraisal condition', '8.3 Financing condition')).toContain(
        "with a copy of the appraisal's statement of value, no later than the Financing & Appraisal Deadline. All " +
          'of the earnest money is then returned to Buyer',
      );
      const loan = between(text, '8.3 Financing condition', '8.4 Other conditions');
      inOrder(loan, [
        "(a) Lender's denial. If Buyer's lender does not approve the loan, Buyer may cancel this agreement by " +
          "written notice to Seller, with a copy of the lender's written denial, no later than the Financing & " +
          'Appraisal Deadline. All of the earnest money is then returned to Buyer.',
        "(b) Loan terms. If Buyer in good faith is not satisfied with the loan's terms",
        '(c) After the deadline. If Buyer gives no such notice by the Financing & Appraisal Deadline, Buyer has ' +
          'waived this financing condition.',
        'the earnest money is released to Seller, and Seller accepts it as liquidated damages in place of any other ' +
          'remedy.',
      ]);
      expect(text).toContain('Seller delivers possession of the Property to Buyer at closing.');
      expect(text).toContain(
        'Buyer should confirm during due diligence which rights and shares serve the Property.',
      );
      expect(text).not.toMatch(
        /FHA|amendatory|may stay in the Property after closing|apply for the loan no later/,
      );
    },
  );

  it('leaves the sum Buyer agreed to Seller only for a cancellation over the terms after due diligence, never a denial', async () => {
    const text = bodyText(
      await read(utahConventional({ financing_cancellation: { earnest_money_to_seller: 1000 } })),
    );
    const loan = between(text, '8.3 Financing condition', '8.4 Other conditions');
    expect(loan).toContain(
      "with a copy of the lender's written denial, no later than the Financing & Appraisal Deadline. All of the " +
        'earnest money is then returned to Buyer.',
    );
    expect(loan).toContain(
      "(b) Loan terms. If Buyer in good faith is not satisfied with the loan's terms, Buyer may cancel this " +
        'agreement by written notice to Seller no later than the Financing & Appraisal Deadline: if Buyer cancels ' +
        'on or before the Due Diligence Deadline, all of the earnest money is returned to Buyer; if after it, ' +
        '$1,000 of the earnest money is released to Seller and the rest is returned to Buyer.',
    );
    expect(loan.match(/\$1,000/g)).toHaveLength(1);
  });
});

describe('Utah, cash with no conditions', () => {
  it.each(STATES)(
    '%s: has only the Seller Disclosure and Settlement deadlines, and no loan clause',
    (state) => {
      const text = textOf('cash', state);
      expectDeadlines(text, [
        [
          'Seller Disclosure Deadline',
          state === 'pending' ? DATE_BLANK : '12/15/2026',
          '7 days after Acceptance',
        ],
        ['Settlement Deadline', '01/29/2027', 'The date chosen'],
      ]);
      expect(text).toContain('New loan None (cash purchase)');
      expect(text).toContain(
        "Buyer's obligation to buy does not depend on getting a loan (a cash purchase).",
      );
      expect(text).toContain("Buyer's obligation to buy does not depend on an appraisal.");
      expect(text).toContain("Buyer's obligation to buy does not depend on Buyer's due diligence");
      // No due diligence condition: nothing may suggest Buyer can still check and cancel "during due diligence".
      expect(text).toContain(
        'This agreement has no due diligence condition (Section 8.1), so Buyer cannot cancel over them: Buyer ' +
          'should confirm which rights and shares serve the Property before signing.',
      );
      expect(text).toContain(
        'This agreement has no due diligence condition, so Buyer should look into this before signing',
      );
      expect(text).not.toContain('during due diligence');
      expect(text).not.toMatch(
        /Financing & Appraisal Deadline|Due Diligence Deadline|Seller Response Period|Loan type|Loan amount|lender's written denial|obtaining the loan|FHA|amendatory/,
      );
    },
  );
});

describe('Utah, FHA loan', () => {
  it.each(STATES)(
    '%s: refers to the FHA/VA Loan Addendum and prints the amendatory clause with the price',
    (state) => {
      const text = textOf('fha', state);
      expectDeadlines(text, [
        [
          'Seller Disclosure Deadline',
          state === 'pending' ? DATE_BLANK : '12/15/2026',
          '7 days after Acceptance',
        ],
        [
          'Due Diligence Deadline',
          state === 'pending' ? DATE_BLANK : '12/22/2026',
          '14 days after Acceptance',
        ],
        [
          'Financing & Appraisal Deadline',
          state === 'pending' ? DATE_BLANK : '01/07/2027',
          '30 days after Acceptance',
        ],
        ['Settlement Deadline', '01/29/2027', 'The date chosen'],
      ]);
      inOrder(text, [
        'The parties will sign the state-approved "FHA/VA Loan Addendum", which contains the clause below.',
        readable(FHA_VA_AMENDATORY_CLAUSE),
        'In this clause, the purchase price is $500,000.',
        "Buyer's obligation to buy does not depend on an appraisal, except as the FHA/VA amendatory clause in " +
          'Section 2.2 says: if the appraised value it names is less than the purchase price, Buyer need not ' +
          'complete the purchase and loses none of the earnest money.',
        "(a) Lender's denial.",
        'FHA/VA Loan Addendum (state-approved)',
      ]);
      expect(text).not.toContain('still protects Buyer as it says');
    },
  );

  it('keeps the amendatory clause when an appraisal condition is also chosen and waived', async () => {
    const text = bodyText(
      await read({
        ...utahFha(),
        conditions: { ...utahFha().conditions, appraisal_contingency: { selected: true } },
      }),
    );
    expect(text).toContain(
      'Buyer has waived this appraisal condition, but not the FHA/VA amendatory clause in Section 2.2, which ' +
        'still applies.',
    );
  });
});

describe('Utah, the seller stays after closing (leaseback)', () => {
  it.each(STATES)(
    '%s: defines possession with its day, hour and clock, the holdover and the lease terms',
    (state) => {
      const text = textOf('leaseback', state);
      const possession = between(text, '4. Possession', '5. Confirmation of Agency Disclosure');
      inOrder(possession, [
        'Seller may stay in the Property after closing and delivers possession to Buyer no later than 45 calendar ' +
          'days after closing, at 5:00 PM Mountain Time.',
        'This agreement sets no rent for those days: any rent, deposit or other term of Seller’s stay binds only if ' +
          'it is in a separate written leaseback agreement signed by Buyer and Seller.',
        'If Seller stays past that time, Seller pays Buyer $150 for each day or part of a day until Seller delivers ' +
          'possession',
        'The Property is subject to a lease: Buyer takes it subject to the rights of the tenants',
      ]);
      expect(possession).not.toContain('Seller delivers possession of the Property to Buyer at closing.');
      expect(possession).not.toMatch(/at 5:00 PM\. /);
    },
  );

  it('puts the hour on the clock the agreement sets for every deadline', async () => {
    const text = bodyText(
      await read({
        ...utahLeaseback(),
        deadlines: { ...utahLeaseback().deadlines, time: '6:30', am_pm: 'PM' },
      }),
    );
    expect(text).toContain('no later than 45 calendar days after closing, at 6:30 PM Mountain Time.');
    expect(text).toContain('Every deadline ends at 6:30 PM Mountain Time on its date.');
  });
});
