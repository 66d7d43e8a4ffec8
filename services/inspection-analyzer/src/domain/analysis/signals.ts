import { inspectorEstimate } from '../costs/inspector-cost';
import type { PriceRange, Severity } from '../report';
import { SEVERITIES } from '../report';

// The inspector's own signal decides a finding's tier (issue 23, item 3): the mark, rating word or heading the
// report gives it. Tiers follow the cost of the fix (DOMAIN.md), so a "!" or SAF mark starts at moderate: most
// immediate items are a tradesperson's repair, not a specialist's. Text cues then move a finding by one tier at
// most; only explicit hazard words make it critical. The service README prints this table; each row is tested.

export type Signal =
  'safety' | 'major-defect' | 'repair' | 'needs-attention' | 'maintenance' | 'monitor' | 'informational';

export interface SignalRow {
  signal: Signal;
  /** What the report prints, as the README shows it. */
  reportSays: string;
  words: RegExp;
  base: Severity;
}

export const SIGNAL_TABLE: SignalRow[] = [
  {
    signal: 'safety',
    reportSays: 'Safety hazard / Safety concern / Immediate / "!" / SAF',
    words: /^(?:\[!\]|!)|\bSAF\b|\bsafety (?:hazard|concerns?)\b|\bimmediate\b/i,
    base: 'moderate',
  },
  {
    signal: 'major-defect',
    reportSays: 'Major defect / Material defect / Significant deficiency',
    words: /\b(?:major|material) (?:defect|concern)\b|\bsignificant deficiency\b/i,
    base: 'major',
  },
  {
    signal: 'repair',
    reportSays: 'Not satisfactory / Repair or replace / RR / Deficient / TREC "Recommendation"',
    words: /\bnot satisfactory\b|\brepair or replace\b|\bRR\b|\bdeficien(?:t|cy)\b|^recommendations?$/i,
    base: 'moderate',
  },
  {
    signal: 'needs-attention',
    reportSays: 'Needs attention / Needs repair',
    words: /\bneeds (?:attention|repair)\b/i,
    base: 'moderate',
  },
  {
    signal: 'maintenance',
    reportSays: 'Maintenance / Handyman / MM / Marginal / TREC "Handyman/Maintenance Item"',
    words: /\bmaintenance\b|\bhandyman\b|\bMM\b|\bmarginal\b/i,
    base: 'minor',
  },
  { signal: 'monitor', reportSays: 'Monitor', words: /\bmonitor\b/i, base: 'minor' },
  {
    signal: 'informational',
    reportSays: 'FYI / Informational / Serviceable / Satisfactory / Discretionary upgrade',
    words:
      /\bFYI\b|\binformational\b|\bserviceable\b|\bsatisfactory\b|\bSER\b|\bdiscretionary\b|\bupgrades?\b/i,
    base: 'informational',
  },
];

/** The strongest signal a mark, rating word or heading carries, in the table's order. */
export function signalIn(text: string): Signal | undefined {
  return SIGNAL_TABLE.find((row) => row.words.test(text))?.signal;
}

export const baseTier = (signal: Signal): Severity => SIGNAL_TABLE.find((r) => r.signal === signal)!.base;

// Words that make a fix bigger or smaller than the signal's starting tier.
/** Heating and cooling equipment that does not do its job: replacement, a specialist's work. */
const EQUIPMENT_FAILED =
  /\b(?:condenser|heat pump|furnace|boiler|air conditioner|compressor)\b[^.]{0,40}\b(?:did not (?:cool|heat|start|run)|does not (?:cool|heat|start|run)|cooled poorly|not cooling|not heating|failed)\b/i;
const MAJOR_WORK =
  /\b(?:aluminum branch|sewage backed up|sewer (?:line )?(?:backed up|collapsed|broken)|galvanized (?:supply |water |steel )?pip\w*|heat exchanger|re-?pipe|re-?piping|repiping|re-?wir\w*|structural engineer|soft[- ]story|shear (?:panels?|walls?)|retaining wall|substantial|extensive|federal pacific|stab[- ]?lo[ck]k?|zinsco|polybutylene|knob[- ]and[- ]tube|underlayment|replace (?:the )?(?:roof|furnace|boiler|system|heat pump|air conditioner|condenser|sewer)|(?:roof|furnace|boiler|heat pump|condenser|sewer line) replacement|replacement [^.]{0,40}\bis likely|end of (?:its |their )?(?:typical |useful |service )?life|has shifted|shifted)\b/i;
const SMALL_WORK =
  /\b(?:caulk\w*|seal(?:ant|er|ed)?|grout|adjust\w*|loose|tighten\w*|re-?secure|secured?|lubricat\w*|clean\w*|cover plates?|(?:outlet|switch|receptacle) covers?|weather[- ]?strip\w*|door stops?|stopper|handles?|knobs?|latch\w*|filters?|bulbs?|touch[- ]up|paint\w*|minor|small|trim back|screens?|anti[- ]tip|dripping|drips?|globes?|high loop|(?:seismic |water heater )?straps?|gas clip|maintenance|handyman|batter(?:y|ies)|hinges?|missing caps?|splash ?block|extension|downspouts?|gutters?|insulation|labels?|diverter|aerator|efflorescence|self[- ]clos\w*|drain stop\w*|weep|vent cover)\b/i;
const NO_ACTION =
  /\bno attempt to inspect\b|\bcannot be determined\b|\bis limited to\b|\bcould not be (?:inspected|seen|viewed)\b|\bFYI\b|\bno (?:further )?(?:action|recommendations?)\b|\bfor your information\b|\b(?:as is )?typical (?:of|for) (?:most|age|the age)\b|\bappears? (?:to be )?(?:serviceable|functional)\b|\bcheck (?:the|with the) (?:records|seller|building|hoa)\b|\bnot (?:a )?part of this inspection\b/i;
/** Wear every house of its age shows, and routine upkeep advice: worth knowing, nothing to fix now. */
/** Wear every house of its age shows: nothing to fix unless the report asks for it. */
const WEAR =
  /\b(?:common|typical|normal|hairline|shrinkage) (?:cracks?|cracking|wear|settling)\b|\bconsidered normal\b|\bstandards? now requires?\b|\bno longer (?:be )?available\b|\bno longer in use\b|\bis a colou?rless\b|\b(?:a|is a) common condition\b/i;
/** Upkeep on a schedule ("change the filter every 30 days"): advice, even when worded as a recommendation. */
const UPKEEP =
  /\b(?:annually|periodically|on a regular basis|every \d{1,2} (?:to \d{1,2} )?(?:days|weeks|months|years))\b/i;
/** A remark about a class of things, not this house's ("Furnaces should...", "All detector batteries..."): it starts
 * without an article or a count naming one of them. */
const CLASS_OF_THINGS =
  /^(?!(?:the|this|these|those|that|its?|their|a|an|one|two|three|several|some|[a-z]+ (?:at|in|on|of) the)\b)/i;
const PRECAUTION =
  /\bdifficult to (?:access|inspect|see|evaluate)\b|\b(?:cannot|could not) be (?:adequately |fully )?(?:accessed|checked|inspected|seen|evaluated)\b|\bto verify (?:the|its) condition\b|\b(?:was|were) (?:off|not (?:lit|operated|turned on))\b/i;
const SAFETY_WORDS = /\bsafety (?:concerns?|hazards?|issues?)\b|\bunsafe\b/i;
/** "Replace the boards and paint", "reconnect and seal it": the finish after the repair, which does not make it small. */
const FINISHING_STEP = /\band (?:re)?(?:paint|seal|caulk)\w*/gi;
/** The report asks someone to do something about it. */
export const asksForWork = (text: string) => ASKS_FOR_ACTION.test(text);
const ASKS_FOR_ACTION =
  /\bshould (?:add|install|replace|repair|evaluate|correct|secure|reconnect|seal|service|bolt|flash)\b|(?:^|[.!?;:] )(?:install|replace|repair|secure|fasten|clean|caulk|add|hire|seal|reseal|reconnect|rehang|reset|adjust|extend|regrade|remove|correct|have (?:a|an|the))\b|\brecommend\w*|\bshould be \w+ed\b|\bin need of\b|\bwill need\b|\bneeds? (?:to be|repair|replac)|\bhave (?:it|them|this)\b|\badvised to\b|\bsuggest\w*|\bconsult\b|\bcontact\b|\bevidence of\b|\bdoes not have\b|\bthere (?:is|was) no\b/i;
/** Advice for the new owner that names no defect ("The locks should be rekeyed upon occupancy"). */
const OWNER_ADVICE =
  /\bshould be (?:changed|rekeyed|tested|checked|monitored)\b|\bstands the risk\b|\bis advisable\b/i;
const DEFECT_WORDS =
  /\b(?:damaged?|leak\w*|crack\w*|broken|missing|deteriorat\w*|rot\w*|corro\w*|rust\w*|inoperable|not operable|not working|improper\w*|defective|stain\w*|worn|failed|failing|loose|gaps?|exposed|disconnected|stoppage|not present|absent|inoperative|unsafe(?:ly)?|painted shut|vents? into the (?:attic|crawl ?space|garage)|below (?:current |modern )?standards?|undersized|inadequate|insufficient|not (?:appear to be )?(?:properly )?(?:bonded|grounded|installed|secured|supported)|ungrounded|non-?conforming|infest\w*|(?:moisture|water) (?:entry|intrusion)|accumulation of water|standing water|ponding|defects?|(?:did|does|do) not (?:work|operate)|(?:has|have|had) no|no (?:gfci|afci|[a-z-]+ protection)|poorly|not (?:operable|operational|functional|function|functioning))\b/i;

/** Explicit hazards, the only words that make a finding critical (issue 23): an active leak into the living space,
 * exposed live wiring, a gas smell, carbon monoxide, structural failure, and the life-safety devices whose failure
 * is an injury waiting to happen (a garage door that does not reverse, missing drowning barriers). */
const HAZARD =
  /\bactive(?:ly)? leak\w* (?:into|onto|in) the (?:living|home|house|ceiling|interior)|\bexposed (?:live |energi[sz]ed )?(?:wir\w*|splices?|conductors?)|\bun-?terminated (?:live )?wires?|\blive wires?\b|\b(?:smell|odou?r) of gas\b|\bgas (?:smell|odou?r|leak)\b|\bcarbon monoxide (?:leak|present|detected|entering|can (?:spill|enter|leak))|\bleak\w* (?:into|onto|through) the (?:[a-z]+ )?(?:ceiling|living|room|interior) below\b|\bleaking into the (?:[a-z]+ )?ceiling\b|\bstructural failure\b|(?:^|[,.;!?] |\b(?:is|are|as|creates|creating|presents?) )an? (?:fire|shock|electrocution) hazard\b|\bcollaps\w*|\bdrowning\b|\b(?:does|did) not (?:stop and )?reverse\b|\breverse (?:system|mechanism) (?:is )?(?:not|in)operable\b/i;

const step = (tier: Severity, by: number): Severity => {
  const i = SEVERITIES.indexOf(tier) - by;
  return SEVERITIES[Math.max(1, Math.min(SEVERITIES.length - 1, i))]!;
};

/** What the inspector says was not there: "no noticeable odor of gas was detected", "no sign of an active leak". */
const DENIED_HAZARD =
  /\bno (?:noticeable |detectable |apparent |visible |evidence of (?:an? )?|signs? of (?:an? )?)?(?:(?:smell|odou?r) of gas|gas (?:smell|odou?r|leaks?)|active leaks?|exposed wir\w*|carbon monoxide)\b/gi;

export function hasHazardWords(text: string): boolean {
  return HAZARD.test(text.replace(DENIED_HAZARD, ''));
}

/** A fix this cheap is a handyman's (DOMAIN.md: minor under about $300); this dear, a specialist's (major). */
export const MINOR_UP_TO_USD = 300;
export const MAJOR_FROM_USD = 2500;

/** The tier of a finding from its signal (if the report gave one), its words and what the fix costs. Cues move
 * the signal's tier by one at most, never to critical and never below minor (only a no-action remark is
 * informational); hazard words alone make a finding critical. */
/** "With typical wear, though the grout is deteriorated": the words after the turn are what the inspector means. */
const TURN = /(?:, but|,? (?:though|however|although|whereas)),? /i;

/** What the fix costs, when the inspector wrote it (read from the finding's words unless given). A cost-table price is a guess from the finding's words (it
 * measured worse than the words themselves on the dev set), so it never moves a tier. */
export interface FixCost {
  inspector?: PriceRange;
}

export function tierFromSignal(
  signal: Signal | undefined,
  whole: string,
  cost: FixCost = { inspector: inspectorEstimate(whole) },
): Severity {
  /** "NOTE: ...": the inspector's own way of saying a remark is for information. */
  const note = /^note\b/i.test(whole);
  const turn = TURN.exec(whole);
  const text = turn ? whole.slice(turn.index + turn[0].length) : whole;
  if (hasHazardWords(whole) && signal !== 'informational') return 'critical';
  // "No further recommendations are given" asks for nothing, nor does a referral offered only "if further
  // information is desired"; watching a common condition is not work either.
  const asked = text
    .replace(/\bno (?:further )?recommendations? (?:are|is|were) (?:given|made)/gi, '')
    .replace(/\bif (?:further|more|additional) information is (?:desired|needed|wanted)[^.]*/gi, '')
    .replace(/\bfor (?:more|further) (?:information|guidance)[^.]*/gi, '');
  const asks = ASKS_FOR_ACTION.test(asked);
  // What could happen ("the door may crack or fail", "test for possible leaks") is a warning, not a defect seen;
  // nor is a test's name ("a leak test").
  const defect = DEFECT_WORDS.test(
    text
      .replace(/\b(?:may|might|could|can) (?!be\b|have\b|not\b)[^.;,]*/gi, '')
      .replace(
        /\bno (?:visible |apparent )?(?:leaks?|damage|cracks?|stains?)\b|\b(?:leak|pressure|smoke) test\w*|\bfor (?:possible|potential|any(?: known)?) [^.;,]*/gi,
        '',
      ),
  );
  // An evaluation asked for because a part could not be seen, with no defect seen: a precaution, not a repair.
  const precaution = !defect && PRECAUTION.test(text);
  const major =
    !precaution &&
    (MAJOR_WORK.test(text) ||
      EQUIPMENT_FAILED.test(text) ||
      (!!cost?.inspector && cost.inspector.from >= MAJOR_FROM_USD));
  const small =
    !major &&
    (SMALL_WORK.test(text.replace(FINISHING_STEP, '')) ||
      (!!cost?.inspector && cost.inspector.to <= MINOR_UP_TO_USD));
  const routine =
    (WEAR.test(text) &&
      !ASKS_FOR_ACTION.test(asked.replace(/\bshould be monitored\b|\bevidence of\b/gi, ''))) ||
    (UPKEEP.test(text) && !defect && !/\bshould be (?:installed|added)\b/i.test(text));
  const noAction = (NO_ACTION.test(text) && (!defect || !asks)) || routine;
  if (!signal || note) {
    if (precaution) return 'informational';
    if (major && !note) return 'major';
    // Advice with no defect named and no repair asked for is for the buyer's information; so is a "Note:".
    if (noAction || (!defect && (OWNER_ADVICE.test(text) || !asks))) return 'informational';
    if (note && !ASKS_FOR_ACTION.test(text)) return 'informational';
    // "Safety concern" in the finding's own words is the inspector's signal, written inline.
    if (SAFETY_WORDS.test(text) && !note) return 'moderate';
    return small || note || !defect ? 'minor' : 'moderate';
  }
  const base = baseTier(signal);
  // Upkeep told of a whole class of things ("Furnaces should be serviced annually") is advice whatever the mark.
  if (routine && CLASS_OF_THINGS.test(text.trim())) return 'informational';
  if (signal === 'informational')
    return !noAction && !precaution && (defect || ASKS_FOR_ACTION.test(text)) ? 'minor' : base;
  if (major) return step(base, 1);
  if (noAction && signal !== 'safety') return step(base, -1);
  if (small && base !== 'minor') return step(base, -1);
  return base;
}
