import type { EventConsumer } from '@homeward/kit';
import { topics } from '@homeward/protos/topics';
import type { AnalysisQueue } from '../application/analysis-queue';
import type { ObjectStorage } from '../providers/object-storage';
import { onInspectionUploaded } from './on-inspection-uploaded';
import { onUserDeleted } from './on-user-deleted';
import { onUserExportRequested } from './on-user-export-requested';

/** The use cases the events drive. */
export interface SubscriptionDeps {
  analysisQueue: AnalysisQueue;
  /** The report files, which a deleted account takes with it. */
  storage: ObjectStorage;
}

/** Every topic the inspection-analyzer consumes, in one place. */
export function subscribeToEvents(
  consumer: EventConsumer,
  { analysisQueue, storage }: SubscriptionDeps,
): EventConsumer {
  return consumer
    .subscribe(topics.inspectionUploaded, onInspectionUploaded(analysisQueue))
    .subscribe(topics.userDeleted, onUserDeleted(storage))
    .subscribe(topics.userExportRequested, onUserExportRequested);
}
