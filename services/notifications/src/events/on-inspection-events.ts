import { type EventHandler, requireFields } from '@homeward/kit';
import { topics } from '@homeward/protos/topics';
import type {
  InspectionAnalyzed,
  InspectionFailed,
} from '@homeward/protos/gen/homeward/inspection_analyzer/v1/events';
import type { InspectionNotices } from '../application/inspection-notices';

/** The analysis is stored: "ready: N findings, M critical", and the e-mail the buyer was promised. */
export function onInspectionAnalyzed(notices: InspectionNotices): EventHandler<InspectionAnalyzed> {
  return async (event, trx) => {
    const { payload } = event;
    requireFields(topics.inspectionAnalyzed.name, payload, ['homeInspectionId', 'propertyId', 'ownerId']);
    await notices.analyzed(trx, {
      eventId: event.id,
      ownerId: payload.ownerId,
      propertyId: payload.propertyId,
      homeInspectionId: payload.homeInspectionId,
      expectedLong: payload.expectedLong,
      issueCount: Math.max(0, payload.issueCount),
      criticalCount: Math.max(0, payload.criticalCount),
      majorCount: Math.max(0, payload.majorCount),
    });
  };
}

/** The report could not be analyzed: the reason, in the analyzer's words for the buyer. */
export function onInspectionFailed(notices: InspectionNotices): EventHandler<InspectionFailed> {
  return async (event, trx) => {
    const { payload } = event;
    requireFields(topics.inspectionFailed.name, payload, ['homeInspectionId', 'propertyId', 'ownerId']);
    await notices.failed(trx, {
      eventId: event.id,
      ownerId: payload.ownerId,
      propertyId: payload.propertyId,
      homeInspectionId: payload.homeInspectionId,
      expectedLong: payload.expectedLong,
      reason: payload.reason,
    });
  };
}
