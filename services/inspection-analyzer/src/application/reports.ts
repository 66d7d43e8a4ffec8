// What a buyer reads and asks of their analysed reports: the reports with their tier totals, the issues, an issue's
// details on demand, another try at a failed analysis, and the Report Summary PDF.
import { activeTraceparent, afterCommit, type Knex, type Logger } from '@homeward/kit';
import { inspectionSummaryPdf } from '@homeward/pdf';
import type { PropertyClient } from '../clients/property-client';
import { InspectionError } from '../domain/errors';
import {
  byTitle,
  severityTotals,
  type HomeInspection,
  type InspectionIssue,
  type SeverityTotals,
} from '../domain/inspection';
import type { AnalysisEngine, Finding } from '../domain/report';
import { summaryPdfFileName } from '../domain/summary-pdf';
import { inspectionAnalyzerMetrics as metrics } from '../metrics';
import { enqueueAnalysis } from '../store/analysis-jobs';
import {
  findOwnedInspection,
  listOwnedInspections,
  lockOwnedInspection,
  markRequeued,
} from '../store/home-inspections';
import { findOwnedIssue, listOwnedIssues, listOwnedIssuesOf, storeDetailsOnce } from '../store/issues';

export interface ReportsDeps {
  db: Knex;
  engine: AnalysisEngine;
  properties: PropertyClient;
  /** Woken when a retried analysis is queued. */
  workers: { notify(): void };
  logger: Logger;
}

export interface ReportView {
  inspection: HomeInspection;
  totals: SeverityTotals;
}

const findingOf = (issue: InspectionIssue): Finding => ({
  title: issue.title,
  description: issue.description,
  severity: issue.severity,
  ...(issue.section ? { section: issue.section } : {}),
  ...(issue.location ? { location: issue.location } : {}),
  ...(issue.trade ? { trade: issue.trade } : {}),
  ...(issue.costKey ? { costKey: issue.costKey } : {}),
  ...(issue.page ? { page: issue.page } : {}),
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

  /**
   * The issue with its details: stored ones as they are, else asked of the engine and stored. Concurrent calls may
   * each ask the engine, but only the first answer is stored and every call returns that one.
   */
  async explain(userId: string, issueId: string): Promise<InspectionIssue> {
    const { db, engine, logger } = this.deps;
    const issue = await findOwnedIssue(db, userId, issueId);
    if (!issue) throw new InspectionError('issueNotFound');
    if (issue.details) return issue;
    const inspection = await this.owned(userId, issue.inspectionId);
    const summary = inspection.structuredData?.summary ?? {
      strengths: [],
      weaknesses: [],
      final_recommendation: '',
    };
    let details;
    try {
      details = await engine.explain(findingOf(issue), { summary });
    } catch (error) {
      metrics.issueExplanations.inc({ engine: engine.name, outcome: 'failed' });
      logger.warn({ err: error, issueId, engine: engine.name }, 'explaining an issue failed');
      throw new InspectionError('engineUnavailable');
    }
    const stored = await storeDetailsOnce(db, userId, issue.id, details);
    // Another call may have stored its answer first; that one is kept and returned.
    metrics.issueExplanations.inc({
      engine: engine.name,
      outcome: JSON.stringify(stored.details) === JSON.stringify(details) ? 'stored' : 'already_stored',
    });
    return stored;
  }

  /** Queues a failed analysis again (a new job); anything else is refused as it stands. */
  async retry(userId: string, inspectionId: string): Promise<ReportView> {
    const { db, workers } = this.deps;
    const inspection = await db.transaction(async (trx) => {
      const current = await lockOwnedInspection(trx, userId, inspectionId);
      if (!current) throw new InspectionError('inspectionNotFound');
      if (current.status !== 'failed') throw new InspectionError('notRetryable');
      const requeued = await markRequeued(trx, current.id);
      await enqueueAnalysis(trx, current.id, activeTraceparent());
      afterCommit(trx, () => workers.notify());
      return requeued;
    });
    return { inspection, totals: severityTotals([]) };
  }

  /** The Report Summary of an analysed report, as a PDF with a download name safe for any header. */
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
        estimated_fix_price_range: issue.details?.estimated_fix_price_range ?? issue.estimatedCost,
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
