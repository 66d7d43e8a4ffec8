import { type EventHandler, MalformedEventError } from '@homeward/kit';
import type { InspectionUploaded } from '@homeward/protos/gen/homeward/inspection_analyzer/v1/events';
import type { AnalysisQueue } from '../application/analysis-queue';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function onInspectionUploaded(queue: AnalysisQueue): EventHandler<InspectionUploaded> {
  return async (event, trx) => {
    const { homeInspectionId } = event.payload;
    if (!UUID.test(homeInspectionId))
      throw new MalformedEventError('inspection.uploaded', 'a home_inspection_id');
    await queue.queueUploaded(trx, homeInspectionId.toLowerCase());
  };
}
