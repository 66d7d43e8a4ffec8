// The data export contract (issue 25 item 9): the owner asks for a copy of their data, sees its state, and downloads
// the ZIP archive while it is ready. Identity keeps the exports; the BFF builds the archive from their parts.
import { z } from 'zod';

export const DATA_EXPORT_STATUSES = ['preparing', 'ready', 'failed'] as const;
export type DataExportStatus = (typeof DATA_EXPORT_STATUSES)[number];

export const dataExportSchema = z.object({
  id: z.string(),
  status: z.enum(DATA_EXPORT_STATUSES),
  requested_at: z.string(),
  /** Set once ready. */
  ready_at: z.string().nullable(),
  /** Until when the archive can be downloaded; set once ready. */
  expires_at: z.string().nullable(),
  /** The archive's link while ready, else null. */
  download_url: z.string().nullable(),
});
export type DataExport = z.infer<typeof dataExportSchema>;

export const dataExportListSchema = z.object({ exports: z.array(dataExportSchema) });
export const dataExportResponseSchema = z.object({ export: dataExportSchema });

/** Any text: an id that is not one of the caller's exports (malformed too) is simply not found. */
export const dataExportParamsSchema = z.object({ id: z.string().max(100) });

export const DATA_EXPORT_MESSAGES = {
  notFound:
    'We could not find that data export. Downloads are available for a limited time; you can ask for a new one.',
} as const;
