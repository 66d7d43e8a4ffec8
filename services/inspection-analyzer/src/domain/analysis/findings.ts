import type { Finding, Severity } from '../report';
import { SEVERITIES } from '../report';
import { inspectorEstimateField } from '../costs/inspector-cost';
import { matchCost } from '../costs/match-cost';
import { hasDefectCue } from './cues';
import type { RawFinding } from './structure';
import { overlap, sentences, squash, tidyCase, titleFromText } from './text';
import { tierOf } from './tiers';
import { tradeIn } from './vocabulary';

const ACTION_SENTENCE =
  /\b(recommend|have (a|an|the)|should be|contact|consult|hire|evaluat|repair|replace|correct)/i;
const LOCATION =
  /\b(?:at|in|on|under|near|behind|above|below|over)\s+the\s+((?:(?:front|rear|back|left|right|north|south|east|west|primary|master|hall|guest|upstairs|downstairs|main|second|exterior|interior)\s+){0,2}(?:kitchen|bath(?:room)?|bedroom|garage|attic|basement|crawl ?space|laundry|living room|dining room|hall(?:way)?|porch|deck|patio|slope|roof|gable|yard|driveway|stairs?|closet|utility room|furnace room|eaves?|ridge|valley|chimney|foundation|slab|sink|tub|shower))\b/i;

/** The trade the report names in its action sentence, else anywhere, else the cost table's. */
function tradeFor(text: string, fallback?: string): string | undefined {
  const action = sentences(text).filter((s) => ACTION_SENTENCE.test(s));
  for (const s of action) {
    const t = tradeIn(s);
    if (t) return t;
  }
  return tradeIn(text) ?? fallback;
}

function locationIn(text: string): string | undefined {
  return LOCATION.exec(text)?.[1]?.toLowerCase();
}

function sectionName(raw: RawFinding): string | undefined {
  const section = raw.section ? tidyCase(raw.section) : undefined;
  if (section && raw.item && raw.item !== raw.section) return `${section}: ${tidyCase(raw.item)}`;
  return section ?? (raw.item ? tidyCase(raw.item) : undefined);
}

/** `severity` is given when the reader already tiered the finding from the inspector's own signal. */
export function toFinding(
  raw: RawFinding,
  severity?: Severity,
  /** Words around the finding that tell what it is about (its section: "Roof"), for the cost table only. */
  costContext?: string,
): Finding {
  const text = squash(raw.text.replace(/^\(\d{1,2}\)\s*/, ''));
  // Untitled comments often open with a description ("The roof is a gable..."); the title is the defect.
  const gist = sentences(text).find(hasDefectCue) ?? text;
  const title = raw.title ? tidyCase(squash(raw.title)) : titleFromText(gist);
  const description = text || title;
  const cost = matchCost(title, costContext ? `${costContext}. ${description}` : description);
  const tier = severity ?? tierOf({ title, text: description, category: raw.category }, cost);
  const finding: Finding = { title, description, severity: tier, page: raw.page };
  const section = sectionName(raw);
  if (section) finding.section = section;
  const location = locationIn(description);
  if (location) finding.location = location;
  const trade = tradeFor(description, tier === 'informational' ? undefined : cost?.trade);
  if (trade) finding.trade = trade;
  if (cost && tier !== 'informational') finding.costKey = cost.key;
  Object.assign(finding, inspectorEstimateField(description));
  return finding;
}

const rank = (s: Severity) => SEVERITIES.indexOf(s);

/** Findings a summary repeats (HomeGauge prints the RR items twice) are kept once: the body's copy, at the more
 * severe of the two tiers, since a label never lowers a finding. */
export function dedupe(pairs: { raw: RawFinding; finding: Finding }[]): Finding[] {
  const kept: { raw: RawFinding; finding: Finding }[] = [];
  for (const pair of pairs) {
    // Cheap tests first: only a summary/body pair needs the word overlap (long reports have hundreds of findings).
    const twin = kept.find((k) =>
      k.raw.fromSummary !== pair.raw.fromSummary
        ? overlap(k.finding.description, pair.finding.description) >= 0.8
        : k.finding.description === pair.finding.description && k.finding.title === pair.finding.title,
    );
    if (!twin) {
      kept.push(pair);
      continue;
    }
    const [body, copy] = twin.raw.fromSummary && !pair.raw.fromSummary ? [pair, twin] : [twin, pair];
    // The more severe of the two copies, since a label never lowers a finding; but when the body copy carries no
    // rating (OCR lost its grid) and is not a safety item, the summary's explicit rating is the inspector's word.
    const severity =
      !body.raw.category && copy.raw.category && body.finding.severity !== 'critical'
        ? copy.finding.severity
        : rank(copy.finding.severity) < rank(body.finding.severity)
          ? copy.finding.severity
          : body.finding.severity;
    const merged = { raw: body.raw, finding: { ...body.finding, severity } };
    kept[kept.indexOf(twin)] = merged;
  }
  return kept.map((k) => k.finding);
}
