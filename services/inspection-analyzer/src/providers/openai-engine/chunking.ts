// Splits a report into pieces that fit the model's context window, page by page.
//
// Tokens are estimated as characters / 4 (ceil), the usual rule of thumb for English text with OpenAI's
// tokenizers; a tokenizer package would be exact but model-specific and large, and any OpenAI-compatible server may
// tokenize differently anyway. The caller keeps a safety margin in the budget for the estimate's error.
import type { ExtractedReport } from '../../domain/report';

export function estimateTokens(text: string): number {
  return Math.ceil(text.length / 4);
}

/** A piece of the report as the model reads it: page markers, then the page's lines. */
export interface ReportChunk {
  text: string;
  firstPage: number;
  lastPage: number;
}

const pageMarker = (page: number, continued: boolean) =>
  continued ? `[page ${page}, continued]` : `[page ${page}]`;

/**
 * Whole pages are packed greedily into chunks of at most `budgetTokens` (estimated); a page too long for one chunk is
 * split between lines, and a single line too long for one chunk between characters.
 */
export function chunkReport(report: ExtractedReport, budgetTokens: number): ReportChunk[] {
  if (budgetTokens < 16) throw new Error(`chunk budget of ${budgetTokens} tokens is too small`);
  const maxChars = budgetTokens * 4;
  const chunks: ReportChunk[] = [];
  let current: ReportChunk | null = null;

  const flush = () => {
    if (current) chunks.push(current);
    current = null;
  };
  const append = (page: number, block: string) => {
    if (current && current.text.length + 1 + block.length <= maxChars) {
      current.text += `\n${block}`;
      current.lastPage = page;
      return;
    }
    flush();
    current = { text: block, firstPage: page, lastPage: page };
  };

  for (const page of report.pages) {
    const lines = page.lines.map((line) => line.trimEnd()).filter((line) => line.trim() !== '');
    if (lines.length === 0) continue;
    const whole = [pageMarker(page.number, false), ...lines].join('\n');
    if (whole.length <= maxChars) {
      append(page.number, whole);
      continue;
    }
    for (const part of splitPage(page.number, lines, maxChars)) append(page.number, part);
  }
  flush();
  return chunks;
}

/** Parts of one oversized page, each with its marker and at most `maxChars` long. */
function splitPage(page: number, lines: string[], maxChars: number): string[] {
  const parts: string[] = [];
  let part = pageMarker(page, false);
  const room = maxChars - pageMarker(page, true).length - 1;
  for (const line of lines) {
    const pieces = line.length <= room ? [line] : slices(line, room);
    for (const piece of pieces) {
      if (part.length + 1 + piece.length > maxChars) {
        parts.push(part);
        part = pageMarker(page, true);
      }
      part += `\n${piece}`;
    }
  }
  parts.push(part);
  return parts;
}

function slices(text: string, size: number): string[] {
  const out: string[] = [];
  for (let start = 0; start < text.length; start += size) out.push(text.slice(start, start + size));
  return out;
}
