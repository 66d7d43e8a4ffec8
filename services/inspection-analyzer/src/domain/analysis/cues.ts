// Word cues that say what a paragraph is about: a defect, an action for someone to take, a limitation of the
// inspection. Used where the report gives no title or category of its own.

import { followedWithin } from './text';

const DEFECT =
  /\b(damaged?|missing|lack(s|ing)?|loose|leak(s|ing|ed)?|drip(s|ping)?|crack(s|ed|ing)?|broken|rot(ted|ten)?|decay(ed)?|deteriorat(ed|ing|ion)|corro(ded|sion)|rust(ed|ing)?|worn|failed|failing|inoperable|not (functioning|working|operat\w*|protected|installed|present|secured|sealed|bonded|grounded|tripp?\w*)|did not|does not|do not (latch|close|open|operate|work|function|drain|stay|seal|fit)|no\s+(gfci|afci|smoke|cover|bonding|discharge|anti-tip|handrail|vacuum|backflow|high loop)|improper(ly)?|defective|deficien(t|cy)|hazard(ous)?|unsafe|exposed|open (junction|splice|ground)|double[- ]tap(ped)?|reversed|stain(s|ed)?|moisture|sag(s|ging)?|settl(ed|ing|ement)|movement|out of (square|level|plumb)|bow(ed|ing)|clogged|blocked|disconnected|separated|excessive|too (wide|high|low)|insufficient|inadequate|negative grad|slopes? toward|pond(s|ing)|fogg(ed|ing)|end of (its |their )?(typical |useful |service |expected )?(life|lifespan)|curl(ed|ing)|brittle|granule loss|soft|spongy|buckl(ed|ing)|warp(ed|ing)|peel(ed|ing)|gaps?\b|inoperative|non-?functional|worn out|no longer|in need of|needs? (repair|replacement|service|attention)|improper|incorrect(ly)?|substandard|amateur|evidence of|signs of|water damage|wet\b|elevated moisture|rodent|pests?\b|vermin|unsecured|overgrown|tree limbs|beyond (its )?(expected|typical|useful|service) (life|lifespan)|cannot be (opened|closed|operated)|past (its )?(typical )?(service|useful)|near(ing)? the end|creosote|termite|mold|wood rot|trip hazard|auto[- ]reverse|self[- ]clos)/i;

const ACTION =
  /\b(recommend(ed|s)?|should be|have (a|an|the)|hire|contact|consult|evaluat(e|ion)|repair(ed)?|replace(d|ment)?|correct(ed|ion)?|install(ed)?|budget(ing)? for|monitor|service(d)?|clean(ed)?|seal(ed)?|secure(d)?|adjust(ed)?)\b/i;

const LIMITATION =
  /\b(not inspected|could not be|was not|were not|not accessible|inaccessible|no access|unable to|did not (enter|inspect|test|operate)|not (entered|operated|tested|visible|evaluated|walked)|blocked|obstructed|covered by|stored items|shut off|shut down|winterized|disconnected|not viewed|limited (view|access)|partially (inspected|viewed|accessible|visible)|viewed (only )?from the (hatch|access|ground|ladder|opening)|from the (hatch|ground) only)\b/i;

// An explicit instruction to fix something is a finding even when the defect is not named in our words: "recommend"
// and a fixing verb later in the same sentence (up to a period), or "should be <fixed>". One pattern
// `recommend[^.]*\b(repair|...)` would rescan to the period from every "recommend": quadratic on a long paragraph.
const RECOMMEND = /\brecommend(?:ed|s)?\b/i;
const FIX_VERB = /\b(?:repair|replac|evaluat|correct|install|servic|clean|seal|secur)/i;
const SHOULD_BE_FIXED =
  /\bshould be (repaired|replaced|evaluated|corrected|serviced|installed|secured|sealed)\b/i;

export function hasStrongAction(text: string): boolean {
  return SHOULD_BE_FIXED.test(text) || followedWithin(text, RECOMMEND, FIX_VERB, '.');
}

export function hasDefectCue(text: string): boolean {
  return DEFECT.test(text);
}

export function hasActionCue(text: string): boolean {
  return ACTION.test(text);
}

export function hasLimitationCue(text: string): boolean {
  return LIMITATION.test(text);
}

const POSITIVE =
  /\b(performing as intended|function(ed|ing|s)? (properly|normally|as intended)|operat(ed|ing|es) (normally|properly|as intended)|in (good|serviceable|satisfactory|fair) (condition|shape)|appeared (serviceable|functional|to be (performing|functioning|in good))|responded (normally |properly )?to|produced (heat|cool\w*)|no (signs|evidence) of (significant )?(movement|leak\w*|moisture|damage))/i;

/** The inspector saying a system works: material for the summary's strengths. */
export function hasPositiveCue(text: string): boolean {
  return POSITIVE.test(text);
}

/** "No signs of significant movement" names a defect only to deny it. */
export function withoutNegations(text: string): string {
  return text.replace(
    /\bno (significant |visible |apparent )?(signs?|evidence|indications?) of [^.]*\.?/gi,
    '',
  );
}

const NOT_INSPECTED =
  /\b(not|partially|only partly) (inspected|entered|accessible|tested|operated|evaluated)\b|\binaccessible\b|\bcould not be (inspected|accessed|entered|tested|operated)\b/i;

/** A direct statement that something was not (fully) inspected. */
export function saysNotInspected(text: string): boolean {
  return NOT_INSPECTED.test(text);
}
