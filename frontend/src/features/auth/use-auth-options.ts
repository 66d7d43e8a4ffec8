import { useQuery } from '@tanstack/react-query';
import { fetchAuthOptions } from './auth-api';

export function useAuthOptions() {
  return useQuery({
    queryKey: ['auth-options'],
    queryFn: ({ signal }) => fetchAuthOptions(signal),
    // Configuration, not data: it does not change while the page is open.
    staleTime: Infinity,
  });
}
