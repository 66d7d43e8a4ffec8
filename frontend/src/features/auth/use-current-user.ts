import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import type { User } from '@api';
import { fetchCurrentUser } from './auth-api';

export const CURRENT_USER_KEY = ['me'] as const;

export const currentUserQuery = queryOptions({
  queryKey: CURRENT_USER_KEY,
  queryFn: ({ signal }) => fetchCurrentUser(signal),
  staleTime: 60_000,
});

export function useCurrentUser() {
  return useQuery(currentUserQuery);
}

export function useSetCurrentUser(): (user: User | null) => void {
  const queryClient = useQueryClient();
  return (user) => queryClient.setQueryData(CURRENT_USER_KEY, user);
}
