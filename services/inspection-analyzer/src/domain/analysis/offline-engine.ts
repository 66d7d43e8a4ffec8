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
  const flaggedKeys = new Set(
    pairs
      .filter((p) => p.finding.severity !== 'informational')
      .map((p) => `${p.raw.section}|${p.raw.item ?? p.raw.section}`),
  );
  const flaggedSections = new Set(
    pairs.filter((p) => p.finding.severity !== 'informational').map((p) => p.raw.section),
  );
  const flagged = (i: RatedItem) =>
    flaggedKeys.has(`${i.section}|${i.item}`) || (i.item === i.section && flaggedSections.has(i.section));
  const ordered = [...findings].sort(
    (a, b) => SEVERITIES.indexOf(a.severity) - SEVERITIES.indexOf(b.severity),
  );
  return { findings: ordered, ...summarize(ordered, structure.items, flagged) };
}

export function createOfflineEngine(): AnalysisEngine {
  return {
    name: 'offline',
    analyze: async (report) => analyzeReport(report),
    explain: async (finding: Finding) => explainFinding(finding),
  };
}
