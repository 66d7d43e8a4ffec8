import type { Severity } from '../report';

// The inspectors' own words, as DOMAIN.md records them per software package, and the tier each one starts from.
// A category is only a starting point: text cues (tiers.ts) raise a safety finding whatever its label says.

export type CategoryKind = 'safety' | 'defect' | 'major-defect' | 'maintenance' | 'monitor' | 'info';

const CATEGORIES: [RegExp, CategoryKind][] = [
  [/^(safety( hazard| concern| issue)?|safety\/health|health \/ safety|s)$/i, 'safety'],
  [
    /^(major defect|material defect|major concern|significant (defect|deficiency)|defective)$/i,
    'major-defect',
  ],
  [
    /^(recommendation|recommendations|defect|deficiency|deficient|repair( needed)?|repair or replace|repair\/replace|rr|correction needed|needs? repair|evaluate|further evaluation( recommended)?|minor defect|attention)$/i,
    'defect',
  ],
  [
    /^((handyman\s*\/\s*)?maintenance( item)?|minor maintenance|mm|marginal|maintenance\s*\/\s*(monitor|minor)|cosmetic|upkeep|handyman( item)?)$/i,
    'maintenance',
  ],
  [/^(recommend(ed)? monitoring|monitor|monitor item|maintenance\s*\/\s*monitor)$/i, 'monitor'],
  [/^(informational|fyi|can'?t confirm|not inspected|not present)$/i, 'info'],
];

/** The category a line names when it is a category line of the template ("Safety Hazard", "MAINTENANCE ITEM"). */
export function categoryOf(line: string): CategoryKind | undefined {
  const text = line
    .trim()
    .replace(/^(category|rating|condition|type)\s*:\s*/i, '')
    .replace(/[.:]$/, '')
    .trim();
  if (text.length > 40) return undefined;
  return CATEGORIES.find(([re]) => re.test(text))?.[1] ?? garbledCategory(text);
}

/** Category lines as OCR mangles them ("HANOYMANAMAINTENANCE ITEM"): the key word survives, whole. */
function garbledCategory(text: string): CategoryKind | undefined {
  if (text !== text.toUpperCase()) return undefined;
  const letters = text.replace(/[^A-Z]/g, '');
  if (letters.length > 26) return undefined;
  if (/^RECOMMEND\w{0,4}MONITOR/.test(letters)) return 'monitor';
  if (/MAINTENANCE(ITEM)?$/.test(letters)) return 'maintenance';
  if (/^SAFETY(HAZARD|CONCERN)?$/.test(letters)) return 'safety';
  if (/^RECOMMENDATIONS?$/.test(letters)) return 'defect';
  return undefined;
}

export const CATEGORY_TIER: Record<CategoryKind, Severity> = {
  safety: 'critical',
  'major-defect': 'major',
  defect: 'moderate',
  maintenance: 'minor',
  monitor: 'minor',
  info: 'informational',
};

/** System names inspection reports use as section headings (TREC I-VI, InterNACHI 3.1-3.10, HomeGauge). */
export const SYSTEM_WORDS =
  /\b(roof(ing)?|exterior|grounds|structur(e|al)|foundation|basement|crawl ?space|heating|cooling|air conditioning|hvac|plumbing|electrical|fireplaces?|chimneys?|attic|insulation|ventilation|doors?|windows?|interiors?|kitchen|appliances|bathrooms?|laundry|garage|water heat(er|ing)|garage|pools?|spas?|irrigation|sprinklers?|outbuildings?|wells?|septic|sewage|decks?|porch(es)?|driveways?|walkways?|landscap(e|ing)|gutters?|drainage|grading|siding|walls|ceilings|floors|stairways?|systems)\b/i;

/** Trades named in action sentences, most specific first; the captured name is what the buyer is told to call. */
export const TRADES: [RegExp, string][] = [
  [/structural engineer|\bengineer\b/i, 'structural engineer'],
  [/foundation (repair )?(contractor|specialist|company)/i, 'foundation repair contractor'],
  [/electrician|electrical contractor/i, 'licensed electrician'],
  [/plumb(er|ing contractor)/i, 'licensed plumber'],
  [/hvac|heating and (air|cooling)|air conditioning (contractor|technician)/i, 'HVAC contractor'],
  [/waterproof/i, 'waterproofing contractor'],
  [/\broof(er|ing contractor|ing company)/i, 'roofing contractor'],
  [/chimney sweep|csia|chimney (contractor|specialist)|mason/i, 'chimney specialist'],
  [/glazier|glass (company|contractor)|window (contractor|company)/i, 'glazier'],
  [/siding contractor/i, 'siding contractor'],
  [/insulation contractor/i, 'insulation contractor'],
  [/garage door (contractor|technician|company)/i, 'garage door technician'],
  [/pest control|termite|wdi|wood[- ]destroying/i, 'pest control company'],
  [/mold (remediat|specialist)/i, 'mold remediation company'],
  [/landscaper|excavat|grading contractor/i, 'landscaper'],
  [/gutter/i, 'gutter contractor'],
  [/sewer|drain specialist/i, 'sewer specialist'],
  [/vent cleaning|duct cleaning/i, 'vent cleaning service'],
  [/deck (contractor|builder)/i, 'deck contractor'],
  [/carpenter|framer/i, 'carpenter'],
  [/handyman/i, 'handyman'],
  [/(qualified|licensed|general) contractor|contractor/i, 'qualified contractor'],
];

export function tradeIn(text: string): string | undefined {
  return TRADES.find(([re]) => re.test(text))?.[1];
}
