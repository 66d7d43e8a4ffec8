// The analysis engine ANALYSIS_ENGINE names: the offline rules of domain/analysis (the default) or any
// OpenAI-compatible server through providers/openai-engine. Either reads the report's text within TEXT_CAPS, and its
// CPU-bound work runs in a worker thread with ANALYSIS_TIMEOUT_MS / ANALYSIS_MAX_MEMORY_MB (engine-worker/).
import type { Logger } from '@homeward/kit';
import { priceOf } from '../domain/analysis';
import type { Analysis, AnalysisEngine, CostEstimate, Finding } from '../domain/report';
import { capReportText, TEXT_CAPS, type TextCaps } from '../domain/text-caps';
import {
  answerCheckingInWorker,
  chunkingInWorker,
  offlineEngineInWorker,
  pricingInWorker,
  type EngineLimits,
} from './engine-worker';
import { createOpenAiEngine, type OpenAiEngineMetrics } from './openai-engine';

/** The configuration the engines read (a slice of InspectionAnalyzerConfig, already checked). */
export interface EngineSettings {
  ANALYSIS_ENGINE: 'offline' | 'openai';
  OPENAI_API_KEY: string | undefined;
  OPENAI_BASE_URL: string | undefined;
  OPENAI_MODEL: string;
  OPENAI_MAX_CONTEXT_TOKENS: number;
  OPENAI_MAX_OUTPUT_TOKENS?: number | undefined;
  OPENAI_MAX_RETRIES: number;
  OPENAI_TIMEOUT_MS: number;
  OPENAI_RETRY_BASE_DELAY_MS: number;
  OPENAI_RETRY_MAX_DELAY_MS: number;
  OPENAI_INPUT_PRICE_PER_1M?: number | undefined;
  OPENAI_OUTPUT_PRICE_PER_1M?: number | undefined;
  ANALYSIS_TIMEOUT_MS: number;
  ANALYSIS_MAX_MEMORY_MB: number;
}

export function createAnalysisEngine(
  config: EngineSettings,
  deps: { logger: Logger; openAiMetrics: OpenAiEngineMetrics },
): AnalysisEngine {
  const limits: EngineLimits = {
    timeoutMs: config.ANALYSIS_TIMEOUT_MS,
    maxMemoryMb: config.ANALYSIS_MAX_MEMORY_MB,
  };
  const log = deps.logger.child({ component: 'analysis-engine' });
  if (config.ANALYSIS_ENGINE === 'offline') return withTextCaps(offlineEngineInWorker(limits), log);
  const prices =
    config.OPENAI_INPUT_PRICE_PER_1M !== undefined && config.OPENAI_OUTPUT_PRICE_PER_1M !== undefined
      ? {
          inputPerMillion: config.OPENAI_INPUT_PRICE_PER_1M,
          outputPerMillion: config.OPENAI_OUTPUT_PRICE_PER_1M,
        }
      : undefined;
  const openAi = createOpenAiEngine({
    apiKey: config.OPENAI_API_KEY,
    baseURL: config.OPENAI_BASE_URL,
    model: config.OPENAI_MODEL,
    maxContextTokens: config.OPENAI_MAX_CONTEXT_TOKENS,
    maxOutputTokens: config.OPENAI_MAX_OUTPUT_TOKENS,
    maxRetries: config.OPENAI_MAX_RETRIES,
    timeoutMs: config.OPENAI_TIMEOUT_MS,
    retryBaseDelayMs: config.OPENAI_RETRY_BASE_DELAY_MS,
    retryMaxDelayMs: config.OPENAI_RETRY_MAX_DELAY_MS,
    prices,
    metrics: deps.openAiMetrics,
    logger: deps.logger.child({ component: 'openai-engine' }),
    chunk: chunkingInWorker(limits),
    checkAnswer: answerCheckingInWorker(limits),
  });
  return withTextCaps(openAi, log);
}

/** The engine reading only the report's text within the caps: long lines cut, text past the total dropped. */
export function withTextCaps(
  engine: AnalysisEngine,
  logger: Logger,
  caps: TextCaps = TEXT_CAPS,
): AnalysisEngine {
  return {
    name: engine.name,
    analyze: (report, ...rest) => {
      const capped = capReportText(report, caps);
      if (capped.truncated)
        logger.warn(
          { maxTotalChars: caps.maxTotalChars },
          'report text over the cap; the rest is not analyzed',
        );
      return engine.analyze(capped.report, ...rest);
    },
    explain: (finding, context, options) => engine.explain(finding, context, options),
  };
}

/**
 * A finding's cost at analysis time, for the tier totals and the summary PDF, whichever engine found it: the
 * inspector's own figure when the finding's text gives one, else the maintained cost table's range for the
 * property's state; the buyer's expanded details carry their own range and take precedence in the totals.
 */
export async function tableCostOf(
  finding: Finding,
  _analysis?: Analysis,
  state?: string,
): Promise<CostEstimate | null> {
  return priceOf(finding, state);
}

/** tableCostOf in the engine's worker thread (with ANALYSIS_TIMEOUT_MS / ANALYSIS_MAX_MEMORY_MB), one task per report:
 * the cost table's patterns run over the findings' text, which is report text. */
export function tableCostInWorker(
  config: Pick<EngineSettings, 'ANALYSIS_TIMEOUT_MS' | 'ANALYSIS_MAX_MEMORY_MB'>,
): (
  finding: Finding,
  analysis?: Analysis,
  state?: string,
  options?: { signal?: AbortSignal | undefined },
) => Promise<CostEstimate | null> {
  const price = pricingInWorker({
    timeoutMs: config.ANALYSIS_TIMEOUT_MS,
    maxMemoryMb: config.ANALYSIS_MAX_MEMORY_MB,
  });
  return (finding, _analysis, state, options) => price(finding, state, options);
}
