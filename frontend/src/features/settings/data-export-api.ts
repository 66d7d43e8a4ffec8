import { dataExportListSchema, dataExportResponseSchema, type DataExport } from '@api';
import { apiFetch } from '../../app/api-client';

export const DATA_EXPORTS_KEY = ['data-exports'] as const;

export async function listDataExports(): Promise<DataExport[]> {
  return (await apiFetch('/api/me/data-exports', { schema: dataExportListSchema })).exports;
}

/** Refused with 429 (the BFF's words) while one is prepared or when the day's exports are used up. */
export async function requestDataExport(): Promise<DataExport> {
  return (await apiFetch('/api/me/data-exports', { method: 'POST', schema: dataExportResponseSchema }))
    .export;
}
