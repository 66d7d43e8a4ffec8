import type { EventHandler, Logger } from '@homeward/kit';
import type { UserExportPartReady } from '@homeward/protos/gen/homeward/identity/v1/events';
import { z } from 'zod';
import type { DataExports } from '../application/data-exports';

export interface ExportPartReadyDeps {
  dataExports: DataExports;
  logger: Logger;
}

const UUID = z.uuid();

/** user.export_part_ready -> the part is stored (once per export and service); the last one makes the export ready. */
export function onUserExportPartReady(deps: ExportPartReadyDeps): EventHandler<UserExportPartReady> {
  return async (event, trx) => {
    const { exportId, userId, service, contentJson, attachments } = event.payload;
    const log = deps.logger.child({ eventId: event.id, exportId, service });
    if (!UUID.safeParse(exportId).success || !UUID.safeParse(userId).success || service === '') {
      log.error({ userId }, 'user.export_part_ready is malformed; part dropped');
      return;
    }
    const outcome = await deps.dataExports.receivePart(trx, {
      exportId: exportId.toLowerCase(),
      userId: userId.toLowerCase(),
      service,
      contentJson: Buffer.from(contentJson),
      attachments: attachments.map((file) => ({
        archivePath: file.archivePath,
        ...(file.objectKey !== undefined ? { objectKey: file.objectKey } : {}),
        ...(file.documentId !== undefined ? { documentId: file.documentId } : {}),
      })),
    });
    if (outcome === 'ignored')
      log.warn('part for no preparing export of this user, or from an unknown service; dropped');
    else log.info({ outcome }, 'data export part received');
  };
}
