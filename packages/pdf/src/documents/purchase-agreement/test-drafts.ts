// Drafts the purchase agreement tests read back: the four Utah cases issue 24 tried, and the same draft elsewhere.
import { readPdf, type ReadPdf } from '@homeward/testing/src/read-pdf';
import type { PurchaseAgreementData } from '../document-data';
import { purchaseAgreementPdf } from './index';

export const GENERATED_AT = new Date('2026-11-23T12:00:00Z');

/** Utah, a conventional loan with the due diligence (inspection) and appraisal conditions. */
export function utahConventional(overrides: Partial<PurchaseAgreementData> = {}): PurchaseAgreementData {
  return {
    buyers: [
      {
        name: 'Ada Lovelace',
        email: 'ada@example.com',
        phone: '(801) 555-0101',
        address: '9 Elm St, Orem, UT',
      },
      { name: '' },
    ],
    sellers: [{ name: 'Grace Hopper', email: 'grace@example.com' }],
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
      refund_days: 10,
      is_know_owner: true,
      escrow_agent: { company_name: 'Wasatch Title', contact_name: 'Sam Reyes', phone: '(801) 555-0100' },
    },
    financing: { required: true, type: 'Conventional Loan', amount: 400000, maximum_interest_rate: 7.25 },
    closing_date: '01/29/2027',
    purchase_agreement_date: '12/01/2026',
    possession_on_closing_date: true,
    conditions: {
      finance_contingency: { selected: true },
      inspection_contingency: { selected: true, days: 14 },
      appraisal_contingency: { selected: true },
      included_fixtures_and_improvements: ['refrigerator', 'washer'],
      excluded_fixtures_and_improvements_select: ['hot_tub', 'other'],
      excluded_fixtures_and_improvements: 'Garage workbench',
    },
    deadlines: { seller_disclosure_days: 7, financing_appraisal_days: 30, time: '5:00', am_pm: 'PM' },
    due_diligence: { response_days: 3, resolution_days: 7 },
    title_insurance: { paid_by: 'seller' },
    costs_and_duties: {
      home_warranty: { included: true, paid_by: 'seller', max_cost: 650, provider_name: 'Acme Home Shield' },
    },
    utah: { endangered_species_clause: true },
    offer_expiration: { date: '12/10/2026', time: '5:00', am_pm: 'PM' },
    ...overrides,
  };
}

/** Utah, cash, no conditions at all. */
export const utahCash = (): PurchaseAgreementData =>
  utahConventional({
    financing: { required: false },
    conditions: {},
    deposit: { amount: 5000, days: 4, is_know_owner: false },
  });

/** Utah, an FHA loan (the finance condition forced on by the definition's rules). */
export const utahFha = (): PurchaseAgreementData =>
  utahConventional({
    financing: { required: true, type: 'FHA loan', amount: 480000 },
    conditions: { inspection_contingency: { selected: true, days: 14 } },
  });

/** Utah, the seller stays after closing under a leaseback. */
export const utahLeaseback = (): PurchaseAgreementData =>
  utahConventional({
    possession_on_closing_date: false,
    leaseback: { days: 45, holdover_per_day: 150 },
    property: { ...utahConventional().property, is_subject_to_a_lease: true },
  });

export const inState = (
  state: string,
  overrides: Partial<PurchaseAgreementData> = {},
): PurchaseAgreementData => {
  const base = utahConventional(overrides);
  return {
    ...base,
    property: { ...base.property, ...overrides.property, address: { ...base.property!.address, state } },
  };
};

export const read = async (data: PurchaseAgreementData, isPreview = false): Promise<ReadPdf> =>
  readPdf(await purchaseAgreementPdf({ data, isPreview, generatedAt: GENERATED_AT }));

export const inOrder = (text: string, parts: readonly string[]) => {
  const positions = parts.map((part) => text.indexOf(part));
  expect(parts.filter((_, i) => positions[i] === -1)).toEqual([]);
  expect(positions).toEqual([...positions].sort((a, b) => a - b));
};

export const INITIALS_LINE =
  "Buyer's initials ________ Date ________ Seller's initials ________ Date ________";

/** The text a reader follows across pages: each page's running header, page note, initials and footer taken out,
 * so a clause that breaks across a page reads whole. */
export function bodyText(pdf: ReadPdf): string {
  const title = String(pdf.info.Title);
  return pdf.pages
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

export const readBody = async (data: PurchaseAgreementData): Promise<string> => bodyText(await read(data));
