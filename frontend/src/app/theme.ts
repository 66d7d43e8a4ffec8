import {
  createTheme,
  darken,
  DEFAULT_THEME,
  luminance,
  type CSSVariablesResolver,
  type LoaderProps,
  type MantineColorsTuple,
  type MenuProps,
  type ModalProps,
  type NotificationProps,
} from '@mantine/core';

// WCAG 2.1 AA (1.4.3): normal-size text needs 4.5:1 against what is behind it.
export const AA_TEXT_CONTRAST = 4.5;
// The lightest surface text sits on besides white: the footer, a card's gray section.
const LIGHT_SURFACE = DEFAULT_THEME.colors.gray[0];

export function contrastRatio(foreground: string, background: string): number {
  const [lighter, darker] = [luminance(foreground), luminance(background)].sort((a, b) => b - a);
  return (lighter! + 0.05) / (darker! + 0.05);
}

/** Darkens `shade` by the smallest step that reads at AA on each background. */
function darkenUntilReadable(shade: string, backgrounds: string[]): string {
  for (let amount = 0; amount < 1; amount += 0.02) {
    const candidate = amount === 0 ? shade : darken(shade, amount);
    if (backgrounds.every((background) => contrastRatio(candidate, background) >= AA_TEXT_CONTRAST))
      return candidate;
  }
  return '#000000';
}

/**
 * Mantine's palettes are not all readable where Mantine puts them: with the primary shade 8, a filled button is white
 * on shade 8, an anchor or `color="red"` text is shade 8 on white (or the light gray surface), and a light badge or
 * button is shade 9 on shade 1. Cyan (our primary colour), teal, green, lime, yellow, orange and red fall short of
 * 4.5:1 there, so shades 8 and 9 of every palette are darkened just enough; the light shades stay as they are.
 */
function withReadableDarkShades(palette: MantineColorsTuple): MantineColorsTuple {
  const shades = [...palette];
  shades[8] = darkenUntilReadable(palette[8], ['#ffffff', LIGHT_SURFACE]);
  shades[9] = darkenUntilReadable(palette[9], ['#ffffff', LIGHT_SURFACE, palette[1], palette[0]]);
  return shades as unknown as MantineColorsTuple;
}

const READABLE_COLORS = Object.fromEntries(
  Object.entries(DEFAULT_THEME.colors)
    .filter(([name]) => name !== 'dark')
    .map(([name, palette]) => [name, withReadableDarkShades(palette)]),
);

export const theme = createTheme({
  primaryColor: 'cyan',
  primaryShade: 8,
  colors: READABLE_COLORS,
  defaultRadius: 'md',
  fontFamily: 'Inter, system-ui, -apple-system, "Segoe UI", Roboto, sans-serif',
  headings: { fontFamily: 'Inter, system-ui, -apple-system, "Segoe UI", Roboto, sans-serif' },
  // Plain objects rather than Loader.extend(...) and the like: importing Modal and Menu here would load them (and
  // their popover and scroll-lock machinery) with every page, the first one included.
  components: {
    // A loader is a bare span, where an aria-label ('Loading report') is not allowed; as a status it is announced.
    Loader: { defaultProps: { role: 'status' } satisfies Partial<LoaderProps> },
    // The menu's initial-focus placeholder is a focusable child that is not a menu item, which role="menu" forbids;
    // without it the focus trap lands on the dropdown itself and the arrow keys reach the items.
    Menu: { defaultProps: { withInitialFocusPlaceholder: false } satisfies Partial<MenuProps> },
    // Mantine's close button is an icon alone: without a name, screen readers announce an unnamed button. 'Dismiss'
    // rather than 'Close', which several dialogs already have as a button of their own.
    Modal: { defaultProps: { closeButtonProps: { 'aria-label': 'Dismiss' } } satisfies Partial<ModalProps> },
    Notification: {
      defaultProps: { closeButtonProps: { 'aria-label': 'Dismiss' } } satisfies Partial<NotificationProps>,
      // Under a title Mantine draws the message in gray 6 (3.3:1), not through the dimmed colour.
      styles: { description: { color: 'var(--mantine-color-dimmed)' } },
    },
  },
});

/**
 * Mantine's light scheme draws dimmed text in gray 6 (3.3:1 on white) and error messages in red 6 (3.6:1): both
 * one class of text across the app, so both are darkened here rather than at each use.
 */
export const cssVariablesResolver: CSSVariablesResolver = () => ({
  variables: {},
  light: {
    '--mantine-color-dimmed': 'var(--mantine-color-gray-7)',
    '--mantine-color-error': 'var(--mantine-color-red-8)',
  },
  dark: {},
});
