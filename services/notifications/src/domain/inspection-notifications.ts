// What the bell says when a home inspection report has been analyzed, or could not be.
import type { NotificationContent } from './property-notifications';

export const INSPECTION_NOTIFICATION_KIND = {
  analyzed: 'home_inspection_analyzed',
  failed: 'home_inspection_failed',
} as const;

export interface AnalysisCounts {
  issueCount: number;
  criticalCount: number;
}

/** "12 findings, 2 critical"; "1 finding, 0 critical". */
export function findingsSummary({ issueCount, criticalCount }: AnalysisCounts): string {
  return `${issueCount} ${issueCount === 1 ? 'finding' : 'findings'}, ${criticalCount} critical`;
}

/** The analyzer's reason, as one short line; a generic one when it gave none. */
export function failureReason(reason: string): string {
  const line = reason.replace(/\s+/g, ' ').trim();
  if (line === '') return 'the file could not be read.';
  return line.length > 300 ? `${line.slice(0, 299)}…` : line;
}

export function inspectionAnalyzedNotification(
  counts: AnalysisCounts,
  link: string,
): NotificationContent & { link: string } {
  return {
    kind: INSPECTION_NOTIFICATION_KIND.analyzed,
    title: 'Home inspection report ready',
    body: `Your home inspection report is ready: ${findingsSummary(counts)}.`,
    link,
  };
}

export function inspectionFailedNotification(
  reason: string,
  link: string,
): NotificationContent & { link: string } {
  return {
    kind: INSPECTION_NOTIFICATION_KIND.failed,
    title: 'Home inspection not analyzed',
    body: `We could not analyze your home inspection report: ${failureReason(reason)}`,
    link,
  };
}
