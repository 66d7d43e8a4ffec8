// What the agreement's repair request is made of: the property's newest analyzed inspection report, and its critical
// and major findings with their cost estimates. The BFF lists a finding's details only once it has been explained
// (the report page explains one when the buyer opens it), so the findings the request names are explained here first.
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { explainIssue, listIssues } from '../../home-inspection/home-inspection-api';
import type { HomeInspection, InspectionIssue } from '../../home-inspection/home-inspection-contract';
import { inspectionKeys, usePropertyReports } from '../../home-inspection/home-inspection-queries';

const REQUESTED = new Set(['critical', 'major']);
// Explaining may call a language model: a few at a time keeps the analyzer's rate in bounds.
const EXPLAIN_AT_ONCE = 3;

/** The newest analyzed report of the property (the BFF lists them newest first), or null. */
export function useAnalyzedReport(propertyId: string | null): HomeInspection | null {
  const reports = usePropertyReports(propertyId ?? '');
  return reports.data?.find((report) => report.status === 'analyzed') ?? null;
}

export const requestedCount = (report: HomeInspection) =>
  report.severity_totals.critical.count + report.severity_totals.major.count;

/** Each requested finding without details, explained; one that cannot be explained stays without an estimate. */
async function withEstimates(issues: InspectionIssue[]): Promise<InspectionIssue[]> {
  const result = [...issues];
  const missing = result.flatMap((issue, index) =>
    REQUESTED.has(issue.severity) && !issue.details ? [index] : [],
  );
  for (let start = 0; start < missing.length; start += EXPLAIN_AT_ONCE) {
    await Promise.all(
      missing.slice(start, start + EXPLAIN_AT_ONCE).map(async (index) => {
        try {
          result[index] = await explainIssue(result[index]!.id);
        } catch {
          // The request still names the finding, without a cost range.
        }
      }),
    );
  }
  return result;
}

/** The report's findings with the requested ones' estimates, loaded while `enabled` (the import dialog is open). */
export function useRequestFindings(inspectionId: string, enabled: boolean) {
  const queryClient = useQueryClient();
  return useQuery({
    queryKey: [...inspectionKeys.issues(inspectionId), 'with-estimates'],
    enabled,
    queryFn: async ({ signal }) => {
      const issues = await withEstimates(await listIssues(inspectionId, signal));
      // The report page shows the details fetched here without asking again.
      queryClient.setQueryData(inspectionKeys.issues(inspectionId), issues);
      return issues;
    },
  });
}
