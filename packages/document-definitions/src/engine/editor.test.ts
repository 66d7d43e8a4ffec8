// What the editor and the PDFs read from the engine: steps, the menu's progress, a new draft's prefill, displayed text.
import { OFFER_LETTER } from '../definitions/offer-letter';
import { PURCHASE_AGREEMENT } from '../definitions/purchase-agreement';
import { transferTaxDefault } from '../transfer-tax';
import { isoToUsDate, usDateToIso } from './dates';
import { displayValue, filledEntries, formatUsd, NOT_AVAILABLE } from './display';
import { initialData } from './initial';
import { getPath } from './paths';
import { progress } from './progress';
import { isLastStep, nextStep, previousStep, resolveStep, stepCount } from './steps';

describe('steps', () => {
  it('defaults to the first step, property details', () => {
    expect(resolveStep(OFFER_LETTER, {})).toEqual({ stepIndex: 0, form: 'property-details' });
  });

  it('takes a known form key over the step index', () => {
    expect(resolveStep(PURCHASE_AGREEMENT, { form: 'closing-settelment', stepIndex: '2' })).toEqual({
      stepIndex: 6,
      form: 'closing-settelment',
    });
  });

  it('takes an in-range step index when the form is missing or unknown', () => {
    expect(resolveStep(OFFER_LETTER, { stepIndex: '3' })).toEqual({ stepIndex: 3, form: 'offer-details' });
    expect(resolveStep(PURCHASE_AGREEMENT, { stepIndex: 10, form: 'closing-settlement' })).toEqual({
      stepIndex: 10,
      form: 'taxes-fees',
    });
  });

  it.each(['5', '-1', '1.5', 'abc', '', '1e1', ' 2'])(
    'falls back to step 0 for stepIndex %p',
    (stepIndex) => {
      expect(resolveStep(OFFER_LETTER, { stepIndex, form: 'nope' })).toEqual({
        stepIndex: 0,
        form: 'property-details',
      });
    },
  );

  it('bounds next and previous by the step count', () => {
    expect(stepCount(OFFER_LETTER)).toBe(5);
    expect(stepCount(PURCHASE_AGREEMENT)).toBe(11);
    expect(nextStep(OFFER_LETTER, 4)).toEqual({ stepIndex: 4, form: 'additional' });
    expect(nextStep(OFFER_LETTER, 0)).toEqual({ stepIndex: 1, form: 'buyer-details' });
    expect(previousStep(OFFER_LETTER, 0)).toEqual({ stepIndex: 0, form: 'property-details' });
    expect(previousStep(PURCHASE_AGREEMENT, 99)).toEqual({ stepIndex: 10, form: 'taxes-fees' });
    expect(isLastStep(OFFER_LETTER, 4)).toBe(true);
    expect(isLastStep(OFFER_LETTER, 3)).toBe(false);
  });
});

describe('progress', () => {
  const statusOf = (data: Parameters<typeof progress>[1], key: string) =>
    progress(OFFER_LETTER, data).sections.find((section) => section.key === key)!;

  it('marks each section empty, started or complete by its required visible questions', () => {
    expect(statusOf({}, 'buyer-details')).toMatchObject({ answered: 0, total: 1, status: 'empty' });
    expect(statusOf({ buyers: [{ name: 'Ann' }] }, 'buyer-details')).toMatchObject({ status: 'complete' });
    const offer = { property: { price: 400000 }, deposit: { payment_type: 'financing' } };
    // price, payment type, amount, closing date, and for financing the percentage and the preapproval letter.
    expect(statusOf(offer, 'offer-details')).toMatchObject({ answered: 2, total: 6, status: 'started' });
    expect(statusOf({ ...offer, deposit: { payment_type: 'cash' } }, 'offer-details').total).toBe(4);
  });

  it("counts a second buyer only once they are started, and no sellers under 'I don't know yet'", () => {
    expect(
      statusOf({ buyers: [{ name: 'Ann' }, { email: 'bo@example.com' }] }, 'buyer-details'),
    ).toMatchObject({
      answered: 1,
      total: 2,
      status: 'started',
    });
    expect(statusOf({ dont_know_seller_checkbox: true }, 'seller-details')).toMatchObject({
      status: 'complete',
    });
  });

  it('leaves the offer expiration modal to Finalize, and counts the sections', () => {
    const result = progress(OFFER_LETTER, {});
    expect(result.sections.find((section) => section.key === 'additional')).toMatchObject({ total: 0 });
    expect(result.totalSections).toBe(5);
    expect(result.completedSections).toBe(
      result.sections.filter((section) => section.status === 'complete').length,
    );
  });

  it('counts a forced finance contingency as answered', () => {
    const data = {
      financing: { required: true, type: 'FHA loan' },
      conditions: { finance_contingency: { selected: true } },
      loan: { required_financing_amount: 300000 },
      deadlines: { financing_appraisal_days: 30 },
    };
    const contingencies = progress(PURCHASE_AGREEMENT, data).sections.find(
      (s) => s.key === 'condition-clauses',
    );
    expect(contingencies).toMatchObject({ answered: 2, total: 2, status: 'complete' });
  });
});

describe('initialData', () => {
  const property = {
    address: {
      street: '12 Elm St',
      city: 'Albany',
      zip_code: '12207',
      state: 'NY',
      formatted_address: '12 Elm St',
    },
    type: 'Condo',
    price: 525000,
    sellers: ['Ann Owner', ' '],
    legal_description: 'Lot 4, Block 2',
    pin: '65.1-2-3',
  };
  const buyer = { name: 'Bo Buyer', email: 'bo@example.com', phone: '(555) 123-4567', address: null };

  it('prefills an offer letter from the property and the buyer, with two buyer and seller sections', () => {
    const data = initialData(OFFER_LETTER, { property, buyer });
    expect(data.property).toEqual({
      address: { street: '12 Elm St', city: 'Albany', zip_code: '12207', state: 'NY' },
      type: 'Condo',
      price: 525000,
      sellers: [{ name: 'Ann Owner' }, {}],
    });
    expect(data.buyers).toEqual([{ name: 'Bo Buyer', email: 'bo@example.com', phone: '(555) 123-4567' }, {}]);
    expect(data).toMatchObject({ dont_know_seller_checkbox: false, is_flexible: false, conditions: [] });
  });

  it("prefills a purchase agreement with the sellers, legal description, PIN and the state's transfer tax", () => {
    const data = initialData(PURCHASE_AGREEMENT, { property, buyer });
    expect(data.sellers).toEqual([{ name: 'Ann Owner' }, {}]);
    expect(getPath(data, 'property.sellers')).toEqual([{ name: 'Ann Owner' }]);
    expect(getPath(data, 'property.legal_description')).toBe('Lot 4, Block 2');
    expect(getPath(data, 'property.pin')).toBe('65.1-2-3');
    expect(getPath(data, 'property.address.formatted_address')).toBe('12 Elm St');
    expect(getPath(data, 'costs_and_duties.transfer_tax')).toEqual({
      paid_by: 'other',
      other: transferTaxDefault('NY').other,
    });
    expect(getPath(data, 'deposit.days')).toBe(4);
    // Defaults of hidden fields wait until the field is revealed.
    expect(getPath(data, 'costs_and_duties.home_warranty.max_cost')).toBeUndefined();
    expect(getPath(data, 'conditions.inspection_contingency')).toEqual({ selected: false });
  });

  it('uses the Seller default where the spec lists none, and empty sections without a buyer', () => {
    const data = initialData(PURCHASE_AGREEMENT, { property: { address: { state: 'OH' } } });
    expect(getPath(data, 'costs_and_duties.transfer_tax')).toEqual({ paid_by: 'seller' });
    // Utah has no transfer tax, so a Utah draft has no payer for one.
    const utah = initialData(PURCHASE_AGREEMENT, { property: { address: { state: 'UT' } } });
    expect(getPath(utah, 'costs_and_duties.transfer_tax.paid_by')).toBeUndefined();
    expect(data.buyers).toEqual([{}, {}]);
    expect(data.sellers).toEqual([{}, {}]);
  });
});

describe('displayed values', () => {
  it('writes dollars without decimals unless fractional', () => {
    expect(formatUsd(450000)).toBe('$450,000');
    expect(formatUsd(1234.5)).toBe('$1,234.50');
  });

  it('shows option labels, units and yes/no', () => {
    const data = {
      property: { price: 350000 },
      financing: { required: true, type: 'VA loan' },
      conditions: { inspection_contingency: { selected: true, days: 10 } },
      costs_and_duties: { transfer_tax: { paid_by: 'equally_shared' } },
      attorney_fees_paid_by: 'unsuccessful_party',
    };
    expect(displayValue(PURCHASE_AGREEMENT, data, 'property.price')).toBe('$350,000');
    expect(displayValue(PURCHASE_AGREEMENT, data, 'financing.required')).toBe('Yes');
    expect(displayValue(PURCHASE_AGREEMENT, data, 'financing.type')).toBe('VA loan');
    expect(displayValue(PURCHASE_AGREEMENT, data, 'conditions.inspection_contingency.days')).toBe(
      '10 days after Acceptance',
    );
    expect(displayValue(PURCHASE_AGREEMENT, data, 'costs_and_duties.transfer_tax.paid_by')).toBe(
      'Equally Shared',
    );
    expect(displayValue(PURCHASE_AGREEMENT, data, 'attorney_fees_paid_by')).toBe(
      'The unsuccessful party pays',
    );
    expect(displayValue(PURCHASE_AGREEMENT, data, 'closing_date')).toBeUndefined();
    expect(displayValue(OFFER_LETTER, { conditions: ['loan_approval', 'additional'] }, 'conditions')).toBe(
      'Loan approval, Additional contingencies',
    );
  });
});

describe('filledEntries', () => {
  it('lists the answered visible fields in form order with their section and item titles', () => {
    const data = {
      property: { address: { street: '12 Elm St', state: 'NY' }, price: 400000 },
      buyers: [{ name: 'Ann' }, { email: 'bo@example.com' }],
      deposit: { payment_type: 'cash', payment_percentage: 20 },
      dont_know_seller_checkbox: true,
    };
    expect(
      filledEntries(OFFER_LETTER, data).map(({ sectionTitle, label, value }) => [sectionTitle, label, value]),
    ).toEqual([
      ['Property Details', 'Street address', '12 Elm St'],
      ['Property Details', 'State', 'NY'],
      ['Buyer Details', 'Buyer 1 · Buyer full name', 'Ann'],
      ['Buyer Details', 'Buyer 2 · E-mail', 'bo@example.com'],
      ['Seller Details', "I don't know yet", 'Yes'],
      ['Seller Details', 'Seller 1 · Seller full name', NOT_AVAILABLE],
      ['Seller Details', 'Seller 1 · Phone', NOT_AVAILABLE],
      ['Seller Details', 'Seller 1 · E-mail', NOT_AVAILABLE],
      ['Seller Details', 'Seller 1 · Mailing address', NOT_AVAILABLE],
      ['Offer details', 'Offer price', '$400,000'],
      ['Offer details', 'Payment method', 'Cash'],
    ]);
  });

  it("includes the transfer tax's Other text", () => {
    const data = { costs_and_duties: { transfer_tax: { paid_by: 'other', other: 'Split by custom' } } };
    expect(filledEntries(PURCHASE_AGREEMENT, data).map(({ label, value }) => [label, value])).toEqual([
      ['Transfer tax paid by', 'Other (specify)'],
      ['Transfer tax paid by: other', 'Split by custom'],
    ]);
  });
});

describe('dates', () => {
  it('converts between MM/DD/YYYY and YYYY-MM-DD', () => {
    expect(usDateToIso('02/29/2028')).toBe('2028-02-29');
    expect(usDateToIso('02/29/2027')).toBeUndefined();
    expect(usDateToIso('13/01/2027')).toBeUndefined();
    expect(isoToUsDate('2026-11-23')).toBe('11/23/2026');
  });
});
