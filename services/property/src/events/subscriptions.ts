import { type EventConsumer } from '@homeward/kit';
import { topics } from '@homeward/protos/topics';
import { onDocumentStateChanged } from './on-document-state-changed';
import { onInspectionUploaded, type HomeInspectionDeps } from './on-inspection-uploaded';
import { onPaymentSucceeded, type UnlockDeps } from './on-payment-succeeded';
import { onUserDeleted } from './on-user-deleted';
import { onUserExportRequested, type ExportRequestedDeps } from './on-user-export-requested';

export type SubscriptionDeps = UnlockDeps & HomeInspectionDeps & ExportRequestedDeps;

/** Every topic the property service consumes, in one place. */
export function subscribeToEvents(consumer: EventConsumer, deps: SubscriptionDeps): EventConsumer {
  return consumer
    .subscribe(topics.paymentSucceeded, onPaymentSucceeded(deps))
    .subscribe(topics.inspectionUploaded, onInspectionUploaded(deps))
    .subscribe(topics.documentStateChanged, onDocumentStateChanged(deps))
    .subscribe(topics.userDeleted, onUserDeleted(deps))
    .subscribe(topics.userExportRequested, onUserExportRequested(deps));
}
