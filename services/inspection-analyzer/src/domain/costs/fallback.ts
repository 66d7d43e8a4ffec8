import type { Finding, PriceRange } from '../report';
import { COST_TABLE, national2025, type CostRow } from './cost-table';

// A major or critical finding always gets a range, even when no row of the cost table fits it. The fallback is not
// a new number: it is the middle of what the table's own costly repairs (top of the range $1,000 or more, DOMAIN.md's
// major threshold) of the same trade cost, the median low end to the median high end, and it is labelled as such.

interface Family {
  key: string;
  /** What the buyer reads: "typical cost of <label>". */
  label: string;
  test: RegExp;
}

const FAMILIES: Family[] = [
  { key: 'roofing', label: 'a roofing repair', test: /\broof|\bshingle|\bflashing|\bskylight|\bgutter/i },
  {
    key: 'structure',
    label: 'a structural repair',
    test: /\bfoundation|\bstructur|\bengineer|\bframing|\bjoist|\brafter|\bbeam|\bretaining wall|\bsettle|\bcrawl ?space|\bbasement/i,
  },
  {
    key: 'electrical',
    label: 'an electrical repair',
    test: /\belectric|\bpanel|\bbreaker|\bwiring|\bwires?\b|\breceptacle|\boutlet|\bgfci|\bafci/i,
  },
  {
    key: 'hvac',
    label: 'a heating or cooling repair',
    test: /\bhvac|\bfurnace|\bheating|\bair condition|\ba\/c\b|\bcooling|\bheat pump|\bboiler|\bcondenser|\bduct/i,
  },
  {
    key: 'plumbing',
    label: 'a plumbing repair',
    test: /\bplumb|\bsewer|\bwater heater|\bpipe|\bpiping|\bdrain|\bfaucet|\btoilet|\bgas\b|\bleak/i,
  },
  {
    key: 'exterior',
    label: 'an exterior repair',
    test: /\bsiding|\bwindow|\bdoor|\bdeck|\bporch|\bstair|\bgrad(e|ing)\b|\bdrainage|\bchimney|\bmasonry|\bexterior|\btrim\b/i,
  },
  {
    key: 'pests-mold',
    label: 'a mold or pest repair',
    test: /\btermite|\bpest|\bmold|\bwood[- ]destroying/i,
  },
];

const GENERAL = { key: 'general', label: 'a repair by a licensed trade' };

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : Math.round((sorted[mid - 1]! + sorted[mid]!) / 20) * 10;
};

function spanOf(rows: CostRow[]): PriceRange {
  const costly = rows.map(national2025).filter((r) => r.to >= 1000);
  const ranges = costly.length > 0 ? costly : rows.map(national2025);
  return { from: median(ranges.map((r) => r.from)), to: median(ranges.map((r) => r.to)) };
}

const rowText = (row: CostRow) => `${row.trade} ${row.label}`;

/** The fallback ranges, computed once from the table: per family, and one over the whole table. */
export const FALLBACKS: ReadonlyMap<string, { label: string; range: PriceRange }> = new Map([
  ...FAMILIES.map((f): [string, { label: string; range: PriceRange }] => [
    f.key,
    { label: f.label, range: spanOf(COST_TABLE.filter((row) => f.test.test(rowText(row)))) },
  ]),
  [GENERAL.key, { label: GENERAL.label, range: spanOf(COST_TABLE) }],
]);

/** The trade family a finding belongs to: by its trade, section and title first, then by its description. */
export function familyOf(finding: Pick<Finding, 'trade' | 'section' | 'title' | 'description'>): string {
  const head = [finding.trade, finding.section, finding.title].filter(Boolean).join(' ');
  return (
    FAMILIES.find((f) => f.test.test(head))?.key ??
    FAMILIES.find((f) => f.test.test(finding.description))?.key ??
    GENERAL.key
  );
}

/** The labelled fallback range (national, 2025 dollars) for a finding no row fits. */
export function fallbackFor(finding: Pick<Finding, 'trade' | 'section' | 'title' | 'description'>): {
  family: string;
  label: string;
  range: PriceRange;
} {
  const family = familyOf(finding);
  const { label, range } = FALLBACKS.get(family)!;
  return { family, label, range };
}
