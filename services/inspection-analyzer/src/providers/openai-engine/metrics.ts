// The OpenAI engine's metrics. The service registers them once on the kit's registry
// (`openAiEngineMetrics(registry)` in src/metrics.ts) and hands them to `createOpenAiEngine`; the Grafana panels for
// engine tokens and cost key on these names.
import { Counter, Histogram, type Registry } from 'prom-client';

export type OpenAiOperation = 'findings' | 'summary' | 'explain';

/** How one HTTP call ended; `ok` includes answers that later fail validation (counted in `invalid_answers`). */
export type OpenAiRequestOutcome =
  'ok' | 'rate_limited' | 'server_error' | 'timeout' | 'connection_error' | 'client_error';

export function openAiEngineMetrics(registry: Registry) {
  return {
    tokens: new Counter({
      name: 'homeward_openai_tokens_total',
      help: 'Tokens the OpenAI-compatible API reported, by model and kind (prompt, completion)',
      labelNames: ['model', 'kind'] as const,
      registers: [registry],
    }),
    costUsd: new Counter({
      name: 'homeward_openai_cost_usd_total',
      help: 'Estimated spend in US dollars from reported tokens and the per-model price table, by model',
      labelNames: ['model'] as const,
      registers: [registry],
    }),
    requests: new Counter({
      name: 'homeward_openai_requests_total',
      help: 'Chat Completions calls by model, operation (findings, summary, explain) and outcome',
      labelNames: ['model', 'operation', 'outcome'] as const,
      registers: [registry],
    }),
    retries: new Counter({
      name: 'homeward_openai_retries_total',
      help: 'Calls repeated by the engine, by model and reason (rate_limited, server_error, timeout, connection_error, invalid_answer)',
      labelNames: ['model', 'reason'] as const,
      registers: [registry],
    }),
    invalidAnswers: new Counter({
      name: 'homeward_openai_invalid_answers_total',
      help: 'Answers rejected by validation (not JSON, or outside the schema), by model and operation',
      labelNames: ['model', 'operation'] as const,
      registers: [registry],
    }),
    requestDuration: new Histogram({
      name: 'homeward_openai_request_duration_seconds',
      help: 'Time of one Chat Completions call, by model, operation and outcome',
      labelNames: ['model', 'operation', 'outcome'] as const,
      buckets: [0.25, 0.5, 1, 2, 5, 10, 20, 30, 60, 120, 300],
      registers: [registry],
    }),
    // Per report rather than per call, with no report id as a label: one observation per analysis run or explain.
    reportTokens: new Histogram({
      name: 'homeward_openai_report_tokens',
      help: 'Tokens one analysis run (operation analysis) or one issue explanation (explain) used, by model',
      labelNames: ['model', 'operation'] as const,
      buckets: [1_000, 5_000, 10_000, 25_000, 50_000, 100_000, 200_000, 400_000, 800_000, 1_600_000],
      registers: [registry],
    }),
    reportCostUsd: new Histogram({
      name: 'homeward_openai_report_cost_usd',
      help: 'Estimated US dollars one analysis run or one issue explanation cost, by model and operation',
      labelNames: ['model', 'operation'] as const,
      buckets: [0.0005, 0.001, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5],
      registers: [registry],
    }),
    budgetRefusals: new Counter({
      name: 'homeward_openai_budget_refusals_total',
      help: 'Calls not sent because a token budget could not hold them, by scope (report, user_day) and operation',
      labelNames: ['scope', 'operation'] as const,
      registers: [registry],
    }),
  };
}

export type OpenAiEngineMetrics = ReturnType<typeof openAiEngineMetrics>;
