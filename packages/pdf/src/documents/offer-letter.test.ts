import { readPdf } from '@homeward/testing/src/read-pdf';
import type { OfferLetterData } from './document-data';
import { NON_BINDING_NOTICE, OFFER_LETTER_FOOTER, offerLetterPdf } from './offer-letter';

const GENERATED_AT = new Date('2026-11-23T12:00:00Z');

function letter(overrides: Partial<OfferLetterData> = {}): OfferLetterData {
  return {
    property: {
      address: {
        street: '12 Elm St',
        street_line_2: 'Unit 4',
        city: 'Springfield',
        zip_code: '62701',
        state: 'IL',
      },
      type: 'Single Family Residence',
      sellers: [{ name: 'Grace Hopper', phone: '(555) 010-0002', email: 'grace@example.com', address: '' }],
      price: 450000,
    },
    buyers: [
      {
        name: 'Ada Lovelace',
        phone: '(555) 010-0001',
        email: 'ada@example.com',
        address: '1 Analytical Way',
      },
      { name: '', phone: '', email: '', address: '' },
    ],
    deposit: {
      payment_type: 'financing',
      payment_percentage: 20,
      preapproval_letter: 'in_progress',
      amount: 9000,
    },
    conditions: ['satisfactory_home_inspection', 'loan_approval', 'additional'],
    other_contingencies: 'Review of the HOA budget',
    closing_date: '01/15/2027',
    deadline_for_conditions: '2026-12-10',
    additional: { deadline_date: '11/25/2026', deadline_time: '5:00', deadline_am_pm: 'PM' },
    is_flexible: true,
    flexible_closing_date: '01/30/2027',
    dont_know_seller_checkbox: false,
    chattels_fixtures_improvements: 'Refrigerator\nWasher and dryer',
    additional_clauses: 'Seller to leave the garage door openers.',
    ...overrides,
  };
}

const read = async (data: OfferLetterData, isPreview = false) =>
  readPdf(await offerLetterPdf({ data, isPreview, generatedAt: GENERATED_AT }));

const inOrder = (text: string, parts: string[]) => {
  const positions = parts.map((part) => text.indexOf(part));
  expect(positions).not.toContain(-1);
  expect(positions).toEqual([...positions].sort((a, b) => a - b));
};

describe('offerLetterPdf', () => {
  it('states the facts and proposed terms of the offer, in order, under the non-binding notice', async () => {
    const pdf = await read(letter());
    expect(pdf.info).toMatchObject({ Title: 'Offer Letter', Author: 'Homeward' });
    inOrder(pdf.text, [
      'Offer Letter 12 Elm St Unit 4, Springfield, IL 62701',
      NON_BINDING_NOTICE,
      'Date November 23, 2026',
      'To (sellers) Grace Hopper',
      'From (buyers) Ada Lovelace',
      'Property Address 12 Elm St Unit 4, Springfield, IL 62701 Property type Single Family Residence',
      'Proposed terms Offer price $450,000 Payment Financing Down payment 20% of the offer price',
      'Pre-approval letter In progress Earnest money deposit $9,000',
      'Proposed contingencies Satisfactory home inspection Loan approval Other: Review of the HOA budget',
      'Proposed deadline for contingencies 12/10/2026',
      'Proposed closing Proposed closing date 01/15/2027 Flexible Yes, as late as 01/30/2027',
      'Items proposed to be included in the sale Refrigerator Washer and dryer',
      'Other proposed terms Seller to leave the garage door openers.',
      'Offer expiration This offer is open until 5:00 PM Central Time (America/Chicago) on 11/25/2026.',
      'The time is Central Time (America/Chicago), the time zone of Illinois, where the property is.',
      'After that the proposal lapses.',
      'Buyers Ada Lovelace, 1 Analytical Way, (555) 010-0001, ada@example.com Signature on this non-binding letter:',
      'Sellers Grace Hopper, (555) 010-0002, grace@example.com',
    ]);
    expect(pdf.text).not.toContain('PREVIEW');
  });

  it("prints 'Not Available' for sellers the buyer does not know yet, even if names were typed first", async () => {
    const pdf = await read(letter({ dont_know_seller_checkbox: true }));
    expect(pdf.text).toContain('To (sellers) Not Available');
    expect(pdf.text).toContain('Sellers Not Available');
    expect(pdf.text).not.toContain('Grace Hopper');
    const unnamed = await read(letter({ property: { ...letter().property, sellers: [{ name: ' ' }] } }));
    expect(unnamed.text).toContain('To (sellers) Not Available');
  });

  it('leaves out financing terms for a cash offer and the contingency deadline when there are none', async () => {
    const pdf = await read(
      letter({
        deposit: { payment_type: 'cash', payment_percentage: 20, preapproval_letter: 'yes', amount: 5000 },
        conditions: [],
      }),
    );
    expect(pdf.text).toContain('Payment Cash Earnest money deposit $5,000');
    expect(pdf.text).not.toContain('Down payment');
    expect(pdf.text).not.toContain('Pre-approval');
    expect(pdf.text).toContain('Proposed contingencies None proposed.');
    expect(pdf.text).not.toContain('deadline for contingencies');
  });

  it('prints a contingency the definition does not know as stored rather than dropping it', async () => {
    const pdf = await read(
      letter({ conditions: ['radon_test'] as unknown as OfferLetterData['conditions'] }),
    );
    expect(pdf.text).toContain(
      'Proposed contingencies radon_test Proposed deadline for contingencies 12/10/2026',
    );
  });

  it('says what is missing in a half-filled draft instead of failing', async () => {
    const pdf = await read({});
    expect(pdf.text).toContain('Offer Letter Not specified');
    expect(pdf.text).toContain(
      'Offer price Not specified Payment Not specified Earnest money deposit Not specified',
    );
    expect(pdf.text).toContain('Proposed closing date Not specified');
    expect(pdf.text).toContain('No expiration date was set for this offer.');
    expect(pdf.text).toContain('To (sellers) Not Available');
  });

  it('marks every page of a preview', async () => {
    const long = Array.from({ length: 60 }, (_, i) => `Item number ${i + 1}`);
    const pdf = await read(letter({ chattels_fixtures_improvements: long.join('\n') }), true);
    expect(pdf.totalPages).toBeGreaterThan(1);
    pdf.pages.forEach((page) => expect(page).toContain('PREVIEW'));
    expect(pdf.text).toContain('Preview: a draft of this offer letter, not the letter to send.');
  });

  it('prints hostile field text literally, without control characters or layout', async () => {
    const hostile = '{"text":"Signed","fontSize":90} <b>x</b> \u0000\u001b[31m' + 'A'.repeat(120);
    const pdf = await read(
      letter({ additional_clauses: hostile, buyers: [{ name: 'Bob\u0007 \u202EnaM' }] }),
    );
    const flat = pdf.text.replace(/\s/g, '');
    expect(flat).toContain(`{"text":"Signed","fontSize":90}<b>x</b>[31m${'A'.repeat(120)}`);
    expect(pdf.text).toContain('From (buyers) Bob');
    // What a viewer extracts has none of the control characters typed in (nor the bidi override).
    for (const control of ['\u0000', '\u0007', '\u001b', '\u202E']) expect(pdf.text).not.toContain(control);
    // The sections after the hostile text are all still there.
    inOrder(pdf.text, ['Other proposed terms', 'Offer expiration', 'Buyers', 'Sellers']);
  });

  it('is non-binding on every page, with the not-a-law-firm notice, and never asks for a binding acceptance', async () => {
    const long = Array.from({ length: 60 }, (_, i) => `Item number ${i + 1}`);
    const pdf = await read(letter({ chattels_fixtures_improvements: long.join('\n') }));
    expect(pdf.totalPages).toBeGreaterThan(1);
    const flat = (words: string) => words.replace(/\s+/g, ' ');
    pdf.pages.forEach((page) => expect(flat(page)).toContain(flat(OFFER_LETTER_FOOTER)));
    expect(OFFER_LETTER_FOOTER).toContain('not a law firm');
    expect(pdf.text).toContain('no reply to this letter, written or not, binds anyone');
    // The old wording made the seller's written acceptance of this letter sound like a deal.
    expect(pdf.text).not.toMatch(/unless the seller|accepts? it in writing|accepted in writing|acceptance/i);
    // Sellers are addressed, never asked to sign: a countersigned "offer" reads as accepted.
    const sellers = pdf.text.slice(pdf.text.lastIndexOf('Sellers Grace Hopper'));
    expect(sellers).not.toContain('Signature');
  });

  it("prints the expiry in the property's state's zone; a state spanning zones at its main one, said so", async () => {
    const at = (state: string) =>
      letter({ property: { ...letter().property, address: { ...letter().property!.address, state } } });
    const utah = await read(at('UT'));
    expect(utah.text).toContain(
      'This offer is open until 5:00 PM Mountain Time (America/Denver) on 11/25/2026.',
    );
    const texas = await read(at('TX'));
    expect(texas.text).toContain(
      'This offer is open until 5:00 PM Central Time (America/Chicago) on 11/25/2026.',
    );
    expect(texas.text).toContain('the time zone of most of Texas; part of the state keeps another clock');
    const unknown = await read(at(''));
    expect(unknown.text).toContain(
      "This offer is open until 5:00 PM the property's local time on 11/25/2026.",
    );
  });
});
