/**
 * The local time zone of a US property, from its state. A tour is proposed in the house's time, not the buyer's,
 * because that is where the agent and the buyer meet. States split across zones take the zone most of their people
 * live in, unless the longitude says otherwise for the well-known splits (the Florida panhandle, west Texas, the
 * Idaho panhandle, eastern Oregon is left Pacific since almost nobody lives in its Mountain sliver).
 */
export interface PropertyTimeZone {
  /** IANA zone, e.g. 'America/Denver'. */
  id: string;
  /** What the buyer reads: 'Mountain Time'. */
  label: string;
}

const EASTERN = { id: 'America/New_York', label: 'Eastern Time' };
const CENTRAL = { id: 'America/Chicago', label: 'Central Time' };
const MOUNTAIN = { id: 'America/Denver', label: 'Mountain Time' };
const ARIZONA = { id: 'America/Phoenix', label: 'Mountain Time (no daylight saving)' };
const PACIFIC = { id: 'America/Los_Angeles', label: 'Pacific Time' };
const ALASKA = { id: 'America/Anchorage', label: 'Alaska Time' };
const HAWAII = { id: 'Pacific/Honolulu', label: 'Hawaii Time' };
const ATLANTIC = { id: 'America/Puerto_Rico', label: 'Atlantic Time' };

const BY_STATE: Record<string, PropertyTimeZone> = {
  AL: CENTRAL,
  AK: ALASKA,
  AZ: ARIZONA,
  AR: CENTRAL,
  CA: PACIFIC,
  CO: MOUNTAIN,
  CT: EASTERN,
  DE: EASTERN,
  DC: EASTERN,
  FL: EASTERN,
  GA: EASTERN,
  HI: HAWAII,
  ID: MOUNTAIN,
  IL: CENTRAL,
  IN: EASTERN,
  IA: CENTRAL,
  KS: CENTRAL,
  KY: EASTERN,
  LA: CENTRAL,
  ME: EASTERN,
  MD: EASTERN,
  MA: EASTERN,
  MI: EASTERN,
  MN: CENTRAL,
  MS: CENTRAL,
  MO: CENTRAL,
  MT: MOUNTAIN,
  NE: CENTRAL,
  NV: PACIFIC,
  NH: EASTERN,
  NJ: EASTERN,
  NM: MOUNTAIN,
  NY: EASTERN,
  NC: EASTERN,
  ND: CENTRAL,
  OH: EASTERN,
  OK: CENTRAL,
  OR: PACIFIC,
  PA: EASTERN,
  RI: EASTERN,
  SC: EASTERN,
  SD: CENTRAL,
  TN: CENTRAL,
  TX: CENTRAL,
  UT: MOUNTAIN,
  VT: EASTERN,
  VA: EASTERN,
  WA: PACIFIC,
  WV: EASTERN,
  WI: CENTRAL,
  WY: MOUNTAIN,
  PR: ATLANTIC,
};

/** Longitude splits worth making: west of the line the other zone applies. */
const SPLITS: Record<string, { westOf: number; zone: PropertyTimeZone }> = {
  FL: { westOf: -85.0, zone: CENTRAL },
  TX: { westOf: -104.9, zone: MOUNTAIN },
  ID: { westOf: -115.5, zone: PACIFIC },
};

/** The property's time zone; Eastern when the state is unknown (the most common zone, and clearly labelled). */
export function propertyTimeZone(state: string, longitude?: number | null): PropertyTimeZone {
  const code = state.trim().toUpperCase();
  const split = SPLITS[code];
  if (split && typeof longitude === 'number' && Number.isFinite(longitude) && longitude < split.westOf) {
    return split.zone;
  }
  return BY_STATE[code] ?? EASTERN;
}
