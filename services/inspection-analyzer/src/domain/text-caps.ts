// Bounds on the text an analysis engine reads, applied where the text enters either engine. A real report is about
// 50-150 kB of text in lines of under 200 characters (a DOCX paragraph is one line, rarely over 20 kB); a line or a
// text far beyond that is hostile or broken, and every step after this one stays within a known size.
import type { ExtractedReport } from './report';

export interface TextCaps {
  /** A longer line is cut into pieces of at most this many characters, at a sentence end or a space when it can. */
  maxLineChars: number;
  /** Text past this many characters (line breaks not counted) is not read. */
  maxTotalChars: number;
}

export const TEXT_CAPS: TextCaps = { maxLineChars: 4_000, maxTotalChars: 1_000_000 };

/** The report within the caps; `truncated` says text was dropped (not only cut into shorter lines). */
export function capReportText(
  report: ExtractedReport,
  caps: TextCaps = TEXT_CAPS,
): { report: ExtractedReport; truncated: boolean } {
  let left = caps.maxTotalChars;
  let truncated = false;
  const pages: ExtractedReport['pages'] = [];
  for (const page of report.pages) {
    if (left <= 0) {
      truncated = true;
      break;
    }
    const lines: string[] = [];
    for (const line of page.lines) {
      if (left <= 0) {
        truncated = true;
        break;
      }
      const kept = line.length > left ? line.slice(0, left) : line;
      if (kept.length < line.length) truncated = true;
      left -= kept.length;
      lines.push(...cutLine(kept, caps.maxLineChars));
    }
    pages.push({ number: page.number, lines });
  }
  return { report: { ...report, pages }, truncated };
}

/** Pieces of at most `max` characters; each ends after the last sentence end, else the last space, in the second
 * half of its window, else exactly at `max`. */
export function cutLine(line: string, max: number): string[] {
  if (line.length <= max) return [line];
  const pieces: string[] = [];
  let rest = line;
  while (rest.length > max) {
    const window = rest.slice(0, max);
    const sentenceEnd = Math.max(
      window.lastIndexOf('. '),
      window.lastIndexOf('? '),
      window.lastIndexOf('! '),
    );
    const space = window.lastIndexOf(' ');
    const at = sentenceEnd >= max / 2 ? sentenceEnd + 1 : space >= max / 2 ? space : max;
    pieces.push(rest.slice(0, at).trimEnd());
    rest = rest.slice(at).trimStart();
  }
  if (rest) pieces.push(rest);
  return pieces;
}
