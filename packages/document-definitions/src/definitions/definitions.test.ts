import type { z } from 'zod';
import { FIXTURE_OPTIONS, US_STATES } from '../enumerations';
import { fieldStates } from '../engine/fields';
import { menuOf } from '../engine/steps';
import { offerLetterDataSchema, purchaseAgreementDataSchema } from '../schemas';
import type { DocumentDefinition, Element, ElementKind } from '../types';
import { OFFER_LETTER } from './offer-letter';
import { PURCHASE_AGREEMENT, PURCHASE_AGREEMENT_MENU } from './purchase-agreement';

/** Whether the schema has a field at `path` (array items by their index). */
function schemaHas(schema: z.ZodType, path: string): boolean {
  let current: z.ZodType = schema;
  for (const key of path.split('.')) {
    for (;;) {
      const def = current.def as { type: string; innerType?: z.ZodType; element?: z.ZodType };
      if ((def.type === 'optional' || def.type === 'nullable') && def.innerType) current = def.innerType;
      else break;
    }
    const def = current.def as { type: string; shape?: Record<string, z.ZodType>; element?: z.ZodType };
    if (def.type === 'array' && /^\d+$/.test(key)) current = def.element!;
    else if (def.type === 'object' && def.shape?.[key]) current = def.shape[key];
    else return false;
  }
  return true;
}

/** Every element of a definition, nested ones included. */
const elementsOf = (def: DocumentDefinition): Element[] =>
  def.sections.flatMap((section) =>
    section.elements.flatMap((element) =>
      element.kind === 'modal' || element.kind === 'repeat'
        ? [element, ...element.elements]
        : [element as Element],
    ),
  );

describe('the offer letter definition', () => {
  it("has the spec's five sections, keys and display names in order", () => {
    expect(OFFER_LETTER.sections.map((section) => [section.key, section.title])).toEqual([
      ['property-details', 'Property Details'],
      ['buyer-details', 'Buyer Details'],
      ['seller-details', 'Seller Details'],
      ['offer-details', 'Offer details'],
      ['additional', 'Additional'],
    ]);
  });

  it('names only fields of the meta_data schema', () => {
    expect(schemaHas(offerLetterDataSchema, 'buyers.0.name')).toBe(true);
    expect(schemaHas(offerLetterDataSchema, 'property.nickname')).toBe(false);
    const missing = fieldStates(OFFER_LETTER, {})
      .map((state) => state.path)
      .filter((path) => !schemaHas(offerLetterDataSchema, path));
    expect(missing).toEqual([]);
  });
});

describe('the purchase agreement definition', () => {
  it("has the spec's eleven section keys, spelled as given, in order", () => {
    expect(PURCHASE_AGREEMENT.sections.map((section) => section.key)).toEqual([
      'property-details',
      'property-condition-and-disclosure',
      'buyer-details',
      'seller-details',
      'purchase-price-and-finance',
      'escrow-details',
      'closing-settelment',
      'condition-clauses',
      'legal-despute-resolution',
      'additional-costs-duties',
      'taxes-fees',
    ]);
  });

  it("shows the spec's ten display names in its menu, the last over two keys", () => {
    expect(menuOf(PURCHASE_AGREEMENT).map((entry) => entry.title)).toEqual([
      'Property Details',
      'Property Fixtures',
      'Buyer Details',
      'Seller Details',
      'Purchase Price And Financing',
      'Escrow Details',
      'Closing and Settlement',
      'Contingencies',
      'Legal and Dispute Resolution',
      'Additional Costs and Duties',
    ]);
    expect(menuOf(PURCHASE_AGREEMENT).map(({ title, keys }) => ({ title, keys }))).toEqual(
      PURCHASE_AGREEMENT_MENU,
    );
    expect(menuOf(PURCHASE_AGREEMENT).at(-1)).toEqual({
      title: 'Additional Costs and Duties',
      keys: ['additional-costs-duties', 'taxes-fees'],
      stepIndex: 9,
    });
  });

  it('names only fields of the data schema, whatever the state', () => {
    for (const state of ['UT', 'OR', 'ME', 'MN', 'CA', 'NY']) {
      const data = {
        property: { address: { state }, located_in_shoreland_zone: { selected: true } },
        costs_and_duties: { transfer_tax: { paid_by: 'other' } },
      };
      const missing = fieldStates(PURCHASE_AGREEMENT, data)
        .map((field) => field.path)
        .filter((path) => !schemaHas(purchaseAgreementDataSchema, path));
      expect(missing).toEqual([]);
    }
  });

  it('has the Report Summary fixtures accordion in Property Fixtures', () => {
    const fixtures = PURCHASE_AGREEMENT.sections.find(
      (section) => section.key === 'property-condition-and-disclosure',
    );
    const accordion = fixtures?.elements.find((element) => element.kind === 'fixtures_accordion');
    expect(accordion).toMatchObject({ title: 'Report Summary' });
    for (const topic of [
      'fixtures',
      'electrical',
      'mechanical',
      'window treatments',
      'security',
      'home automation',
    ])
      expect(accordion && 'text' in accordion ? accordion.text.toLowerCase() : '').toContain(topic);
  });
});

describe('the two definitions together', () => {
  it('use every element kind spec part 2 lists', () => {
    const used = new Set<ElementKind>(
      [OFFER_LETTER, PURCHASE_AGREEMENT].flatMap(elementsOf).map((e) => e.kind),
    );
    // 'repeat' is the title with remove-section button and the add-section button.
    const partTwo: ElementKind[] = [
      'text',
      'masked_text',
      'number',
      'date',
      'select',
      'radio_group',
      'radio_cards',
      'checkbox',
      'checkbox_group',
      'dont_know_checkbox',
      'textarea',
      'repeat',
      'divider',
      'modal',
      'card',
      'fixtures_accordion',
      'transfer_tax',
    ];
    expect([...used].sort()).toEqual([...partTwo].sort());
  });

  it('never give two inputs the same path', () => {
    for (const def of [OFFER_LETTER, PURCHASE_AGREEMENT]) {
      const paths = fieldStates(def, { property: { address: { state: 'ME' } } }).map((state) => state.path);
      expect(paths.filter((path, index) => paths.indexOf(path) !== index)).toEqual([]);
    }
  });

  it('ask for the offer expiration (date, time, AM/PM) in a modal opened on finalize', () => {
    for (const def of [OFFER_LETTER, PURCHASE_AGREEMENT]) {
      const modal = elementsOf(def).find((element) => element.kind === 'modal');
      expect(modal).toMatchObject({
        opensOn: 'finalize',
        hint: 'Common deadlines range from 24 to 72 hours.',
      });
      expect(modal && 'elements' in modal ? modal.elements.map((element) => element.kind) : []).toEqual([
        'date',
        'text',
        'radio_group',
      ]);
    }
  });
});

describe('the enumerations', () => {
  it('list 21 fixtures ending with Other, and the 50 states and DC', () => {
    expect(FIXTURE_OPTIONS).toHaveLength(21);
    expect(FIXTURE_OPTIONS.at(-1)).toEqual({ value: 'other', label: 'Other' });
    expect(US_STATES).toHaveLength(51);
    expect(new Set(US_STATES.map((state) => state.value)).size).toBe(51);
    expect(US_STATES.find((state) => state.value === 'DC')?.label).toBe('District of Columbia');
  });
});
