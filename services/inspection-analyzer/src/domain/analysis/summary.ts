import type { Analysis, Finding, PriceRange, Severity } from '../report';
import { SEVERITIES } from '../report';
import { formatRange, priceOf } from './details';
import { MAJOR_FROM_USD } from './tiers';
import type { PositiveNote, RatedItem } from './structure';
import { article, sentences, tidyCase } from './text';

// The Report Summary: strengths (what was inspected and found sound), weaknesses (critical and major findings),
// next steps ordered by urgency, and a final recommendation that depends on what the repairs add up to.

/** Keys of cost rows that mean the structure itself is in question. */
const STRUCTURAL = new Set(['foundation-structural', 'foundation-piers', 'bowing-wall', 'sewer-line-repair']);
/** Above this much in critical + major repairs with a structural problem, walking away is worth considering. */
export const WALK_AWAY_WITH_STRUCTURAL_USD = 25000;
/** Above this much in critical + major repairs, whatever they are. */
export const WALK_AWAY_USD = 40000;
const MAX_STRENGTHS = 8;
const MAX_POSITIVES = 4;
const firstSentence = (text: string) => sentences(text)[0] ?? text;
const MAX_WEAKNESSES = 10;

export interface SeverityTotal extends PriceRange {
  count: number;
  /** How many of them have no price estimate. */
  unpriced: number;
}

export function totals(findings: Finding[]): Record<Severity, SeverityTotal> {
  const out = Object.fromEntries(
    SEVERITIES.map((s) => [s, { count: 0, from: 0, to: 0, unpriced: 0 }]),
  ) as Record<Severity, SeverityTotal>;
  for (const f of findings) {
    const t = out[f.severity];
    const range = priceOf(f);
    t.count++;
    if (range) {
      t.from += range.from;
      t.to += range.to;
    } else if (f.severity !== 'informational') t.unpriced++;
  }
  return out;
}

/** Items the inspector rated as inspected with nothing wrong ("Roof Covering Materials showed no deficiencies"),
 * whole sections when every item in them is sound. */
export function strengths(items: RatedItem[], flagged: (item: RatedItem) => boolean): string[] {
  const sound = (i: RatedItem) =>
    (i.marks.includes('I') || i.marks.includes('IN')) &&
    !i.marks.some((m) => ['D', 'RR', 'S', 'MM', 'NI'].includes(m)) &&
    !flagged(i);
  const bySection = new Map<string, RatedItem[]>();
  for (const i of items) bySection.set(i.section ?? '', [...(bySection.get(i.section ?? '') ?? []), i]);
  const out: string[] = [];
  for (const [section, list] of bySection) {
    const inspected = list.filter((i) => !i.marks.length || i.marks.some((m) => m === 'I' || m === 'IN'));
    if (inspected.length > 1 && inspected.every(sound) && section)
      out.push(`${tidyCase(section)}: no deficiencies reported`);
    else for (const i of list.filter(sound)) out.push(`${tidyCase(i.item)} showed no deficiencies`);
  }
  return out.slice(0, MAX_STRENGTHS);
}

function weaknesses(findings: Finding[]): string[] {
  const serious = findings.filter((f) => f.severity === 'critical' || f.severity === 'major');
  const lines = serious.slice(0, MAX_WEAKNESSES).map((f) => {
    const range = priceOf(f);
    return `${f.title} (${f.severity}${range ? `, about ${formatRange(range)}` : ', get a quote'})`;
  });
  if (serious.length > MAX_WEAKNESSES)
    lines.push(`...and ${serious.length - MAX_WEAKNESSES} more critical or major findings`);
  return lines;
}

function byTrade(findings: Finding[]): Map<string, Finding[]> {
  const map = new Map<string, Finding[]>();
  for (const f of findings) {
    const trade = f.trade ?? 'qualified contractor';
    map.set(trade, [...(map.get(trade) ?? []), f]);
  }
  return map;
}

const titles = (fs: Finding[]) => fs.map((f) => f.title).join('; ');
const sum = (...ts: SeverityTotal[]): PriceRange => ({
  from: ts.reduce((n, t) => n + t.from, 0),
  to: ts.reduce((n, t) => n + t.to, 0),
});

function nextSteps(findings: Finding[], t: Record<Severity, SeverityTotal>): string[] {
  const of = (s: Severity) => findings.filter((f) => f.severity === s);
  const steps: string[] = [];
  for (const [trade, fs] of byTrade(of('critical'))) {
    steps.push(
      `Safety first: have ${article(trade)} ${trade} look at ${titles(fs)} and get ${fs.length > 1 ? 'them' : 'it'} corrected before your due-diligence deadline.`,
    );
  }
  for (const [trade, fs] of byTrade(of('major'))) {
    steps.push(`Schedule ${article(trade)} ${trade} evaluation with a written quote for ${titles(fs)}.`);
  }
  const serious = sum(t.critical, t.major);
  if (t.critical.count + t.major.count) {
    steps.push(
      `Ask the seller, in writing before the due-diligence deadline, to repair the critical and major items with licensed contractors or to credit you about ${formatRange(serious)}${t.critical.unpriced + t.major.unpriced ? ' plus the quoted cost of the items without an estimate' : ''}.`,
    );
  }
  if (t.moderate.count) {
    steps.push(
      t.moderate.count > 1
        ? `Get quotes for the ${t.moderate.count} moderate repairs (about ${formatRange(t.moderate)}) and include them in your repair or credit request.`
        : `Get a quote for the moderate repair (about ${formatRange(t.moderate)}) and include it in your repair or credit request.`,
    );
  }
  if (t.informational.count) {
    steps.push(
      `Ask the seller about what the report could not confirm (${titles(of('informational'))}) and have it checked if it matters to you.`,
    );
  }
  // Minor items with a big price are "monitor / budget for replacement" items, not handyman work.
  const budget = of('minor').filter((f) => (priceOf(f)?.from ?? 0) >= MAJOR_FROM_USD);
  const upkeep = of('minor').filter((f) => !budget.includes(f));
  if (budget.length) {
    const r = totals(budget).minor;
    steps.push(
      `Budget about ${formatRange(r)} for replacements the inspector asked you to monitor: ${titles(budget)}.`,
    );
  }
  if (upkeep.length) {
    const r = totals(upkeep).minor;
    steps.push(
      `Plan ${upkeep.length} minor maintenance item${upkeep.length > 1 ? 's' : ''} after move-in${r.to ? ` (about ${formatRange(r)})` : ''}.`,
    );
  }
  if (!steps.length)
    steps.push('Keep the report with your records and plan routine maintenance; no repairs were reported.');
  return steps;
}

/** "2 critical and 1 major findings", "the critical finding". */
function countOf(t: Record<Severity, SeverityTotal>): string {
  const parts = (['critical', 'major'] as const).filter((s) => t[s].count).map((s) => `${t[s].count} ${s}`);
  const n = t.critical.count + t.major.count;
  return `${parts.join(' and ')} finding${n > 1 ? 's' : ''}`;
}

function finalRecommendation(findings: Finding[], t: Record<Severity, SeverityTotal>): string {
  const serious = findings.filter((f) => f.severity === 'critical' || f.severity === 'major');
  const range = sum(t.critical, t.major);
  const structural = serious.filter((f) => f.costKey && STRUCTURAL.has(f.costKey));
  const unpriced = t.critical.unpriced + t.major.unpriced;
  const quoteNote = unpriced
    ? ` ${unpriced} of them have no price estimate yet; get quotes before you decide.`
    : '';
  if ((structural.length && range.to >= WALK_AWAY_WITH_STRUCTURAL_USD) || range.from >= WALK_AWAY_USD) {
    const what = structural.length ? `structural problems (${titles(structural)}) and ` : '';
    return `Consider walking away: the report shows ${what}critical and major repairs estimated at ${formatRange(range)}. If you still want the house, continue only after a specialist evaluation and a price reduction or seller repairs covering that range, agreed before your due-diligence deadline.${quoteNote}`;
  }
  if (serious.length) {
    return `Proceed after negotiating repairs or a credit of about ${formatRange(range)} for the ${countOf(t)}, agreed before your due-diligence deadline; have the safety items corrected before you move in.${quoteNote}`;
  }
  if (t.moderate.count) {
    return `Proceed: no safety hazards or major defects were reported. Budget about ${formatRange(t.moderate)} for moderate repairs and consider asking the seller for a credit.`;
  }
  return 'Proceed: the report lists only maintenance and informational items, with no safety hazards or major defects.';
}

export function summarize(
  findings: Finding[],
  items: RatedItem[],
  flagged: (item: RatedItem) => boolean,
  positives: PositiveNote[] = [],
): Omit<Analysis, 'findings'> {
  const t = totals(findings);
  // What the inspector said works comes first, then what was inspected with nothing to report.
  const said = positives
    .slice(0, MAX_POSITIVES)
    .map((p) => `${tidyCase(p.item ?? p.section ?? 'Inspected')}: ${firstSentence(p.text)}`);
  const praised = (i: RatedItem) => positives.some((p) => p.section === i.section && p.item === i.item);
  const good = [
    ...said,
    ...strengths(
      items.filter((i) => !praised(i)),
      flagged,
    ),
  ].slice(0, MAX_STRENGTHS);
  if (findings.length && !t.critical.count) good.push('No safety hazards were reported.');
  return {
    summary: {
      strengths: good,
      weaknesses: weaknesses(findings),
      final_recommendation: finalRecommendation(findings, t),
    },
    actionable_next_steps: nextSteps(findings, t),
  };
}
