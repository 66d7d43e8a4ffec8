import { useQuery } from '@tanstack/react-query';
import { listUpcomingTours, tourKeys } from '../tours/tours-api';

/** The buyer's upcoming tours (requested or confirmed, not past); a 4xx (no tours API yet) is not retried. */
export function useUpcomingTours() {
  return useQuery({
    queryKey: tourKeys.upcoming,
    queryFn: ({ signal }) => listUpcomingTours(signal),
  });
}
