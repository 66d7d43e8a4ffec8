import { useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../app/api-client';
import { listUpcomingTours, tourKeys } from '../tours/tours-api';
import { tourListResponseSchema, type Tour } from '../tours/tours-contract';

/** The buyer's upcoming tours (requested or confirmed, not past); a 4xx (no tours API yet) is not retried. */
export function useUpcomingTours() {
  return useQuery({
    queryKey: tourKeys.upcoming,
    queryFn: ({ signal }) => listUpcomingTours(signal),
  });
}

async function listAllTours(signal: AbortSignal): Promise<Tour[]> {
  const { tours } = await apiFetch('/api/tours', { schema: tourListResponseSchema, signal });
  return tours;
}

/**
 * Every tour of the buyer, past ones included: a home whose confirmed tour already happened has its tour done,
 * which the upcoming list alone would forget. Under the tours' key, so scheduling or cancelling refreshes it.
 */
export function useAllTours() {
  return useQuery({
    queryKey: [...tourKeys.all, 'every'],
    queryFn: ({ signal }) => listAllTours(signal),
  });
}
