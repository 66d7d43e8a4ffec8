import type { PriceRange } from '../report';
import { COST_TABLE, national2025, type CostRow } from './cost-table';

/** The cost table row that fits a finding best: the most cues matched, a cue in the title counting double; ties go
 * to the row listed first (the table lists specific repairs before general ones). */
export function matchCost(title: string, text: string): CostRow | undefined {
  let best: { row: CostRow; score: number } | undefined;
  const all = `${title}. ${text}`;
  for (const row of COST_TABLE) {
    if (row.not?.some((re) => re.test(all))) continue;
    const score = row.cues.reduce((n, re) => n + (re.test(title) ? 2 : 0) + (re.test(text) ? 1 : 0), 0);
    if (score > 0 && (!best || score > best.score)) best = { row, score };
  }
  return best?.row;
}

const NUMBER_WORDS: Record<string, number> = {
  one: 1,
  two: 2,
  three: 3,
  four: 4,
  five: 5,
  six: 6,
  seven: 7,
  eight: 8,
  nine: 9,
  ten: 10,
  several: 3,
  multiple: 3,
  numerous: 3,
  many: 3,
};
const MAX_UNITS = 12;

/** How many units a per-unit repair covers when the report counts them ("two downspouts", "3 cracks",
 * "several receptacles"; "several" is taken as 3). One when the report does not say. */
export function unitCount(row: CostRow, text: string): number {
  if (!row.per) return 1;
  const re = new RegExp(
    `\\b(${Object.keys(NUMBER_WORDS).join('|')}|\\d{1,2})\\s+(?:[a-z-]+\\s+){0,2}?(?:${row.per.noun.source})\\b`,
    'i',
  );
  const m = re.exec(text);
  // "20 amp outlet", "240 volt receptacle": a rating, not a count
  if (!m || /\b(amps?|volts?)\b/i.test(m[0])) return 1;
  const n = NUMBER_WORDS[m[1]!.toLowerCase()] ?? Number(m[1]);
  return Math.min(MAX_UNITS, Math.max(1, n));
}

/** The row's national range in 2025 dollars for the number of units the finding describes. */
export function estimate(row: CostRow, text: string): PriceRange {
  const n = unitCount(row, text);
  const range = national2025(row);
  return { from: range.from * n, to: range.to * n };
}
