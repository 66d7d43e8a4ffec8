// The dev set's files: `<name>.md` (the report's text) beside `<name>.gold.json` (its labels), as the kit's
// materialize.sh writes them outside the repository.

import fs from 'node:fs';
import path from 'node:path';
import type { Severity } from '@homeward/inspection-analyzer/src/domain/report';

export interface GoldFinding {
  id: string;
  section: string;
  inspector_text_excerpt: string;
  expected_tier: Severity;
  cost_band_usd: [number, number] | null;
}

export interface DevsetReport {
  name: string;
  /** The kit's description of how the report is laid out. */
  format: string;
  markdown: string;
  findings: GoldFinding[];
  boilerplateSections: string[];
}

export function loadDevset(dir: string): DevsetReport[] {
  if (!fs.existsSync(dir) || !fs.statSync(dir).isDirectory()) throw new Error(`${dir} is not a folder`);
  const golds = fs.readdirSync(dir).filter((f) => f.endsWith('.gold.json'));
  if (!golds.length)
    throw new Error(`${dir} holds no *.gold.json (run the dev set's materialize.sh into it)`);
  return golds.sort().map((file) => {
    const name = file.replace(/\.gold\.json$/, '');
    const markdownFile = path.join(dir, `${name}.md`);
    if (!fs.existsSync(markdownFile)) throw new Error(`${name}.gold.json has no ${name}.md beside it`);
    const gold = JSON.parse(fs.readFileSync(path.join(dir, file), 'utf8')) as {
      report_format: string;
      findings: GoldFinding[];
      boilerplate_sections: string[];
    };
    return {
      name,
      format: gold.report_format,
      markdown: fs.readFileSync(markdownFile, 'utf8'),
      findings: gold.findings,
      boilerplateSections: gold.boilerplate_sections,
    };
  });
}

/** The word sets a boilerplate section's description names: its heading words without the kit's lower-case
 * commentary ("synopsis", "marketing cover") or parenthesised notes, each `;`- or `/`-separated part on its own,
 * and each quoted heading. A section whose heading path holds every word of one set is boilerplate. */
export function boilerplateHeadings(description: string): string[][] {
  const quoted = [...description.matchAll(/'([^']+)'/g)].map((m) => m[1]!);
  const main = description.replace(/\([^()]*\)/g, ' ').replace(/'[^']*'/g, ' ');
  const parts = [...quoted, main].flatMap((p) => p.split(/;| \/ | and /));
  return parts
    .map((part) => {
      const words = part.trim().split(/\s+/).filter(Boolean);
      while (words.length > 1 && /^[a-z]/.test(words[words.length - 1]!)) words.pop();
      return (
        words
          .join(' ')
          .toLowerCase()
          .match(/[a-z0-9]+/g) ?? []
      );
    })
    .filter((w) => w.length > 0 && !(w.length === 1 && w[0]!.length < 4));
}

/** "Section preamble paragraphs (EXTERIOR, FOUNDATION, ...)": the prose a section opens with, above its first item.
 * The names of the sections it covers, as word lists; none when the description is of another kind. */
export function preambleSections(description: string): string[][] {
  const m = /^section preamble[^(]*\(([^()]*)\)/i.exec(description.trim());
  if (!m) return [];
  return m[1]!
    .split(',')
    .map((name) => name.toLowerCase().match(/[a-z0-9]+/g) ?? [])
    .filter((w) => w.length > 0);
}

/** The runs of text a boilerplate description quotes ('ROOFING AND EXTERIORS ELEMENTS; GARAGE ...'), each part of
 * three words or more on its own, as word lists. */
export function quotedPhrases(description: string): string[][] {
  return [...description.matchAll(/'([^']+)'/g)]
    .flatMap((m) => m[1]!.split(/;/))
    .map((part) => part.toLowerCase().match(/[a-z0-9]+/g) ?? [])
    .filter((words) => words.length >= 3);
}

/** The text holds the phrase's words in a row, whatever the case and punctuation between them. */
export function containsPhrase(text: string, phrase: string[]): boolean {
  const words = text.toLowerCase().match(/[a-z0-9]+/g) ?? [];
  return words.some((_, i) => phrase.every((w, j) => words[i + j] === w));
}
