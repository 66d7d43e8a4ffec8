// The shapes every part of the analysis agrees on: what text extraction produces and what an engine returns.
// Engines (offline rules, OpenAI) and extractors (PDF, DOCX, DOC, OCR) meet only here, so either side can be
// replaced without the other noticing.
import type { TokenBudget } from './token-budget';

export const SEVERITIES = ['critical', 'major', 'moderate', 'minor', 'informational'] as const;
export type Severity = (typeof SEVERITIES)[number];

/** A report as text, page by page, lines in reading order (layout kept: one visual line per entry). */
export interface ExtractedReport {
  pages: { number: number; lines: string[] }[];
  /** How the text was obtained; `ocr` text is noisier and engines may be more lenient with it. */
  source: 'pdf' | 'docx' | 'doc' | 'ocr';
}

export interface PriceRange {
  /** Whole US dollars. */
  from: number;
  to: number;
}

/** Where a cost comes from, as the buyer is told: the inspector's own figure in the report, or the cost table's
 * typical range for the property's area. */
export type CostSource = 'inspector' | 'typical';

export interface CostEstimate extends PriceRange {
  source: CostSource;
}

/** What the buyer reads when expanding a finding (the spec's `details`). */
export interface IssueDetails {
  issue_details: string;
  /** Null when no repair cost applies (informational items). */
  estimated_fix_price_range: PriceRange | null;
  recommended_actions: string[];
  /** Whose range it is; absent on details stored before costs were labelled, or from an engine that does not say. */
  cost_source?: CostSource;
}

/** One finding of the inspector, as the engine understood it. */
export interface Finding {
  title: string;
  description: string;
  severity: Severity;
  /** The report's section or system, e.g. `Electrical` or `I.C Roof Covering Materials`. */
  section?: string;
  /** Where in the house, when the report says (`rear slope`, `hall bath`). */
  location?: string;
  /** The trade to call, e.g. `licensed electrician`. */
  trade?: string;
  /** Key of the cost table row the engine matched, so details can be computed later without re-reading. */
  costKey?: string;
  /** The page the finding starts on (1-based). */
  page?: number;
  /** The repair cost the inspector wrote in the finding, when they did: it is the finding's cost. */
  inspectorEstimate?: PriceRange;
  /** The property's state (two letters), given when the finding is explained: typical costs are priced for it. */
  state?: string;
}

export interface ReportSummary {
  strengths: string[];
  weaknesses: string[];
  final_recommendation: string;
}

export interface Analysis {
  findings: Finding[];
  summary: ReportSummary;
  actionable_next_steps: string[];
}

/**
 * The port both engines implement; `ANALYSIS_ENGINE` chooses one at start-up. Either call takes a `signal` that
 * abandons it (the service is stopping): the engine ends its work (threads, requests) and rejects with the signal's
 * reason.
 */
export interface AnalysisEngine {
  /** `offline` or `openai`: stored with the report and counted in metrics. */
  readonly name: string;
  /** `budget`: what the engine's paid calls may spend (an engine without such calls ignores it). */
  analyze(
    report: ExtractedReport,
    options?: { budget?: TokenBudget; signal?: AbortSignal | undefined },
  ): Promise<Analysis>;
  /** Details of one finding, asked for when the buyer expands it; `context` is the report's summary. */
  explain(
    finding: Finding,
    context: { summary: ReportSummary; budget?: TokenBudget },
    options?: { signal?: AbortSignal | undefined },
  ): Promise<IssueDetails>;
}
