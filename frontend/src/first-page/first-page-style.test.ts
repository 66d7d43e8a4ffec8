import { readFileSync } from 'node:fs';
import path from 'node:path';
import { DEFAULT_THEME, defaultCssVariablesResolver, mergeMantineTheme } from '@mantine/core';
import { describe, expect, it } from 'vitest';
import { cssVariablesResolver, theme } from '../app/theme';

// The entry's stylesheet writes the theme's colours out by hand; the app draws the same page with Mantine. Both must
// show the same colours (and keep the contrast app/theme.ts buys), so each is compared with the theme's own value.
// Under jsdom import.meta.url is not a file URL; vitest gives each test file its own __dirname.
const css = readFileSync(path.join(__dirname, 'first-page.css'), 'utf8');
const merged = mergeMantineTheme(DEFAULT_THEME, theme);
// Mantine's defaults, then the app's own overrides (dimmed and error text darkened), as MantineProvider applies them.
const variables: Record<string, string> = {
  ...defaultCssVariablesResolver(merged).variables,
  ...defaultCssVariablesResolver(merged).light,
  ...cssVariablesResolver(merged).variables,
  ...cssVariablesResolver(merged).light,
};
const resolve = (name: string): string => {
  const value = variables[name];
  if (value === undefined) throw new Error(`the theme has no ${name}`);
  const reference = /^var\((--[\w-]+)\)$/.exec(value)?.[1];
  return reference ? resolve(reference) : value;
};

function declared(name: string): string {
  const value = new RegExp(`${name}:\\s*([^;]+);`).exec(css)?.[1];
  if (!value) throw new Error(`first-page.css declares no ${name}`);
  return value.trim();
}

describe("the signed-out entry's colours", () => {
  it.each([
    ['--fp-primary', '--mantine-primary-color-filled'],
    ['--fp-primary-hover', '--mantine-color-cyan-9'],
    ['--fp-primary-light', '--mantine-color-cyan-light'],
    ['--fp-primary-light-color', '--mantine-color-cyan-light-color'],
    ['--fp-error', '--mantine-color-error'],
    ['--fp-success', '--mantine-color-green-filled'],
    ['--fp-warning-light', '--mantine-color-yellow-light'],
    ['--fp-warning-light-color', '--mantine-color-yellow-light-color'],
    ['--fp-dimmed', '--mantine-color-dimmed'],
    ['--fp-gray-3', '--mantine-color-gray-3'],
    ['--fp-gray-4', '--mantine-color-gray-4'],
    ['--fp-dark-7', '--mantine-color-dark-7'],
  ])('%s is the theme’s %s', (entry, mantine) => {
    expect(declared(entry)).toBe(resolve(mantine));
  });
});
