import type { CostEstimate, Finding, IssueDetails, PriceRange } from '../report';
import { costRow, type CostRow } from './cost-table';
import { fallbackFor } from './fallback';
import { inspectorEstimate } from './inspector-cost';
import { estimate, matchCost, unitCount } from './match-cost';
import { regionalFactor, stateCode } from './regional-factors';

/** How a finding's cost was arrived at, for the buyer's details text. */
export type CostBasis =
  | { kind: 'inspector' }
  | { kind: 'row'; row: CostRow; units: number }
  | { kind: 'fallback'; label: string; words: string };

export interface FindingCost {
  estimate: CostEstimate;
  basis: CostBasis;
  /** The two-letter state whose factor scaled a typical cost; undefined for the national figure. */
  state?: string;
}

/** The row a finding was matched to when analyzed, or the best match now (for findings stored without a key). */
export function rowFor(finding: Finding): CostRow | undefined {
  return (
    costRow(finding.costKey) ?? (finding.costKey ? undefined : matchCost(finding.title, finding.description))
  );
}

const toTens = (n: number) => Math.max(10, Math.round(n / 10) * 10);

/** A national 2025 range priced for the property's state (BEA regional price parity). */
export function inState(range: PriceRange, state: string | undefined): PriceRange {
  const factor = regionalFactor(state);
  return { from: toTens(range.from * factor), to: toTens(range.to * factor) };
}

/**
 * A finding's repair cost: the inspector's own figure when the report gives one, else the cost table's row (2025
 * dollars, scaled by the count the report gives and by the state's factor), else the labelled fallback of its trade
 * at its tier's scale. Null for informational findings.
 */
export function findingCost(finding: Finding, state?: string): FindingCost | null {
  if (finding.severity === 'informational') return null;
  const inspector = finding.inspectorEstimate ?? inspectorEstimate(finding.description);
  if (inspector) return { estimate: { ...inspector, source: 'inspector' }, basis: { kind: 'inspector' } };
  const code = stateCode(state);
  const matched = rowFor(finding);
  const serious = finding.severity === 'critical' || finding.severity === 'major';
  const row = (serious && costRow(matched?.severe)) || matched;
  if (row) {
    const units = unitCount(row, finding.description);
    const range = inState(estimate(row, finding.description), code);
    return { estimate: { ...range, source: 'typical' }, basis: { kind: 'row', row, units }, state: code };
  }
  const fallback = fallbackFor(finding);
  if (!fallback) return null;
  return {
    estimate: { ...inState(fallback.range, code), source: 'typical' },
    basis: { kind: 'fallback', label: fallback.label, words: fallback.words },
    state: code,
  };
}

/**
 * Details as the buyer reads them: the range is always one we can name, the inspector's or the cost table's for the
 * property's state. An engine's own range (the OpenAI engine's) has no source the buyer could check, so it is
 * replaced; details that already say whose range they hold are kept as they are.
 */
export function withLabelledCost(
  details: IssueDetails,
  finding: Finding,
  state?: string | null,
): IssueDetails {
  if (details.cost_source) return details;
  const cost = findingCost(finding, state ?? undefined);
  const { cost_source: _unlabelled, ...rest } = details;
  return cost
    ? {
        ...rest,
        estimated_fix_price_range: { from: cost.estimate.from, to: cost.estimate.to },
        cost_source: cost.estimate.source,
      }
    : { ...rest, estimated_fix_price_range: null };
}
