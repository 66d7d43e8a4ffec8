// The agreement's repairs section can import the home inspection's critical and major findings, with their cost
// ranges, as a request that the seller repair them or credit the buyer at settlement (issue 11, "beyond the spec":
// no competitor links the inspection to the contract). The text goes into property_condition.repairs_and_improvements.
import { LIMITS } from './definitions/shared';
import { formatUsd } from './engine/display';

/** The agreement's field the request goes into (a textarea of the property condition section). */
export const REPAIR_REQUEST_FIELD = 'property_condition.repairs_and_improvements';

export type FindingSeverity = 'critical' | 'major' | 'moderate' | 'minor' | 'informational';

/** A finding as the BFF lists a report's issues (`GET /api/home-inspections/:id/issues`). */
export interface InspectionFinding {
  title: string;
  severity: FindingSeverity;
  details?: { estimated_fix_price_range: { from: number; to: number } | null } | null;
}

export type RepairRequestKind = 'repair' | 'credit';

/** Only what a buyer reasonably asks a seller to fix: safety hazards and defects that need a licensed trade. */
const REQUESTED: readonly FindingSeverity[] = ['critical', 'major'];

/** A finding's estimated cost of repair, or null when the report gives none. */
export const rangeOf = (finding: InspectionFinding) => finding.details?.estimated_fix_price_range ?? null;

/** The findings a request names, critical first, then major (the due-diligence objection starts from the same). */
export const requestedFindings = <T extends InspectionFinding>(findings: readonly T[]): T[] =>
  REQUESTED.flatMap((severity) => findings.filter((finding) => finding.severity === severity));

const itemLine = (finding: InspectionFinding, index: number) => {
  const range = rangeOf(finding);
  const estimate = range ? `; estimated ${formatUsd(range.from)} to ${formatUsd(range.to)}` : '';
  return `${index + 1}. ${finding.title.trim()} (${finding.severity}${estimate})`;
};

const INTRODUCTION: Record<RepairRequestKind, (credit: number | null) => string> = {
  repair: () =>
    "Before settlement, the Seller shall, at the Seller's expense, have the following items found in the home " +
    'inspection repaired by licensed contractors, and give the Buyer the invoices:',
  credit: (credit) =>
    `Instead of repairs, the Seller shall credit the Buyer ${credit === null ? 'an agreed amount' : formatUsd(credit)} ` +
    'at settlement for the following items found in the home inspection:',
};

export interface RepairRequest {
  text: string;
  /** The findings the text lists (critical first, then major). */
  items: InspectionFinding[];
  /** The sum of the estimates' upper ends: the credit asked for (null when no listed item has an estimate). */
  creditAmount: number | null;
}

/**
 * The request for the critical and major findings, critical first. A credit asks for the upper end of the estimates:
 * the buyer can lower it, and the low end rarely covers a real contractor's quote. The text fits the repairs field;
 * items that do not fit are counted in a last line.
 */
export function repairRequest(
  findings: readonly InspectionFinding[],
  kind: RepairRequestKind,
): RepairRequest {
  const items = requestedFindings(findings);
  const ranges = items.map(rangeOf).filter((range) => range !== null);
  const creditAmount = ranges.length ? ranges.reduce((sum, range) => sum + range.to, 0) : null;
  if (!items.length) return { text: '', items, creditAmount };

  const lines = [INTRODUCTION[kind](creditAmount)];
  let used = lines[0]!.length;
  for (const [index, finding] of items.entries()) {
    const line = itemLine(finding, index);
    const rest = items.length - index;
    const more = `\n... and ${rest} more item${rest === 1 ? '' : 's'} from the inspection report.`;
    if (used + 1 + line.length + more.length > LIMITS.longText) {
      lines.push(more.slice(1));
      break;
    }
    lines.push(line);
    used += 1 + line.length;
  }
  return { text: lines.join('\n'), items, creditAmount };
}
