/** The spec's five severity tiers, in the order the analyzer stores them. */
export type Severity = 'critical' | 'major' | 'moderate' | 'minor' | 'informational';
/** The three template layouts, then five layouts that real inspectors write without a template grid. */
export type Layout =
  | 'trec'
  | 'internachi'
  | 'homegauge'
  | 'ashi-narrative'
  | 'checkbox-ratings'
  | 'rating-words'
  | 'numbered-observations'
  | 'prose';
export type Format = 'pdf' | 'docx' | 'doc';

/** One finding an analyzer is expected to report for a fixture. */
export interface ExpectedFinding {
  /** Stable within its report (a slug of the title). */
  id: string;
  /** The title as the report prints it. */
  title: string;
  severity: Severity;
  /** Every word (case-insensitive) must appear in a reported finding's title or description for it to count. */
  mustMatch: string[];
  /** True when the product's cost table (DOMAIN.md) has a range for it, so a price range should be shown. */
  costExpected: boolean;
}

export interface ExpectedAnalysis {
  findings: ExpectedFinding[];
  /** Phrases from the agreement/scope/legend pages: no reported finding may contain one. */
  boilerplateTraps: string[];
  /** How many leading pages are boilerplate (agreement, scope, limitations, legend) with no finding on them. */
  boilerplatePages: number;
  /** How many closing pages are boilerplate too (legal text, checklists, a summary that repeats the body). */
  boilerplateTailPages?: number;
}

export interface FixtureReport {
  name: string;
  layout: Layout;
  format: Format;
  /** Lines per page; one page here is one page in every written file. */
  pages: string[][];
  expected: ExpectedAnalysis;
}

/** What a fixture author attaches to a finding so text and label are written side by side. */
export interface Label {
  severity: Severity;
  mustMatch: string[];
  cost: boolean;
}
