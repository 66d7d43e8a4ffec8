import type { ExpectedAnalysis, ExpectedFinding } from './types';

/** What an analyzer reports, as far as matching against the labels goes. */
export interface ReportedFinding {
  title: string;
  description: string;
}

const norm = (s: string) => s.replace(/\s+/g, ' ').toLowerCase();

/** A reported finding counts as an expected one when its title and description together contain every
 * mustMatch word, case- and whitespace-insensitive. */
export function matchesExpected(reported: ReportedFinding, expected: ExpectedFinding): boolean {
  const text = norm(`${reported.title} ${reported.description}`);
  return expected.mustMatch.every((word) => text.includes(norm(word)));
}

/** The boilerplate phrases a reported finding repeats: any hit means the analyzer read the agreement pages as
 * findings. */
export function trapsHit(reported: ReportedFinding, expected: ExpectedAnalysis): string[] {
  const text = norm(`${reported.title} ${reported.description}`);
  return expected.boilerplateTraps.filter((trap) => text.includes(norm(trap)));
}
