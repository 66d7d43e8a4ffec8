import { AIMS, pct, type EvalResult } from './run';

const usd = (n: number) => `$${Math.round(n).toLocaleString('en-US')}`;

/** The eval's report: one block per fixture, then the totals and whether the aims are met. */
export function formatResult(result: EvalResult, verbose: boolean): string {
  const out: string[] = [];
  for (const r of result.reports) {
    out.push(`\n${r.name} (${r.layout}, ${r.format}, text from ${r.source})`);
    out.push(
      `  recall ${pct(r.recall)} (${r.matched}/${r.expected})   tier exact ${pct(r.tierExact)}   within one ${pct(r.tierWithinOne)}   ` +
        `cost range on major/critical ${r.costPresent}/${r.costExpected}   boilerplate findings ${r.boilerplate.length}   reported ${r.reported}`,
    );
    const tiers = Object.entries(r.totals)
      .map(([tier, t]) => `${tier} ${t.count}${t.to ? ` (${usd(t.from)}-${usd(t.to)})` : ''}`)
      .join(', ');
    out.push(`  totals: ${tiers}`);
    for (const m of r.missed) out.push(`  missed: ${m}`);
    for (const w of r.wrongTier) out.push(`  tier: ${w}`);
    for (const b of r.boilerplate) out.push(`  from boilerplate: ${b}`);
    if (verbose) for (const e of r.extra) out.push(`  not labelled: ${e}`);
    else if (r.extra.length) out.push(`  not labelled: ${r.extra.length} (--verbose lists them)`);
  }
  for (const s of result.skipped) out.push(`\nskipped ${s}`);
  const o = result.overall;
  out.push(
    `\nOverall: recall ${pct(o.recall)} (${o.matched}/${o.expected}), tier exact ${pct(o.tierExact)}, within one ${pct(o.tierWithinOne)}, ` +
      `cost range on major/critical ${o.costPresent}/${o.costExpected}, boilerplate findings ${o.boilerplate}`,
  );
  out.push(
    `Aims per report: recall >= ${pct(AIMS.recall)}, tier agreement >= ${pct(AIMS.tierExact)}, no boilerplate findings.`,
  );
  out.push(result.failures.length ? `MISSED AIMS:\n  ${result.failures.join('\n  ')}` : 'All aims met.');
  return out.join('\n');
}
