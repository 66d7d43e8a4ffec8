import type { Format, FixtureReport, Label } from '../types';
import { LabelCollector } from './labels';
import { frame, paginateBlocks } from './paginate';
import { block, wrap, type Block } from './text';

export type Mark = 'I' | 'NI' | 'NP' | 'D';

export interface TrecFinding {
  title: string;
  /** The template's category line, e.g. "Safety Hazard", "Recommendation", "Maintenance Item". */
  category: string;
  text: string;
  /** The closing line naming who to call. */
  trade: string;
  label: Label;
}

export interface TrecItem {
  letter: string;
  name: string;
  marks: Mark[];
  fields?: string[];
  notes?: string[];
  findings?: TrecFinding[];
  /** A note the analyzer should surface as informational (not inspected, limitation). */
  info?: { text: string; label: Label };
}

export interface TrecSection {
  numeral: string;
  name: string;
  items: TrecItem[];
}

export interface TrecReport {
  name: string;
  format: Format;
  address: string;
  date: string;
  /** How the checkbox grid comes out of text extraction: "[X] [ ] [ ] [X]" or stray X marks in columns. */
  checkboxes: 'brackets' | 'stray';
  /** Cover, preamble, agreement and definitions pages. */
  boilerplate: Block[];
  sections: TrecSection[];
  traps: string[];
}

const MARKS: Mark[] = ['I', 'NI', 'NP', 'D'];

function grid(marks: Mark[], style: TrecReport['checkboxes']): string {
  if (style === 'brackets') return MARKS.map((m) => (marks.includes(m) ? '[X]' : '[ ]')).join(' ');
  return MARKS.map((m) => (marks.includes(m) ? 'X' : ' ').padEnd(4)).join('');
}

function renderItem(item: TrecItem, style: TrecReport['checkboxes'], labels: LabelCollector): Block[] {
  const blocks: Block[] = [
    block([
      `${grid(item.marks, style)}  ${item.letter}. ${item.name}`,
      '     Comments:',
      ...(item.fields ?? []),
    ]),
  ];
  for (const note of item.notes ?? []) blocks.push(block([...wrap(note, '     '), '']));
  if (item.info) {
    labels.add(item.info.text.split('.')[0] ?? item.info.text, item.info.label);
    blocks.push(block([...wrap(item.info.text, '     '), '']));
  }
  (item.findings ?? []).forEach((f, i) => {
    labels.add(f.title, f.label);
    blocks.push(
      block([
        `     ${i + 1}: ${f.title}`,
        `     ${f.category}`,
        ...wrap(f.text, '     '),
        ...wrap(f.trade, '     '),
        '',
      ]),
    );
  });
  blocks.push(block(['']));
  return blocks;
}

export function trecReport(report: TrecReport): FixtureReport {
  const labels = new LabelCollector();
  const body: Block[] = [];
  report.sections.forEach((section, i) => {
    const items = section.items.flatMap((item) => renderItem(item, report.checkboxes, labels));
    // The section heading travels with its first item so it never ends a page on its own.
    const [first, ...rest] = items;
    const heading = [`${section.numeral}. ${section.name.toUpperCase()}`, ''];
    body.push(block([...heading, ...(first?.lines ?? [])], i === 0), ...rest);
  });
  const front = paginateBlocks(report.boilerplate);
  const pages = frame([...front, ...paginateBlocks(body)], {
    header: (page) =>
      page <= 2
        ? []
        : [
            `Report Identification: ${report.address} - ${report.date}`,
            'I=Inspected    NI=Not Inspected    NP=Not Present    D=Deficient',
            '',
            'I   NI  NP  D',
            '',
          ],
    footer: (page, total) => [
      'REI 7-6 (8/9/21)   Promulgated by the Texas Real Estate Commission   (512) 936-3000',
      `Page ${page} of ${total}`,
    ],
  });
  return {
    name: report.name,
    layout: 'trec',
    format: report.format,
    pages,
    expected: { findings: labels.findings, boilerplateTraps: report.traps, boilerplatePages: front.length },
  };
}
