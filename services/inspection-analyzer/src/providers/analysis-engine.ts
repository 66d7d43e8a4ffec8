// The analysis engine ANALYSIS_ENGINE names: the offline rules of domain/analysis (the default) or any
// OpenAI-compatible server through providers/openai-engine.
import type { Logger } from '@homeward/kit';
import { createOfflineEngine, priceOf } from '../domain/analysis';
import type { AnalysisEngine, Finding, PriceRange } from '../domain/report';
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
}

export function createAnalysisEngine(
  config: EngineSettings,
  deps: { logger: Logger; openAiMetrics: OpenAiEngineMetrics },
): AnalysisEngine {
  if (config.ANALYSIS_ENGINE === 'offline') return createOfflineEngine();
  const prices =
    config.OPENAI_INPUT_PRICE_PER_1M !== undefined && config.OPENAI_OUTPUT_PRICE_PER_1M !== undefined
      ? {
          inputPerMillion: config.OPENAI_INPUT_PRICE_PER_1M,
          outputPerMillion: config.OPENAI_OUTPUT_PRICE_PER_1M,
        }
      : undefined;
  return createOpenAiEngine({
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
  });
}

/**
 * A finding's cost range at analysis time, for the tier totals, from the maintained cost table (whichever engine
 * found it); the buyer's expanded details carry the engine's own range and take precedence in the totals.
 */
export async function tableCostOf(finding: Finding): Promise<PriceRange | null> {
  return priceOf(finding);
}
