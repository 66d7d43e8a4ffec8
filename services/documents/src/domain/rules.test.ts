import { OFFER_LETTER_NON_BINDING, transferTaxDefault } from '@homeward/document-definitions';
import { InvalidDocumentDataError } from './errors';
import type { PropertyFacts } from './prefill';
import { checkedDraft, checkFinalized, filledFormText, newDraftData, ruled } from './rules';

const property: PropertyFacts = {
  id: 'p-1',
  isUnlocked: true,
  address: {
    address: '12 Elm St, Albany, NY 12207',
    formattedAddress: '12 Elm St, Albany, NY 12207',
    street: '12 Elm St',
    streetLine2: '',
    city: 'Albany',
    state: 'NY',
    zipCode: '12207',
  },
  type: 'Condo',
  price: 389000,
  sellers: ['Grace Hopper'],
  legalDescription: 'Lot 4, Block 2, Elm Addition',
  pin: '65.34-1-22',
};
const buyer = { name: ' Ada Lovelace ', email: 'ada@example.com', phone: '+1 801 555 0134' };
const TODAY = '2026-03-10';

function refusal(run: () => unknown): Record<string, string> {
  try {
    run();
  } catch (error) {
    if (error instanceof InvalidDocumentDataError) return error.violations;
    throw error;
  }
  throw new Error('expected a refusal');
}

describe('a new draft', () => {
  it('starts from the property, the owners of record and the buyer (phone in the spec mask)', () => {
    const data = newDraftData('purchase_agreement', property, buyer);
    expect(data.buyers).toEqual([
      { name: 'Ada Lovelace', email: 'ada@example.com', phone: '(801) 555-0134' },
      {},
    ]);
    expect(data.sellers).toEqual([{ name: 'Grace Hopper' }, {}]);
    expect(data.property).toMatchObject({
      address: { street: '12 Elm St', city: 'Albany', state: 'NY', zip_code: '12207' },
      price: 389000,
      legal_description: 'Lot 4, Block 2, Elm Addition',
      pin: '65.34-1-22',
    });
    const { paid_by, other } = transferTaxDefault('NY');
    expect(data.costs_and_duties).toMatchObject({ transfer_tax: { paid_by, other } });
    expect(paid_by).toBe('other');
  });

  it('of an offer letter carries the property type', () => {
    expect(newDraftData('offer_letter', property, buyer).property).toMatchObject({ type: 'Condo' });
  });
});

describe('an autosave', () => {
  const saved = newDraftData('offer_letter', property, buyer);

  it('keeps the address parts the property filled, whatever the client sends', () => {
    const incoming = {
      ...saved,
      property: { ...(saved.property as object), address: { street: '1 Other Rd' } },
    };
    const { data } = checkedDraft('offer_letter', incoming, saved, TODAY);
    expect(data.property).toMatchObject({
      address: { street: '12 Elm St', city: 'Albany', state: 'NY', zip_code: '12207' },
    });
  });

  it('drops the payment percentage of a cash offer (hidden unless financed)', () => {
    const incoming = { ...saved, deposit: { payment_type: 'cash', payment_percentage: 20 } };
    const outcome = checkedDraft('offer_letter', incoming, saved, TODAY);
    expect(outcome.data.deposit).toEqual({ payment_type: 'cash' });
    expect(outcome.hiddenFields).toContain('deposit.payment_percentage');
  });

  it('refuses a closing date before today by its path', () => {
    expect(
      refusal(() => checkedDraft('offer_letter', { ...saved, closing_date: '03/09/2026' }, saved, TODAY)),
    ).toHaveProperty('closing_date');
  });
});

describe('completion', () => {
  it("needs the offer expiration's date, time and AM/PM", () => {
    const data = ruled('offer_letter', newDraftData('offer_letter', property, buyer)).data;
    expect(Object.keys(refusal(() => checkFinalized('offer_letter', data, TODAY)))).toEqual(
      expect.arrayContaining([
        'additional.deadline_date',
        'additional.deadline_time',
        'additional.deadline_am_pm',
      ]),
    );
    const answered = {
      ...data,
      additional: { deadline_date: '03/11/2026', deadline_time: '05:00', deadline_am_pm: 'PM' },
    };
    expect(() => checkFinalized('offer_letter', answered, TODAY)).not.toThrow();
  });
});

describe('the filled form as text', () => {
  it('lists each section with its answered fields', () => {
    const text = filledFormText('offer_letter', newDraftData('offer_letter', property, buyer));
    expect(text).toContain('Property Details');
    expect(text).toMatch(/Street address: 12 Elm St/);
    expect(text).toContain('Ada Lovelace');
    expect(text).not.toMatch(/: $/m);
  });

  it("frames the offer letter as the letter does: non-binding first, its expiry on the state's clock last", () => {
    const data = {
      ...newDraftData('offer_letter', property, buyer),
      additional: { deadline_date: '03/11/2026', deadline_time: '5:00', deadline_am_pm: 'PM' },
    };
    const text = filledFormText('offer_letter', data);
    expect(text.startsWith(OFFER_LETTER_NON_BINDING)).toBe(true);
    expect(text).toMatch(
      /Offer expiration\n {2}This offer is open until 5:00 PM Eastern Time \(America\/New_York\) on 03\/11\/2026\.\n/,
    );
    expect(text).not.toMatch(/accepts? it in writing|unless the seller/i);
    expect(filledFormText('purchase_agreement', data)).not.toContain(OFFER_LETTER_NON_BINDING);
  });
});
