// The OpenAI analysis engine: the report in chunks that fit the model's context, one structured call per chunk for
// its findings, findings merged across chunks, then one call for the summary over the merged list. Details of one
// finding are asked for on demand (explain). Every answer is validated (structured-call.ts) before it is used.
import type { Logger } from '@homeward/kit';
import {
  SEVERITIES,
  type Analysis,
  type AnalysisEngine,
  type ExtractedReport,
  type Finding,
  type IssueDetails,
  type ReportSummary,
} from '../../domain/report';
import type { TokenBudget } from '../../domain/token-budget';
import { chunkReport, estimateTokens, type ReportChunk } from './chunking';
import { createChatClient } from './client';
import type { OpenAiEngineMetrics } from './metrics';
import type { TokenPrices } from './pricing';
import {
  CORRECTION_MAX_CHARS,
  explainMessages,
  findingLine,
  findingsMessages,
  summaryMessages,
} from './prompts';
import { chunkAnswer, explainAnswer, responseFormatOf, summaryAnswer, type FindingAnswer } from './schemas';
import { askStructured, type StructuredDeps } from './structured-call';

export interface OpenAiEngineOptions {
  /** OPENAI_API_KEY; may be absent for an OpenAI-compatible server without auth. */
  apiKey?: string | undefined;
  /** OPENAI_BASE_URL, with the version path (`http://host:8000/v1`); OpenAI's API when absent. */
  baseURL?: string | undefined;
  /** OPENAI_MODEL, e.g. `gpt-4o-mini`. */
  model: string;
  /** OPENAI_MAX_CONTEXT_TOKENS: the model's context window (prompt + answer). */
  maxContextTokens: number;
  /** OPENAI_MAX_OUTPUT_TOKENS: room kept for each answer; default min(8192, a quarter of the context). */
  maxOutputTokens?: number | undefined;
  /** OPENAI_MAX_RETRIES: repeats of one call after 408/429/5xx/timeouts (the SDK's own retries are off). */
  maxRetries: number;
  /** OPENAI_TIMEOUT_MS: per attempt. */
  timeoutMs: number;
  /** OPENAI_RETRY_BASE_DELAY_MS (default 1000) and OPENAI_RETRY_MAX_DELAY_MS (default 30000). */
  retryBaseDelayMs?: number | undefined;
  retryMaxDelayMs?: number | undefined;
  /** OPENAI_INPUT_PRICE_PER_1M + OPENAI_OUTPUT_PRICE_PER_1M; the built-in table when absent. */
  prices?: TokenPrices | undefined;
  /** Chunks analyzed at once (default 2). */
  chunkConcurrency?: number | undefined;
  metrics?: OpenAiEngineMetrics | undefined;
  logger: Logger;
  /** Tests only: records backoff waits instead of sleeping. */
  sleep?: (ms: number) => Promise<void>;
  /** Splits the report into chunks; the service runs chunkReport in a worker thread with a time and memory budget. */
  chunk?: (
    report: ExtractedReport,
    budgetTokens: number,
    options?: { signal?: AbortSignal | undefined },
  ) => Promise<ReportChunk[]>;
  /** Checks each answer against its schema; the service does it in a worker thread. */
  checkAnswer?: StructuredDeps['checkAnswer'];
}

/** Tokens a chat message costs beyond its content (role, separators), per OpenAI's cookbook: a few; we keep 8. */
const MESSAGE_FRAMING_TOKENS = 8;
/** Share of the chunk budget kept back for the error of the chars/4 estimate. */
const ESTIMATE_SAFETY = 0.9;
const MIN_CHUNK_TOKENS = 256;
const SUMMARY_OUTPUT_TOKENS = 2_048;
const EXPLAIN_OUTPUT_TOKENS = 1_536;

const FINDINGS_FORMAT = responseFormatOf(chunkAnswer, 'inspection_findings');
const SUMMARY_FORMAT = responseFormatOf(summaryAnswer, 'inspection_summary');
const EXPLAIN_FORMAT = responseFormatOf(explainAnswer, 'issue_details');

export function createOpenAiEngine(options: OpenAiEngineOptions): AnalysisEngine {
  const { logger, metrics } = options;
  const client = createChatClient({
    apiKey: options.apiKey,
    baseURL: options.baseURL,
    model: options.model,
    maxRetries: options.maxRetries,
    timeoutMs: options.timeoutMs,
    retryBaseDelayMs: options.retryBaseDelayMs ?? 1_000,
    retryMaxDelayMs: options.retryMaxDelayMs ?? 30_000,
    prices: options.prices,
    metrics,
    logger,
    ...(options.sleep ? { sleep: options.sleep } : {}),
  });
  const shared: StructuredDeps = { client, logger, metrics, checkAnswer: options.checkAnswer };
  const maxOutputTokens =
    options.maxOutputTokens ?? Math.min(8_192, Math.floor(options.maxContextTokens / 4));
  const chunkBudget = chunkBudgetTokens(options.maxContextTokens, maxOutputTokens);
  const concurrency = Math.max(1, options.chunkConcurrency ?? 2);

  return {
    name: 'openai',

    async analyze(
      report: ExtractedReport,
      analyzeOptions?: { budget?: TokenBudget; signal?: AbortSignal | undefined },
    ): Promise<Analysis> {
      const signal = analyzeOptions?.signal;
      const deps = { ...shared, budget: analyzeOptions?.budget, signal };
      const chunks = await (options.chunk ?? (async (r, b) => chunkReport(r, b)))(report, chunkBudget, {
        signal,
      });
      const totalPages = report.pages.length;
      const perChunk = await mapLimited(chunks, concurrency, (chunk, index) =>
        findingsOf(deps, chunk, index, chunks.length, totalPages, maxOutputTokens),
      );
      const findings = mergeFindings(perChunk.flat());
      const summary = await summarize(deps, findings, options.maxContextTokens);
      logger.info(
        { model: client.model, pages: totalPages, chunks: chunks.length, findings: findings.length },
        'report analyzed with OpenAI',
      );
      return {
        findings,
        summary: {
          strengths: summary.strengths,
          weaknesses: summary.weaknesses,
          final_recommendation: summary.final_recommendation,
        },
        actionable_next_steps: summary.actionable_next_steps,
      };
    },

    async explain(
      finding: Finding,
      context: { summary: ReportSummary; budget?: TokenBudget },
      explainOptions?: { signal?: AbortSignal | undefined },
    ): Promise<IssueDetails> {
      return askStructured(
        { ...shared, budget: context.budget, signal: explainOptions?.signal },
        {
          operation: 'explain',
          label: 'one finding',
          messages: explainMessages(finding, context.summary),
          schema: explainAnswer,
          responseFormat: EXPLAIN_FORMAT,
          maxOutputTokens: Math.min(EXPLAIN_OUTPUT_TOKENS, maxOutputTokens),
        },
      );
    },
  };
}

/**
 * Report tokens one chunk may hold: the context minus the answer's room, the prompts around the chunk (a correction
 * included, so the corrective retry fits too), and a safety share for the estimate.
 */
export function chunkBudgetTokens(maxContextTokens: number, maxOutputTokens: number): number {
  const wrapper = findingsMessages({ text: '', firstPage: 99_999, lastPage: 99_999 }, 999, 999, 99_999);
  const overhead =
    wrapper.reduce((sum, message) => sum + estimateTokens(String(message.content)), 0) +
    estimateTokens('x'.repeat(CORRECTION_MAX_CHARS + 200)) +
    3 * MESSAGE_FRAMING_TOKENS;
  const budget = Math.floor((maxContextTokens - maxOutputTokens - overhead) * ESTIMATE_SAFETY);
  if (budget < MIN_CHUNK_TOKENS) {
    throw new Error(
      `OpenAI engine: a context of ${maxContextTokens} tokens leaves ${budget} for report text after ${maxOutputTokens} for the answer; raise OPENAI_MAX_CONTEXT_TOKENS or lower OPENAI_MAX_OUTPUT_TOKENS`,
    );
  }
  return budget;
}

async function findingsOf(
  deps: StructuredDeps,
  chunk: ReportChunk,
  index: number,
  count: number,
  totalPages: number,
  maxOutputTokens: number,
): Promise<Finding[]> {
  const answer = await askStructured(deps, {
    operation: 'findings',
    label: `chunk ${index + 1}/${count}`,
    messages: findingsMessages(chunk, index, count, totalPages),
    schema: chunkAnswer,
    responseFormat: FINDINGS_FORMAT,
    maxOutputTokens,
  });
  return answer.findings.map((found) => toFinding(found, chunk));
}

function toFinding(found: FindingAnswer, chunk: ReportChunk): Finding {
  const finding: Finding = { title: found.title, description: found.description, severity: found.severity };
  if (found.section) finding.section = found.section;
  if (found.location) finding.location = found.location;
  if (found.trade) finding.trade = found.trade;
  // A page outside the chunk is a guess, not the report's page; dropped rather than stored.
  if (found.page !== null && found.page >= chunk.firstPage && found.page <= chunk.lastPage) {
    finding.page = found.page;
  }
  return finding;
}

const rank = (finding: Finding) => SEVERITIES.indexOf(finding.severity);
const normalized = (text: string | undefined) =>
  (text ?? '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();

/**
 * One finding per title and section: a finding spanning two chunks is reported by both. The first keeps its words;
 * the more severe tier of the two wins.
 */
export function mergeFindings(findings: Finding[]): Finding[] {
  const byKey = new Map<string, Finding>();
  for (const finding of findings) {
    const key = `${normalized(finding.title)}|${normalized(finding.section)}`;
    const seen = byKey.get(key);
    if (!seen) byKey.set(key, { ...finding });
    else if (rank(finding) < rank(seen)) seen.severity = finding.severity;
  }
  return [...byKey.values()];
}

/** The summary call over the merged findings, with the list shortened (descriptions, then least severe) to fit. */
async function summarize(deps: StructuredDeps, findings: Finding[], maxContextTokens: number) {
  const outputTokens = Math.min(SUMMARY_OUTPUT_TOKENS, Math.floor(maxContextTokens / 4));
  const overhead =
    summaryMessages('').reduce((sum, message) => sum + estimateTokens(String(message.content)), 0) +
    estimateTokens('x'.repeat(CORRECTION_MAX_CHARS + 200)) +
    3 * MESSAGE_FRAMING_TOKENS;
  const budget = Math.floor((maxContextTokens - outputTokens - overhead) * ESTIMATE_SAFETY);
  const list = findingsListWithin(findings, budget);
  return askStructured(deps, {
    operation: 'summary',
    label: `summary of ${findings.length} findings`,
    messages: summaryMessages(list),
    schema: summaryAnswer,
    responseFormat: SUMMARY_FORMAT,
    maxOutputTokens: outputTokens,
  });
}

export function findingsListWithin(findings: Finding[], budgetTokens: number): string {
  if (findings.length === 0) return '(the report has no findings)';
  const full = findings.map((finding) => findingLine(finding, true)).join('\n');
  if (estimateTokens(full) <= budgetTokens) return full;
  const lines: string[] = [];
  let used = 0;
  for (const finding of [...findings].sort((a, b) => rank(a) - rank(b))) {
    const line = findingLine(finding, false);
    const cost = estimateTokens(`${line}\n`);
    if (used + cost > budgetTokens) break;
    lines.push(line);
    used += cost;
  }
  const left = findings.length - lines.length;
  return left > 0 ? `${lines.join('\n')}\n(and ${left} less severe findings)` : lines.join('\n');
}

async function mapLimited<T, R>(
  items: T[],
  limit: number,
  work: (item: T, index: number) => Promise<R>,
): Promise<R[]> {
  const results = new Array<R>(items.length);
  let next = 0;
  let failed = false;
  // After one failure the analysis is lost anyway: lanes stop taking chunks instead of spending tokens on them.
  const lane = async () => {
    while (!failed && next < items.length) {
      const index = next++;
      try {
        results[index] = await work(items[index]!, index);
      } catch (error) {
        failed = true;
        throw error;
      }
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, lane));
  return results;
}
