import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ApiError, errorMessage } from '../../app/api-client';
import { notifyError } from '../../components/notify';
import {
  explainIssue,
  getHomeInspection,
  listHomeInspections,
  listIssues,
  reanalyze,
} from './home-inspection-api';
import { PENDING_STATUSES, type HomeInspection, type InspectionIssue } from './home-inspection-contract';

export const inspectionKeys = {
  all: ['home-inspections'] as const,
  detail: (id: string) => ['home-inspections', 'detail', id] as const,
  issues: (id: string) => ['home-inspections', 'issues', id] as const,
  byProperty: (propertyId: string) => ['home-inspections', 'property', propertyId] as const,
};

// How often the page asks whether a queued or running analysis has landed.
export const POLL_EVERY_MS = 4000;

export const REQUEST_FAILED_TITLE = 'Request failed';
export const REQUEST_FAILED_MESSAGE = 'Please try again.';

/**
 * The spec's 'Please try again.' for a failed detail load, except a refusal the buyer must know the reason of
 * (today's analysis limit, 429): that one is shown in the server's words, since trying again now cannot help.
 */
export function explainFailureMessage(error: unknown): string {
  return error instanceof ApiError && (error.status === 429 || error.status === 409)
    ? error.message
    : REQUEST_FAILED_MESSAGE;
}

export function useHomeInspection(id: string) {
  return useQuery({
    queryKey: inspectionKeys.detail(id),
    queryFn: ({ signal }) => getHomeInspection(id, signal),
    enabled: id !== '',
    refetchInterval: (query) => {
      const status = query.state.data?.status;
      return status && PENDING_STATUSES.has(status) ? POLL_EVERY_MS : false;
    },
  });
}

export function usePropertyReports(propertyId: string) {
  return useQuery({
    queryKey: inspectionKeys.byProperty(propertyId),
    queryFn: ({ signal }) => listHomeInspections(propertyId, signal),
    enabled: propertyId !== '',
  });
}

export function useInspectionIssues(inspectionId: string, enabled: boolean) {
  return useQuery({
    queryKey: inspectionKeys.issues(inspectionId),
    queryFn: ({ signal }) => listIssues(inspectionId, signal),
    enabled,
  });
}

/** Loads one finding's details and writes them into the cached list, so the panel shows them straight away. */
export function useExplainIssue(inspectionId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: explainIssue,
    onSuccess: (explained) => {
      queryClient.setQueryData<InspectionIssue[]>(inspectionKeys.issues(inspectionId), (issues) =>
        issues?.map((issue) => (issue.id === explained.id ? explained : issue)),
      );
    },
    onError: (error) => notifyError(explainFailureMessage(error), REQUEST_FAILED_TITLE),
  });
}

export function useReanalyze(inspectionId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => reanalyze(inspectionId),
    onSuccess: (inspection: HomeInspection) => {
      // The fresh status (queued) restarts the polling of the detail query.
      queryClient.setQueryData(inspectionKeys.detail(inspectionId), inspection);
    },
    onError: (error) => notifyError(errorMessage(error), REQUEST_FAILED_TITLE),
  });
}
