import type { Finding, PriceRange, Severity } from '../report';
import { COST_TABLE, national2025, type CostRow } from './cost-table';

// A finding no row of the cost table fits still gets a range (informational ones aside). The fallback is not a new
// number: it is the middle of what the table's own rows of the same trade cost at the finding's scale, the median
// low end to the median high end, and the buyer is told so. The scale follows the tier: a critical or major finding
// is a costly repair (rows whose top is $1,000 or more, DOMAIN.md's major threshold), a moderate one a repair (rows
// starting under $1,000), a minor one a small job (rows topping out at $600 or less).

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

export type Scale = 'costly' | 'repair' | 'small';

const SCALES: Record<Scale, { words: string; fits: (range: PriceRange) => boolean }> = {
  costly: { words: 'costly repairs', fits: (r) => r.to >= 1000 },
  repair: { words: 'repairs', fits: (r) => r.from < 1000 },
  small: { words: 'small repairs', fits: (r) => r.to <= 600 },
};

const SCALE_OF: Record<Exclude<Severity, 'informational'>, Scale> = {
  critical: 'costly',
  major: 'costly',
  moderate: 'repair',
  minor: 'small',
};

/** The middle of the rows' ranges at one scale, or undefined when none of the rows is at that scale. */
function middleOf(rows: CostRow[], scale: Scale): PriceRange | undefined {
  const ranges = rows.map(national2025).filter(SCALES[scale].fits);
  if (ranges.length === 0) return undefined;
  return { from: median(ranges.map((r) => r.from)), to: median(ranges.map((r) => r.to)) };
}

const rowText = (row: CostRow) => `${row.trade} ${row.label}`;

export interface Fallback {
  family: string;
  scale: Scale;
  /** What the buyer reads: "typical cost of <label>". */
  label: string;
  /** How the range was made, for the buyer: "the middle of the table's <words> by the same trade". */
  words: string;
  range: PriceRange;
}

/** The fallback ranges, computed once from the table: per trade family and scale, and over the whole table. A
 * family with no row at a scale takes the whole table's. */
export const FALLBACKS: readonly Fallback[] = (['costly', 'repair', 'small'] as const).flatMap((scale) => {
  const general = middleOf(COST_TABLE, scale)!;
  return [
    ...FAMILIES.map((f) => ({
      family: f.key,
      scale,
      label: f.label,
      words: SCALES[scale].words,
      range:
        middleOf(
          COST_TABLE.filter((row) => f.test.test(rowText(row))),
          scale,
        ) ?? general,
    })),
    { family: GENERAL.key, scale, label: GENERAL.label, words: SCALES[scale].words, range: general },
  ];
});

/** The trade family a finding belongs to: by its trade, section and title first, then by its description. */
export function familyOf(finding: Pick<Finding, 'trade' | 'section' | 'title' | 'description'>): string {
  const head = [finding.trade, finding.section, finding.title].filter(Boolean).join(' ');
  return (
    FAMILIES.find((f) => f.test.test(head))?.key ??
    FAMILIES.find((f) => f.test.test(finding.description))?.key ??
    GENERAL.key
  );
}

/** The labelled fallback (national, 2025 dollars) for a finding no row fits; undefined for informational ones. */
export function fallbackFor(
  finding: Pick<Finding, 'trade' | 'section' | 'title' | 'description' | 'severity'>,
): Fallback | undefined {
  if (finding.severity === 'informational') return undefined;
  const family = familyOf(finding);
  const scale = SCALE_OF[finding.severity];
  return FALLBACKS.find((f) => f.family === family && f.scale === scale);
}
