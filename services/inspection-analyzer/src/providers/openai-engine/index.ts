export { createOpenAiEngine, type OpenAiEngineOptions } from './engine';
export { openAiEngineMetrics, type OpenAiEngineMetrics } from './metrics';
export { OpenAiEngineError, type OpenAiFailureKind } from './errors';
export type { TokenPrices } from './pricing';
