// inspection.uploaded, consumed by this very service, becomes an analysis job: going through the broker means the
// upload's transaction stays short, and a redelivered event finds the job (or the inbox entry) already there.
import { activeTraceparent, afterCommit, type Knex, type Logger } from '@homeward/kit';
import { enqueueAnalysis } from '../store/analysis-jobs';
import { lockInspectionForAnalysis } from '../store/home-inspections';

export class AnalysisQueue {
  constructor(private readonly deps: { workers: { notify(): void }; logger: Logger }) {}

  /** Queues the report's analysis in the consumer's transaction, unless the report is settled or gone. */
  async queueUploaded(trx: Knex.Transaction, inspectionId: string): Promise<void> {
    const inspection = await lockInspectionForAnalysis(trx, inspectionId);
    if (!inspection || (inspection.status !== 'queued' && inspection.status !== 'analyzing')) {
      this.deps.logger.info(
        { homeInspectionId: inspectionId, status: inspection?.status },
        'inspection.uploaded for a report that awaits no analysis; ignored',
      );
      return;
    }
    if (await enqueueAnalysis(trx, inspectionId, activeTraceparent())) {
      afterCommit(trx, () => this.deps.workers.notify());
    }
  }
}
