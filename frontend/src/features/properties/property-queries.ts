import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { getProperty, getSampleProperty, listProperties } from './properties-api';

export const propertyKeys = {
  all: ['properties'] as const,
  list: (search: string) => ['properties', 'list', search] as const,
  detail: (id: string) => ['properties', 'detail', id] as const,
};

export function usePropertyList(search: string) {
  return useQuery({
    queryKey: propertyKeys.list(search),
    queryFn: ({ signal }) => listProperties(search, signal),
    // Keeps the current cards on screen while a new search is on its way instead of flashing a loader.
    placeholderData: keepPreviousData,
  });
}

export function usePropertyDetail(id: string) {
  return useQuery({
    queryKey: propertyKeys.detail(id),
    queryFn: ({ signal }) => getProperty(id, signal),
  });
}

export function useInvalidateProperties(): () => Promise<void> {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: propertyKeys.all });
}

export function useSampleProperty(enabled = true) {
  return useQuery({
    queryKey: ['properties', 'sample'],
    queryFn: ({ signal }) => getSampleProperty(signal),
    staleTime: Infinity,
    enabled,
  });
}
