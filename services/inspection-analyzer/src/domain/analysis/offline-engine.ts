import type { Analysis, AnalysisEngine, ExtractedReport, Finding } from '../report';
import { SEVERITIES } from '../report';
import { explainFinding } from './details';
import { dedupe, toFinding } from './findings';
import { observationFindings } from './observation-findings';
import { observationTitle } from './observation-title';
import { readObservations } from './observations';
import { bodyLines } from './page-lines';
import { parseStructure, type RatedItem, type ReportStructure } from './structure';
import { summarize } from './summary';

/** Reports laid out as template blocks (TREC items, HomeGauge grids, titled findings with a category line) are
 * read by their template; every other layout as observations. */
function usesTemplate(structure: ReportStructure): boolean {
  if (structure.layout === 'trec') return true;
  // A rating key alone ("RR = Repair or Replace") does not make a HomeGauge report; its rated grid or its
  // category lines do.
  if (structure.layout === 'homegauge')
    return structure.items.some((i) => i.marks.length) || structure.findings.some((f) => f.category);
  return structure.findings.some((f) => f.title && f.category);
}

/** The offline analysis: reads the report's structure, keeps the inspector's findings (not the boilerplate),
 * tiers and prices them, and writes the summary. Pure and deterministic; no network, no model. */
export function analyzeReport(report: ExtractedReport): Analysis {
  const structure = parseStructure(report);
  let findings: Finding[];
  const template = usesTemplate(structure);
  if (template) {
    findings = dedupe(structure.findings.map((raw) => ({ raw, finding: toFinding(raw) })));
  } else {
    findings = observationFindings(readObservations(bodyLines(report))).map((o) =>
      toFinding(
        {
          title: observationTitle(o.text),
          text: o.text,
          section: o.section,
          item: o.item,
          page: o.page,
          fromSummary: false,
        },
        o.severity,
        o.section,
      ),
    );
  }
  // Any finding under an item, even "not inspected", keeps it out of the strengths. Grid rows may carry a
  // truncated item name, hence the prefix match. Observations carry their section's heading.
  const flagged = template
    ? (i: RatedItem) =>
        structure.findings.some(
          (raw) => raw.section === i.section && (i.item === i.section || (raw.item ?? '').startsWith(i.item)),
        )
    : (i: RatedItem) => findings.some((f) => f.section?.startsWith(i.section ?? i.item) ?? false);
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
