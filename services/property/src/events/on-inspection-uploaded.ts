import { type EventHandler, type Logger } from '@homeward/kit';
import type { InspectionUploaded } from '@homeward/protos/gen/homeward/inspection_analyzer/v1/events';
import { z } from 'zod';
import { linkUploadedInspection } from '../application/home-inspection';

export interface HomeInspectionDeps {
  logger: Logger;
}

const UUID = z.uuid();

/** inspection.uploaded -> the owner's property names the report (`home_inspection`), in the inbox's transaction. */
export function onInspectionUploaded(deps: HomeInspectionDeps): EventHandler<InspectionUploaded> {
  return async (event, trx) => {
    const { homeInspectionId, propertyId, ownerId, uploadNumber } = event.payload;
    const log = deps.logger.child({ eventId: event.id, homeInspectionId, propertyId });
    // Retrying cannot make a malformed event name a property or a report; it is recorded as handled and reported.
    if (
      !UUID.safeParse(propertyId).success ||
      !UUID.safeParse(homeInspectionId).success ||
      ownerId === '' ||
      uploadNumber < 1
    ) {
      log.error({ ownerId, uploadNumber }, 'inspection.uploaded is malformed; no property linked');
      return;
    }
    const outcome = await linkUploadedInspection(trx, {
      homeInspectionId: homeInspectionId.toLowerCase(),
      ownerId,
      propertyId: propertyId.toLowerCase(),
      uploadNumber,
    });
    if (outcome === 'linked') log.info({ uploadNumber }, 'home inspection linked to the property');
    else if (outcome === 'unchanged') {
      log.info({ uploadNumber }, 'the property already names this or a later home inspection; nothing to do');
    } else log.warn('inspection.uploaded for a property that no longer exists; nothing linked');
  };
}
