import type { Block } from './text';

/** Body lines per page, headers and footers excluded; with them a page stays within 60 lines of 10 pt Courier. */
export const BODY_LINES = 46;

export interface PageFrame {
  header: (page: number, total: number) => string[];
  footer: (page: number, total: number) => string[];
}

/** Fills pages block by block: a block that does not fit on the current page starts the next one, and a block
 * longer than a whole page is split at the page boundary. */
export function paginateBlocks(blocks: Block[], bodyLines = BODY_LINES): string[][] {
  const pages: string[][] = [];
  let current: string[] = [];
  const flush = () => {
    while (current.length && current[current.length - 1] === '') current.pop();
    if (current.length) pages.push(current);
    current = [];
  };
  for (const { lines, breakBefore } of blocks) {
    if (breakBefore) flush();
    if (current.length + lines.length > bodyLines && lines.length <= bodyLines) flush();
    for (const line of lines) {
      if (current.length === 0 && line === '') continue;
      if (current.length >= bodyLines) flush();
      current.push(line);
    }
  }
  flush();
  return pages;
}

export function frame(bodies: string[][], { header, footer }: PageFrame): string[][] {
  const total = bodies.length;
  return bodies.map((body, i) => [...header(i + 1, total), ...body, '', ...footer(i + 1, total)]);
}
