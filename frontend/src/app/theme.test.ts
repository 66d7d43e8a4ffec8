import { DEFAULT_THEME } from '@mantine/core';
import { describe, expect, it } from 'vitest';
import { AA_TEXT_CONTRAST, contrastRatio, cssVariablesResolver, theme } from './theme';

const WHITE = '#ffffff';
const colors = theme.colors!;
const shade = (color: string, index: number) =>
  colors[color]?.[index] ?? DEFAULT_THEME.colors[color]![index]!;
const palettes = Object.keys(DEFAULT_THEME.colors).filter((name) => name !== 'dark');

describe('theme contrast (WCAG 2.1 AA, 4.5:1 for text)', () => {
  it('computes the WCAG ratio', () => {
    expect(contrastRatio('#000000', WHITE)).toBeCloseTo(21, 5);
    expect(contrastRatio(WHITE, WHITE)).toBeCloseTo(1, 5);
    // Mantine's own cyan 8 on white, which the browser test's axe run found short.
    expect(contrastRatio('#0c8599', WHITE)).toBeCloseTo(4.35, 2);
  });

  it.each(palettes)('%s: filled (white on 8), text and links (8 on white and gray 0) read at AA', (color) => {
    expect(contrastRatio(WHITE, shade(color, 8))).toBeGreaterThanOrEqual(AA_TEXT_CONTRAST);
    expect(contrastRatio(shade(color, 8), shade('gray', 0))).toBeGreaterThanOrEqual(AA_TEXT_CONTRAST);
  });

  it.each(palettes)('%s: light badges and buttons (9 on 1) read at AA', (color) => {
    expect(contrastRatio(shade(color, 9), shade(color, 1))).toBeGreaterThanOrEqual(AA_TEXT_CONTRAST);
  });

  it('keeps the light shades as Mantine has them', () => {
    for (const color of palettes)
      expect(colors[color]!.slice(0, 8)).toEqual(DEFAULT_THEME.colors[color]!.slice(0, 8));
  });

  it('draws dimmed and error text in shades that read at AA on the light surfaces', () => {
    const { light } = cssVariablesResolver(theme as never);
    expect(light['--mantine-color-dimmed']).toBe('var(--mantine-color-gray-7)');
    expect(light['--mantine-color-error']).toBe('var(--mantine-color-red-8)');
    for (const background of [WHITE, shade('gray', 0)]) {
      expect(contrastRatio(shade('gray', 7), background)).toBeGreaterThanOrEqual(AA_TEXT_CONTRAST);
      expect(contrastRatio(shade('red', 8), background)).toBeGreaterThanOrEqual(AA_TEXT_CONTRAST);
    }
  });
});
