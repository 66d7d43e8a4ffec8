import { useMediaQuery } from '@mantine/hooks';

/** Below Mantine's `xs` breakpoint (576px): a phone held upright. */
export const PHONE_QUERY = '(max-width: 36em)';

/**
 * For a tall modal (a form, a list, a report): on a phone it takes the whole screen instead of a floating card that
 * scrolls past the top and bottom of the screen. Spread on the Modal: `<Modal {...fullScreenOnPhone} ...>`.
 */
export function useFullScreenOnPhone(): { fullScreen: boolean } {
  return { fullScreen: useMediaQuery(PHONE_QUERY) ?? false };
}
