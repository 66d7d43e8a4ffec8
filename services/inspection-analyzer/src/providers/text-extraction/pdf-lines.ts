// Rebuilds visual lines from a PDF page's positioned text runs. PDFs hold no lines, only runs at (x, y): a TREC
// checkbox grid is four runs, a two-column table is runs side by side, and producers emit them in any order. So
// runs are grouped by baseline (within a tolerance), ordered by x, and gaps become spaces in proportion to the
// font's character width, which keeps "[X] [ ] [ ] [ ]  A. Foundations" and column layouts readable.

export interface TextRun {
  text: string;
  /** Left edge and baseline in PDF user space (y grows upwards). */
  x: number;
  y: number;
  width: number;
  /** Font size in user space (the text matrix's vertical scale). */
  size: number;
}

/** Most spaces one gap between runs may become: wide enough for columns, short enough not to bury the text. */
const MAX_GAP_SPACES = 60;
/** Most spaces of leading indentation (a right-aligned column header sits ~50 characters in on a letter page). */
const MAX_INDENT = 120;

/** Runs closer than this fraction of their font size vertically share a line (sub/superscripts, mixed fonts). */
const BASELINE_TOLERANCE = 0.45;

/** A vertical gap this many line pitches wide separates paragraphs. */
const PARAGRAPH_GAP = 1.6;

function charWidth(run: TextRun): number {
  const length = [...run.text].length;
  const measured = length > 0 ? run.width / length : 0;
  // Courier is 0.6 em; proportional fonts average about 0.5 em. A run with no width (some producers) gets 0.5 em.
  return measured > 0 ? measured : run.size * 0.5;
}

function spacesFor(gap: number, width: number, max = MAX_GAP_SPACES): number {
  if (gap <= width * 0.25) return 0;
  return Math.min(max, Math.max(1, Math.round(gap / width)));
}

export interface LineOptions {
  /** Gaps narrower than this many character widths become one space. PDF runs already hold their own spaces, so
   * every gap there is layout (0, the default); OCR gives one run per word, whose ordinary spaces vary in width. */
  singleSpaceUnder?: number;
}

export function linesFromRuns(runs: readonly TextRun[], options: LineOptions = {}): string[] {
  const visible = runs.filter((r) => r.text.trim() !== '' && Number.isFinite(r.x) && Number.isFinite(r.y));
  if (visible.length === 0) return [];
  // Top of the page first; ties broken left to right so grouping below is stable.
  const sorted = [...visible].sort((a, b) => b.y - a.y || a.x - b.x);
  const rows: TextRun[][] = [];
  for (const run of sorted) {
    const row = rows[rows.length - 1];
    const anchor = row?.[0];
    const tolerance = Math.max(1, Math.max(anchor?.size ?? 0, run.size) * BASELINE_TOLERANCE);
    if (row && anchor && Math.abs(anchor.y - run.y) <= tolerance) row.push(run);
    else rows.push([run]);
  }
  const left = Math.min(...visible.map((r) => r.x));
  const pageCharWidth = median(visible.map(charWidth));
  const pitch = median(rows.slice(1).map((row, i) => rows[i]![0]!.y - row[0]!.y));
  const lines: string[] = [];
  rows.forEach((row, i) => {
    // Paragraphs are set apart by space, not by a character: a gap well over the line pitch is a blank line,
    // which is all that tells one paragraph from the next when a sentence ends at the margin.
    if (i > 0 && rows[i - 1]![0]!.y - row[0]!.y > pitch * PARAGRAPH_GAP) lines.push('');
    lines.push(renderRow(row, left, pageCharWidth, options.singleSpaceUnder ?? 0));
  });
  return lines;
}

function renderRow(row: TextRun[], left: number, pageCharWidth: number, singleSpaceUnder: number): string {
  const ordered = [...row].sort((a, b) => a.x - b.x);
  const first = ordered[0]!;
  // Indentation relative to the page's left text edge: "     Comments:" under an item stays indented.
  let line = ' '.repeat(spacesFor(first.x - left, pageCharWidth, MAX_INDENT));
  let end = first.x;
  for (const [i, run] of ordered.entries()) {
    if (i > 0) {
      // Runs that touch (a word split across fonts) stay joined; any real gap becomes at least one space.
      const gap = run.x - end;
      const width = charWidth(run);
      line += gap > 0 && gap < width * singleSpaceUnder ? ' ' : ' '.repeat(spacesFor(gap, width));
    }
    line += run.text;
    end = Math.max(end, run.x + run.width);
  }
  return line.trimEnd();
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? 1;
}
