import { useMediaQuery } from '@mantine/hooks';

/** Below Mantine's `sm` breakpoint (768px): too narrow for the document editors. */
export const NARROW_SCREEN_QUERY = '(max-width: 47.99em)';

export function useIsNarrowScreen(): boolean {
  // Read at once rather than after the first render, so a phone never sees the app flash before the redirect.
  return useMediaQuery(NARROW_SCREEN_QUERY, false, { getInitialValueInEffect: false });
}
