// The data-export RPCs' requests and answers (issue 25 item 9).
import {
  DataExportStatus,
  type DataExport,
  type GetDataExportPartRequest,
  type GetDataExportPartResponse,
} from '@homeward/protos/gen/homeward/identity/v1/identity';
import { z } from 'zod';
import type { DataExportView } from '../application/data-exports';
import type { ExportPart } from '../domain/data-export';

const partRequest = z.object({
  export_id: z.uuid('Choose a data export.'),
  service: z.string().min(1, 'Choose a part of the export.').max(64),
});

export function dataExportPartOf(request: GetDataExportPartRequest): { exportId: string; service: string } {
  const input = partRequest.parse({ export_id: request.exportId, service: request.service });
  return { exportId: input.export_id.toLowerCase(), service: input.service };
}

const STATUS = {
  preparing: DataExportStatus.DATA_EXPORT_STATUS_PREPARING,
  ready: DataExportStatus.DATA_EXPORT_STATUS_READY,
  failed: DataExportStatus.DATA_EXPORT_STATUS_FAILED,
  // never listed; kept so the mapping is total
  expired: DataExportStatus.DATA_EXPORT_STATUS_UNSPECIFIED,
} as const;

export function toDataExportMessage(view: DataExportView): DataExport {
  const ready = view.status === 'ready';
  return {
    exportId: view.id,
    status: STATUS[view.status],
    requestedAt: view.requestedAt.toISOString(),
    readyAt: ready ? (view.readyAt?.toISOString() ?? '') : '',
    expiresAt: ready ? (view.expiresAt?.toISOString() ?? '') : '',
    services: view.services,
  };
}

export function toDataExportPartMessage(part: ExportPart): GetDataExportPartResponse {
  return {
    service: part.service,
    contentJson: part.contentJson,
    attachments: part.attachments.map((file) => ({
      archivePath: file.archivePath,
      objectKey: file.objectKey,
      documentId: file.documentId,
    })),
  };
}
