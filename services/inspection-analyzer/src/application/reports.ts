// What a buyer reads and asks of their analyzed reports: the reports with their tier totals, the issues, an issue's
// details on demand, another try at a failed analysis, and the Report Summary PDF.
import { randomUUID } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import { activeTraceparent, afterCommit, type Knex, type Logger } from '@homeward/kit';
import { inspectionSummaryPdf } from '@homeward/pdf';
import type { PropertyClient } from '../clients/property-client';
import { InspectionError } from '../domain/errors';
import {
  byTitle,
  issueCost,
  severityTotals,
  type HomeInspection,
  type InspectionIssue,
  type SeverityTotals,
} from '../domain/inspection';
import type { AnalysisEngine, Finding } from '../domain/report';
import { summaryPdfFileName } from '../domain/summary-pdf';
import { BUDGET_MESSAGES, exceededScope, secondsUntilNextDay } from '../domain/token-budget';
import { inspectionAnalyzerMetrics as metrics } from '../metrics';
import { enqueueAnalysis } from '../store/analysis-jobs';
import {
  findOwnedInspection,
  listOwnedInspections,
  lockOwnedInspection,
  markRequeued,
} from '../store/home-inspections';
import { withLabelledCost } from '../domain/costs/finding-cost';
import { claimExplain, releaseExplainClaim, renewExplainClaim } from '../store/issue-explain-claims';
import { findOwnedIssue, listOwnedIssues, listOwnedIssuesOf, storeDetailsOnce } from '../store/issues';
import { countRetry } from '../store/report-budgets';
import type { TokenBudgets } from './token-budgets';

export interface ReportsDeps {
  db: Knex;
  engine: AnalysisEngine;
  properties: PropertyClient;
  /** Woken when a retried analysis is queued. */
  workers: { notify(): void };
  logger: Logger;
  budgets: TokenBudgets;
  /** ANALYSIS_RETRIES_PER_REPORT */
  retriesPerReport: number;
  /** EXPLAIN_CLAIM_SECONDS: an explain call's claim on its issue lapses this long after its holder stops renewing. */
  explainClaimSeconds: number;
  /** How often a call waiting for another's explanation looks for it (default 100 ms). */
  explainPollMs?: number;
  /** How long a call waits for another's explanation before giving up (default 5 minutes). */
  explainWaitMs?: number;
}

export interface ReportView {
  inspection: HomeInspection;
  totals: SeverityTotals;
}

/** The finding as the engine understood it, with the property's state so typical costs are priced for it. */
const findingOf = (issue: InspectionIssue, state: string | null): Finding => ({
  title: issue.title,
  description: issue.description,
  severity: issue.severity,
  ...(issue.section ? { section: issue.section } : {}),
  ...(issue.location ? { location: issue.location } : {}),
  ...(issue.trade ? { trade: issue.trade } : {}),
  ...(issue.costKey ? { costKey: issue.costKey } : {}),
  ...(issue.page ? { page: issue.page } : {}),
  ...(state ? { state } : {}),
});

export class Reports {
  constructor(private readonly deps: ReportsDeps) {}

  async get(userId: string, inspectionId: string): Promise<ReportView> {
    const inspection = await this.owned(userId, inspectionId);
    return { inspection, totals: severityTotals(await listOwnedIssues(this.deps.db, userId, inspection.id)) };
  }

  /** The caller's reports of one property, newest first; another user's property simply has none. */
  async list(userId: string, propertyId: string): Promise<ReportView[]> {
    const inspections = await listOwnedInspections(this.deps.db, userId, propertyId);
    const issues = await listOwnedIssuesOf(
      this.deps.db,
      userId,
      inspections.map((inspection) => inspection.id),
    );
    return inspections.map((inspection) => ({
      inspection,
      totals: severityTotals(issues.filter((issue) => issue.inspectionId === inspection.id)),
    }));
  }

  async issues(userId: string, inspectionId: string): Promise<InspectionIssue[]> {
    const inspection = await this.owned(userId, inspectionId);
    return byTitle(await listOwnedIssues(this.deps.db, userId, inspection.id));
  }

  /** This replica's explanations in progress, by issue: a second call for one issue waits for the first's answer. */
  private readonly explaining = new Map<string, Promise<InspectionIssue>>();
  /** Aborted by stop(): explanations in progress end their engine work (its worker threads terminated). */
  private readonly stopping = new AbortController();

  /**
   * Abandons the explanations still in progress (each answers UNAVAILABLE and gives its claim back) and resolves once
   * they have ended, so no engine thread of theirs outlives the service. Call after the gRPC server has stopped.
   */
  async stop(): Promise<void> {
    this.stopping.abort(new Error('the service is stopping'));
    await Promise.allSettled([...this.explaining.values()]);
  }

  /**
   * The issue with its details: stored ones as they are, else asked of the engine once and stored. One call per
   * issue reaches the engine at a time: on this replica later calls share the first one's promise; across
   * replicas the one holding the issue's claim row asks, the others wait for its stored answer (and take the claim
   * over only if it lapses or is released without an answer, e.g. after the engine failed).
   */
  async explain(userId: string, issueId: string): Promise<InspectionIssue> {
    const issue = await findOwnedIssue(this.deps.db, userId, issueId);
    if (!issue) throw new InspectionError('issueNotFound');
    if (issue.details) return issue;
    const inFlight = this.explaining.get(issue.id);
    if (inFlight) return inFlight;
    const flight = this.explainOnce(userId, issue).finally(() => this.explaining.delete(issue.id));
    this.explaining.set(issue.id, flight);
    return flight;
  }

  private async explainOnce(userId: string, issue: InspectionIssue): Promise<InspectionIssue> {
    const { db, engine, explainClaimSeconds } = this.deps;
    const token = randomUUID();
    const giveUpAt = Date.now() + (this.deps.explainWaitMs ?? 5 * 60_000);
    for (;;) {
      if (this.stopping.signal.aborted) throw new InspectionError('engineUnavailable');
      if (await claimExplain(db, userId, issue.id, token, explainClaimSeconds)) {
        try {
          return await this.askEngine(userId, issue.id, token);
        } finally {
          // Not given back (the database is down): the claim lapses after EXPLAIN_CLAIM_SECONDS instead.
          await releaseExplainClaim(db, userId, issue.id, token).catch((error: unknown) =>
            this.deps.logger.warn({ err: error, issueId: issue.id }, 'releasing an explain claim failed'),
          );
        }
      }
      // Another call holds the claim and is asking the engine: its stored answer is this call's answer too.
      if (Date.now() >= giveUpAt) throw new InspectionError('engineUnavailable');
      await sleep(this.deps.explainPollMs ?? 100);
      const current = await findOwnedIssue(db, userId, issue.id);
      if (!current) throw new InspectionError('issueNotFound');
      if (current.details) {
        metrics.issueExplanations.inc({ engine: engine.name, outcome: 'already_stored' });
        return current;
      }
    }
  }

  /** Under the issue's claim (kept alive while the engine works): the engine's answer, stored. */
  private async askEngine(userId: string, issueId: string, token: string): Promise<InspectionIssue> {
    const { db, engine, logger, budgets, explainClaimSeconds } = this.deps;
    // The previous holder may have stored its answer just before this call took the claim.
    const issue = await findOwnedIssue(db, userId, issueId);
    if (!issue) throw new InspectionError('issueNotFound');
    if (issue.details) return issue;
    const inspection = await this.owned(userId, issue.inspectionId);
    const summary = inspection.structuredData?.summary ?? {
      strengths: [],
      weaknesses: [],
      final_recommendation: '',
    };
    const renewal = setInterval(
      () => {
        renewExplainClaim(db, userId, issueId, token, explainClaimSeconds).catch((error: unknown) =>
          logger.warn({ err: error, issueId }, 'renewing an explain claim failed'),
        );
      },
      (explainClaimSeconds * 1000) / 3,
    );
    renewal.unref();
    const budget = budgets.forExplain(userId);
    let details;
    try {
      const finding = findingOf(issue, inspection.propertyState);
      details = withLabelledCost(
        await engine.explain(finding, { summary, budget }, { signal: this.stopping.signal }),
        finding,
        inspection.propertyState,
      );
    } catch (error) {
      if (exceededScope(error)) {
        metrics.issueExplanations.inc({ engine: engine.name, outcome: 'refused' });
        throw new InspectionError('dailyBudgetReached', secondsUntilNextDay(new Date()));
      }
      if (this.stopping.signal.aborted) {
        logger.info({ issueId }, 'explanation abandoned: the service is stopping');
        throw new InspectionError('engineUnavailable');
      }
      metrics.issueExplanations.inc({ engine: engine.name, outcome: 'failed' });
      logger.warn({ err: error, issueId, engine: engine.name }, 'explaining an issue failed');
      throw new InspectionError('engineUnavailable');
    } finally {
      clearInterval(renewal);
      budget.finish();
    }
    const stored = await storeDetailsOnce(db, userId, issue.id, details);
    metrics.issueExplanations.inc({ engine: engine.name, outcome: 'stored' });
    return stored;
  }

  /**
   * Queues a failed analysis again (a new job), at most `retriesPerReport` times per report; refused too when the
   * report's token budget is spent (another run could not finish) or the owner has nothing left today.
   */
  async retry(userId: string, inspectionId: string): Promise<ReportView> {
    const { db, workers, budgets, retriesPerReport } = this.deps;
    const inspection = await db.transaction(async (trx) => {
      const current = await lockOwnedInspection(trx, userId, inspectionId);
      if (!current) throw new InspectionError('inspectionNotFound');
      if (current.status !== 'failed') throw new InspectionError('notRetryable');
      // A report its budget stopped would be stopped again, having spent more of it.
      if (
        current.failureReason === BUDGET_MESSAGES.report ||
        (await budgets.reportExhausted(userId, current.id))
      ) {
        throw new InspectionError('reportBudgetSpent');
      }
      if (await budgets.userDayExhausted(userId)) {
        throw new InspectionError('dailyBudgetReached', secondsUntilNextDay(new Date()));
      }
      if (!(await countRetry(trx, userId, current.id, retriesPerReport))) {
        throw new InspectionError('retryLimitReached');
      }
      const requeued = await markRequeued(trx, current.id);
      await enqueueAnalysis(trx, current.id, activeTraceparent());
      afterCommit(trx, () => workers.notify());
      return requeued;
    });
    return { inspection, totals: severityTotals([]) };
  }

  /** The Report Summary of an analyzed report, as a PDF with a download name safe for any header. */
  async summaryPdf(userId: string, inspectionId: string): Promise<{ pdf: Buffer; fileName: string }> {
    const { db, properties } = this.deps;
    const inspection = await this.owned(userId, inspectionId);
    if (inspection.status !== 'analyzed' || !inspection.structuredData || !inspection.analyzedAt) {
      throw new InspectionError('notAnalyzed');
    }
    const property = await properties.getOwnedProperty(inspection.propertyId);
    const address = property?.address || 'Your property';
    const issues = byTitle(await listOwnedIssues(db, userId, inspection.id));
    const pdf = await inspectionSummaryPdf({
      propertyAddress: address,
      fileName: inspection.fileName,
      analyzedAt: inspection.analyzedAt,
      summary: inspection.structuredData.summary,
      actionable_next_steps: inspection.structuredData.actionable_next_steps,
      severityTotals: severityTotals(issues),
      findings: issues.map((issue) => ({
        title: issue.title,
        severity: issue.severity,
        description: issue.description,
        estimated_fix_price_range: issueCost(issue),
        cost_source: issueCost(issue)?.source ?? null,
      })),
    });
    return { pdf, fileName: summaryPdfFileName(address) };
  }

  private async owned(userId: string, inspectionId: string): Promise<HomeInspection> {
    const inspection = await findOwnedInspection(this.deps.db, userId, inspectionId);
    if (!inspection) throw new InspectionError('inspectionNotFound');
    return inspection;
  }
}
