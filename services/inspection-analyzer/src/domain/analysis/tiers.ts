import type { Severity } from '../report';
import type { CostRow } from '../costs/cost-table';
import { followedWithin, sentences } from './text';
import { CATEGORY_TIER, type CategoryKind } from './vocabulary';

// DOMAIN.md "Label -> tier mapping": the inspector's category is the starting point, but text cues beat it and a
// label never lowers a safety finding (a "Maintenance Item" missing GFCI is still critical).

/** Life-safety subjects TREC wants marked deficient and other hazards; they count only in a sentence that says
 * something is wrong with them ("no GFCI", "balusters spaced 6 inches"), not where a report merely names them. */
const HAZARD_SUBJECTS: RegExp[] = [
  /\bgfci\b|\bground[- ]fault/i,
  /\bafci\b|\barc[- ]fault/i,
  /\bsmoke (alarm|detector)s?\b|\bcarbon monoxide\b|\bco (alarm|detector)s?\b/i,
  /\bsafety glass\b|\btempered(-glass)?\b/i,
  /\bbalusters?\b|\bguard ?rails?\b/i,
  /\bbond(ing|ed)?\b|\bcsst\b/i,
  /\b(tpr|relief) (valve|discharge)|\bdischarge pipe\b/i,
  /\bauto[- ]?reverse|\b(did|does) not reverse|\breversing (mechanism|sensor)/i,
  /\bself[- ]clos\w*|\bfire[- ]rated\b/i,
  /\begress\b|\bemergency escape\b/i,
  /\bjunction box|\bsplices?\b|\bspliced\b/i,
];
const WRONG =
  /\b(no|not|missing|lack\w*|without|fail\w*|did not|does not|inoperable|defective|improper\w*|damaged|too wide|wide|exceed\w*|unbonded|open|exposed|disconnected|removed|broken|inadequate|insufficient|spaced|cannot|blocked|obstructed)\b/i;

/** Hazards that are critical however they are worded. */
const ALWAYS_CRITICAL: { test(text: string): boolean }[] = [
  /\bfederal pacific\b|\bfpe\b|\bstab-?lok\b|\bzinsco\b/i,
  // "gas ... leak", "leak ... damp to the touch", "moisture meter ... high" within a sentence, without rescanning it.
  /\bgas (leak|odor|smell)|\b(smell|odor) of gas/i,
  { test: (s) => followedWithin(s, /\bgas\b/i, /\bleak/i, '.') },
  /\bactive(ly)? leak/i,
  { test: (s) => followedWithin(s, /\bleak\w*\b/i, /\b(damp|wet) to the touch/i, '.') },
  { test: (s) => followedWithin(s, /\bmoisture meter\b/i, /\b(high|elevated)/i, '.') },
  /\b(structural|foundation|differential) movement\b|\bstructural (failure|damage)\b|\b(sagging|cracked|broken|split) (rafters?|joists?|beams?|trusses|headers?)\b/i,
  /\bcracked heat exchanger|\bback-?draft/i,
  /\bexposed (wiring|wires|splices?|conductors?)|\blive (wires?|conductors?)|\bspliced wiring is exposed/i,
  /\b(safety|fire|shock|electrocution|burn|fall) hazard\b|\bsafety (concern|issue|risk)\b|\bscald/i,
];
const NOT_NOW = /\b(dry at the time|no (active )?moisture|previous(ly)?|prior|old stain|not active)\b/i;

export function hasSafetyCue(text: string): boolean {
  return sentences(text).some(
    (s) =>
      (ALWAYS_CRITICAL.some((re) => re.test(s)) && !NOT_NOW.test(s)) ||
      (HAZARD_SUBJECTS.some((re) => re.test(s)) && WRONG.test(s)),
  );
}

const ENGINEER = /\b(structural )?engineer\b/i;
/** Conditions with no sourced price that still mean a large job (rewiring, repiping). */
const MAJOR_SUBJECTS =
  /\bknob[- ]and[- ]tube\b|\baluminum branch (circuit )?wiring\b|\bpolybutylene\b|\borangeburg\b/i;
const MAINTENANCE_WORDS =
  /\b(handyman|maintenance|monitor(ing)?|cosmetic|caulk(ing)?|homeowner|touch[- ]up|budget(ing)? for|plan for (its )?replacement)\b/i;
/** Small fixes anyone can do, when the report names no licensed trade for them. */
const UPKEEP_VERBS = /\b(adjust|tighten|reset|lubricate|clean|re-?secure|trim back)\b/i;
const LICENSED_TRADE =
  /\b(licensed|contractor|electrician|plumber|roofer|engineer|hvac|technician|specialist)\b/i;
/** A repair whose cheapest typical price is about this much or more is a major repair, not a moderate one. */
export const MAJOR_FROM_USD = 750;

export interface TierInput {
  title: string;
  text: string;
  category?: CategoryKind;
}

export function tierOf({ title, text, category }: TierInput, cost?: CostRow): Severity {
  if (category === 'info') return 'informational';
  if (hasSafetyCue(title) || hasSafetyCue(text)) return 'critical';
  if (category) {
    const tier = CATEGORY_TIER[category];
    if (category !== 'defect') return tier;
  } else if (MAINTENANCE_WORDS.test(text) && !ENGINEER.test(text)) {
    return 'minor';
  } else if (UPKEEP_VERBS.test(text) && !LICENSED_TRADE.test(text)) {
    return 'minor';
  }
  if (
    ENGINEER.test(text) ||
    MAJOR_SUBJECTS.test(`${title} ${text}`) ||
    (cost && cost.range.from >= MAJOR_FROM_USD)
  )
    return 'major';
  return 'moderate';
}
