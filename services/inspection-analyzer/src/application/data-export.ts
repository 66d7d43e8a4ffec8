// inspection-analyzer's part of a user's data export (issue 25 item 9).
import type { ExportPart, Knex } from '@homeward/kit';
import { userIssuesForExport, userReportsForExport } from '../store/inspection-export';

/** A name safe in any ZIP tool: the report's id first (unique), then its file name without path or odd characters. */
function archiveName(id: string, fileName: string): string {
  const safe = fileName
    .split(/[\\/]/)
    .pop()!
    .replace(/[^A-Za-z0-9._-]+/g, '_')
    .replace(/^\.+/, '')
    .slice(-100);
  return `inspection-reports/${id}-${safe || 'report'}`;
}

/**
 * inspection-analyzer's part: the user's reports and their findings. Each uploaded report is attached by
 * its object key, so the original file is copied from the bucket into the archive; one never uploaded has no file.
 * The object keys themselves are the bucket's internals and stay out of the JSON.
 */
export async function reportsPartOf(trx: Knex.Transaction, userId: string): Promise<ExportPart> {
  const [reports, issues] = await Promise.all([
    userReportsForExport(trx, userId),
    userIssuesForExport(trx, userId),
  ]);
  const files = reports
    .filter((report) => report.uploaded_at !== null)
    .map((report) => ({
      archivePath: archiveName(report.id, report.file_name),
      objectKey: report.object_key,
    }));
  const homeInspections = reports.map(({ object_key: _key, ...report }) => report);
  return { records: { home_inspections: homeInspections, issues }, files };
}
