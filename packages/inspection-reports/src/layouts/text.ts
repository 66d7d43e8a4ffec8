/** Page width in characters: the PDF writers print 10 pt Courier on US Letter, which fits 90 columns. */
export const LINE_WIDTH = 88;

/** Wraps prose to the report's line width; `indent` prefixes every line. Paragraphs are kept as given. */
export function wrap(text: string, indent = '', width = LINE_WIDTH): string[] {
  const lines: string[] = [];
  for (const paragraph of text.split('\n')) {
    let line = '';
    for (const word of paragraph.split(/\s+/).filter(Boolean)) {
      if (line && indent.length + line.length + 1 + word.length > width) {
        lines.push(indent + line);
        line = word;
      } else {
        line = line ? `${line} ${word}` : word;
      }
    }
    lines.push(indent + line);
  }
  return lines;
}

export function slug(text: string): string {
  return text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}

/** A run of lines the paginator keeps on one page when it fits; `breakBefore` starts a new page. */
export interface Block {
  lines: string[];
  breakBefore?: boolean;
}

export const block = (lines: string[], breakBefore = false): Block => ({ lines, breakBefore });
export const prose = (text: string, indent = ''): Block => block([...wrap(text, indent), '']);
