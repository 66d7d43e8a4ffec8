import type { Format, FixtureReport, Label } from '../types';
import { LabelCollector } from './labels';
import { frame, paginateBlocks } from './paginate';
import { block, wrap, type Block } from './text';

/** IN / NI / NP / RR, plus the optional MM (minor maintenance) and S (safety) columns some inspectors add. */
export type Rating = 'IN' | 'NI' | 'NP' | 'RR' | 'MM' | 'S';

export interface RatedComment {
  text: string;
  label: Label;
  /** Short name used in the Summary and as the expected finding's title. */
  title: string;
}

export interface RatedItem {
  name: string;
  ratings: Rating[];
  comments?: RatedComment[];
  /** Plain comments with no finding (descriptions, FYI). */
  notes?: string[];
}

export interface RatedSection {
  name: string;
  styles?: string[];
  items: RatedItem[];
  closing?: string;
}

export interface HomegaugeReport {
  name: string;
  format: Format;
  company: string;
  reportId: string;
  address: string;
  date: string;
  /** Columns of the rating grid; MM and S only when this inspector uses them. */
  columns: Rating[];
  boilerplate: Block[];
  sections: RatedSection[];
  traps: string[];
}

function renderSection(
  section: RatedSection,
  n: number,
  report: HomegaugeReport,
  labels: LabelCollector,
): Block[] {
  const head = `${''.padEnd(50)}${report.columns.map((c) => c.padEnd(4)).join('')}`.trimEnd();
  const grid = section.items.map((item, i) =>
    `${`${n}.${i} ${item.name}`.slice(0, 48).padEnd(50)}${report.columns
      .map((c) => (item.ratings.includes(c) ? 'X' : ' ').padEnd(4))
      .join('')}`.trimEnd(),
  );
  const blocks: Block[] = [
    block(
      [`${n}. ${section.name}`, '', ...(section.styles ?? []).map((s) => `  ${s}`), '', head, ...grid, ''],
      true,
    ),
    block(['Comments:', '']),
  ];
  section.items.forEach((item, i) => {
    const lines = [...(item.notes ?? []), ...(item.comments ?? []).map((c) => c.text)];
    if (!lines.length) return;
    const numbered = lines.map((text, j) => (lines.length > 1 ? `(${j + 1}) ${text}` : text));
    blocks.push(block([`${n}.${i} ${item.name}`, ...numbered.flatMap((t) => wrap(t, '  ')), '']));
    for (const c of item.comments ?? []) labels.add(c.title, c.label);
  });
  if (section.closing) blocks.push(block([...wrap(section.closing), '']));
  return blocks;
}

const RATED = ['RR', 'MM', 'S'] as const;

/** HomeGauge prints the items rated RR (and MM/S when used) again in a separate Summary at the end. */
function summary(report: HomegaugeReport): Block[] {
  const blocks: Block[] = [
    block(['Summary', '', `${report.company}`, `${report.address}`, ''], true),
    block(
      wrap(
        'This summary is not the entire report. The complete report may include additional information of ' +
          'concern to the client. It is recommended that the client read the complete report.',
      ).concat(['']),
    ),
  ];
  const before = blocks.length;
  report.sections.forEach((section, n) => {
    const items = section.items
      .map((item, i) => ({ item, i }))
      .filter(({ item }) => item.comments?.length && item.ratings.some((r) => RATED.includes(r as never)));
    if (!items.length) return;
    blocks.push(block([`${n + 1}. ${section.name}`, '']));
    for (const { item, i } of items) {
      const rating = item.ratings.includes('S')
        ? 'Safety'
        : item.ratings.includes('RR')
          ? 'Repair or Replace'
          : 'Minor Maintenance';
      blocks.push(
        block([
          `${n + 1}.${i} ${item.name}`,
          `  ${rating}`,
          ...(item.comments ?? []).flatMap((c, j) => wrap(`(${j + 1}) ${c.text}`, '  ')),
          '',
        ]),
      );
    }
  });
  if (blocks.length === before) blocks.push(block(['No items were rated Repair or Replace.', '']));
  return blocks;
}

export function homegaugeReport(report: HomegaugeReport): FixtureReport {
  const labels = new LabelCollector();
  const body = report.sections.flatMap((s, i) => renderSection(s, i + 1, report, labels));
  const front = paginateBlocks(report.boilerplate);
  const pages = frame([...front, ...paginateBlocks([...body, ...summary(report)])], {
    header: (page, total) => [
      `${report.company}`,
      `${report.address}  Report: ${report.reportId}  Page ${page} of ${total}`,
      '',
    ],
    footer: () => [`Prepared for the client named above. Report ${report.reportId}`],
  });
  return {
    name: report.name,
    layout: 'homegauge',
    format: report.format,
    pages,
    expected: { findings: labels.findings, boilerplateTraps: report.traps, boilerplatePages: front.length },
  };
}
