// The purchase agreement's invariants (issue 24, item 8) as checkers: each reads an agreement (its data after the
// definition's rules, and the text of its PDF as a viewer reads it) and returns what breaks, in words, so a failing
// property prints the reason and a hand-made bad document shows each checker can fail. They know the agreement only
// as a reader would: headings, citations, the Section 24 rows, the figures; never the template's code paths.
import {
  DATE_BLANK,
  STATES_WITHOUT_TRANSFER_TAX,
  stateNameOf,
  type ContractDeadline,
} from '@homeward/document-definitions';
import type { PurchaseAgreementData } from '../../document-data';
import { NOT_A_LAW_FIRM, REPC_SECTIONS, SIGNATURE_BLOCKS, statePageNote } from '../wording';

/** An agreement as the checkers read it: its pages' text (whitespace collapsed) and its title. */
export interface ReadAgreement {
  title: string;
  pages: string[];
}

export const INITIALS_LINE =
  "Buyer's initials ________ Date ________ Seller's initials ________ Date ________";

/** The text a reader follows across pages, without each page's header, state note, initials and footer. */
export function bodyOf({ title, pages }: ReadAgreement): string {
  return pages
    .map((page) =>
      page
        .replace(`Homeward ${title}`, '')
        .replace(/A state form may be required: .*? See the note on page 1\./, '')
        .replace(INITIALS_LINE, '')
        .replace(/Homeward is not a law firm .*? Page \d+ of \d+/, '')
        .trim(),
    )
    .join(' ');
}

const isoPlus = (iso: string, days: number): string => {
  const date = new Date(`${iso}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
};
const usToIso = (us: string | null | undefined): string | undefined => {
  const match = /^(\d{2})\/(\d{2})\/(\d{4})$/.exec(us?.trim() ?? '');
  return match ? `${match[3]}-${match[1]}-${match[2]}` : undefined;
};
const isoToUs = (iso: string) => `${iso.slice(5, 7)}/${iso.slice(8, 10)}/${iso.slice(0, 4)}`;

/** Invariant 1 on the data: every deadline at or after Acceptance, settlement last and after every other one. */
export function deadlineOrderViolations(deadlines: ContractDeadline[], acceptance: string): string[] {
  const problems: string[] = [];
  const last = deadlines.at(-1);
  if (last?.key !== 'settlement')
    problems.push(`the last deadline is ${last?.key ?? 'missing'}, not settlement`);
  const settlement = deadlines.find((deadline) => deadline.key === 'settlement')?.date;
  for (const deadline of deadlines) {
    if (!deadline.date) continue;
    if (deadline.date < acceptance)
      problems.push(`${deadline.label} (${deadline.date}) falls before Acceptance (${acceptance})`);
    if (deadline.key !== 'settlement' && settlement && deadline.date >= settlement)
      problems.push(`${deadline.label} (${deadline.date}) is not before settlement (${settlement})`);
  }
  if (settlement && settlement <= acceptance)
    problems.push(`settlement (${settlement}) is not after Acceptance (${acceptance})`);
  return problems;
}

/** Invariant 1 for the sale of the buyer's home: its accepted-offer and closing deadlines each fall before
 * settlement, and the offer is due no later than that sale's own closing. */
export function saleOfHomeViolations(deadlines: ContractDeadline[]): string[] {
  const dateOf = (key: string) => deadlines.find((deadline) => deadline.key === key)?.date;
  const offer = dateOf('sale_of_home_offer');
  const closing = dateOf('sale_of_home_closing');
  const settlement = dateOf('settlement');
  const problems: string[] = [];
  for (const [what, date] of [
    ["the accepted offer on the buyer's home", offer],
    ["the closing of the buyer's home", closing],
  ] as const)
    if (date && settlement && date >= settlement)
      problems.push(`${what} (${date}) is not due before settlement (${settlement})`);
  if (offer && closing && offer > closing)
    problems.push(
      `the accepted offer on the buyer's home (${offer}) is due after that sale closes (${closing})`,
    );
  return problems;
}

/** TREC's option period: a Texas agreement with an option fee of more than nothing. */
const texasOption = (data: PurchaseAgreementData) =>
  (data.property?.address?.state ?? '').toUpperCase() === 'TX' &&
  typeof data.option_to_terminate_fee === 'number' &&
  data.option_to_terminate_fee > 0;

/** Which condition (or duty) each deadline a reader may meet belongs to, read from the data, not the template. */
const CONDITION_OF: Record<string, (data: PurchaseAgreementData) => boolean> = {
  'Seller Disclosure Deadline': () => true,
  'Due Diligence Deadline': (data) => data.conditions?.inspection_contingency?.selected === true,
  'HOA Review Deadline': (data) => data.conditions?.hoa_contingency?.selected === true,
  'Insurance Deadline': (data) => data.conditions?.homeowners_insurance_contingency?.selected === true,
  'Attorney Review Deadline': (data) => data.conditions?.attorney_review_contingency?.selected === true,
  // The finance condition is about obtaining the loan of Section 2.2: without a loan it does not exist.
  'Financing & Appraisal Deadline': (data) =>
    (data.financing?.required === true && data.conditions?.finance_contingency?.selected === true) ||
    data.conditions?.appraisal_contingency?.selected === true,
  'Sale of Current Home: Accepted Offer Deadline': (data) =>
    data.conditions?.sale_of_current_home?.selected === true,
  'Sale of Current Home: Closing Deadline': (data) =>
    data.conditions?.sale_of_current_home?.selected === true,
  'Option Period Deadline': (data) => texasOption(data),
  'Settlement Deadline': () => true,
};

const loan = (data: PurchaseAgreementData) => data.financing?.required === true;
const ticked = (data: PurchaseAgreementData, name: string) =>
  (data.conditions as Record<string, { selected?: boolean | null } | null | undefined> | undefined)?.[name]
    ?.selected === true;

/**
 * The answers whose meaning depends on another answer, as a reader of the agreement knows them (never the
 * definition's rules): [what, the data paths, whether the answer they depend on is given]. A value at one of those
 * paths without it is a term of a condition or arrangement the agreement does not have.
 */
const DEPENDENT_VALUES: [string, string[], (data: PurchaseAgreementData) => boolean][] = [
  [
    'a loan',
    [
      'financing.type',
      'financing.amount',
      'financing.maximum_interest_rate',
      'financing.application',
      'financing.rate_lock',
      'conditions.finance_contingency',
    ],
    loan,
  ],
  [
    'a finance condition',
    ['loan.required_financing_amount', 'financing_cancellation.earnest_money_to_seller'],
    (data) => loan(data) && ticked(data, 'finance_contingency'),
  ],
  [
    'a loan application promise',
    ['financing.application.days'],
    (data) => loan(data) && data.financing?.application?.selected === true,
  ],
  [
    'a rate lock promise',
    ['financing.rate_lock.days_before_settlement'],
    (data) => loan(data) && data.financing?.rate_lock?.selected === true,
  ],
  [
    'the Financing & Appraisal Deadline',
    ['deadlines.financing_appraisal_days'],
    (data) => (loan(data) && ticked(data, 'finance_contingency')) || ticked(data, 'appraisal_contingency'),
  ],
  [
    'a leaseback',
    ['leaseback.days', 'leaseback.holdover_per_day'],
    (data) => data.possession_on_closing_date === false,
  ],
  [
    'a due diligence condition',
    [
      'conditions.inspection_contingency.days',
      'due_diligence.response_days',
      'due_diligence.resolution_days',
    ],
    (data) => ticked(data, 'inspection_contingency'),
  ],
  [
    'an HOA condition',
    ['conditions.hoa_contingency.max_acceptable_fee', 'conditions.hoa_contingency.days'],
    (data) => ticked(data, 'hoa_contingency'),
  ],
  [
    'an insurance condition',
    [
      'conditions.homeowners_insurance_contingency.max_acceptable_annual_insurance',
      'conditions.homeowners_insurance_contingency.days',
    ],
    (data) => ticked(data, 'homeowners_insurance_contingency'),
  ],
  [
    'an attorney review condition',
    ['conditions.attorney_review_contingency.days'],
    (data) => ticked(data, 'attorney_review_contingency'),
  ],
  [
    'a title condition',
    ['conditions.title_contingency.objection_days'],
    (data) => ticked(data, 'title_contingency'),
  ],
  [
    "a sale of the buyer's home",
    [
      'conditions.sale_of_current_home.address',
      'conditions.sale_of_current_home.secure_deadline',
      'conditions.sale_of_current_home.close_deadline',
    ],
    (data) => ticked(data, 'sale_of_current_home'),
  ],
  [
    'a Texas agreement',
    ['option_to_terminate_fee'],
    (data) => (data.property?.address?.state ?? '').toUpperCase() === 'TX',
  ],
  ['a Texas option fee', ['option_period.days'], texasOption],
  [
    'mediation',
    ['mediation_before_arbitration.paid_by'],
    (data) => data.mediation_before_arbitration?.selected === true,
  ],
];

const valueAt = (data: PurchaseAgreementData, path: string): unknown => {
  let node: unknown = data;
  for (const key of path.split('.')) node = (node as Record<string, unknown> | null | undefined)?.[key];
  return node;
};

/** Invariant 2 on the data: no answer of a condition or arrangement the agreement lacks is kept (a cash purchase
 * holds no finance condition, possession at closing no leaseback). */
export function dependentValueViolations(data: PurchaseAgreementData): string[] {
  return DEPENDENT_VALUES.flatMap(([what, paths, given]) =>
    given(data)
      ? []
      : paths
          .filter((path) => valueAt(data, path) !== undefined && valueAt(data, path) !== null)
          .map((path) => `${path} is kept without ${what}`),
  );
}

export interface DeadlineRow {
  label: string;
  /** `MM/DD/YYYY`, or DATE_BLANK. */
  date: string;
  /** What follows "at": `5:00 PM Mountain Time`. */
  time: string;
  rule: string;
}

/** Invariant 2 on the data: the deadlines are those of the conditions the agreement has, no more, no fewer. */
export function deadlineConditionViolations(
  data: PurchaseAgreementData,
  deadlines: ContractDeadline[],
): string[] {
  const labels = deadlines.map((deadline) => deadline.label);
  return [
    ...labels
      .filter((label) => !CONDITION_OF[label]?.(data))
      .map((label) => `${label} is a deadline of a condition the agreement lacks`),
    ...Object.entries(CONDITION_OF)
      .filter(([label, condition]) => condition(data) && !labels.includes(label))
      .map(([label]) => `the agreement has the condition of ${label} but not the deadline`),
  ];
}

/** Section 24's rows as printed. */
export function deadlineRows(body: string): DeadlineRow[] {
  const start = body.indexOf('24. Contract Deadlines');
  const end = body.indexOf('25. Offer and Time for Acceptance');
  if (start === -1 || end < start) return [];
  const table = body.slice(start, end).split('Deadline Date Rule').slice(1).join(' ');
  const blank = DATE_BLANK.replace(/[/]/g, '\\/');
  const row = new RegExp(
    `\\s*([A-Z][^_\\d]*?) (\\d{2}\\/\\d{2}\\/\\d{4}|${blank}) at (.+?) (\\d+ days? after Acceptance|The date chosen|No date chosen)`,
    'g',
  );
  return [...table.matchAll(row)].map(([, label, date, time, rule]) => ({
    label: label!.trim(),
    date: date!,
    time: time!,
    rule: rule!,
  }));
}

/** Invariants 1 and 2 on the PDF: Section 24 prints exactly the agreement's deadlines, each of a condition it has,
 * in order, settlement last, each date Acceptance plus its days (or the blank before Acceptance); no clause names a
 * deadline Section 24 lacks. */
export function printedDeadlineViolations(
  data: PurchaseAgreementData,
  body: string,
  expected: ContractDeadline[],
): string[] {
  const problems: string[] = [];
  const rows = deadlineRows(body);
  const printed = rows.map((row) => row.label);
  if (rows.at(-1)?.label !== 'Settlement Deadline')
    problems.push(`Section 24's last row is ${rows.at(-1)?.label ?? 'missing'}, not the Settlement Deadline`);
  for (const row of rows) {
    const condition = CONDITION_OF[row.label];
    if (!condition) problems.push(`Section 24 prints an unknown deadline: ${row.label}`);
    else if (!condition(data))
      problems.push(`Section 24 prints ${row.label} for a condition the agreement lacks`);
  }
  for (const [label, condition] of Object.entries(CONDITION_OF)) {
    if (condition(data) && !printed.includes(label)) problems.push(`Section 24 lacks ${label}`);
    if (!printed.includes(label) && body.includes(label))
      problems.push(`a clause names ${label}, which Section 24 does not list`);
  }
  const acceptance = usToIso(data.acceptance?.date);
  rows.forEach((row, i) => {
    const deadline = expected[i];
    if (!deadline || deadline.label !== row.label) {
      problems.push(
        `Section 24 row ${i + 1} is ${row.label}, the agreement's deadline is ${deadline?.label}`,
      );
      return;
    }
    const days = deadline.daysAfterAcceptance;
    const wantedRule =
      days === undefined ? undefined : `${days} ${days === 1 ? 'day' : 'days'} after Acceptance`;
    if (wantedRule && row.rule !== wantedRule)
      problems.push(`${row.label}: rule "${row.rule}", not "${wantedRule}"`);
    const wantedIso =
      days === undefined ? usToIso(namedDate(data, deadline.field)) : acceptance && isoPlus(acceptance, days);
    const wanted = wantedIso ? isoToUs(wantedIso) : DATE_BLANK;
    if (row.date !== wanted) problems.push(`${row.label}: dated ${row.date}, not ${wanted}`);
    if (acceptance && row.date !== DATE_BLANK && usToIso(row.date)! < acceptance)
      problems.push(`${row.label}: ${row.date} is before Acceptance`);
  });
  if (rows.length !== expected.length)
    problems.push(`Section 24 prints ${rows.length} deadlines, the agreement has ${expected.length}`);
  return problems;
}

function namedDate(data: PurchaseAgreementData, field: string): string | undefined {
  let node: unknown = data;
  for (const key of field.split('.')) node = (node as Record<string, unknown> | undefined)?.[key];
  return typeof node === 'string' ? node : undefined;
}

const heading = (n: number) => `${n}. ${REPC_SECTIONS[n - 1]}`;

const governmentLoan = (data: PurchaseAgreementData) =>
  data.financing?.required === true && /^(fha|va)/i.test(data.financing?.type ?? '');

/** Mechanisms a clause may name only when the agreement sets them up: [what, words, whether it is set up]. */
const MECHANISMS: [string, RegExp, (data: PurchaseAgreementData, state: string) => boolean][] = [
  ['arbitration', /arbitrat/i, () => false],
  ['mediation', /mediator|by mediation/i, (data) => data.mediation_before_arbitration?.selected === true],
  ['the Texas option fee', /option fee|termination option|option period/i, (data) => texasOption(data)],
  [
    'a transfer tax payer',
    /transfer tax paid by/i,
    (_, state) => !STATES_WITHOUT_TRANSFER_TAX.includes(state),
  ],
  ['"Not Available"', /Not Available/, () => false],
  ['the Utah endangered species clause', /Endangered species/, (data, state) => state === 'UT'],
  ['the FHA/VA amendatory clause', /amendatory clause/i, governmentLoan],
  ['the FHA/VA addendum', /FHA\/VA Loan Addendum/, (data, state) => state === 'UT' && governmentLoan(data)],
  [
    'the Utah title company addendum',
    /Deposit of Earnest Money With Title Company/,
    (_, state) => state === 'UT',
  ],
  [
    'the due diligence objection periods',
    /Seller Response Period|Resolution Period/,
    (data) => data.conditions?.inspection_contingency?.selected === true,
  ],
  [
    'a leaseback',
    /may stay in the Property after closing|for each day or part of a day/,
    (data) => data.possession_on_closing_date === false,
  ],
  [
    'a loan application promise',
    /will apply for the loan no later than/,
    (data) => data.financing?.required === true && data.financing.application?.selected === true,
  ],
  [
    'a rate lock promise',
    /lock the interest rate/,
    (data) => data.financing?.required === true && data.financing.rate_lock?.selected === true,
  ],
  ['a loan', /Loan amount|Loan type/, (data) => data.financing?.required === true],
  [
    'a financing condition',
    /obtaining the loan described in Section 2\.2|lender's written denial|Section 8\.3 says/,
    (data) => data.financing?.required === true && data.conditions?.finance_contingency?.selected === true,
  ],
  ['Utah water rights', /Water rights and water company shares/, (_, state) => state === 'UT'],
  ['the Minnesota certificate of value', /Certificate of Real Estate Value/, (_, state) => state === 'MN'],
  ['the Oregon historic property statement', /historic property/, (_, state) => state === 'OR'],
  ['the Maine shoreland statement', /shoreland zone/, (_, state) => state === 'ME'],
];

/** Invariant 3: every "Section N" or "N.M" a clause cites exists under that number and name, and no clause names a
 * mechanism the agreement does not set up. */
export function referenceViolations(data: PurchaseAgreementData, body: string): string[] {
  const problems: string[] = [];
  const state = (data.property?.address?.state ?? '').toUpperCase();
  for (const match of body.matchAll(/Section (\d+)(?:\.(\d+))?(?: \(([^)]*)\))?/g)) {
    const [cited, n, m, named] = match;
    const number = Number(n);
    if (number < 1 || number > REPC_SECTIONS.length || !body.includes(`${heading(number)} `)) {
      problems.push(`"${cited}" cites a section the agreement does not have`);
      continue;
    }
    if (m && !new RegExp(`(?<!Section )\\b${number}\\.${m} [A-Z]`).test(body))
      problems.push(`"${cited}" cites a subsection the agreement does not have`);
    if (
      !m &&
      named &&
      (REPC_SECTIONS as readonly string[]).includes(named) &&
      named !== REPC_SECTIONS[number - 1]
    )
      problems.push(`"${cited}" names the wrong section (Section ${number} is ${REPC_SECTIONS[number - 1]})`);
  }
  if (
    !STATES_WITHOUT_TRANSFER_TAX.includes(state) &&
    !body.includes(`${stateNameOf(state)} transfer tax paid by`)
  )
    problems.push(`${stateNameOf(state)} has a transfer tax and the agreement does not say who pays it`);
  for (const [what, words, setUp] of MECHANISMS)
    if (words.test(body) && !setUp(data, state))
      problems.push(`a clause refers to ${what}, which this agreement lacks`);
  return problems;
}

/** Invariant 4: the 25 REPC headings in order, then the four signature blocks; initials and the not-a-law-firm
 * notice on every page; outside Utah the state-form note on every page, in Utah none. */
export function furnitureViolations(data: PurchaseAgreementData, read: ReadAgreement): string[] {
  const problems: string[] = [];
  const body = bodyOf(read);
  const parts = [
    ...REPC_SECTIONS.map((_, i) => heading(i + 1)),
    SIGNATURE_BLOCKS.buyer,
    SIGNATURE_BLOCKS.acceptance,
    SIGNATURE_BLOCKS.counteroffer,
    SIGNATURE_BLOCKS.rejection,
  ];
  let from = 0;
  for (const part of parts) {
    const at = body.indexOf(part, from);
    if (at === -1) problems.push(`"${part}" is missing or out of order`);
    else from = at + part.length;
  }
  if (!/Seller's Acceptance .*Date _+ Time _+ AM \/ PM/.test(body))
    problems.push("the Seller's Acceptance block has no date and time to sign");
  const state = (data.property?.address?.state ?? '').toUpperCase();
  const note = statePageNote(stateNameOf(state));
  read.pages.forEach((page, i) => {
    const where = `page ${i + 1} of ${read.pages.length}`;
    if (!page.includes(INITIALS_LINE)) problems.push(`${where} has no initials line`);
    if (!page.includes(NOT_A_LAW_FIRM)) problems.push(`${where} has no not-a-law-firm notice`);
    if (!page.includes(`Page ${i + 1} of ${read.pages.length}`)) problems.push(`${where} is not numbered so`);
    if (state === 'UT' && /state form may be required/i.test(page))
      problems.push(`${where} has a state-form note in Utah`);
    if (state !== 'UT' && !page.includes(note)) problems.push(`${where} lacks the state-form note`);
  });
  return problems;
}

const MONEY = '(\\$[\\d,]+(?:\\.\\d\\d)?|Not specified)';
const dollars = (printed: string | undefined): number | undefined =>
  printed && printed.startsWith('$') ? Number(printed.replace(/[$,]/g, '')) : undefined;
const firstMatch = (text: string, pattern: string): string | undefined => new RegExp(pattern).exec(text)?.[1];
const num = (value: unknown): number | undefined => (typeof value === 'number' ? value : undefined);

/** Invariant 5: a figure printed twice, in the text and in a table, is the same figure, and it is the buyer's
 * figure; the payment table adds up to the price; every period printed is the one the buyer chose. */
export function figureViolations(data: PurchaseAgreementData, body: string): string[] {
  const problems: string[] = [];
  const same = (what: string, wanted: number | undefined, ...printed: (string | undefined)[]) => {
    for (const each of printed) {
      if (each === undefined) problems.push(`${what} is not printed where it should be`);
      else if (dollars(each) !== wanted)
        problems.push(`${what} prints as ${each}, the agreement's is ${wanted ?? 'unset'}`);
    }
  };
  const price = num(data.property?.price);
  const deposit = num(data.deposit?.amount);
  same(
    'the price',
    price,
    firstMatch(body, `Buyer will pay ${MONEY} for the Property`),
    firstMatch(body, `Purchase price ${MONEY}`),
  );
  const appraisal = firstMatch(body, `at no less than the purchase price \\(${MONEY}\\)`);
  if (appraisal !== undefined) same('the appraisal figure', price, appraisal);
  same(
    'the earnest money',
    deposit,
    firstMatch(body, `earnest money of ${MONEY}`),
    firstMatch(body, `Earnest money deposit ${MONEY}`),
  );
  const financed = data.financing?.required === true;
  const loan = financed
    ? (num(data.financing?.amount) ?? num(data.loan?.required_financing_amount))
    : undefined;
  if (financed) {
    same('the loan', loan, firstMatch(body, `New loan ${MONEY}`), firstMatch(body, `Loan amount ${MONEY}`));
    const atLeast = firstMatch(body, `obtaining the loan described in Section 2\\.2 \\(at least ${MONEY}\\)`);
    if (atLeast !== undefined)
      same('the loan the condition needs', num(data.loan?.required_financing_amount) ?? loan, atLeast);
  } else if (!/New loan None \(cash purchase\)/.test(body))
    problems.push('a cash purchase does not say "New loan None"');
  const balance = dollars(firstMatch(body, `Balance in cash at settlement ${MONEY}`));
  if (price !== undefined && balance !== undefined && (deposit ?? 0) + (loan ?? 0) + balance !== price)
    problems.push(
      `the payments do not add up: earnest money ${deposit ?? 0} + loan ${loan ?? 0} + cash ${balance} is not the price ${price}`,
    );
  const days = (what: string, wanted: number | undefined, pattern: string) => {
    if (wanted === undefined) return;
    const printed = firstMatch(body, pattern);
    if (printed === undefined) problems.push(`${what} (${wanted} days) is not printed`);
    else if (Number(printed) !== wanted)
      problems.push(`${what} prints ${printed} days, the agreement says ${wanted}`);
  };
  const depositDays = num(data.deposit?.days);
  if (depositDays === 0 && !body.includes('earnest money of'))
    problems.push('the earnest money has no delivery');
  if (depositDays !== undefined && depositDays > 0)
    days(
      'the earnest money delivery',
      depositDays,
      'no later than (\\d+) calendar days? after Acceptance \\(defined',
    );
  days(
    'the refund of the earnest money',
    num(data.deposit?.refund_days),
    'returns it within (\\d+) calendar days',
  );
  if (data.conditions?.inspection_contingency?.selected) {
    days(
      "the Seller's response period",
      num(data.due_diligence?.response_days),
      'Seller has (\\d+) calendar days after receiving an objection',
    );
    days(
      'the resolution period',
      num(data.due_diligence?.resolution_days),
      'then have (\\d+) calendar days after the Seller Response Period',
    );
  }
  if (data.possession_on_closing_date === false) {
    days('the leaseback', num(data.leaseback?.days), 'no later than (\\d+) calendar days after closing');
    const holdover = num(data.leaseback?.holdover_per_day);
    if (holdover !== undefined)
      same('the holdover charge', holdover, firstMatch(body, `Seller pays Buyer ${MONEY} for each day`));
  }
  if (financed && data.financing?.application?.selected)
    days(
      'the loan application',
      num(data.financing.application.days),
      'apply for the loan no later than (\\d+) calendar days',
    );
  if (financed && data.financing?.rate_lock?.selected)
    days(
      'the rate lock',
      num(data.financing.rate_lock.days_before_settlement),
      'at least (\\d+) calendar days before settlement',
    );
  if (data.conditions?.title_contingency?.selected)
    days(
      'the title objection',
      num(data.conditions.title_contingency.objection_days),
      'within (\\d+) calendar days after receiving it',
    );
  return problems;
}
