// Scores one analyzed dev-set report against its labels, as the kit's README defines it: an output matches a label
// when it covers the label's excerpt (by word position when the output's text is found in the report, else by the
// excerpt's key words), each label at most once, best overlap first.

import type { Analysis, IssueDetails, Severity } from '@homeward/inspection-analyzer/src/domain/report';
import { SEVERITIES } from '@homeward/inspection-analyzer/src/domain/report';
import {
  boilerplateHeadings,
  containsPhrase,
  preambleSections,
  quotedPhrases,
  type DevsetReport,
  type GoldFinding,
} from './gold';
import { overlapOf, spansOf, wordsOf, type Span, type WordIndex } from './locate';

/** A label counts as covered when an output holds at least half of its key words. */
const COVERS = 0.5;

const STOP_WORDS = new Set(
  'that this with from have been were there their they will would should could which when where what about into than then them these those also very some such more most other only over under upon your shall does done each both either being after before above below'.split(
    ' ',
  ),
);
const keyWords = (text: string) => [
  ...new Set(wordsOf(text).filter((w) => w.length >= 4 && !STOP_WORDS.has(w))),
];

export interface Pair {
  gold: GoldFinding;
  output: number;
  score: number;
}

export interface DevsetScore {
  name: string;
  layout: string;
  file: string;
  expected: number;
  reported: number;
  matched: Pair[];
  missed: GoldFinding[];
  /** Outputs holding two or more labels. */
  merged: { output: number; golds: string[] }[];
  /** Labels two or more outputs each cover, the extra outputs matching nothing else. */
  split: { gold: string; outputs: number[] }[];
  /** Unmatched outputs whose text sits in a section the labels call boilerplate (summaries that repeat the body). */
  boilerplate: number[];
  /** Every other unmatched output. */
  unmatched: number[];
  /** confusion[gold tier][output tier] over matched labels. */
  confusion: Record<Severity, Record<Severity, number>>;
  cost: { overlap: number; of: number; majorOverlap: number; majorOf: number };
  /** Outputs whose range meets their label's band. */
  costHits: Set<number>;
}

const rank = (s: Severity) => SEVERITIES.indexOf(s);

/** Of a text found in several places, the copies on the output's page (when there are any). */
function onPage(index: WordIndex, spans: Span[], page: number | undefined): Span[] {
  if (page === undefined || spans.length < 2) return spans;
  const here = spans.filter((s) => index.page[s.start] === page);
  return here.length ? here : spans;
}

/** Where a label's excerpt is: of the places its text occurs, the one under the headings its section names (a
 * summary quoting the body, two bathrooms with the same remark), not one another label already took. */
function goldSpan(
  index: WordIndex,
  gold: GoldFinding,
  isBoilerplate: (s: Span) => boolean,
  taken: Set<number>,
): Span | undefined {
  const words = wordsOf(gold.inspector_text_excerpt);
  const section = wordsOf(gold.section);
  const fit = (s: Span) => {
    const headings = new Set(wordsOf(index.headings[s.start]!.join(' ')));
    return section.filter((w) => headings.has(w)).length - (isBoilerplate(s) ? section.length + 1 : 0);
  };
  const spans = spansOf(index, gold.inspector_text_excerpt)
    .map((s) => ({ start: s.start, end: Math.min(index.words.length, s.start + words.length) }))
    .sort((a, b) => fit(b) - fit(a));
  const span = spans.find((s) => !taken.has(s.start)) ?? spans[0];
  if (span) taken.add(span.start);
  return span;
}

export function scoreDevsetReport(
  report: DevsetReport,
  layout: string,
  file: string,
  index: WordIndex,
  analysis: Analysis,
  details: IssueDetails[],
  /** Extraction kept the rendered pages, so an output's page tells which copy of a repeated text it is. */
  samePages: boolean,
): DevsetScore {
  const headingSets = report.boilerplateSections.flatMap(boilerplateHeadings);
  const preambles = report.boilerplateSections.flatMap(preambleSections);
  const isBoilerplate = (s: Span) => {
    const path = index.headings[s.start] ?? [];
    const words = new Set(wordsOf(path.join(' ')));
    // A preamble sits right under its section's heading, above the section's first item label.
    const last = wordsOf(path[path.length - 1] ?? '');
    const inPreamble =
      !index.underLabel[s.start] && preambles.some((name) => name.every((w, i) => last[i] === w));
    return inPreamble || headingSets.some((set) => set.every((w) => words.has(w)));
  };
  const outputs = analysis.findings.map((f) => ({
    words: new Set(wordsOf(`${f.title} ${f.description}`)),
    spans: onPage(index, spansOf(index, f.description), samePages ? f.page : undefined),
  }));
  const taken = new Set<number>();
  const golds = report.findings.map((g) => ({
    g,
    span: goldSpan(index, g, isBoilerplate, taken),
    keys: keyWords(g.inspector_text_excerpt),
  }));

  // The kit's rule: an output covers a label when it holds at least half of the excerpt's key words. Where both
  // are found in the report, they must also overlap there, so a remark repeated elsewhere is not taken for it.
  const coverage = (gi: number, oi: number): number => {
    const { span, keys } = golds[gi]!;
    const out = outputs[oi]!;
    if (span && out.spans.length && !out.spans.some((s) => overlapOf(s, span) > 0)) return 0;
    return keys.filter((k) => out.words.has(k)).length / Math.max(1, keys.length);
  };

  const candidates: Pair[] = [];
  golds.forEach((_, gi) =>
    outputs.forEach((_, oi) => {
      const score = coverage(gi, oi);
      if (score >= COVERS) candidates.push({ gold: golds[gi]!.g, output: oi, score });
    }),
  );
  candidates.sort((a, b) => b.score - a.score);
  const usedGold = new Set<GoldFinding>();
  const usedOutput = new Set<number>();
  const matched: Pair[] = [];
  for (const c of candidates) {
    if (usedGold.has(c.gold) || usedOutput.has(c.output)) continue;
    usedGold.add(c.gold);
    usedOutput.add(c.output);
    matched.push(c);
  }

  const merged = outputs
    .map((_, oi) => ({ output: oi, golds: candidates.filter((c) => c.output === oi).map((c) => c.gold.id) }))
    .filter((m) => m.golds.length >= 2);
  const split = golds
    .map(({ g }) => ({
      gold: g.id,
      outputs: candidates
        .filter(
          (c) =>
            c.gold === g &&
            (!usedOutput.has(c.output) || matched.some((m) => m.output === c.output && m.gold === g)),
        )
        .map((c) => c.output),
    }))
    .filter((s) => s.outputs.length >= 2);
  const unmatchedOutputs = outputs.map((_, oi) => oi).filter((oi) => !usedOutput.has(oi));
  // Boilerplate by where it sits, or by the words the labels quote from it ("'ROOFING AND EXTERIORS ELEMENTS; ...'
  // condominium disclaimer", repeated inside several sections).
  const quoted = report.boilerplateSections.flatMap(quotedPhrases);
  const boilerplate = unmatchedOutputs.filter(
    (oi) =>
      (outputs[oi]!.spans.length && outputs[oi]!.spans.every(isBoilerplate)) ||
      quoted.some((phrase) => containsPhrase(analysis.findings[oi]!.description, phrase)),
  );

  const confusion = Object.fromEntries(
    SEVERITIES.map((g) => [g, Object.fromEntries(SEVERITIES.map((o) => [o, 0]))]),
  ) as DevsetScore['confusion'];
  const cost = { overlap: 0, of: 0, majorOverlap: 0, majorOf: 0 };
  const costHits = new Set<number>();
  for (const m of matched) {
    const finding = analysis.findings[m.output]!;
    confusion[m.gold.expected_tier][finding.severity]++;
    const band = m.gold.cost_band_usd;
    if (!band) continue;
    const range = details[m.output]?.estimated_fix_price_range;
    const hit = !!range && range.from <= band[1] && range.to >= band[0];
    cost.of++;
    if (hit) {
      cost.overlap++;
      costHits.add(m.output);
    }
    if (rank(m.gold.expected_tier) <= rank('major')) {
      cost.majorOf++;
      if (hit) cost.majorOverlap++;
    }
  }
  return {
    name: report.name,
    layout,
    file,
    expected: report.findings.length,
    reported: analysis.findings.length,
    matched,
    missed: report.findings.filter((g) => !usedGold.has(g)),
    merged,
    split,
    boilerplate,
    unmatched: unmatchedOutputs.filter((oi) => !boilerplate.includes(oi)),
    confusion,
    cost,
    costHits,
  };
}

export interface Rates {
  recall: number;
  tierExact: number;
  tierWithinOne: number;
  costOverlap: number;
  costOverlapMajor: number;
}

const ratio = (n: number, d: number) => (d ? n / d : 1);

export function ratesOf(scores: DevsetScore[]): Rates & { matched: number; expected: number } {
  const sum = (k: (s: DevsetScore) => number) => scores.reduce((n, s) => n + k(s), 0);
  let exact = 0;
  let near = 0;
  for (const s of scores) {
    for (const g of SEVERITIES)
      for (const o of SEVERITIES) {
        const n = s.confusion[g][o];
        if (g === o) exact += n;
        if (Math.abs(rank(g) - rank(o)) <= 1) near += n;
      }
  }
  const matched = sum((s) => s.matched.length);
  const expected = sum((s) => s.expected);
  return {
    matched,
    expected,
    recall: ratio(matched, expected),
    tierExact: ratio(exact, matched),
    tierWithinOne: ratio(near, matched),
    costOverlap: ratio(
      sum((s) => s.cost.overlap),
      sum((s) => s.cost.of),
    ),
    costOverlapMajor: ratio(
      sum((s) => s.cost.majorOverlap),
      sum((s) => s.cost.majorOf),
    ),
  };
}
