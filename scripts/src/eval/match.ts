import type { ExpectedFinding } from '@homeward/inspection-reports';
import type { Finding } from '@homeward/inspection-analyzer/src/domain/report';

export interface Match {
  expected: ExpectedFinding;
  actual?: Finding;
}

const haystack = (f: Finding) => `${f.title} ${f.description}`.toLowerCase();
const words = (s: string) => new Set(s.toLowerCase().match(/[a-z0-9]{3,}/g) ?? []);

function titleSimilarity(a: string, b: string): number {
  const wa = words(a);
  const wb = words(b);
  let hits = 0;
  for (const w of wa) if (wb.has(w)) hits++;
  return hits / Math.max(1, Math.min(wa.size, wb.size));
}

/** Pairs each labelled finding with at most one reported finding containing all of its mustMatch cues; when several
 * qualify, the one whose title is closest wins, and a reported finding is used once. */
export function matchFindings(expected: ExpectedFinding[], actual: Finding[]): Match[] {
  const used = new Set<Finding>();
  const candidates = expected.map((e) => ({
    e,
    options: actual.filter((a) => e.mustMatch.every((cue) => haystack(a).includes(cue.toLowerCase()))),
  }));
  // The labels with the fewest options choose first, so a broad cue ("door") cannot take a narrow one's finding.
  const order = [...candidates].sort((x, y) => x.options.length - y.options.length);
  const chosen = new Map<ExpectedFinding, Finding | undefined>();
  for (const { e, options } of order) {
    const best = options
      .filter((a) => !used.has(a))
      .sort((a, b) => titleSimilarity(e.title, b.title) - titleSimilarity(e.title, a.title))[0];
    if (best) used.add(best);
    chosen.set(e, best);
  }
  return expected.map((e) => ({ expected: e, actual: chosen.get(e) }));
}
