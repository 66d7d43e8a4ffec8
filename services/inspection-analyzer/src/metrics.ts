import { Counter, Gauge, Histogram } from 'prom-client';
import { registry } from '@homeward/kit';
import { openAiEngineMetrics } from './providers/openai-engine';

/** inspection-analyzer's business metrics; dashboards, alert rules and KEDA key on these names. */
export const inspectionAnalyzerMetrics = {
  uploads: new Counter({
    name: 'homeward_inspection_uploads_total',
    help: 'Report uploads by file type and outcome (url_issued, completed, refused)',
    labelNames: ['file_type', 'outcome'] as const,
    registers: [registry],
  }),
  uploadBytes: new Counter({
    name: 'homeward_inspection_upload_bytes_total',
    help: 'Bytes of report files accepted into storage',
    labelNames: ['file_type'] as const,
    registers: [registry],
  }),
  analyses: new Counter({
    name: 'homeward_inspection_analyses_total',
    help: 'Analyses by engine and outcome (analyzed, failed, retrying, superseded)',
    labelNames: ['engine', 'outcome'] as const,
    registers: [registry],
  }),
  analysisDuration: new Histogram({
    name: 'homeward_inspection_analysis_duration_seconds',
    help: 'From claiming a job to its result being stored (read, extract, analyze, store), by engine and outcome',
    labelNames: ['engine', 'outcome'] as const,
    buckets: [0.5, 1, 2, 5, 10, 20, 30, 60, 120, 300, 600, 1800],
    registers: [registry],
  }),
  jobsWaiting: new Gauge({
    name: 'homeward_inspection_analysis_jobs_waiting',
    help: 'Analysis jobs waiting for a worker (the queue KEDA scales the analyzer on)',
    registers: [registry],
  }),
  jobsRunning: new Gauge({
    name: 'homeward_inspection_analysis_jobs_running',
    help: 'Analyses running in this replica',
    registers: [registry],
  }),
  pagesAnalyzed: new Counter({
    name: 'homeward_inspection_pages_analyzed_total',
    help: 'Report pages analyzed, by engine',
    labelNames: ['engine'] as const,
    registers: [registry],
  }),
  issueExplanations: new Counter({
    name: 'homeward_inspection_issue_explanations_total',
    help: 'Issue details asked of the engine, by engine and outcome (stored, already_stored, refused on budget, failed)',
    labelNames: ['engine', 'outcome'] as const,
    registers: [registry],
  }),
};

/** The OpenAI engine's token, cost and request metrics (registered whichever engine runs, so dashboards keep their series). */
export const openAiMetrics = openAiEngineMetrics(registry);
