import { US_STATE_CODES } from './enumerations';
import { STATES_WITHOUT_TRANSFER_TAX, TRANSFER_TAX_NOTES, transferTaxDefault } from './transfer-tax';

const BY_SPEC = {
  buyer: ['AL', 'TN', 'VT'],
  equally_shared: ['DE', 'ME', 'MD', 'NV', 'NH', 'PA'],
  other: ['NJ', 'NY', 'VA'],
  seller: [
    'AR',
    'CA',
    'CO',
    'CT',
    'DC',
    'FL',
    'GA',
    'HI',
    'IL',
    'IA',
    'KY',
    'MA',
    'MI',
    'MN',
    'NE',
    'NC',
    'OH',
    'OK',
  ],
  sellerToo: ['RI', 'SC', 'SD', 'WA', 'WV', 'WI'],
};

describe('transferTaxDefault', () => {
  it.each(BY_SPEC.buyer)('%s: Buyer', (state) => expect(transferTaxDefault(state).paid_by).toBe('buyer'));
  it.each(BY_SPEC.equally_shared)('%s: Equally Shared', (state) =>
    expect(transferTaxDefault(state).paid_by).toBe('equally_shared'),
  );
  it.each([...BY_SPEC.seller, ...BY_SPEC.sellerToo])('%s: Seller', (state) =>
    expect(transferTaxDefault(state).paid_by).toBe('seller'),
  );

  it.each(BY_SPEC.other)('%s: Other, with preset text naming the state', (state) => {
    const preset = transferTaxDefault(state);
    expect(preset.paid_by).toBe('other');
    const name = { NJ: 'New Jersey', NY: 'New York', VA: 'Virginia' }[state]!;
    expect(preset.other).toMatch(new RegExp(`^${name}: `));
  });

  it('gives no text with the other answers', () => {
    for (const state of ['AL', 'DE', 'CA']) expect(transferTaxDefault(state).other).toBeNull();
  });

  it("keeps the spec's default for the disputed states and adds a short note", () => {
    expect(transferTaxDefault('AR')).toMatchObject({
      paid_by: 'seller',
      note: expect.stringContaining('equally'),
    });
    expect(transferTaxDefault('NV')).toMatchObject({
      paid_by: 'equally_shared',
      note: expect.stringContaining('seller'),
    });
    expect(transferTaxDefault('DC')).toMatchObject({
      paid_by: 'seller',
      note: expect.stringContaining('recordation'),
    });
    expect(transferTaxDefault('IL')).toMatchObject({
      paid_by: 'seller',
      note: expect.stringContaining('Chicago'),
    });
    expect(transferTaxDefault('AL')).toMatchObject({
      paid_by: 'buyer',
      note: expect.stringContaining('disagree'),
    });
    expect(transferTaxDefault('CO')).toMatchObject({
      paid_by: 'seller',
      note: expect.stringContaining('disagree'),
    });
    for (const note of Object.values(TRANSFER_TAX_NOTES)) expect(note.length).toBeLessThanOrEqual(120);
  });

  it('falls back to Seller for the states the spec leaves to "many other states"', () => {
    expect(transferTaxDefault('OH')).toEqual({ hasTax: true, paid_by: 'seller', other: null, note: null });
    expect(transferTaxDefault(' ny ').paid_by).toBe('other');
    for (const state of US_STATE_CODES) expect(transferTaxDefault(state).paid_by).toBeTruthy();
  });

  it('says Texas, Utah and the other states without a transfer tax have none (NCSL table), so no one pays one', () => {
    expect(transferTaxDefault('TX')).toMatchObject({
      hasTax: false,
      note: 'Texas has no real-estate transfer tax.',
    });
    expect(transferTaxDefault('UT')).toMatchObject({
      hasTax: false,
      note: 'Utah has no real-estate transfer tax.',
    });
    for (const state of STATES_WITHOUT_TRANSFER_TAX) expect(transferTaxDefault(state).hasTax).toBe(false);
    const taxed = US_STATE_CODES.filter((state) => !STATES_WITHOUT_TRANSFER_TAX.includes(state));
    for (const state of taxed) expect(transferTaxDefault(state).hasTax).toBe(true);
    // Every state the spec names a payer for has a tax: the table never contradicts the spec.
    for (const list of Object.values(BY_SPEC))
      for (const state of list) expect(STATES_WITHOUT_TRANSFER_TAX).not.toContain(state);
  });

  it('keeps the payer question, with a note, where only a local tax or fee may apply', () => {
    for (const [state, words] of [
      ['AZ', '$2 affidavit fee'],
      ['LA', 'parishes'],
      ['OR', 'Washington County'],
    ] as const) {
      expect(transferTaxDefault(state)).toMatchObject({ hasTax: true, note: expect.stringContaining(words) });
    }
  });
});
