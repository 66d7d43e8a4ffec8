import dayjs from 'dayjs';
import { formatUsd } from '../properties/property-format';
import type { CostSource, PriceRange, Severity } from './home-inspection-contract';

export const SEVERITY_LABELS: Record<Severity, string> = {
  critical: 'Critical',
  major: 'Major',
  moderate: 'Moderate',
  minor: 'Minor',
  informational: 'Informational',
};

export const SEVERITY_COLORS: Record<Severity, string> = {
  critical: 'red',
  major: 'orange',
  moderate: 'yellow',
  minor: 'blue',
  informational: 'gray',
};

/** '$1,200 - $3,500', or the one figure when both ends agree (spec: US dollars, no decimals unless fractional). */
export function formatPriceRange({ from, to }: PriceRange, separator = ' - '): string {
  return from === to ? formatUsd(from) : `${formatUsd(from)}${separator}${formatUsd(to)}`;
}

/** Whose figure a cost range is, as the buyer reads it beside the range. */
export const COST_SOURCE_LABELS: Record<CostSource, string> = {
  inspector: "inspector's estimate",
  typical: 'typical cost in your area',
};

/** The spec's date format, MM/DD/YYYY. */
export function formatDate(iso: string): string {
  return dayjs(iso).format('MM/DD/YYYY');
}
