import { contractDeadlinesResponseSchema, type ContractDeadlines } from '@api';
import { useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../app/api-client';

export const contractDeadlineKeys = {
  byProperty: (propertyId: string) => ['contract-deadlines', propertyId] as const,
};

export function contractDeadlinesPath(propertyId: string): string {
  return `/api/properties/${encodeURIComponent(propertyId)}/contract-deadlines`;
}

/** The .ics of the same deadlines and the latest objection's dates (404 while the property has neither). */
export function contractDeadlinesCalendarPath(propertyId: string): string {
  return `${contractDeadlinesPath(propertyId)}.ics`;
}

export function getContractDeadlines(propertyId: string, signal?: AbortSignal): Promise<ContractDeadlines> {
  return apiFetch(contractDeadlinesPath(propertyId), { schema: contractDeadlinesResponseSchema, signal });
}

/** The deadlines of the property's latest completed purchase agreement (`purchase_agreement_id` null: none yet). */
export function useContractDeadlines(propertyId: string) {
  return useQuery({
    queryKey: contractDeadlineKeys.byProperty(propertyId),
    queryFn: ({ signal }) => getContractDeadlines(propertyId, signal),
    enabled: propertyId !== '',
    // Completing an agreement in the editor changes the answer: ask again whenever a page shows the deadlines.
    staleTime: 0,
  });
}
