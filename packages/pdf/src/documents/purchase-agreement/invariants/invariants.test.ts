// Issue 24, item 8: the purchase agreement's invariants, as properties over drafts generated from its definition
// (drafts.ts), in Utah and elsewhere. The data properties run many cases; the PDF properties render and read back a
// modest number of real PDFs with a fixed seed, so `npm test` stays fast and a failure can be replayed: fast-check
// prints the seed and the counterexample, and the message lists what broke.
import { PURCHASE_AGREEMENT, contractDeadlines, type NumberElement } from '@homeward/document-definitions';
import fc from 'fast-check';
import { readPdf } from '@homeward/testing/src/read-pdf';
import type { PurchaseAgreementData } from '../../document-data';
import { purchaseAgreementPdf } from '../index';
import {
  bodyOf,
  deadlineConditionViolations,
  deadlineOrderViolations,
  dependentValueViolations,
  figureViolations,
  furnitureViolations,
  printedDeadlineViolations,
  referenceViolations,
  saleOfHomeViolations,
} from './checks';
import { TODAY, draft, texasDraft } from './drafts';

/** 2024 in `npm test`; another seed to explore: INVARIANTS_SEED=7 npx jest ... invariants. */
const DEFAULT_SEED = 2024;
const SEED = Number(process.env.INVARIANTS_SEED ?? DEFAULT_SEED);
const DATA_RUNS = 200;
const PDF_RUNS = 25;
const TEXAS_DATA_RUNS = 60;
const TEXAS_PDF_RUNS = 8;

const iso = (us: string | null | undefined) => {
  const match = /^(\d{2})\/(\d{2})\/(\d{4})$/.exec(us ?? '');
  return match ? `${match[3]}-${match[1]}-${match[2]}` : undefined;
};

/** The days a deadline field holds, or its default in the definition. */
function daysField(data: PurchaseAgreementData, field: string): number {
  let node: unknown = data;
  for (const key of field.split('.')) node = (node as Record<string, unknown> | undefined)?.[key];
  if (typeof node === 'number') return node;
  const element = PURCHASE_AGREEMENT.sections
    .flatMap((section) => section.elements)
    .find((each): each is NumberElement => each.kind === 'number' && each.field === field);
  return element!.defaultValue as number;
}

/** Each Acceptance the agreement may have: the one recorded, else any day from today to the offer's expiry. */
const acceptances = (data: PurchaseAgreementData): string[] => {
  const recorded = iso(data.acceptance?.date);
  if (recorded) return [recorded];
  const expiry = iso(data.offer_expiration?.date);
  return expiry && expiry > TODAY ? [TODAY, expiry] : [TODAY];
};

const expectNone = (problems: string[], data: PurchaseAgreementData) => {
  if (problems.length) throw new Error(`${problems.join('\n')}\nin the draft ${JSON.stringify(data)}`);
};

/** Invariants 1 and 2 on one draft's data. */
function dataInvariants(data: PurchaseAgreementData) {
  for (const acceptance of acceptances(data)) {
    const dated = contractDeadlines(data, acceptance);
    expectNone([...deadlineOrderViolations(dated, acceptance), ...saleOfHomeViolations(dated)], data);
  }
  const deadlines = contractDeadlines(data);
  expectNone(deadlineConditionViolations(data, deadlines), data);
  expectNone(dependentValueViolations(data), data);
  for (const deadline of deadlines)
    if (deadline.daysAfterAcceptance !== undefined)
      expect(deadline.daysAfterAcceptance).toBe(daysField(data, deadline.field));
}

/** Every invariant on one draft's PDF, read back. */
async function pdfInvariants(data: PurchaseAgreementData) {
  const pdf = readPdf(await purchaseAgreementPdf({ data, isPreview: false, generatedAt: new Date(TODAY) }));
  const read = { title: String(pdf.info.Title), pages: pdf.pages };
  const body = bodyOf(read);
  expectNone(
    [
      ...printedDeadlineViolations(data, body, contractDeadlines(data)),
      ...referenceViolations(data, body),
      ...furnitureViolations(data, read),
      ...figureViolations(data, body),
    ],
    data,
  );
}

describe('contract invariants on the deadlines (contractDeadlines, generated drafts)', () => {
  it("every deadline falls at or after Acceptance, whenever it comes, settlement last; each of a condition the agreement has, with the days the buyer chose; the sale of the buyer's home in order; no answer kept of a condition it lacks", () => {
    fc.assert(fc.property(draft, dataInvariants), { seed: SEED, numRuns: DATA_RUNS });
  });
});

const CONDITION_NAMES = [
  'finance_contingency',
  'appraisal_contingency',
  'inspection_contingency',
  'hoa_contingency',
  'homeowners_insurance_contingency',
  'attorney_review_contingency',
  'title_contingency',
  'sale_of_current_home',
] as const;

describe('contract invariants on rendered PDFs (generated drafts, read back)', () => {
  const seen = new Set<string>();

  /** What a run covered, so the fixed seed is known to reach every kind of agreement the issue names. */
  function note(data: PurchaseAgreementData) {
    const c = data.conditions ?? {};
    const financing = data.financing?.required ? (data.financing.type ?? 'financed, type unknown') : 'cash';
    seen.add(`financing: ${financing}`);
    const state = data.property?.address?.state;
    seen.add(state === 'UT' ? 'Utah' : 'another state');
    seen.add(`acceptance ${data.acceptance?.date ? 'known' : 'unknown'}`);
    seen.add(`possession ${data.possession_on_closing_date === false ? 'after closing' : 'at closing'}`);
    if (data.dont_know_seller_checkbox) seen.add('unknown seller');
    // A condition the rules dropped (the finance condition in a cash purchase) is off, like an unticked one.
    for (const name of CONDITION_NAMES) {
      const condition = c[name];
      const on = condition && typeof condition === 'object' && 'selected' in condition && condition.selected;
      seen.add(`${name} ${on ? 'on' : 'off'}`);
    }
  }

  it('hold on every page of every agreement', async () => {
    await fc.assert(
      fc.asyncProperty(draft, async (data) => {
        note(data);
        await pdfInvariants(data);
      }),
      { seed: SEED, numRuns: PDF_RUNS, endOnFailure: true },
    );
    const wanted = [
      'Utah',
      'another state',
      'financing: cash',
      'financing: Conventional Loan',
      'financing: FHA loan',
      'financing: VA loan',
      'acceptance known',
      'acceptance unknown',
      'possession at closing',
      'possession after closing',
      'unknown seller',
      ...CONDITION_NAMES.flatMap((name) => [`${name} on`, `${name} off`]),
    ];
    // The fixed seed is held to reach every kind; another seed (INVARIANTS_SEED) explores the same properties, and a
    // kind it happens not to reach is no failure of the agreement.
    if (SEED === DEFAULT_SEED) expect(wanted.filter((kind) => !seen.has(kind))).toEqual([]);
  }, 240_000);
});

describe('contract invariants in Texas (its option fee and option period, which no other state has)', () => {
  it('hold on the data and on the PDF, with and without an option', async () => {
    fc.assert(fc.property(texasDraft, dataInvariants), { seed: SEED, numRuns: TEXAS_DATA_RUNS });
    const seen = new Set<string>();
    await fc.assert(
      fc.asyncProperty(texasDraft, async (data) => {
        seen.add(contractDeadlines(data).some((each) => each.key === 'option_period') ? 'option' : 'none');
        await pdfInvariants(data);
      }),
      { seed: SEED, numRuns: TEXAS_PDF_RUNS, endOnFailure: true },
    );
    if (SEED === DEFAULT_SEED) expect([...seen].sort()).toEqual(['none', 'option']);
  }, 240_000);
});
