// Regional cost factors by state: the U.S. Bureau of Economic Analysis Regional Price Parities, all items, 2023
// (released 12 December 2024; U.S. = 100). Whole points as charted from BEA's table by Visual Capitalist (June 2025),
// with BEA's own one-decimal values where its release quotes them (CA 112.6, DC 110.8, NJ 108.9, HI 108.6,
// SD 88.1, MS 87.3, AR 86.5). RPPs measure consumer price levels (goods, rents, services), not construction costs
// alone; they are the published index that covers every state and DC, and repair labour follows local wages and
// rents closely enough to move a national range the right way. The buyer is always told to get local quotes.

export interface StateFactor {
  name: string;
  /** Regional price parity, U.S. = 100. */
  rpp: number;
}

export const REGIONAL_INDEX = 'BEA Regional Price Parities, all items, 2023';

export const STATE_FACTORS: Readonly<Record<string, StateFactor>> = {
  AK: { name: 'Alaska', rpp: 102.0 },
  AL: { name: 'Alabama', rpp: 90.0 },
  AR: { name: 'Arkansas', rpp: 86.5 },
  AZ: { name: 'Arizona', rpp: 101.0 },
  CA: { name: 'California', rpp: 112.6 },
  CO: { name: 'Colorado', rpp: 101.0 },
  CT: { name: 'Connecticut', rpp: 104.0 },
  DC: { name: 'District of Columbia', rpp: 110.8 },
  DE: { name: 'Delaware', rpp: 99.0 },
  FL: { name: 'Florida', rpp: 104.0 },
  GA: { name: 'Georgia', rpp: 97.0 },
  HI: { name: 'Hawaii', rpp: 108.6 },
  IA: { name: 'Iowa', rpp: 89.0 },
  ID: { name: 'Idaho', rpp: 91.0 },
  IL: { name: 'Illinois', rpp: 99.0 },
  IN: { name: 'Indiana', rpp: 92.0 },
  KS: { name: 'Kansas', rpp: 90.0 },
  KY: { name: 'Kentucky', rpp: 91.0 },
  LA: { name: 'Louisiana', rpp: 88.0 },
  MA: { name: 'Massachusetts', rpp: 108.0 },
  MD: { name: 'Maryland', rpp: 104.0 },
  ME: { name: 'Maine', rpp: 97.0 },
  MI: { name: 'Michigan', rpp: 94.0 },
  MN: { name: 'Minnesota', rpp: 98.0 },
  MO: { name: 'Missouri', rpp: 92.0 },
  MS: { name: 'Mississippi', rpp: 87.3 },
  MT: { name: 'Montana', rpp: 90.0 },
  NC: { name: 'North Carolina', rpp: 94.0 },
  ND: { name: 'North Dakota', rpp: 89.0 },
  NE: { name: 'Nebraska', rpp: 90.0 },
  NH: { name: 'New Hampshire', rpp: 105.0 },
  NJ: { name: 'New Jersey', rpp: 108.9 },
  NM: { name: 'New Mexico', rpp: 90.0 },
  NV: { name: 'Nevada', rpp: 97.0 },
  NY: { name: 'New York', rpp: 108.0 },
  OH: { name: 'Ohio', rpp: 92.0 },
  OK: { name: 'Oklahoma', rpp: 88.0 },
  OR: { name: 'Oregon', rpp: 105.0 },
  PA: { name: 'Pennsylvania', rpp: 98.0 },
  RI: { name: 'Rhode Island', rpp: 101.0 },
  SC: { name: 'South Carolina', rpp: 93.0 },
  SD: { name: 'South Dakota', rpp: 88.1 },
  TN: { name: 'Tennessee', rpp: 93.0 },
  TX: { name: 'Texas', rpp: 97.0 },
  UT: { name: 'Utah', rpp: 95.0 },
  VA: { name: 'Virginia', rpp: 101.0 },
  VT: { name: 'Vermont', rpp: 97.0 },
  WA: { name: 'Washington', rpp: 109.0 },
  WI: { name: 'Wisconsin', rpp: 93.0 },
  WV: { name: 'West Virginia', rpp: 90.0 },
  WY: { name: 'Wyoming', rpp: 91.0 },
};

const BY_NAME = new Map(Object.entries(STATE_FACTORS).map(([code, s]) => [s.name.toLowerCase(), code]));
BY_NAME.set('washington dc', 'DC').set('washington, d.c.', 'DC').set('d.c.', 'DC');

/** The two-letter code of a state as an address gives it ("UT", "ut", "Utah", "District of Columbia"), or
 * undefined when it is not one of the 50 states or DC. */
export function stateCode(state: string | null | undefined): string | undefined {
  const s = (state ?? '').trim();
  if (!s) return undefined;
  const upper = s.toUpperCase();
  if (upper.length === 2 && STATE_FACTORS[upper]) return upper;
  return BY_NAME.get(s.toLowerCase().replace(/\s+/g, ' '));
}

/** The multiplier a national price takes in the state: its RPP over 100; 1 when the state is unknown. */
export function regionalFactor(state: string | null | undefined): number {
  const code = stateCode(state);
  return code ? STATE_FACTORS[code]!.rpp / 100 : 1;
}
