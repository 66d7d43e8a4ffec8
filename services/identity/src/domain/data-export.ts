// A user's data export (issue 25 item 9): its states, who must answer, and the words the buyer reads.

/**
 * Every service that holds a user's data, in the archive's order. Each answers user.export_requested with one part;
 * the export is ready when all of them have. A new service holding user data is added here, and only here.
 */
export const EXPORT_SERVICES = [
  'identity',
  'property',
  'payment',
  'tour',
  'documents',
  'inspection-analyzer',
  'notifications',
] as const;

export type ExportService = (typeof EXPORT_SERVICES)[number];

export function isExportService(name: string): name is ExportService {
  return (EXPORT_SERVICES as readonly string[]).includes(name);
}

export type DataExportStatus = 'preparing' | 'ready' | 'failed' | 'expired';

export interface DataExport {
  id: string;
  userId: string;
  status: DataExportStatus;
  requestedAt: Date;
  /** A preparing export not ready by then fails. */
  deadlineAt: Date;
  readyAt: Date | null;
  /** When a ready export's parts are deleted. */
  expiresAt: Date | null;
}

export interface ExportAttachmentRef {
  archivePath: string;
  objectKey?: string;
  documentId?: string;
}

export interface ExportPart {
  exportId: string;
  service: string;
  contentJson: Buffer;
  attachments: ExportAttachmentRef[];
}

/** The status a row shows at `now`: a preparing export past its deadline has failed, a ready one past expiry is gone. */
export function effectiveStatus(row: DataExport, now: Date): DataExportStatus {
  if (row.status === 'preparing' && row.deadlineAt <= now) return 'failed';
  if (row.status === 'ready' && row.expiresAt !== null && row.expiresAt <= now) return 'expired';
  return row.status;
}

/** The services among `received` in the archive's order, and whether every expected one is there. */
export function collectedServices(received: readonly string[]): {
  services: ExportService[];
  complete: boolean;
} {
  const services = EXPORT_SERVICES.filter((service) => received.includes(service));
  return { services, complete: services.length === EXPORT_SERVICES.length };
}

export const DATA_EXPORT_MESSAGES = {
  inProgress:
    'Your data export is still being prepared. You can ask for another one once it is ready or has failed.',
  dailyLimit: (perDay: number, wait: string) =>
    `You can ask for ${perDay} data ${perDay === 1 ? 'export' : 'exports'} a day. Please try again in ${wait}.`,
  notFound:
    'We could not find that data export. Downloads are available for a limited time; you can ask for a new one.',
  notReady: 'This data export is still being prepared. Please try again in a few minutes.',
  failed: 'This data export could not be completed. Please ask for a new one.',
} as const;
