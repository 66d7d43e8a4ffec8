import type { CostEstimate, Finding, IssueDetails, PriceRange, Severity } from '../report';
import type { CostRow } from '../costs/cost-table';
import { findingCost, rowFor, type FindingCost } from '../costs/finding-cost';
import { STATE_FACTORS } from '../costs/regional-factors';
import { article, sentences, usd } from './text';

// What the buyer reads on expanding a finding: what it is, why it matters, how urgent it is, what it may cost and
// what to do, computed from the finding, the cost table and the property's state (no I/O, so the same finding
// always gets the same text). The cost is the inspector's own figure when the report gives one.

const URGENCY: Record<Severity, string> = {
  critical:
    'Urgency: high. This is a safety or active-damage item; have it corrected before you move in and settle who pays before your due-diligence deadline.',
  major:
    'Urgency: high for your negotiation. It is a costly repair; get it evaluated and quoted before your due-diligence deadline.',
  moderate: 'Urgency: medium. It needs a repair soon, but it is not a safety item.',
  minor: 'Urgency: low. Routine maintenance you can plan after move-in.',
  informational:
    'Urgency: none for repairs. It is information from the report, often something the inspector could not check.',
};

const WHY_BY_TIER: Record<Severity, string> = {
  critical: 'It can hurt someone or is causing damage now.',
  major: 'Left alone it tends to get worse and more expensive.',
  moderate: 'It affects how a system works and can lead to further damage if ignored.',
  minor: 'It is small now; handled early it stays small.',
  informational: 'Unchecked items carry unknown risk.',
};

const IMPLICATION =
  /\b(can|could|may|might|will|risk|lead to|allow|cause|reduces?|increases?|strains?|hazard|combustible)\b/i;

export { rowFor };

/** The repair estimate of a finding, or null when none applies (informational items, lesser findings no row fits):
 * the inspector's figure, else the cost table's range for the property's state. */
export function priceOf(finding: Finding, state = finding.state): CostEstimate | null {
  return findingCost(finding, state)?.estimate ?? null;
}

export function formatRange(range: PriceRange): string {
  return `${usd(range.from)}-${usd(range.to)}`;
}

function whatItIs(finding: Finding): string {
  const where = [finding.location, finding.section].filter(Boolean).join(', ');
  const observed = sentences(finding.description)[0];
  const head = `${finding.title}${where ? ` (${where})` : ''}.`;
  return observed && observed.toLowerCase() !== finding.title.toLowerCase() ? `${head} ${observed}` : head;
}

function whyItMatters(finding: Finding, row: CostRow | undefined): string {
  const said = sentences(finding.description)
    .slice(1)
    .find((s) => IMPLICATION.test(s) && !/^recommend/i.test(s));
  return row?.why ?? said ?? WHY_BY_TIER[finding.severity];
}

function actions(finding: Finding, row: CostRow | undefined, range: PriceRange | null): string[] {
  const trade = finding.trade ?? row?.trade ?? 'qualified contractor';
  const credit = range ? ` (about ${formatRange(range)})` : '';
  switch (finding.severity) {
    case 'critical':
      return [
        `Have ${article(trade)} ${trade} evaluate it and have it corrected before closing; do not leave it for after move-in.`,
        'Get a written quote before your due-diligence deadline.',
        `Ask the seller, in writing before the due-diligence deadline, to have it repaired by licensed professionals with receipts, or to credit you the cost${credit}.`,
        ...(row?.actions ?? []),
      ];
    case 'major':
      return [
        `Have ${article(trade)} ${trade} evaluate it and give you a written quote before your due-diligence deadline.`,
        'Get a second quote if the first is high; costs vary widely for this kind of repair.',
        `Use the quotes to ask the seller for a repair or a credit${credit}.`,
        ...(row?.actions ?? []),
      ];
    case 'moderate':
      return [
        `Get a quote from ${article(trade)} ${trade}.`,
        `Add it to your repair or credit request${credit} together with the other repairs, before the due-diligence deadline.`,
        ...(row?.actions ?? []),
      ];
    case 'minor':
      return [
        `Add it to your move-in maintenance list; ${article(finding.trade ?? row?.trade ?? 'handyman')} ${finding.trade ?? row?.trade ?? 'handyman'} can usually handle it.`,
        ...(row?.actions ?? []),
      ];
    case 'informational':
      return [
        'Ask the seller about it (disclosures, service records, receipts).',
        'If it matters to you, have it checked by a specialist before the due-diligence deadline.',
      ];
  }
}

function costSentence(cost: FindingCost): string {
  const range = formatRange(cost.estimate);
  const { basis } = cost;
  if (basis.kind === 'inspector') return `Inspector's estimate: ${range}, as written in the report.`;
  const where = cost.state ? `in ${STATE_FACTORS[cost.state]!.name}` : 'in the US';
  if (basis.kind === 'fallback') {
    return `Typical cost ${where} of ${basis.label} of this kind: ${range}. The cost table has no specific entry for this finding, so this is the middle of its ${basis.words} by the same trade; get quotes.`;
  }
  const per =
    basis.units > 1 ? ` for ${basis.units} ${basis.row.per?.unit ?? 'unit'}s as the report counts them` : '';
  const approx = basis.row.source.startsWith('approx.') ? 'approximate ' : '';
  return `Typical cost ${where} of ${basis.row.label}${per}: ${range} (${approx}installed price in 2025 dollars; ${basis.row.source.replace(/^approx\.:\s*/, '')}); local quotes vary.`;
}

/** What the buyer reads on expanding a finding, priced for the property's state when the finding carries it. */
export function explainFinding(finding: Finding, state = finding.state): IssueDetails {
  const row = finding.severity === 'informational' ? undefined : rowFor(finding);
  const cost = findingCost(finding, state);
  const range = cost ? { from: cost.estimate.from, to: cost.estimate.to } : null;
  const parts = [
    whatItIs(finding),
    `Why it matters: ${whyItMatters(finding, row)}`,
    URGENCY[finding.severity],
  ];
  if (cost) parts.push(costSentence(cost));
  return {
    issue_details: parts.join(' '),
    estimated_fix_price_range: range,
    recommended_actions: actions(finding, row, range),
    ...(cost ? { cost_source: cost.estimate.source } : {}),
  };
}
