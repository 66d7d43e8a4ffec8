// Turns a dev-set report's Markdown (pdftotext output converted by the kit) back into what a buyer uploads: plain
// lines on pages, wrapped at the page width, with a running header and footer, as a PDF or DOCX would hold them.
// It also keeps, for every rendered line, the heading path above it and where its words start in the whole text,
// so the eval can tell which section an output came from and whether it covers a labelled excerpt.

import { paginateBlocks } from '@homeward/inspection-reports/src/layouts/paginate';
import { wrap, type Block } from '@homeward/inspection-reports/src/layouts/text';

export interface RenderedLine {
  text: string;
  /** Headings above this line, outermost first (Markdown `#` levels and bold labels). */
  headings: string[];
  /** The innermost heading is a bold item label ("**Foundation**"), not a section heading. */
  underLabel: boolean;
}

export interface RenderedReport {
  /** Page bodies, each with a header and footer line, ready for the writers. */
  pages: string[][];
  /** Every body line in reading order with the page it landed on. */
  lines: (RenderedLine & { page: number })[];
}

const BOLD = /\*\*([^*]+)\*\*/g;
const TABLE_RULE = /^\|[\s|:-]+\|$/;

/** One Markdown line as the report printed it: no `#`, `**`, `- ` or `|` markup. */
function plainText(line: string): { text: string; heading?: number; bullet: boolean } {
  const heading = /^(#{1,6}) (.*)$/.exec(line);
  if (heading)
    return { text: heading[2]!.trim().replace(BOLD, '$1'), heading: heading[1]!.length, bullet: false };
  if (line.startsWith('|')) {
    const cells = line.replace(/^\||\|$/g, '').split('|');
    // The kit writes a cell's own line breaks as <br>; on paper they are just breaks in the cell's text.
    const text = cells.map((c) => c.replaceAll('<br>', ' ').trim().replace(BOLD, '$1'));
    return { text: text.join('    '), bullet: false };
  }
  const bullet = /^- (.*)$/.exec(line);
  if (bullet) {
    const body = bullet[1]!.replace(BOLD, '$1');
    // Numbered items keep their number; plain bullets print as the dot a word processor draws.
    return { text: /^\d/.test(body) ? body : `• ${body}`, bullet: true };
  }
  return { text: line.replace(BOLD, '$1'), bullet: false };
}

export function renderMarkdown(markdown: string): RenderedReport {
  let title = 'Home Inspection Report';
  const blocks: Block[] = [];
  const meta: RenderedLine[][] = [];
  const path: { level: number; text: string }[] = [];
  for (const raw of markdown.split('\n')) {
    // The kit's own notes on the conversion are not part of the report.
    if (raw.startsWith('> ') || TABLE_RULE.test(raw.trim())) continue;
    const { text, heading, bullet } = plainText(raw.trimEnd());
    if (heading === 1) {
      // The report's title runs in every page's header; the kit's note on the source after it does not.
      title = text.replace(/\([^()]*\)$/, '').trim();
      continue;
    }
    const boldLabel = /^\*\*[^*]+\*\*:?$/.test(raw.trim());
    if (heading !== undefined) {
      while (path.length && path[path.length - 1]!.level >= heading) path.pop();
      path.push({ level: heading, text });
    } else if (boldLabel) {
      while (path.length && path[path.length - 1]!.level >= 7) path.pop();
      path.push({ level: 7, text });
    }
    const headings = path.map((p) => p.text);
    const underLabel = path[path.length - 1]?.level === 7;
    // Continuation lines of a bullet hang under its text, as a word processor indents them.
    const lines = text ? wrap(text).map((l, i) => (bullet && i > 0 ? `  ${l}` : l)) : [''];
    // Headings stand apart, as they do on a printed page.
    const spaced = heading !== undefined ? ['', ...lines] : lines;
    blocks.push({ lines: spaced, breakBefore: false });
    meta.push(spaced.map((t) => ({ text: t, headings, underLabel })));
  }
  const bodies = paginateBlocks(blocks);
  const flatMeta = meta.flat();
  const lines: RenderedReport['lines'] = [];
  let cursor = 0;
  bodies.forEach((body, p) => {
    for (const text of body) {
      // paginateBlocks drops blank lines at page tops; walk the metadata to the same line.
      while (cursor < flatMeta.length && flatMeta[cursor]!.text !== text) cursor++;
      lines.push({
        text,
        headings: flatMeta[cursor]?.headings ?? [],
        underLabel: flatMeta[cursor]?.underLabel ?? false,
        page: p + 1,
      });
      cursor++;
    }
  });
  const total = bodies.length;
  const pages = bodies.map((body, i) => [title, '', ...body, '', `Page ${i + 1} of ${total}`]);
  return { pages, lines };
}
