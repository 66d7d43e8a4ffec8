import type { Analysis, AnalysisEngine, ExtractedReport, Finding } from '../report';
import { SEVERITIES } from '../report';
import { explainFinding } from './details';
import { dedupe, toFinding } from './findings';
import { parseStructure, type RatedItem } from './structure';
import { summarize } from './summary';

/** The offline analysis: reads the report's structure, keeps the inspector's findings (not the boilerplate),
 * tiers and prices them, and writes the summary. Pure and deterministic; no network, no model. */
export function analyzeReport(report: ExtractedReport): Analysis {
  const structure = parseStructure(report);
  const pairs = structure.findings.map((raw) => ({ raw, finding: toFinding(raw) }));
  const findings = dedupe(pairs);
  // Any finding under an item, even "not inspected", keeps it out of the strengths. Grid rows may carry a
  // truncated item name, hence the prefix match.
  const flagged = (i: RatedItem) =>
    pairs.some(
      ({ raw }) => raw.section === i.section && (i.item === i.section || (raw.item ?? '').startsWith(i.item)),
    );
  const ordered = [...findings].sort(
    (a, b) => SEVERITIES.indexOf(a.severity) - SEVERITIES.indexOf(b.severity),
  );
  return { findings: ordered, ...summarize(ordered, structure.items, flagged, structure.positives) };
}

export function createOfflineEngine(): AnalysisEngine {
  return {
    name: 'offline',
    analyze: async (report) => analyzeReport(report),
    explain: async (finding: Finding) => explainFinding(finding),
  };
}
