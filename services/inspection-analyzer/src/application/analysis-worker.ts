// The analysis workers: each claims one job at a time from analysis_jobs, reads the report from storage, extracts
// its text, runs the engine and stores the result with inspection.analyzed, or gives the report up as failed with
// inspection.failed and a dead letter. A report is stored once: the result is written only while its row still
// awaits one, under the row's lock, in the transaction that deletes the job.
import {
  backoffDelay,
  BackgroundLoop,
  describeError,
  enqueueEvent,
  inStoredTrace,
  type BackoffPolicy,
  type Knex,
  type Logger,
} from '@homeward/kit';
import { topics } from '@homeward/protos/topics';
import {
  ANALYSIS_FAILURES,
  hasText,
  unreadableReason,
  UnreadableReportError,
  type ExtractReportText,
} from '../domain/analysis-failure';
import type { HomeInspection } from '../domain/inspection';
import type { Analysis, AnalysisEngine, Finding, PriceRange } from '../domain/report';
import { MAX_REPORT_BYTES } from '../domain/report-file';
import { BUDGET_MESSAGES, exceededScope } from '../domain/token-budget';
import {
  EVENT_SOURCE,
  inspectionAnalyzedEvent,
  inspectionFailedEvent,
  inspectionUploadedDeadLetters,
  inspectionUploadedEvent,
} from '../events/messages';
import { inspectionAnalyzerMetrics as metrics } from '../metrics';
import { isObjectMissing, ObjectTooLargeError, type ObjectStorage } from '../providers/object-storage';
import {
  claimNextJob,
  countWaitingJobs,
  deleteJobOf,
  releaseJob,
  renewLease,
  type AnalysisJob,
} from '../store/analysis-jobs';
import {
  findInspectionForAnalysis,
  lockInspectionForAnalysis,
  markAnalyzed,
  markAnalyzing,
  markFailed,
} from '../store/home-inspections';
import { insertIssues } from '../store/issues';
import type { TokenBudgets } from './token-budgets';

export interface AnalysisWorkersOptions {
  db: Knex;
  storage: ObjectStorage;
  extractReportText: ExtractReportText;
  engine: AnalysisEngine;
  /**
   * A finding's cost range for the tier totals, known at analysis time; `state` is the property's (two letters) when
   * the report knows it, and `signal` abandons it as it does extraction and the engine's analysis. Absent: totals add
   * only the ranges of issues the buyer has expanded.
   */
  estimateCost?: EstimateCost;
  relay: { notify(): void };
  logger: Logger;
  /** What the engine's paid calls may spend per report and per owner per day; absent: no limit. */
  budgets?: TokenBudgets;
  workers: number;
  leaseSeconds: number;
  maxAttempts: number;
  retry: BackoffPolicy;
  pollIntervalMs: number;
}

export type EstimateCost = (
  finding: Finding,
  analysis: Analysis,
  state?: string,
  options?: { signal?: AbortSignal | undefined },
) => Promise<PriceRange | null>;

type Outcome = 'analyzed' | 'failed' | 'retrying' | 'superseded' | 'stopped';

/** What reading and analyzing the report produced, before it is stored. */
interface Produced {
  analysis: Analysis;
  costs: (PriceRange | null)[];
  pageCount: number;
}

export class AnalysisWorkers {
  private readonly loops: BackgroundLoop[];
  private readonly logger: Logger;
  /** Aborted by stop(): every analysis in progress ends its work (its worker threads terminated). */
  private readonly stopping = new AbortController();
  private readonly stopped: Promise<'stopped'>;

  constructor(private readonly options: AnalysisWorkersOptions) {
    this.logger = options.logger.child({ component: 'analysis-worker' });
    this.stopped = new Promise((resolve) =>
      this.stopping.signal.addEventListener('abort', () => resolve('stopped'), { once: true }),
    );
    this.loops = Array.from(
      { length: options.workers },
      (_, index) =>
        new BackgroundLoop(`analysis worker ${index + 1}`, this.logger, options.pollIntervalMs, async () => ({
          more: await this.pass(),
        })),
    );
  }

  start(): void {
    for (const loop of this.loops) loop.start();
  }

  /**
   * Stops claiming; an analysis in progress is abandoned and its job given back at once (the attempt refunded), so
   * another replica takes it without waiting out the lease. Its work is aborted, and this resolves once it has ended:
   * no worker thread of an analysis outlives the stop.
   */
  async stop(): Promise<void> {
    this.stopping.abort(new Error('the analysis workers are stopping'));
    await Promise.all(this.loops.map((loop) => loop.stop()));
  }

  /** Call once a transaction that queued a job has committed. */
  notify(): void {
    for (const loop of this.loops) loop.notify();
  }

  /** One job, if one is due; true when one was handled (more may be waiting). */
  private async pass(): Promise<boolean> {
    const { db, leaseSeconds } = this.options;
    const job = await db.transaction(async (trx) => {
      const claimed = await claimNextJob(trx, leaseSeconds);
      if (claimed) await markAnalyzing(trx, claimed.inspectionId);
      return claimed;
    });
    metrics.jobsWaiting.set(await countWaitingJobs(db));
    if (!job) return false;
    metrics.jobsRunning.inc();
    try {
      await inStoredTrace(
        job.traceparent,
        { name: 'inspection analysis', attributes: { 'homeward.home_inspection.id': job.inspectionId } },
        () => this.handle(job),
      );
    } finally {
      metrics.jobsRunning.dec();
    }
    return true;
  }

  private async handle(job: AnalysisJob): Promise<Outcome> {
    const { db, engine, maxAttempts } = this.options;
    const log = this.logger.child({
      homeInspectionId: job.inspectionId,
      jobId: job.id,
      attempt: job.attempts,
    });
    const inspection = await findInspectionForAnalysis(db, job.inspectionId);
    if (!inspection || inspection.status === 'analyzed' || inspection.status === 'failed') {
      // Settled by another worker (whose job this lease outlived), or deleted.
      await db.transaction((trx) => deleteJobOf(trx, job.inspectionId));
      return 'superseded';
    }
    if (job.attempts > maxAttempts) {
      // Claimed this often without an outcome: workers keep dying on it.
      log.error('analysis claimed too often without an outcome; giving up');
      return this.fail(job, inspection, ANALYSIS_FAILURES.gaveUp, 'too many attempts');
    }

    const started = process.hrtime.bigint();
    const elapsedSeconds = () => Number(process.hrtime.bigint() - started) / 1e9;
    const renewal = setInterval(
      () => void this.renew(job, log),
      Math.max(1000, (this.options.leaseSeconds * 1000) / 3),
    );
    renewal.unref();
    let outcome: Outcome;
    try {
      const { signal } = this.stopping;
      const work = this.produce(inspection, signal);
      // An abandoned analysis rejects with the signal's reason once its work has ended; nobody wants its outcome.
      const ended = work.then(
        () => undefined,
        () => undefined,
      );
      const produced = await Promise.race([work, this.stopped]).catch((error: unknown) => {
        if (signal.aborted) return 'stopped' as const;
        throw error;
      });
      if (produced === 'stopped') {
        await releaseJob(db, job, { delayMs: 0, error: null, refundAttempt: true });
        log.info('analysis abandoned: the worker is stopping; job given back');
        await ended;
        return 'stopped';
      }
      outcome = await this.store(job, inspection, produced);
      if (outcome === 'analyzed') metrics.pagesAnalyzed.inc({ engine: engine.name }, produced.pageCount);
      log.info({ outcome, issues: produced.analysis.findings.length }, 'analysis finished');
    } catch (error) {
      outcome = await this.afterFailure(job, inspection, error, log);
    } finally {
      clearInterval(renewal);
    }
    metrics.analyses.inc({ engine: engine.name, outcome });
    metrics.analysisDuration.observe({ engine: engine.name, outcome }, elapsedSeconds());
    return outcome;
  }

  private async produce(inspection: HomeInspection, signal: AbortSignal): Promise<Produced> {
    const { storage, extractReportText, engine, estimateCost } = this.options;
    const file = await storage.read(inspection.objectKey, MAX_REPORT_BYTES);
    const report = await extractReportText(file, inspection.contentType, { signal });
    if (!hasText(report)) throw new UnreadableReportError(ANALYSIS_FAILURES.noText);
    const budget = this.options.budgets?.forAnalysis(inspection.userId, inspection.id);
    let analysis: Analysis;
    try {
      analysis = await engine.analyze(report, budget ? { budget, signal } : { signal });
    } finally {
      budget?.finish();
    }
    const costs = estimateCost
      ? await Promise.all(
          analysis.findings.map((finding) =>
            estimateCost(finding, analysis, inspection.propertyState ?? undefined, { signal }),
          ),
        )
      : analysis.findings.map(() => null);
    return { analysis, costs, pageCount: report.pages.length };
  }

  /** Stores the result unless the report was settled meanwhile (a worker whose lease ran out finished it). */
  private async store(job: AnalysisJob, inspection: HomeInspection, produced: Produced): Promise<Outcome> {
    const { db, engine, relay } = this.options;
    const { analysis } = produced;
    return db.transaction(async (trx) => {
      const current = await lockInspectionForAnalysis(trx, inspection.id);
      if (!current || (current.status !== 'queued' && current.status !== 'analyzing')) {
        await deleteJobOf(trx, inspection.id);
        return 'superseded';
      }
      await insertIssues(
        trx,
        current.id,
        current.userId,
        analysis.findings.map((finding, index) => ({
          finding,
          estimatedCost: produced.costs[index] ?? null,
        })),
      );
      const analyzed = await markAnalyzed(trx, current.id, {
        structuredData: { summary: analysis.summary, actionable_next_steps: analysis.actionable_next_steps },
        engine: engine.name,
        pageCount: produced.pageCount,
      });
      await deleteJobOf(trx, current.id);
      await enqueueEvent(
        trx,
        topics.inspectionAnalyzed,
        current.id,
        inspectionAnalyzedEvent(
          analyzed,
          analysis.findings.map((finding) => finding.severity),
          analyzed.analyzedAt!,
        ),
        { source: EVENT_SOURCE, relay },
      );
      return 'analyzed';
    });
  }

  /** A file no retry can help fails now; anything else (storage, engine down) is retried until attempts run out. */
  private async afterFailure(
    job: AnalysisJob,
    inspection: HomeInspection,
    error: unknown,
    log: Logger,
  ): Promise<Outcome> {
    const { db, maxAttempts, retry } = this.options;
    const budgetScope = exceededScope(error);
    // A spent budget is not transient: a retry would spend more of it (the report's) or be refused again (today's).
    const reason =
      (budgetScope ? BUDGET_MESSAGES[budgetScope] : undefined) ??
      unreadableReason(error) ??
      (isObjectMissing(error) ? ANALYSIS_FAILURES.missing : undefined) ??
      (error instanceof ObjectTooLargeError ? ANALYSIS_FAILURES.tooLarge : undefined);
    if (reason) {
      log.warn({ reason }, 'report cannot be analyzed');
      return this.fail(job, inspection, reason, describeError(error));
    }
    if (job.attempts >= maxAttempts) {
      log.error({ err: error }, 'analysis kept failing; giving up');
      return this.fail(job, inspection, ANALYSIS_FAILURES.gaveUp, describeError(error));
    }
    const delayMs = backoffDelay(job.attempts, retry);
    log.warn({ err: error, retryInMs: delayMs }, 'analysis failed; will retry');
    await releaseJob(db, job, { delayMs, error: describeError(error), refundAttempt: false });
    return 'retrying';
  }

  /**
   * Settles the report as failed: inspection.failed for the buyer's notice, and the original inspection.uploaded on
   * its dead-letter topic for an operator, in the transaction that deletes the job.
   */
  private async fail(
    job: AnalysisJob,
    inspection: HomeInspection,
    reason: string,
    cause: string,
  ): Promise<Outcome> {
    const { db, engine, relay } = this.options;
    return db.transaction(async (trx) => {
      const current = await lockInspectionForAnalysis(trx, inspection.id);
      if (!current || (current.status !== 'queued' && current.status !== 'analyzing')) {
        await deleteJobOf(trx, inspection.id);
        return 'superseded';
      }
      const failed = await markFailed(trx, current.id, reason, engine.name);
      await deleteJobOf(trx, current.id);
      const now = new Date();
      await enqueueEvent(trx, topics.inspectionFailed, current.id, inspectionFailedEvent(failed, now), {
        source: EVENT_SOURCE,
        relay,
      });
      await enqueueEvent(trx, inspectionUploadedDeadLetters, current.id, inspectionUploadedEvent(current), {
        source: EVENT_SOURCE,
        relay,
      });
      this.logger.warn(
        { homeInspectionId: current.id, jobId: job.id, attempts: job.attempts, cause },
        'analysis failed for good; dead-lettered',
      );
      return 'failed';
    });
  }

  private async renew(job: AnalysisJob, log: Logger): Promise<void> {
    try {
      if (!(await renewLease(this.options.db, job, this.options.leaseSeconds))) {
        log.warn(
          'analysis lease was taken over; the result will be stored only if the report still awaits one',
        );
      }
    } catch (error) {
      log.warn({ err: error }, 'renewing the analysis lease failed');
    }
  }
}
