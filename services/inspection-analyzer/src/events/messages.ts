// The payloads of the events this service publishes.
import {
  InspectionAnalyzed,
  InspectionFailed,
  InspectionUploaded,
} from '@homeward/protos/gen/homeward/inspection_analyzer/v1/events';
import { deadLetterTopic, topics, type TopicDefinition } from '@homeward/protos/topics';
import type { HomeInspection } from '../domain/inspection';
import type { Severity } from '../domain/report';

/** CloudEvents `source` of everything this service publishes. */
export const EVENT_SOURCE = 'homeward/inspection-analyzer';

export function inspectionUploadedEvent(inspection: HomeInspection): InspectionUploaded {
  return InspectionUploaded.fromPartial({
    homeInspectionId: inspection.id,
    propertyId: inspection.propertyId,
    ownerId: inspection.userId,
    fileName: inspection.fileName,
    contentType: inspection.contentType,
    sizeBytes: inspection.sizeBytes ?? 0,
    expectedLong: inspection.expectedLong,
    occurredAt: (inspection.uploadedAt ?? new Date()).toISOString(),
    uploadNumber: inspection.uploadNumber ?? 0,
  });
}

export function inspectionAnalyzedEvent(
  inspection: HomeInspection,
  severities: Severity[],
  occurredAt: Date,
): InspectionAnalyzed {
  return InspectionAnalyzed.fromPartial({
    homeInspectionId: inspection.id,
    propertyId: inspection.propertyId,
    ownerId: inspection.userId,
    issueCount: severities.length,
    criticalCount: severities.filter((severity) => severity === 'critical').length,
    majorCount: severities.filter((severity) => severity === 'major').length,
    expectedLong: inspection.expectedLong,
    engine: inspection.engine ?? '',
    occurredAt: occurredAt.toISOString(),
  });
}

export function inspectionFailedEvent(inspection: HomeInspection, occurredAt: Date): InspectionFailed {
  return InspectionFailed.fromPartial({
    homeInspectionId: inspection.id,
    propertyId: inspection.propertyId,
    ownerId: inspection.userId,
    reason: inspection.failureReason ?? '',
    expectedLong: inspection.expectedLong,
    occurredAt: occurredAt.toISOString(),
  });
}

/**
 * inspection.uploaded's dead-letter topic, written through the outbox when a report can never be analyzed: the
 * same payload and CloudEvents type as the original, so an operator replays it by producing it back to
 * inspection.uploaded. (defineTopic refuses `.dlq` names on purpose; this is the one place that needs one.)
 */
export const inspectionUploadedDeadLetters: TopicDefinition<InspectionUploaded> = Object.freeze({
  name: deadLetterTopic(topics.inspectionUploaded.name),
  ceType: topics.inspectionUploaded.ceType,
  codec: InspectionUploaded,
});
