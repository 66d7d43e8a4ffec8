// The dev-set eval's report: per report and file, per layout, overall; the tier confusion matrices; with
// --verbose, what was missed, mis-tiered, merged, split or raised from boilerplate (the dev set's own words, on
// the console only: they never go into the repository).

import { SEVERITIES } from '@homeward/inspection-analyzer/src/domain/report';
import { DEVSET_GOALS, pct, type DevsetResult } from './run';
import { ratesOf, type DevsetScore } from './score';

const ABBREV = {
  critical: 'crit',
  major: 'major',
  moderate: 'mod',
  minor: 'minor',
  informational: 'info',
} as const;

function confusion(scores: DevsetScore[]): string[] {
  const cell = (g: (typeof SEVERITIES)[number], o: (typeof SEVERITIES)[number]) =>
    scores.reduce((n, s) => n + s.confusion[g][o], 0);
  const head = `    labelled \\ output ${SEVERITIES.map((o) => ABBREV[o].padStart(6)).join('')}`;
  return [
    head,
    ...SEVERITIES.map(
      (g) => `    ${ABBREV[g].padEnd(18)} ${SEVERITIES.map((o) => String(cell(g, o)).padStart(6)).join('')}`,
    ),
  ];
}

function rateLine(scores: DevsetScore[]): string {
  const r = ratesOf(scores);
  const cost = scores.reduce(
    (c, s) => ({
      n: c.n + s.cost.overlap,
      of: c.of + s.cost.of,
      mn: c.mn + s.cost.majorOverlap,
      mof: c.mof + s.cost.majorOf,
    }),
    { n: 0, of: 0, mn: 0, mof: 0 },
  );
  const count = (k: (s: DevsetScore) => number) => scores.reduce((n, s) => n + k(s), 0);
  return (
    `recall ${pct(r.recall)} (${r.matched}/${r.expected})  tier exact ${pct(r.tierExact)}  within one ${pct(r.tierWithinOne)}  ` +
    `cost overlap ${pct(r.costOverlap)} (${cost.n}/${cost.of}), major/critical ${pct(r.costOverlapMajor)} (${cost.mn}/${cost.mof})  ` +
    `boilerplate ${count((s) => s.boilerplate.length)}  merged ${count((s) => s.merged.length)}  split ${count((s) => s.split.length)}  ` +
    `other unmatched ${count((s) => s.unmatched.length)}`
  );
}

export function formatDevsetResult(result: DevsetResult, verbose: boolean): string {
  const out: string[] = [];
  for (const s of result.scores) {
    out.push(`\n${s.name}.${s.file}  [${s.layout}]  reported ${s.reported}`);
    out.push(`  ${rateLine([s])}`);
    out.push(...confusion([s]));
    if (!verbose) continue;
    const titles = result.findingTitles.get(s) ?? [];
    for (const g of s.missed)
      out.push(
        `  missed ${g.id} [${g.expected_tier}] ${g.section}: ${g.inspector_text_excerpt.slice(0, 90)}`,
      );
    for (const m of s.matched) {
      const t = titles[m.output] ?? '';
      if (!t.includes(`[${m.gold.expected_tier}`))
        out.push(
          `  tier ${m.gold.id} labelled ${m.gold.expected_tier}${m.gold.cost_band_usd ? ` $${m.gold.cost_band_usd.join('-$')}` : ''}: ${t}`,
        );
    }
    for (const m of s.matched.filter((m) => m.gold.cost_band_usd && !s.costHits.has(m.output)))
      out.push(
        `  cost ${m.gold.id} labelled ${m.gold.expected_tier} $${m.gold.cost_band_usd!.join('-$')}: ${titles[m.output]}`,
      );
    for (const m of s.merged) out.push(`  merged ${m.golds.join('+')}: ${titles[m.output]}`);
    for (const sp of s.split) out.push(`  split ${sp.gold}: ${sp.outputs.map((o) => titles[o]).join(' | ')}`);
    for (const b of s.boilerplate) out.push(`  boilerplate: ${titles[b]}`);
    for (const u of s.unmatched) out.push(`  unmatched: ${titles[u]}`);
  }
  const layouts = new Map<string, DevsetScore[]>();
  for (const s of result.scores) layouts.set(s.layout, [...(layouts.get(s.layout) ?? []), s]);
  out.push('\nPer layout (PDF and DOCX together):');
  for (const [layout, scores] of layouts) out.push(`  ${layout.padEnd(26)} ${rateLine(scores)}`);
  out.push(`\nOverall: ${rateLine(result.scores)}`);
  out.push(...confusion(result.scores));
  out.push(
    `Goals per layout: recall >= ${pct(DEVSET_GOALS.recall)}, tier exact >= ${pct(DEVSET_GOALS.tierExact)}, within one >= ${pct(DEVSET_GOALS.tierWithinOne)}, ` +
      `cost overlap >= ${pct(DEVSET_GOALS.costOverlap)} (major/critical >= ${pct(DEVSET_GOALS.costOverlapMajor)}), 0 boilerplate, 0 merged.`,
  );
  out.push(result.failures.length ? `MISSED GOALS:\n  ${result.failures.join('\n  ')}` : 'All goals met.');
  return out.join('\n');
}
