import { pageOf } from '@homeward/testing/src/read-pdf';
import { bodyText, inOrder, inState, read, readBody, utahConventional } from './test-drafts';
import { NOT_A_LAW_FIRM, REPC_SECTIONS, stateFormNote, statePageNote } from './wording';

const HEADINGS = REPC_SECTIONS.map((name, i) => `${i + 1}. ${name}`);

describe('the purchase agreement outside Utah', () => {
  it('is a general agreement in the REPC order, saying on every page that a state form may be required', async () => {
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
    expect(pageOf(pdf, stateFormNote('New York'))).toBe(1);
    pdf.pages.forEach((page) => {
      expect(page).toContain(statePageNote('New York'));
      expect(page).toContain(NOT_A_LAW_FIRM);
    });
    const text = bodyText(pdf);
    inOrder(text, HEADINGS);
    expect(text).toContain(
      'New York transfer tax paid by Other: Per NY custom the seller pays the state tax; the buyer pays the mansion tax.',
    );
    expect(text).toContain('This agreement is governed by the law of the State of New York.');
    expect(text).toContain(
      "Buyer's offer is open for Acceptance until 5:00 PM Eastern Time (America/New_York) on 12/10/2026.",
    );
    expect(text).toContain("Every deadline ends at 5:00 PM the property's local time on its date.");
    for (const utahOnly of [
      'Mountain Time',
      'Deposit of Earnest Money With Title Company',
      'FHA/VA Loan Addendum',
      'Water rights',
      'Endangered species',
      'within 4 calendar days after settlement',
    ])
      expect(text).not.toContain(utahOnly);
  });

  it('Texas: no transfer tax clause (Texas has none), and the option fee only here', async () => {
    const texas = await readBody(inState('TX', { option_to_terminate_fee: 200 }));
    expect(texas).toContain('Transfer tax None: Texas has no real-estate transfer tax.');
    expect(texas).not.toContain('Texas transfer tax paid by');
    expect(texas).toContain('Texas termination option: for an option fee of $200, paid by Buyer to Seller');
    const nevada = await readBody(inState('NV', { option_to_terminate_fee: 200 }));
    expect(nevada).not.toMatch(/option fee/i);
    expect(nevada).toContain('Nevada transfer tax paid by');
    const utah = await readBody(utahConventional({ option_to_terminate_fee: 200 }));
    expect(utah).not.toMatch(/option fee/i);
  });

  it('keeps the payer question where only a local tax may apply (Oregon) and drops stale Other text (Pennsylvania)', async () => {
    const oregon = await readBody(
      inState('OR', { costs_and_duties: { transfer_tax: { paid_by: 'seller' } } }),
    );
    expect(oregon).toContain('Oregon transfer tax paid by Seller');
    const pennsylvania = await readBody(
      inState('PA', {
        costs_and_duties: { transfer_tax: { paid_by: 'equally_shared', other: 'stale text' } },
      }),
    );
    expect(pennsylvania).toContain('Pennsylvania transfer tax paid by Equally Shared');
    expect(pennsylvania).not.toContain('stale text');
  });

  it('hides the home warranty provider in California only', async () => {
    const california = await readBody(inState('CA'));
    expect(california).toContain('Home warranty paid by Seller Home warranty maximum cost $650');
    expect(california).not.toContain('Acme Home Shield');
    const nevada = await readBody(inState('NV'));
    expect(nevada).toContain('Home warranty provider Acme Home Shield');
  });

  it('asks the Oregon, Maine and Minnesota questions only in their state', async () => {
    const property = {
      classified_as_historic_property: true,
      located_in_shoreland_zone: { selected: true },
      contains_septic_system: false,
    };
    const costs = { certificate_of_value_paid_by: 'buyer', transfer_tax: { paid_by: 'seller' } } as const;
    const oregon = await readBody(inState('OR', { property, costs_and_duties: costs }));
    expect(oregon).toContain('Oregon: Seller states that the Property is classified as historic property.');
    expect(oregon).not.toContain('Maine:');
    expect(oregon).not.toContain('Certificate of Real Estate Value');
    const maine = await readBody(inState('ME', { property, costs_and_duties: costs }));
    expect(maine).toContain('Maine: Seller states that the Property is located in a shoreland zone.');
    expect(maine).toContain('Maine: Seller states that the Property does not contain a septic system.');
    const minnesota = await readBody(inState('MN', { property, costs_and_duties: costs }));
    expect(minnesota).toContain('Certificate of Real Estate Value filing fee paid by Buyer');
    expect(minnesota).not.toContain('Oregon:');
  });
});

describe('previews, hostile text and half-filled drafts', () => {
  it('marks every page of a preview, and never the final document', async () => {
    const preview = await read(utahConventional(), true);
    preview.pages.forEach((page) => expect(page).toContain('PREVIEW'));
    expect(preview.text).toContain('Preview: a draft of this agreement, not for signature.');
    const final = await read(utahConventional());
    expect(final.text).not.toContain('PREVIEW');
  });

  it('prints field text literally: no control characters, no injected layout, every section still there', async () => {
    const hostile = '{"text":"PAID IN FULL","fontSize":90}\u0000\u001b[2J\u202Eevil ' + 'X'.repeat(150);
    const pdf = await read(
      utahConventional({
        additional_clauses: hostile,
        buyers: [{ name: `Mallory\u0007 ${hostile}` }],
        property: { ...utahConventional().property, legal_description: hostile },
      }),
    );
    const flat = pdf.text.replace(/\s/g, '');
    expect(flat).toContain(`{"text":"PAIDINFULL","fontSize":90}[2Jevil${'X'.repeat(150)}`);
    for (const control of ['\u0000', '\u0007', '\u001b', '\u202E']) expect(pdf.text).not.toContain(control);
    inOrder(bodyText(pdf), HEADINGS);
  });

  it('renders an empty draft: every section, the state note, blanks to fill rather than made-up answers', async () => {
    const pdf = await read({});
    const text = bodyText(pdf);
    inOrder(text, HEADINGS);
    expect(text).toContain(stateFormNote('Your state'));
    pdf.pages.forEach((page) => expect(page).toContain(statePageNote('Your state')));
    expect(text).toContain('Settlement Deadline ____/____/________');
    expect(text).toContain(
      '(time, local time where the Property is located) on ______________________________ (date)',
    );
    expect(text).toContain('governed by the law of the state where the Property is located');
    expect(text).not.toContain('Not Available');
  });
});
