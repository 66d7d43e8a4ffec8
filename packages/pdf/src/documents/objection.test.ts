import {
  OBJECTION_BUYER_NOTE,
  type ObjectionItem,
  type ObjectionLetter,
} from '@homeward/document-definitions';
import { readPdf } from '@homeward/testing/src/read-pdf';
import { OBJECTION_NOT_A_LAW_FIRM, objectionPdf } from './objection';

const GENERATED_AT = new Date('2026-12-01T12:00:00Z');

const item = (index: number, overrides: Partial<ObjectionItem> = {}): ObjectionItem => ({
  finding_id: `issue-${index}`,
  title: `Finding number ${index} with a description long enough to wrap in its column`,
  severity: 'major',
  remedy: 'repair',
  cost_from: 100 * index,
  cost_to: 200 * index,
  credit_amount: null,
  ...overrides,
});

const letter = (items: ObjectionItem[]): ObjectionLetter => ({
  property_address: '45 Canyon Rd, Provo, UT 84604',
  state: 'UT',
  buyer_names: ['Ada Lovelace'],
  seller_names: ['Grace Hopper'],
  recipient_name: 'Sam Agent',
  inspection_file_name: 'canyon.pdf',
  items,
  sent_on: '2026-12-01',
  seller_response_due: '2026-12-04',
  resolution_deadline: '2026-12-09',
  time: '5:00 PM',
  time_zone: 'America/Denver',
  note: '',
});

describe('the due-diligence objection PDF', () => {
  it('prints the parties, each item with its estimate and what is asked, the deadlines and the buyer note', async () => {
    const items = [
      item(1, { title: 'Zinsco electrical panel', severity: 'critical', cost_from: 2500, cost_to: 4000 }),
      item(2, {
        title: 'Roof covering at end of life',
        remedy: 'credit',
        cost_from: 8000,
        cost_to: 16000,
        credit_amount: 12000,
      }),
      item(3, { title: 'Gate latch', severity: '', cost_from: null, cost_to: null }),
    ];
    const pdf = readPdf(await objectionPdf({ letter: letter(items), generatedAt: GENERATED_AT }));
    expect(pdf.info.Title).toBe('Due Diligence Objection');
    const text = pdf.text;
    for (const expected of [
      'To (Seller) Grace Hopper',
      'Attention Sam Agent',
      'From (Buyer) Ada Lovelace',
      'Section 8.1',
      'Zinsco electrical panel critical $2,500 to $4,000 Repair by the Seller',
      'Roof covering at end of life major $8,000 to $16,000 Credit of $12,000',
      'Gate latch Added by the Buyer Not estimated Repair by the Seller',
      'Total credit asked for at settlement: $12,000.',
      "Seller's written response due 12/04/2026 at 5:00 PM Mountain Time",
      'Resolution deadline 12/09/2026 at 5:00 PM Mountain Time',
      OBJECTION_BUYER_NOTE.slice(0, 60),
    ])
      expect(text).toContain(expected);
    // The table replaces the numbered lines of the e-mail text; they are not printed twice.
    expect(text).not.toContain('1. Zinsco electrical panel');
  });

  it('carries the not-a-law-firm notice on every page of a long objection', async () => {
    const items = Array.from({ length: 50 }, (_, index) => item(index + 1));
    const pdf = readPdf(await objectionPdf({ letter: letter(items), generatedAt: GENERATED_AT }));
    expect(pdf.totalPages).toBeGreaterThan(1);
    pdf.pages.forEach((page) => expect(page).toContain(OBJECTION_NOT_A_LAW_FIRM));
    expect(pdf.text).toContain('Finding number 50');
  });
});
