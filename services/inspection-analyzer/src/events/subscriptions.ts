import type { EventConsumer } from '@homeward/kit';
import { topics } from '@homeward/protos/topics';
import type { AnalysisQueue } from '../application/analysis-queue';
import { onInspectionUploaded } from './on-inspection-uploaded';
import { onUserExportRequested } from './on-user-export-requested';

/** The use cases the events drive. */
export interface SubscriptionDeps {
  analysisQueue: AnalysisQueue;
}

/** Every topic the inspection-analyzer consumes, in one place. */
export function subscribeToEvents(
  consumer: EventConsumer,
  { analysisQueue }: SubscriptionDeps,
): EventConsumer {
  return consumer
    .subscribe(topics.inspectionUploaded, onInspectionUploaded(analysisQueue))
    .subscribe(topics.userExportRequested, onUserExportRequested);
}
