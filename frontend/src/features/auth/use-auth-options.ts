import { useQuery } from '@tanstack/react-query';
import { fetchSignInProviders } from './auth-api';

export function useSignInProviders() {
  return useQuery({
    queryKey: ['sign-in-providers'],
    queryFn: ({ signal }) => fetchSignInProviders(signal),
    // Configuration, not data: it does not change while the page is open.
    staleTime: Infinity,
  });
}
