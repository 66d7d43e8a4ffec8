import { PURCHASE_AGREEMENT } from './definitions/purchase-agreement';
import {
  addCalendarDays,
  defaultObjectionDates,
  OBJECTION_PERIODS,
  objectionDatesFrom,
  objectionPeriodsOf,
  objectionEmail,
  objectionItemsFrom,
  objectionParagraphs,
  totalCredit,
  type ObjectionLetter,
} from './objection';
import { repairRequest, type InspectionFinding } from './repair-request';

const finding = (
  id: string,
  title: string,
  severity: InspectionFinding['severity'],
  from?: number,
  to?: number,
) => ({
  id,
  title,
  severity,
  details: from === undefined ? null : { estimated_fix_price_range: { from, to: to! } },
});

const FINDINGS = [
  finding('1', 'Loose downspout', 'minor', 50, 100),
  finding('2', 'Roof covering at end of life', 'major', 8000, 16000),
  finding('3', ' Missing GFCI in kitchen ', 'critical', 140, 168),
  finding('4', 'Furnace heat exchanger cracked', 'critical'),
];

const letter = (overrides: Partial<ObjectionLetter> = {}): ObjectionLetter => ({
  property_address: '45 Canyon Rd, Provo, UT 84604',
  state: 'UT',
  buyer_names: ['Ada Lovelace', 'Charles Babbage'],
  seller_names: ['Grace Hopper'],
  recipient_name: '',
  inspection_file_name: 'canyon.pdf',
  items: objectionItemsFrom(FINDINGS),
  sent_on: '2026-12-01',
  seller_response_due: '2026-12-04',
  resolution_deadline: '2026-12-09',
  time: '5:00 PM',
  time_zone: 'America/Denver',
  note: '',
  ...overrides,
});

describe('the due-diligence objection', () => {
  it("starts from the same findings as the agreement's repair request, each a repair with its estimate", () => {
    const items = objectionItemsFrom(FINDINGS);
    expect(items.map((item) => item.title)).toEqual(
      repairRequest(FINDINGS, 'repair').items.map((i) => i.title.trim()),
    );
    expect(items).toEqual([
      {
        finding_id: '3',
        title: 'Missing GFCI in kitchen',
        severity: 'critical',
        remedy: 'repair',
        cost_from: 140,
        cost_to: 168,
        credit_amount: null,
      },
      expect.objectContaining({ finding_id: '4', cost_from: null, cost_to: null }),
      expect.objectContaining({ finding_id: '2', cost_from: 8000, cost_to: 16000 }),
    ]);
  });

  it('counts the default periods in calendar days, across a month end', () => {
    expect(addCalendarDays('2026-12-30', 3)).toBe('2027-01-02');
    expect(defaultObjectionDates('2026-12-30')).toEqual({
      sent_on: '2026-12-30',
      seller_response_due: '2027-01-02',
      resolution_deadline: '2027-01-09',
    });
  });

  it("counts from the agreement's own periods, which default to the agreement template's", () => {
    const elements = PURCHASE_AGREEMENT.sections.flatMap((section) => section.elements);
    const defaultOf = (field: string) =>
      (
        elements.find((element) => 'field' in element && element.field === field) as {
          defaultValue?: unknown;
        }
      )?.defaultValue;
    expect(OBJECTION_PERIODS).toEqual({
      sellerResponseDays: defaultOf('due_diligence.response_days'),
      resolutionDays: defaultOf('due_diligence.resolution_days'),
    });
    const periods = objectionPeriodsOf({ due_diligence: { response_days: 5, resolution_days: 10 } });
    expect(periods).toEqual({ sellerResponseDays: 5, resolutionDays: 10 });
    expect(objectionDatesFrom('2026-12-01', periods!)).toEqual({
      sent_on: '2026-12-01',
      seller_response_due: '2026-12-06',
      resolution_deadline: '2026-12-16',
    });
    expect(objectionPeriodsOf({})).toBeNull();
    expect(objectionPeriodsOf({ due_diligence: { response_days: 3, resolution_days: null } })).toBeNull();
  });

  it('asks per item, totals the credits, and says what follows the response and resolution deadlines', () => {
    const [gfci, furnace, roof] = objectionItemsFrom(FINDINGS);
    const items = [gfci!, furnace!, { ...roof!, remedy: 'credit' as const, credit_amount: 12000 }];
    expect(totalCredit(items)).toBe(12000);
    expect(totalCredit(items.slice(0, 2))).toBeNull();
    const text = objectionParagraphs(letter({ items, note: ' Please include the permits. ' }));
    expect(text).toEqual([
      'Under the due diligence condition (Section 8.1) of the Real Estate Purchase Contract for 45 Canyon Rd, ' +
        'Provo, UT 84604, the Buyer objects to the following items found in the home inspection (canyon.pdf) and ' +
        'asks the Seller to resolve them as follows:',
      '1. Missing GFCI in kitchen (critical; estimated $140 to $168): repair before settlement by licensed ' +
        "contractors, at the Seller's expense, with the invoices given to the Buyer.",
      "2. Furnace heat exchanger cracked (critical): repair before settlement by licensed contractors, at the Seller's " +
        'expense, with the invoices given to the Buyer.',
      '3. Roof covering at end of life (major; estimated $8,000 to $16,000): a credit to the Buyer of $12,000 at ' +
        'settlement, instead of a repair.',
      'Total credit asked for at settlement: $12,000.',
      'Please include the permits.',
      'Please respond in writing by 12/04/2026 at 5:00 PM Mountain Time, saying which items the Seller agrees to ' +
        'resolve as asked.',
      'If the Seller does not respond by then, or does not agree to resolve every item, the Buyer and the Seller ' +
        'have until 12/09/2026 at 5:00 PM Mountain Time to agree in writing on how the objections are resolved. ' +
        'If they have not agreed by then, the Buyer may cancel the contract by written notice to the Seller, as ' +
        'the contract provides.',
    ]);
  });

  it('names no REPC section outside Utah, and the local time when no zone is known', () => {
    const [opening, ...rest] = objectionParagraphs(letter({ state: 'TX', time_zone: '' }));
    expect(opening).toMatch(
      /^Under the due diligence \(inspection\) condition of the purchase agreement for/,
    );
    expect(rest.join(' ')).toContain('12/04/2026 at 5:00 PM local time at the Property');
    expect(rest.join(' ')).not.toContain('Section 8.1');
  });

  it('writes the e-mail to the agent named, else the sellers, signed by the buyers', () => {
    const toSellers = objectionEmail(letter());
    expect(toSellers.subject).toBe('Due diligence objection: 45 Canyon Rd, Provo, UT 84604');
    expect(toSellers.body.startsWith('Dear Grace Hopper,\n\nUnder the due diligence condition')).toBe(true);
    expect(
      toSellers.body.endsWith('Sent on 12/01/2026.\n\nSincerely,\nAda Lovelace and Charles Babbage'),
    ).toBe(true);
    expect(objectionEmail(letter({ recipient_name: 'Sam Agent' })).body).toMatch(/^Dear Sam Agent,/);
    expect(objectionEmail(letter({ seller_names: [], buyer_names: [] })).body).toMatch(
      /^Dear Seller,[\s\S]*The Buyer$/,
    );
  });
});
