import type { Severity } from '../report';
import { SEVERITIES } from '../report';
import { hasActionCue } from './cues';
import type { ObservationFinding } from './observation-findings';
import { FOLLOW_ON, subjectWords } from './observation-words';
import type { Observation } from './observations';
import { opensFinding } from './prose-findings';
import { tierFromSignal } from './signals';
import { sentences } from './text';

// A summary repeats the body (every report of the dev set has one, before or after the body): each finding is kept
// once, the body's copy, and the summary's grouping ("Safety Concerns") is the inspector's signal for it.

/** A summary's copy of a body finding shares most of its words. */
export const TWIN = 0.6;

/** Share of the shorter text's content words the other holds (stop words and "the roofer should" aside). */
export function twinScore(a: string, b: string): number {
  const [wa, wb] = [subjectWords(a), subjectWords(b)];
  const [small, large] = wa.size <= wb.size ? [wa, wb] : [wb, wa];
  if (small.size < 3) return 0;
  return [...small].filter((w) => large.has(w)).length / small.size;
}

const rank = (s: Severity) => SEVERITIES.indexOf(s);

/** The summary copy's signal goes to the body's finding, and its tier when it is the more severe. */
export function lendSignal(body: ObservationFinding, copy: ObservationFinding): void {
  if (!copy.signal) return;
  if (!body.signal) {
    body.signal = copy.signal;
    body.severity = tierFromSignal(copy.signal, body.text);
  } else if (rank(copy.severity) < rank(body.severity)) {
    body.severity = copy.severity;
  }
}

/** When the body could not be told from the summary, each finding once: the body's copy, with the stronger signal. */
export function onceEach(findings: ObservationFinding[]): ObservationFinding[] {
  const kept: ObservationFinding[] = [];
  for (const f of findings) {
    const i = kept.findIndex((k) => twinScore(k.text, f.text) >= TWIN);
    if (i < 0) {
      kept.push(f);
      continue;
    }
    // The later copy, unless the earlier says much more: a summary printed first repeats the body in brief.
    const [fuller, other] = f.text.length * 1.3 >= kept[i]!.text.length ? [f, kept[i]!] : [kept[i]!, f];
    kept[i] = {
      ...fuller,
      signal: fuller.signal ?? other.signal,
      severity: rank(other.severity) < rank(fuller.severity) ? other.severity : fuller.severity,
    };
  }
  return kept;
}

/** The body sentence a summary item repeats in words of its own, with the sentences after it that say what to do
 * about it: the summary says it is a finding even where the body's words alone would not. */
export function toldInBody(
  observations: Observation[],
  item: ObservationFinding,
): ObservationFinding | undefined {
  let best: { o: Observation; all: string[]; at: number; score: number } | undefined;
  for (const o of observations) {
    const all = sentences(o.text);
    all.forEach((s, at) => {
      const score = twinScore(s, item.text);
      if (score >= TWIN && (!best || score > best.score)) best = { o, all, at, score };
    });
  }
  if (!best) return undefined;
  const { o, all, at } = best;
  const told = [all[at]!];
  for (const s of all.slice(at + 1)) {
    if (!(FOLLOW_ON.test(s) || hasActionCue(s)) || opensFinding(s)) break;
    told.push(s);
  }
  const text = told.join(' ');
  return {
    text,
    page: o.page,
    section: o.section,
    item: o.label?.replace(/^[\d.]+\s/, ''),
    signal: item.signal,
    severity: tierFromSignal(item.signal, text),
  };
}
