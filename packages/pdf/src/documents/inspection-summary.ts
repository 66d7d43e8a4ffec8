import {
  bulletList,
  heading,
  keyValueTable,
  muted,
  paragraph,
  table,
  type PdfBlock,
  type PdfDocument,
} from '../blocks';
import { formatDate } from '../dates';
import { formatUsdRange } from '../money';
import { renderPdf } from '../render';

/** Most serious first: the order tiers are listed and read in. */
export const SEVERITY_TIERS = ['critical', 'major', 'moderate', 'minor', 'informational'] as const;
export type SeverityTier = (typeof SEVERITY_TIERS)[number];

const TIER_LABELS: Record<SeverityTier, string> = {
  critical: 'Critical',
  major: 'Major',
  moderate: 'Moderate',
  minor: 'Minor',
  informational: 'Informational',
};

export interface InspectionSummaryInput {
  propertyAddress: string;
  fileName: string;
  analyzedAt: Date;
  summary: { strengths: string[]; weaknesses: string[]; final_recommendation: string };
  actionable_next_steps: string[];
  /** Per tier; `inspector*` is the part of it that is the inspector's own figures (absent: none). */
  severityTotals: Record<
    SeverityTier,
    {
      count: number;
      from: number;
      to: number;
      inspectorCount?: number;
      inspectorFrom?: number;
      inspectorTo?: number;
    }
  >;
  findings: {
    title: string;
    severity: string;
    description: string;
    estimated_fix_price_range: { from: number; to: number } | null;
    /** Whose range it is: the inspector's own figure, or a typical cost for the property's area. */
    cost_source?: 'inspector' | 'typical' | null;
  }[];
  /** When the PDF is generated; defaults to now. */
  generatedAt?: Date;
}

type Finding = InspectionSummaryInput['findings'][number];

/** The Report Summary PDF a buyer downloads from the inspection page. */
export function inspectionSummaryPdf(input: InspectionSummaryInput): Promise<Buffer> {
  return renderPdf(inspectionSummaryDocument(input));
}

export function inspectionSummaryDocument(input: InspectionSummaryInput): PdfDocument {
  return {
    title: 'Home Inspection Report Summary',
    subtitle: input.propertyAddress,
    subject: `Home inspection report summary for ${input.propertyAddress}`,
    keywords: ['home inspection', 'report summary'],
    generatedAt: input.generatedAt,
    blocks: [
      keyValueTable([
        ['Property', input.propertyAddress],
        ['Inspection report', input.fileName],
        ['Analyzed', formatDate(input.analyzedAt)],
      ]),
      ...reportSummary(input),
      ...repairsBySeverity(input.severityTotals),
      ...detailedFindings(input.findings),
    ],
  };
}

function reportSummary({ summary, actionable_next_steps }: InspectionSummaryInput): PdfBlock[] {
  const recommendation = summary.final_recommendation.trim();
  return [
    heading('Report Summary'),
    heading('Strengths', 2),
    bulletList(summary.strengths),
    heading('Weaknesses', 2),
    bulletList(summary.weaknesses),
    heading('Actionable next steps', 2),
    bulletList(actionable_next_steps),
    heading('Final recommendation', 2),
    recommendation ? paragraph(recommendation) : muted('None noted'),
  ];
}

function repairsBySeverity(totals: InspectionSummaryInput['severityTotals']): PdfBlock[] {
  const rows = SEVERITY_TIERS.map((tier) => {
    // Totals arrive over the wire; a tier left out reads as nothing found rather than failing the download.
    const total = totals[tier] ?? { count: 0, from: 0, to: 0 };
    return [TIER_LABELS[tier], String(total.count), expectedCost(total)];
  });
  return [
    heading('Estimated repairs by severity'),
    table(['Severity', 'Findings', 'Estimated cost'], rows, ['*', 'auto', '*']),
    muted(
      "Estimates are the inspector's own figures where the report gives them, otherwise typical repair costs in " +
        'your area (2025 dollars). They are not quotes: ask licensed contractors to price the work before you rely ' +
        'on a number.',
    ),
  ];
}

function expectedCost(total: InspectionSummaryInput['severityTotals'][SeverityTier]): string {
  const { count, from, to, inspectorCount = 0, inspectorFrom = 0, inspectorTo = 0 } = total;
  if (count === 0) return 'Nothing found';
  if (from === 0 && to === 0) return 'No estimate yet';
  const expect = `expect ${formatUsdRange(from, to)}`;
  if (inspectorCount === 0) return expect;
  const findings = inspectorCount === 1 ? '1 finding' : `${inspectorCount} findings`;
  return `${expect}, of which ${formatUsdRange(inspectorFrom, inspectorTo)} is the inspector's estimate (${findings})`;
}

const COST_LABELS = { inspector: "inspector's estimate", typical: 'typical cost in your area' } as const;

function detailedFindings(findings: Finding[]): PdfBlock[] {
  const known = new Set<string>(SEVERITY_TIERS);
  const groups: { label: string; findings: Finding[] }[] = SEVERITY_TIERS.map((tier) => ({
    label: TIER_LABELS[tier],
    findings: findings.filter((finding) => finding.severity === tier),
  }));
  // A severity the tiers do not know is still printed, never silently dropped.
  const other = findings.filter((finding) => !known.has(finding.severity));
  if (other.length > 0) groups.push({ label: 'Other', findings: other });

  return [
    heading('Detailed findings'),
    ...groups.flatMap(({ label, findings: inTier }) => [
      heading(`${label} (${inTier.length})`, 2),
      ...(inTier.length === 0 ? [muted('None noted')] : byTitle(inTier).flatMap(findingBlocks)),
    ]),
  ];
}

const titleOrder = new Intl.Collator('en-US', { sensitivity: 'base', numeric: true });
const byTitle = (findings: Finding[]) => [...findings].sort((a, b) => titleOrder.compare(a.title, b.title));

function findingBlocks(finding: Finding): PdfBlock[] {
  const range = finding.estimated_fix_price_range;
  return [
    heading(finding.title, 3),
    paragraph(finding.description),
    muted(
      range
        ? `Estimated fix: ${formatUsdRange(range.from, range.to)}${finding.cost_source ? ` (${COST_LABELS[finding.cost_source]})` : ''}`
        : 'Estimated fix: not estimated yet',
    ),
  ];
}
