import { OFFER_LETTER } from '../definitions/offer-letter';
import { PURCHASE_AGREEMENT } from '../definitions/purchase-agreement';
import { TRANSFER_TAX_PRESET_TEXT } from '../transfer-tax';
import type { CardElement, DocumentData } from '../types';
import { displayValue, NOT_AVAILABLE, partiesForDocument } from './display';
import { elementVisible } from './evaluate';
import { fieldStates, repeatStates } from './fields';
import { getPath, setPath } from './paths';
import { addItem, canRemoveItem, removeItem } from './repeats';
import { applyRules, visibleFields } from './rules';

const stateOfField = (def = PURCHASE_AGREEMENT, data: DocumentData, path: string) =>
  fieldStates(def, data).find((state) => state.path === path);
const inState = (state: string, rest: DocumentData = {}): DocumentData => ({
  ...rest,
  property: { ...((rest.property as object | undefined) ?? {}), address: { state } },
});

describe('offer letter rules', () => {
  it('shows the payment percentage and preapproval letter only for a financed payment, and clears them for cash', () => {
    const financed: DocumentData = {
      deposit: { payment_type: 'financing', payment_percentage: 20, preapproval_letter: 'yes', amount: 9000 },
    };
    expect(visibleFields(OFFER_LETTER, financed)).toEqual(
      expect.arrayContaining(['deposit.payment_percentage', 'deposit.preapproval_letter']),
    );
    const cash = applyRules(OFFER_LETTER, {
      deposit: { ...(financed.deposit as object), payment_type: 'cash' },
    });
    expect(cash.data.deposit).toEqual({ payment_type: 'cash', amount: 9000 });
    expect(cash.hiddenFields).toEqual(
      expect.arrayContaining(['deposit.payment_percentage', 'deposit.preapproval_letter']),
    );
    expect(visibleFields(OFFER_LETTER, {})).not.toContain('deposit.payment_percentage');
  });

  it('shows the deadline for contingencies only once a contingency is chosen', () => {
    expect(visibleFields(OFFER_LETTER, { conditions: [] })).not.toContain('deadline_for_conditions');
    expect(visibleFields(OFFER_LETTER, { conditions: ['loan_approval'] })).toContain(
      'deadline_for_conditions',
    );
    const none = applyRules(OFFER_LETTER, { conditions: [], deadline_for_conditions: '12/01/2099' });
    expect(none.data).toEqual({ conditions: [] });
  });

  it("shows the other-contingency text only when 'additional' is chosen", () => {
    expect(visibleFields(OFFER_LETTER, { conditions: ['loan_approval'] })).not.toContain(
      'other_contingencies',
    );
    expect(visibleFields(OFFER_LETTER, { conditions: ['additional'] })).toContain('other_contingencies');
    const cleared = applyRules(OFFER_LETTER, {
      conditions: ['loan_approval'],
      other_contingencies: 'Roof cert',
    });
    expect(cleared.data.other_contingencies).toBeUndefined();
    const kept = applyRules(OFFER_LETTER, { conditions: ['additional'], other_contingencies: 'Roof cert' });
    expect(kept.data.other_contingencies).toBe('Roof cert');
  });

  it('shows the latest closing date only for a flexible closing', () => {
    expect(
      applyRules(OFFER_LETTER, { is_flexible: false, flexible_closing_date: '01/01/2099' }).data,
    ).toEqual({
      is_flexible: false,
    });
    expect(visibleFields(OFFER_LETTER, { is_flexible: true })).toContain('flexible_closing_date');
  });
});

describe("'I don't know yet' for the sellers", () => {
  const sellers: DocumentData[] = [{ name: 'Ann Seller', phone: '(555) 123-4567' }, { name: 'Bob Seller' }];

  it('disables the seller fields and the add/remove buttons; documents show Not Available', () => {
    const offer: DocumentData = { dont_know_seller_checkbox: true, property: { sellers } };
    const name = stateOfField(OFFER_LETTER, offer, 'property.sellers.0.name');
    expect(name).toMatchObject({ visible: true, disabled: true, notAvailable: true });
    expect(
      repeatStates(OFFER_LETTER, offer).find((group) => group.field === 'property.sellers'),
    ).toMatchObject({
      disabled: true,
      canAdd: false,
      removable: [],
    });
    expect(displayValue(OFFER_LETTER, offer, 'property.sellers.0.name')).toBe(NOT_AVAILABLE);
    expect(partiesForDocument(OFFER_LETTER, offer, 'property.sellers')).toBe(NOT_AVAILABLE);
    expect(applyRules(OFFER_LETTER, offer).disabledFields).toEqual(
      expect.arrayContaining(['property.sellers.0.name', 'property.sellers.1.email']),
    );
    // The buyers are not touched by the sellers' checkbox.
    expect(stateOfField(OFFER_LETTER, offer, 'buyers.0.name')).toMatchObject({
      disabled: false,
      notAvailable: false,
    });
  });

  it('keeps what was typed, and shows it again once unchecked', () => {
    const unchecked: DocumentData = { dont_know_seller_checkbox: false, property: { sellers } };
    expect(applyRules(OFFER_LETTER, { ...unchecked, dont_know_seller_checkbox: true }).data.property).toEqual(
      {
        sellers,
      },
    );
    expect(displayValue(OFFER_LETTER, unchecked, 'property.sellers.0.name')).toBe('Ann Seller');
    expect(partiesForDocument(OFFER_LETTER, unchecked, 'property.sellers')).toEqual(sellers);
  });

  it('works the same on the purchase agreement', () => {
    const agreement: DocumentData = { dont_know_seller_checkbox: true, sellers };
    expect(stateOfField(PURCHASE_AGREEMENT, agreement, 'sellers.1.name')).toMatchObject({
      notAvailable: true,
    });
    expect(partiesForDocument(PURCHASE_AGREEMENT, agreement, 'sellers')).toBe(NOT_AVAILABLE);
    expect(partiesForDocument(PURCHASE_AGREEMENT, { sellers }, 'sellers')).toEqual(sellers);
  });
});

describe('the property address', () => {
  const address = { street: '12 Elm St', city: 'Provo', zip_code: '84601', state: 'UT' };

  it.each([OFFER_LETTER, PURCHASE_AGREEMENT])('%s: street, city, ZIP and state are disabled', (def) => {
    for (const part of ['street', 'city', 'zip_code', 'state'])
      expect(stateOfField(def, {}, `property.address.${part}`)).toMatchObject({
        visible: true,
        disabled: true,
      });
    expect(stateOfField(def, {}, 'property.address.street_line_2')).toMatchObject({ disabled: false });
  });

  it.each([OFFER_LETTER, PURCHASE_AGREEMENT])(
    '%s: they are filled from the property over what was sent',
    (def) => {
      const sent = {
        property: { address: { street: 'Somewhere else', street_line_2: 'Unit 4', state: 'CA' } },
      };
      const { data } = applyRules(def, sent, { propertyAddress: address });
      expect(getPath(data, 'property.address')).toEqual({ ...address, street_line_2: 'Unit 4' });
    },
  );
});

describe('purchase agreement: the finance condition exists only with a loan', () => {
  const ticked: DocumentData = {
    financing: { required: true, type: 'Conventional Loan', amount: 300000 },
    loan: { required_financing_amount: 300000 },
    financing_cancellation: { earnest_money_to_seller: 1000 },
    conditions: { finance_contingency: { selected: true } },
    deadlines: { financing_appraisal_days: 30 },
  };

  it('the checkbox is shown only when the buyer finances with a loan', () => {
    const shown = (required: boolean | undefined) =>
      visibleFields(PURCHASE_AGREEMENT, { financing: { required } }).includes(
        'conditions.finance_contingency.selected',
      );
    expect(shown(true)).toBe(true);
    expect(shown(false)).toBe(false);
    expect(shown(undefined)).toBe(false);
  });

  it('a buyer who ticked it and switches to cash is not stuck: the condition and its fields are dropped', () => {
    const cash = structuredClone(ticked);
    setPath(cash, 'financing.required', false);
    const { data, hiddenFields } = applyRules(PURCHASE_AGREEMENT, cash, { previous: ticked });
    expect(getPath(data, 'conditions.finance_contingency')).toBeUndefined();
    expect(getPath(data, 'loan')).toBeUndefined();
    expect(getPath(data, 'financing_cancellation')).toBeUndefined();
    expect(getPath(data, 'deadlines.financing_appraisal_days')).toBeUndefined();
    expect(hiddenFields).toEqual(
      expect.arrayContaining(['conditions.finance_contingency.selected', 'loan.required_financing_amount']),
    );
  });

  it('switching to cash keeps the appraisal condition and the deadline it shares', () => {
    const cash = structuredClone(ticked);
    setPath(cash, 'financing.required', false);
    setPath(cash, 'conditions.appraisal_contingency.selected', true);
    const { data } = applyRules(PURCHASE_AGREEMENT, cash, { previous: ticked });
    expect(getPath(data, 'conditions.finance_contingency')).toBeUndefined();
    expect(getPath(data, 'conditions.appraisal_contingency.selected')).toBe(true);
    expect(getPath(data, 'deadlines.financing_appraisal_days')).toBe(30);
  });
});

describe('purchase agreement: the Texas option period', () => {
  const agreement = (state: string, fee: number | null): DocumentData => ({
    property: { address: { state } },
    option_to_terminate_fee: fee,
    option_period: { days: 5 },
  });

  it('is asked in Texas once an option fee is entered, and nowhere else', () => {
    expect(visibleFields(PURCHASE_AGREEMENT, agreement('TX', 250))).toContain('option_period.days');
    expect(visibleFields(PURCHASE_AGREEMENT, agreement('TX', 0))).not.toContain('option_period.days');
    expect(visibleFields(PURCHASE_AGREEMENT, agreement('TX', null))).not.toContain('option_period.days');
    expect(visibleFields(PURCHASE_AGREEMENT, agreement('UT', 250))).not.toContain('option_period.days');
  });

  it('starts from 7 days when the fee reveals it, and is dropped outside Texas', () => {
    const before = agreement('TX', null);
    delete before.option_period;
    const { data } = applyRules(
      PURCHASE_AGREEMENT,
      { ...before, option_to_terminate_fee: 300 },
      { previous: before },
    );
    expect(getPath(data, 'option_period.days')).toBe(7);
    const utah = applyRules(PURCHASE_AGREEMENT, agreement('UT', 250)).data;
    expect(getPath(utah, 'option_period')).toBeUndefined();
    expect(getPath(utah, 'option_to_terminate_fee')).toBeUndefined();
  });
});

describe('purchase agreement: FHA and VA financing', () => {
  const financing = (type: string, required = true) => ({
    financing: { required, type },
    conditions: { finance_contingency: { selected: false } },
  });

  it.each(['FHA loan', 'VA loan'])('%s forces the finance contingency on and disables it', (type) => {
    const { data, disabledFields } = applyRules(PURCHASE_AGREEMENT, financing(type));
    expect(getPath(data, 'conditions.finance_contingency.selected')).toBe(true);
    expect(disabledFields).toContain('conditions.finance_contingency.selected');
    // Forcing it shows what the contingency asks for.
    expect(visibleFields(PURCHASE_AGREEMENT, data)).toContain('loan.required_financing_amount');
  });

  it('a Conventional Loan leaves the finance contingency to the buyer', () => {
    const { data, disabledFields } = applyRules(PURCHASE_AGREEMENT, financing('Conventional Loan'));
    expect(getPath(data, 'conditions.finance_contingency.selected')).toBe(false);
    expect(disabledFields).not.toContain('conditions.finance_contingency.selected');
  });

  it('no loan: the loan type is hidden and cleared, so nothing is forced', () => {
    const { data, hiddenFields } = applyRules(PURCHASE_AGREEMENT, financing('FHA loan', false));
    expect(getPath(data, 'financing')).toEqual({ required: false });
    expect(hiddenFields).toContain('financing.type');
    expect(hiddenFields).toContain('conditions.finance_contingency.selected');
    expect(getPath(data, 'conditions.finance_contingency')).toBeUndefined();
  });

  it('shows the FHA/VA clause unless the loan is a Conventional Loan', () => {
    const clause = PURCHASE_AGREEMENT.sections
      .flatMap((section) => section.elements)
      .find(
        (element): element is CardElement => element.kind === 'card' && element.title.includes('FHA/VA'),
      )!;
    expect(clause.text).toContain('appraised value');
    expect(elementVisible(PURCHASE_AGREEMENT, financing('FHA loan'), clause)).toBe(true);
    expect(elementVisible(PURCHASE_AGREEMENT, financing('VA loan'), clause)).toBe(true);
    expect(elementVisible(PURCHASE_AGREEMENT, financing('Conventional Loan'), clause)).toBe(false);
    expect(elementVisible(PURCHASE_AGREEMENT, financing('FHA loan', false), clause)).toBe(false);
    expect(elementVisible(PURCHASE_AGREEMENT, { financing: { required: true } }, clause)).toBe(false);
  });
});

describe('purchase agreement: state questions', () => {
  it('asks Oregon alone whether the property is classified as historic', () => {
    expect(visibleFields(PURCHASE_AGREEMENT, inState('OR'))).toContain(
      'property.classified_as_historic_property',
    );
    for (const state of ['UT', 'ME', 'MN', 'CA', ''])
      expect(visibleFields(PURCHASE_AGREEMENT, inState(state))).not.toContain(
        'property.classified_as_historic_property',
      );
    const moved = applyRules(PURCHASE_AGREEMENT, {
      property: { address: { state: 'WA' }, classified_as_historic_property: true },
    });
    expect(moved.data.property).toEqual({ address: { state: 'WA' } });
  });

  it('asks Maine about the shoreland zone, and about a septic system only in one', () => {
    expect(visibleFields(PURCHASE_AGREEMENT, inState('ME'))).toContain(
      'property.located_in_shoreland_zone.selected',
    );
    expect(visibleFields(PURCHASE_AGREEMENT, inState('ME'))).not.toContain('property.contains_septic_system');
    const shoreland = {
      property: { address: { state: 'ME' }, located_in_shoreland_zone: { selected: true } },
    };
    expect(visibleFields(PURCHASE_AGREEMENT, shoreland)).toContain('property.contains_septic_system');
    expect(visibleFields(PURCHASE_AGREEMENT, inState('NH'))).not.toContain(
      'property.located_in_shoreland_zone.selected',
    );
    const inland = applyRules(PURCHASE_AGREEMENT, {
      property: {
        address: { state: 'ME' },
        located_in_shoreland_zone: { selected: false },
        contains_septic_system: true,
      },
    });
    expect(inland.data.property).toEqual({
      address: { state: 'ME' },
      located_in_shoreland_zone: { selected: false },
    });
  });

  it('asks Minnesota alone who pays for the certificate of value', () => {
    expect(visibleFields(PURCHASE_AGREEMENT, inState('MN'))).toContain(
      'costs_and_duties.certificate_of_value_paid_by',
    );
    expect(visibleFields(PURCHASE_AGREEMENT, inState('mn'))).toContain(
      'costs_and_duties.certificate_of_value_paid_by',
    );
    expect(visibleFields(PURCHASE_AGREEMENT, inState('WI'))).not.toContain(
      'costs_and_duties.certificate_of_value_paid_by',
    );
    const cleared = applyRules(
      PURCHASE_AGREEMENT,
      inState('WI', { costs_and_duties: { certificate_of_value_paid_by: 'buyer' } }),
    );
    expect(cleared.data.costs_and_duties).toBeUndefined();
  });

  it('hides the home warranty provider in California', () => {
    const warranty = { costs_and_duties: { home_warranty: { included: true, provider_name: 'Acme Home' } } };
    expect(visibleFields(PURCHASE_AGREEMENT, inState('UT', warranty))).toContain(
      'costs_and_duties.home_warranty.provider_name',
    );
    const california = applyRules(PURCHASE_AGREEMENT, inState('CA', warranty));
    expect(california.hiddenFields).toContain('costs_and_duties.home_warranty.provider_name');
    expect(getPath(california.data, 'costs_and_duties.home_warranty')).toEqual({ included: true });
    // Still there for the rest of the warranty questions.
    expect(visibleFields(PURCHASE_AGREEMENT, inState('CA', warranty))).toContain(
      'costs_and_duties.home_warranty.max_cost',
    );
  });
});

describe('purchase agreement: other dependent fields', () => {
  it("shows the transfer tax text only for 'other', and clears it otherwise", () => {
    const other = {
      costs_and_duties: { transfer_tax: { paid_by: 'other', other: 'Split by county custom' } },
    };
    expect(visibleFields(PURCHASE_AGREEMENT, other)).toContain('costs_and_duties.transfer_tax.other');
    expect(applyRules(PURCHASE_AGREEMENT, other).data).toEqual(other);
    const seller = {
      costs_and_duties: { transfer_tax: { paid_by: 'seller', other: 'Split by county custom' } },
    };
    expect(applyRules(PURCHASE_AGREEMENT, seller).data).toEqual({
      costs_and_duties: { transfer_tax: { paid_by: 'seller' } },
    });
  });

  it("brings back a state's preset text when Other is chosen again, and none where there is no preset", () => {
    const before = inState('NY', { costs_and_duties: { transfer_tax: { paid_by: 'seller' } } });
    const after = inState('NY', { costs_and_duties: { transfer_tax: { paid_by: 'other' } } });
    expect(
      getPath(
        applyRules(PURCHASE_AGREEMENT, after, { previous: before }).data,
        'costs_and_duties.transfer_tax.other',
      ),
    ).toBe(TRANSFER_TAX_PRESET_TEXT.NY);
    const ohioBefore = inState('OH', { costs_and_duties: { transfer_tax: { paid_by: 'seller' } } });
    const ohio = inState('OH', { costs_and_duties: { transfer_tax: { paid_by: 'other' } } });
    expect(
      getPath(
        applyRules(PURCHASE_AGREEMENT, ohio, { previous: ohioBefore }).data,
        'costs_and_duties.transfer_tax',
      ),
    ).toEqual({
      paid_by: 'other',
    });
    // Utah has no transfer tax: the question is not asked, and an old answer is dropped.
    const utah = inState('UT', { costs_and_duties: { transfer_tax: { paid_by: 'other' } } });
    expect(
      getPath(applyRules(PURCHASE_AGREEMENT, utah).data, 'costs_and_duties.transfer_tax.paid_by'),
    ).toBeUndefined();
  });

  it.each([
    ['conditions.inspection_contingency.selected', 'conditions.inspection_contingency.days'],
    ['conditions.appraisal_contingency.selected', 'deadlines.financing_appraisal_days'],
    ['conditions.hoa_contingency.selected', 'conditions.hoa_contingency.days'],
    [
      'conditions.homeowners_insurance_contingency.selected',
      'conditions.homeowners_insurance_contingency.days',
    ],
    ['conditions.title_contingency.selected', 'conditions.title_contingency.objection_days'],
    ['conditions.inspection_contingency.selected', 'due_diligence.resolution_days'],
    ['conditions.attorney_review_contingency.selected', 'conditions.attorney_review_contingency.days'],
    ['conditions.sale_of_current_home.selected', 'conditions.sale_of_current_home.address'],
    [
      'conditions.homeowners_insurance_contingency.selected',
      'conditions.homeowners_insurance_contingency.max_acceptable_annual_insurance',
    ],
    ['conditions.hoa_contingency.selected', 'conditions.hoa_contingency.max_acceptable_fee'],
    ['mediation_before_arbitration.selected', 'mediation_before_arbitration.paid_by'],
    ['land_survey.new_will_be_provided', 'land_survey.cost_covered_by'],
    ['expenses_paid_by_seller_boolean', 'expenses_paid_by_seller'],
    ['deposit.is_know_owner', 'deposit.escrow_agent.company_name'],
    [
      'property_condition.residential_service_contract.required',
      'property_condition.residential_service_contract.reimbursed_by_seller_amount',
    ],
  ])('%s shows %s only when true', (switchPath, dependent) => {
    const on: DocumentData = {};
    const off: DocumentData = {};
    const [head, ...rest] = switchPath.split('.').reverse();
    const nest = (value: boolean) =>
      rest.reduce<DocumentData>((inner, key) => ({ [key]: inner }), { [head!]: value });
    Object.assign(on, nest(true));
    Object.assign(off, nest(false));
    expect(visibleFields(PURCHASE_AGREEMENT, on)).toContain(dependent);
    expect(visibleFields(PURCHASE_AGREEMENT, off)).not.toContain(dependent);
  });

  // With a loan, a loan's own choices show their fields only when ticked; without one, never (next describe).
  it.each([
    ['conditions.finance_contingency.selected', 'deadlines.financing_appraisal_days'],
    ['conditions.finance_contingency.selected', 'loan.required_financing_amount'],
    ['conditions.finance_contingency.selected', 'financing_cancellation.earnest_money_to_seller'],
    ['financing.application.selected', 'financing.application.days'],
    ['financing.rate_lock.selected', 'financing.rate_lock.days_before_settlement'],
  ])('with a loan, %s shows %s only when true', (switchPath, dependent) => {
    const withLoan = (value: boolean): DocumentData => {
      const data: DocumentData = { financing: { required: true } };
      setPath(data, switchPath, value);
      return data;
    };
    expect(visibleFields(PURCHASE_AGREEMENT, withLoan(true))).toContain(dependent);
    expect(visibleFields(PURCHASE_AGREEMENT, withLoan(false))).not.toContain(dependent);
  });

  it('shows the other excluded items text only when Other is excluded', () => {
    const path = 'conditions.excluded_fixtures_and_improvements';
    const select = (values: string[]) => ({
      conditions: { excluded_fixtures_and_improvements_select: values },
    });
    expect(visibleFields(PURCHASE_AGREEMENT, select(['dryer']))).not.toContain(path);
    expect(visibleFields(PURCHASE_AGREEMENT, select(['dryer', 'other']))).toContain(path);
  });

  it('gives a revealed field its default value: the home warranty at most $650, 14 days of due diligence', () => {
    const before = { costs_and_duties: { home_warranty: { included: false } } };
    const after = { costs_and_duties: { home_warranty: { included: true } } };
    expect(
      getPath(
        applyRules(PURCHASE_AGREEMENT, after, { previous: before }).data,
        'costs_and_duties.home_warranty.max_cost',
      ),
    ).toBe(650);
    const inspection = { conditions: { inspection_contingency: { selected: true } } };
    const revealed = applyRules(PURCHASE_AGREEMENT, inspection, { previous: {} });
    expect(getPath(revealed.data, 'conditions.inspection_contingency.days')).toBe(14);
    // A value the buyer typed is kept, and without `previous` nothing is filled in.
    const typed = { conditions: { inspection_contingency: { selected: true, days: 7 } } };
    expect(
      getPath(
        applyRules(PURCHASE_AGREEMENT, typed, { previous: {} }).data,
        'conditions.inspection_contingency.days',
      ),
    ).toBe(7);
    expect(
      getPath(applyRules(PURCHASE_AGREEMENT, inspection).data, 'conditions.inspection_contingency.days'),
    ).toBeUndefined();
  });

  it('does not change the data it is given', () => {
    const data = {
      financing: { required: true, type: 'VA loan' },
      costs_and_duties: { transfer_tax: { paid_by: 'seller', other: 'x' } },
    };
    const copy = structuredClone(data);
    applyRules(PURCHASE_AGREEMENT, data);
    expect(data).toEqual(copy);
  });
});

describe('repeating buyers and sellers', () => {
  it.each([
    [OFFER_LETTER, 'buyers'],
    [OFFER_LETTER, 'property.sellers'],
    [PURCHASE_AGREEMENT, 'buyers'],
    [PURCHASE_AGREEMENT, 'sellers'],
  ] as const)('%s %s: two fixed sections; added ones can be removed', (def, field) => {
    expect(visibleFields(def, {})).toEqual(expect.arrayContaining([`${field}.0.name`, `${field}.1.name`]));
    expect(canRemoveItem(def, {}, field, 0)).toBe(false);
    expect(canRemoveItem(def, {}, field, 1)).toBe(false);

    const three = addItem(def, {}, field);
    expect(getPath(three, field)).toEqual([{}, {}, {}]);
    expect(canRemoveItem(def, three, field, 2)).toBe(true);
    expect(visibleFields(def, three)).toContain(`${field}.2.email`);

    const named = structuredClone(three);
    (getPath(named, field) as DocumentData[])[0]!.name = 'First';
    (getPath(named, field) as DocumentData[])[2]!.name = 'Third';
    expect(getPath(removeItem(def, named, field, 2), field)).toEqual([{ name: 'First' }, {}]);
    expect(removeItem(def, named, field, 0)).toBe(named);
    expect(removeItem(def, named, field, 1)).toBe(named);
  });

  it('stops adding at the limit', () => {
    let data: DocumentData = {};
    for (let count = 0; count < 10; count += 1) data = addItem(OFFER_LETTER, data, 'buyers');
    expect(getPath(data, 'buyers')).toHaveLength(6);
    expect(repeatStates(OFFER_LETTER, data).find((group) => group.field === 'buyers')?.canAdd).toBe(false);
  });
});
