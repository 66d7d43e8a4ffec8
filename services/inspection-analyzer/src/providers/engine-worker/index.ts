// The analysis engine's CPU-bound steps, each in its own worker thread with a time and memory budget (the offline
// engine whole; the OpenAI engine's chunking and the parsing of its answers), so report text that makes the engine slow or greedy fails that one
// report with a reason the buyer reads, and the service's event loop keeps answering meanwhile.

import { ANALYSIS_FAILURES, UnreadableReportError } from '../../domain/analysis-failure';
import type {
  Analysis,
  AnalysisEngine,
  CostEstimate,
  ExtractedReport,
  Finding,
  IssueDetails,
} from '../../domain/report';
import type { ReportChunk } from '../openai-engine/chunking';
import type { ChatAnswer } from '../openai-engine/client';
import type { Checked } from '../openai-engine/structured-call';
import { runInWorker, WorkerFailure, workerScriptIn, type WorkerLimits } from '../worker-thread';
import type { EngineOutput, EngineTask } from './worker';

/** The image build bundles worker.ts beside main.js under this name; from sources the .cjs entry loads tsx. */
export const BUNDLED_ENGINE_WORKER_FILE = 'analysis-engine-worker.js';

export type EngineLimits = WorkerLimits;

export const DEFAULT_ENGINE_LIMITS: EngineLimits = { timeoutMs: 60_000, maxMemoryMb: 512 };

export function engineWorkerScript(): string {
  return workerScriptIn(__dirname, BUNDLED_ENGINE_WORKER_FILE);
}

/**
 * Runs one engine task in a worker. Over its time or memory budget the report is given up at once
 * (UnreadableReportError, final: the same text would do it again); any other failure is an ordinary error, retried.
 * `signal` abandons the task: the thread is terminated and the call rejects with the signal's reason.
 */
export async function inEngineWorker<T>(
  task: EngineTask,
  limits: EngineLimits,
  signal?: AbortSignal,
): Promise<T> {
  let output: EngineOutput;
  try {
    output = await runInWorker<EngineOutput>(engineWorkerScript(), task, limits, { signal });
  } catch (error) {
    if (error instanceof WorkerFailure && error.kind === 'timeout')
      throw new UnreadableReportError(ANALYSIS_FAILURES.tooSlow);
    if (error instanceof WorkerFailure && error.kind === 'out_of_memory')
      throw new UnreadableReportError(ANALYSIS_FAILURES.tooComplex);
    throw error;
  }
  if (!output.ok) throw new Error(`analysis engine ${task.task} failed: ${output.detail}`);
  return output.value as T;
}

/** The offline engine (domain/analysis), each analysis and explanation in a worker thread. */
export function offlineEngineInWorker(limits: EngineLimits = DEFAULT_ENGINE_LIMITS): AnalysisEngine {
  return {
    name: 'offline',
    analyze: (report: ExtractedReport, options) =>
      inEngineWorker<Analysis>({ task: 'analyze', report }, limits, options?.signal),
    explain: (finding: Finding, _context, options) =>
      inEngineWorker<IssueDetails>({ task: 'explain', finding }, limits, options?.signal),
  };
}

/** The OpenAI engine's chunking of a report, in a worker thread. */
export function chunkingInWorker(
  limits: EngineLimits = DEFAULT_ENGINE_LIMITS,
): (report: ExtractedReport, budgetTokens: number, options?: Abandonable) => Promise<ReportChunk[]> {
  return (report, budgetTokens, options) =>
    inEngineWorker({ task: 'chunk', report, budgetTokens }, limits, options?.signal);
}

/** The OpenAI engine's parsing and schema check of an answer, in a worker thread. */
export function answerCheckingInWorker(
  limits: EngineLimits = DEFAULT_ENGINE_LIMITS,
): (answer: ChatAnswer, format: string, options?: Abandonable) => Promise<Checked<unknown>> {
  return (answer, format, options) =>
    inEngineWorker({ task: 'check-answer', answer, format }, limits, options?.signal);
}

/**
 * The cost table's price of a finding (domain/analysis `priceOf`), in a worker thread. The analysis workers ask for
 * every finding of a report in one go; the calls made before the next microtask with the same signal (one report's)
 * share one task, so a report costs one thread, not one per finding.
 */
export function pricingInWorker(
  limits: EngineLimits = DEFAULT_ENGINE_LIMITS,
): (finding: Finding, state?: string, options?: Abandonable) => Promise<CostEstimate | null> {
  const pending = new Map<AbortSignal | undefined, Priced[]>();
  const flush = (signal: AbortSignal | undefined, batch: Priced[]) => {
    pending.delete(signal);
    const findings = batch.map(({ finding, state }) => ({ finding, state }));
    inEngineWorker<(CostEstimate | null)[]>({ task: 'price', findings }, limits, signal).then(
      (prices) => batch.forEach(({ settle }, i) => settle.resolve(prices[i] ?? null)),
      (error: unknown) => batch.forEach(({ settle }) => settle.reject(error)),
    );
  };
  return (finding, state, options) =>
    new Promise((resolve, reject) => {
      const signal = options?.signal;
      let batch = pending.get(signal);
      if (!batch) {
        const fresh: Priced[] = [];
        pending.set(signal, (batch = fresh));
        queueMicrotask(() => flush(signal, fresh));
      }
      batch.push({ finding, state, settle: { resolve, reject } });
    });
}

/** A call its caller may abandon (see runInWorker). */
export interface Abandonable {
  signal?: AbortSignal | undefined;
}

interface Priced {
  finding: Finding;
  state: string | undefined;
  settle: Settle;
}

interface Settle {
  resolve(price: CostEstimate | null): void;
  reject(error: unknown): void;
}
