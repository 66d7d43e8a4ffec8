// Each invariant's checker fails on a deliberately broken agreement: a real PDF read back, then changed by hand the
// way a template bug would change it (a row too many, a section gone, a figure that differs), and hand-made deadline
// lists. The same checkers pass on the unbroken PDFs, so the properties in invariants.test.ts can fail.
import {
  DATE_BLANK,
  PURCHASE_AGREEMENT,
  applyRules,
  contractDeadlines,
  type ContractDeadline,
  type DocumentData,
} from '@homeward/document-definitions';
import type { PurchaseAgreementData } from '../../document-data';
import { inState, read, utahCash, utahConventional } from '../test-drafts';
import {
  bodyOf,
  deadlineConditionViolations,
  deadlineOrderViolations,
  deadlineRows,
  dependentValueViolations,
  figureViolations,
  furnitureViolations,
  printedDeadlineViolations,
  referenceViolations,
  saleOfHomeViolations,
  type ReadAgreement,
} from './checks';

interface Case {
  data: PurchaseAgreementData;
  read: ReadAgreement;
  body: string;
}

async function agreement(data: PurchaseAgreementData): Promise<Case> {
  const pdf = await read(data);
  const agreementRead = { title: String(pdf.info.Title), pages: pdf.pages };
  return { data, read: agreementRead, body: bodyOf(agreementRead) };
}

const allChecks = ({ data, read: agreementRead, body }: Case) => [
  ...printedDeadlineViolations(data, body, contractDeadlines(data)),
  ...referenceViolations(data, body),
  ...furnitureViolations(data, agreementRead),
  ...figureViolations(data, body),
];

/** Replaces a text that must be there, so a test never passes by breaking nothing. */
const swap = (text: string, from: string | RegExp, to: string): string => {
  expect(text).toMatch(from);
  return text.replace(from, to);
};

let utah: Case;
let accepted: Case;
let texas: Case;
let cash: Case;

beforeAll(async () => {
  utah = await agreement(utahConventional());
  accepted = await agreement(utahConventional({ acceptance: { date: '11/20/2026' } }));
  texas = await agreement(inState('TX', { option_to_terminate_fee: 250 }));
  cash = await agreement(utahCash());
}, 60_000);

describe('the checkers pass on sound agreements', () => {
  it('Utah (before and after Acceptance), Texas with its option fee, Utah cash', () => {
    for (const each of [utah, accepted, texas, cash]) expect(allChecks(each)).toEqual([]);
    expect(deadlineRows(utah.body).map((row) => [row.label, row.date, row.rule])).toEqual([
      ['Seller Disclosure Deadline', DATE_BLANK, '7 days after Acceptance'],
      ['Due Diligence Deadline', DATE_BLANK, '14 days after Acceptance'],
      ['Financing & Appraisal Deadline', DATE_BLANK, '30 days after Acceptance'],
      ['Settlement Deadline', '01/29/2027', 'The date chosen'],
    ]);
    expect(deadlineRows(accepted.body).map((row) => row.date)).toEqual([
      '11/27/2026',
      '12/04/2026',
      '12/20/2026',
      '01/29/2027',
    ]);
  });
});

describe('the Texas option period', () => {
  it('is printed in Section 9 and as a row of Section 24, in days after Acceptance', () => {
    expect(texas.body).toContain(
      'within the option period of 7 days after Acceptance, which ends at the Option Period Deadline.',
    );
    expect(deadlineRows(texas.body).map((row) => [row.label, row.date, row.rule])).toContainEqual([
      'Option Period Deadline',
      DATE_BLANK,
      '7 days after Acceptance',
    ]);
  });

  it('fails on an option period printed outside Texas, or without its row in Section 24', () => {
    const elsewhere = { ...texas.data, property: { address: { state: 'NM' } } };
    expect(referenceViolations(elsewhere, texas.body)).toContain(
      'a clause refers to the Texas option fee, which this agreement lacks',
    );
    const noRow = swap(texas.body, /Option Period Deadline _+\/_+\/_+ at .*? 7 days after Acceptance/, '');
    expect(printedDeadlineViolations(texas.data, noRow, contractDeadlines(texas.data))).toContain(
      'Section 24 lacks Option Period Deadline',
    );
  });
});

describe('invariant 1: every deadline at or after Acceptance, settlement last', () => {
  const deadline = (key: ContractDeadline['key'], date: string): ContractDeadline => ({
    key,
    label: key,
    field: key,
    date,
    rule: 'the date chosen',
  });

  it('fails on a deadline before Acceptance, one after settlement, settlement not last', () => {
    expect(deadlineOrderViolations([deadline('settlement', '2027-01-29')], '2026-11-20')).toEqual([]);
    expect(
      deadlineOrderViolations(
        [deadline('due_diligence', '2026-11-19'), deadline('settlement', '2027-01-29')],
        '2026-11-20',
      ),
    ).toEqual(['due_diligence (2026-11-19) falls before Acceptance (2026-11-20)']);
    expect(
      deadlineOrderViolations(
        [deadline('settlement', '2027-01-29'), deadline('financing_appraisal', '2027-01-29')],
        '2026-11-20',
      ),
    ).toEqual([
      'the last deadline is financing_appraisal, not settlement',
      'financing_appraisal (2027-01-29) is not before settlement (2027-01-29)',
    ]);
    expect(deadlineOrderViolations([deadline('settlement', '2026-11-20')], '2026-11-20')).toEqual([
      'settlement (2026-11-20) is not after Acceptance (2026-11-20)',
    ]);
  });

  it("fails on a PDF whose Section 24 dates or order are not the agreement's", () => {
    const wrongDate = swap(
      accepted.body,
      'Due Diligence Deadline 12/04/2026',
      'Due Diligence Deadline 11/19/2026',
    );
    expect(printedDeadlineViolations(accepted.data, wrongDate, contractDeadlines(accepted.data))).toEqual([
      'Due Diligence Deadline: dated 11/19/2026, not 12/04/2026',
      'Due Diligence Deadline: 11/19/2026 is before Acceptance',
    ]);
    const settlementFirst = swap(
      utah.body,
      /(Deadline Date Rule )(.*)(Settlement Deadline 01\/29\/2027 at 5:00 PM Mountain Time The date chosen)/,
      '$1$3 $2',
    );
    expect(printedDeadlineViolations(utah.data, settlementFirst, contractDeadlines(utah.data))).toContain(
      "Section 24's last row is Financing & Appraisal Deadline, not the Settlement Deadline",
    );
  });
});

describe("invariant 1 for the sale of the buyer's home: before settlement, the offer before that sale closes", () => {
  const sale = (offer: string, closing: string, settlement = '2027-01-29'): ContractDeadline[] => [
    { key: 'sale_of_home_offer', label: 'Offer', field: 'a', date: offer, rule: 'the date chosen' },
    { key: 'sale_of_home_closing', label: 'Closing', field: 'b', date: closing, rule: 'the date chosen' },
    {
      key: 'settlement',
      label: 'Settlement Deadline',
      field: 'closing_date',
      date: settlement,
      rule: 'the date chosen',
    },
  ];

  it('passes on dates in order, the same day for both included', () => {
    expect(saleOfHomeViolations(sale('2026-12-20', '2027-01-10'))).toEqual([]);
    expect(saleOfHomeViolations(sale('2027-01-10', '2027-01-10'))).toEqual([]);
  });

  it('fails on an offer due after its sale closes, and on either at or after settlement', () => {
    expect(saleOfHomeViolations(sale('2027-01-10', '2026-12-20'))).toEqual([
      "the accepted offer on the buyer's home (2027-01-10) is due after that sale closes (2026-12-20)",
    ]);
    expect(saleOfHomeViolations(sale('2026-12-20', '2027-01-29'))).toEqual([
      "the closing of the buyer's home (2027-01-29) is not due before settlement (2027-01-29)",
    ]);
    expect(saleOfHomeViolations(sale('2027-02-01', '2027-02-02'))).toHaveLength(2);
  });
});

describe('invariant 2: every printed deadline belongs to a condition the agreement has', () => {
  it('fails on a deadline list with a condition the data lacks, or without one it has', () => {
    const cashData = cash.data;
    const withDueDiligence = contractDeadlines(utah.data);
    expect(deadlineConditionViolations(cashData, withDueDiligence)).toEqual([
      'Due Diligence Deadline is a deadline of a condition the agreement lacks',
      'Financing & Appraisal Deadline is a deadline of a condition the agreement lacks',
    ]);
    expect(deadlineConditionViolations(utah.data, contractDeadlines(cashData))).toEqual([
      'the agreement has the condition of Due Diligence Deadline but not the deadline',
      'the agreement has the condition of Financing & Appraisal Deadline but not the deadline',
    ]);
  });

  it('fails on a cash PDF that prints a due diligence deadline, or whose clauses name one', () => {
    const row = `Due Diligence Deadline ${DATE_BLANK} at 5:00 PM Mountain Time 14 days after Acceptance `;
    const extraRow = swap(
      cash.body,
      'Settlement Deadline 01/29/2027',
      `${row}Settlement Deadline 01/29/2027`,
    );
    expect(printedDeadlineViolations(cash.data, extraRow, contractDeadlines(cash.data))).toEqual(
      expect.arrayContaining([
        'Section 24 prints Due Diligence Deadline for a condition the agreement lacks',
      ]),
    );
    const named = swap(
      cash.body,
      '8.1 Due diligence condition',
      '8.1 Due diligence condition By the Due Diligence Deadline',
    );
    expect(printedDeadlineViolations(cash.data, named, contractDeadlines(cash.data))).toEqual([
      'a clause names Due Diligence Deadline, which Section 24 does not list',
    ]);
    const missing = swap(
      utah.body,
      /Due Diligence Deadline _+\/_+\/_+ at 5:00 PM Mountain Time 14 days after Acceptance /,
      '',
    );
    expect(printedDeadlineViolations(utah.data, missing, contractDeadlines(utah.data))).toEqual(
      expect.arrayContaining(['Section 24 lacks Due Diligence Deadline']),
    );
    const wrongDays = swap(utah.body, '30 days after Acceptance', '5 days after Acceptance');
    expect(printedDeadlineViolations(utah.data, wrongDays, contractDeadlines(utah.data))).toEqual([
      'Financing & Appraisal Deadline: rule "5 days after Acceptance", not "30 days after Acceptance"',
    ]);
  });
});

describe('invariant 2 on the data: no answer of a condition or arrangement the agreement lacks', () => {
  it('passes on sound drafts, once the rules have run as the service runs them', () => {
    for (const each of [utah, accepted, texas, cash]) {
      const ruled = applyRules(PURCHASE_AGREEMENT, each.data as DocumentData).data as PurchaseAgreementData;
      expect(dependentValueViolations(ruled)).toEqual([]);
    }
  });

  it('fails on a cash draft with a finance condition, FHA/VA type, leaseback at closing, and the rest', () => {
    const broken: PurchaseAgreementData = {
      financing: { required: false, type: 'FHA loan' },
      conditions: {
        finance_contingency: { selected: true },
        hoa_contingency: { selected: false, days: 10 },
        sale_of_current_home: { address: '9 Elm St' },
      },
      loan: { required_financing_amount: 300000 },
      deadlines: { financing_appraisal_days: 30 },
      possession_on_closing_date: true,
      leaseback: { days: 30 },
      due_diligence: { response_days: 3 },
    };
    expect(dependentValueViolations(broken)).toEqual([
      'financing.type is kept without a loan',
      'conditions.finance_contingency is kept without a loan',
      'loan.required_financing_amount is kept without a finance condition',
      'deadlines.financing_appraisal_days is kept without the Financing & Appraisal Deadline',
      'leaseback.days is kept without a leaseback',
      'due_diligence.response_days is kept without a due diligence condition',
      'conditions.hoa_contingency.days is kept without an HOA condition',
      "conditions.sale_of_current_home.address is kept without a sale of the buyer's home",
    ]);
  });
});

describe('invariant 3: no clause refers to a section or mechanism the agreement lacks', () => {
  it.each([
    [
      'a section past 25',
      'Section 26 (Notices)',
      '"Section 26 (Notices)" cites a section the agreement does not have',
    ],
    [
      'a missing subsection',
      'as Section 8.9 says',
      '"Section 8.9" cites a subsection the agreement does not have',
    ],
    [
      'the wrong section name',
      'as Section 16 (Notices) says',
      '"Section 16 (Notices)" names the wrong section (Section 16 is Default)',
    ],
    [
      'arbitration',
      'then by binding arbitration',
      'a clause refers to arbitration, which this agreement lacks',
    ],
    [
      'an option fee in Utah',
      'Buyer pays an option fee of $250',
      'a clause refers to the Texas option fee, which this agreement lacks',
    ],
    [
      'a transfer tax payer in Utah',
      'Utah transfer tax paid by Seller',
      'a clause refers to a transfer tax payer, which this agreement lacks',
    ],
    [
      '"Not Available"',
      'Seller: Not Available',
      'a clause refers to "Not Available", which this agreement lacks',
    ],
    [
      'mediation not chosen',
      'a dispute goes by mediation first',
      'a clause refers to mediation, which this agreement lacks',
    ],
    [
      'a rate lock the buyer did not choose',
      'Buyer will lock the interest rate at least 15 calendar days before settlement.',
      'a clause refers to a rate lock promise, which this agreement lacks',
    ],
  ])('fails on %s', (_, clause, problem) => {
    expect(referenceViolations(utah.data, `${utah.body} ${clause}`)).toEqual([problem]);
  });

  it('fails on a section the text cites after its heading is gone', () => {
    const withoutNotices = swap(utah.body, '18. Notices', '18. Notes');
    expect(referenceViolations(utah.data, withoutNotices)).toContain(
      '"Section 18 (Notices)" cites a section the agreement does not have',
    );
  });

  it('fails on a Utah clause in Texas, and on a state with a transfer tax that does not say who pays it', () => {
    expect(
      referenceViolations(texas.data, `${texas.body} Water rights and water company shares pass`),
    ).toEqual(['a clause refers to Utah water rights, which this agreement lacks']);
    const pennsylvania = { ...texas.data, property: { address: { state: 'PA' } } };
    expect(referenceViolations(pennsylvania, texas.body)).toContain(
      'Pennsylvania has a transfer tax and the agreement does not say who pays it',
    );
  });

  it('fails on FHA/VA words in a conventional loan and a loan clause in a cash purchase', () => {
    expect(referenceViolations(utah.data, `${utah.body} The FHA/VA amendatory clause applies.`)).toEqual([
      'a clause refers to the FHA/VA amendatory clause, which this agreement lacks',
    ]);
    expect(referenceViolations(cash.data, `${cash.body} Loan amount $400,000`)).toEqual([
      'a clause refers to a loan, which this agreement lacks',
    ]);
    const financingCondition =
      "Buyer's obligation to buy depends on Buyer obtaining the loan described in Section 2.2.";
    expect(referenceViolations(cash.data, `${cash.body} ${financingCondition}`)).toEqual([
      'a clause refers to a financing condition, which this agreement lacks',
    ]);
  });
});

describe('invariant 4: every REPC heading, the signature blocks and the page furniture', () => {
  const pages = (each: Case, change: (pages: string[]) => string[]) => ({
    ...each.read,
    pages: change([...each.read.pages]),
  });

  it('fails without a section heading, with two sections swapped, or without the rejection block', () => {
    const without = pages(utah, (all) =>
      all.map((page) => page.replace('11. Final Pre-Settlement Walk-Through', '')),
    );
    expect(furnitureViolations(utah.data, without)).toEqual([
      '"11. Final Pre-Settlement Walk-Through" is missing or out of order',
    ]);
    const noRejection = pages(utah, (all) => all.map((page) => page.replace("Seller's Rejection", '')));
    expect(furnitureViolations(utah.data, noRejection)).toEqual([
      `"Seller's Rejection" is missing or out of order`,
    ]);
    const noTime = pages(utah, (all) =>
      all.map((page) => page.replaceAll('Date ____________ Time ________ AM / PM', 'Date ____________')),
    );
    expect(furnitureViolations(utah.data, noTime)).toEqual([
      "the Seller's Acceptance block has no date and time to sign",
    ]);
  });

  it('fails on a page without initials or the not-a-law-firm notice, or a Utah page with the state note', () => {
    const bare = pages(utah, (all) => {
      all[2] = all[2]!.replace("Buyer's initials", 'Initials');
      all[3] = all[3]!.replace('Homeward is not a law firm', 'Homeward');
      all[4] = `A state form may be required: see page 1. ${all[4]}`;
      return all;
    });
    expect(furnitureViolations(utah.data, bare)).toEqual([
      `page 3 of ${utah.read.pages.length} has no initials line`,
      `page 4 of ${utah.read.pages.length} has no not-a-law-firm notice`,
      `page 5 of ${utah.read.pages.length} has a state-form note in Utah`,
    ]);
  });

  it('fails on a Texas page without the state-form note', () => {
    const last = texas.read.pages.length - 1;
    const noNote = pages(texas, (all) => {
      all[last] = all[last]!.replace(/A state form may be required: .*? See the note on page 1\./, '');
      return all;
    });
    expect(furnitureViolations(texas.data, noNote)).toEqual([
      `page ${last + 1} of ${last + 1} lacks the state-form note`,
    ]);
  });
});

describe('invariant 5: figures in the text and in the tables agree', () => {
  it.each([
    [
      'the price in the table',
      'Purchase price $500,000',
      'Purchase price $550,000',
      "the price prints as $550,000, the agreement's is 500000",
    ],
    [
      'the earnest money in the text',
      'earnest money of $5,000',
      'earnest money of $50,000',
      "the earnest money prints as $50,000, the agreement's is 5000",
    ],
    [
      'the loan in Section 2.2',
      'Loan amount $400,000',
      'Loan amount $40,000',
      "the loan prints as $40,000, the agreement's is 400000",
    ],
    [
      'the appraisal figure',
      'at no less than the purchase price ($500,000)',
      'at no less than the purchase price ($400,000)',
      "the appraisal figure prints as $400,000, the agreement's is 500000",
    ],
    [
      'a balance that does not add up',
      'Balance in cash at settlement $95,000',
      'Balance in cash at settlement $90,000',
      'the payments do not add up: earnest money 5000 + loan 400000 + cash 90000 is not the price 500000',
    ],
    [
      "the Seller's response days",
      'Seller has 3 calendar days after receiving an objection',
      'Seller has 5 calendar days after receiving an objection',
      "the Seller's response period prints 5 days, the agreement says 3",
    ],
    [
      'the earnest money refund days',
      'returns it within 10 calendar days',
      'returns it within 30 calendar days',
      'the refund of the earnest money prints 30 days, the agreement says 10',
    ],
    [
      'the earnest money delivery days',
      'no later than 4 calendar days after Acceptance (defined',
      'no later than 3 calendar days after Acceptance (defined',
      'the earnest money delivery prints 3 days, the agreement says 4',
    ],
  ])('fails on %s', (_, from, to, problem) => {
    expect(figureViolations(utah.data, swap(utah.body, from, to))).toEqual([problem]);
  });

  it('fails on a cash purchase that prints a loan', () => {
    expect(
      figureViolations(cash.data, swap(cash.body, 'New loan None (cash purchase)', 'New loan $0')),
    ).toEqual(['a cash purchase does not say "New loan None"']);
  });
});
