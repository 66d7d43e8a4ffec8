import type { Format, FixtureReport, Label } from '../types';
import { LabelCollector } from './labels';
import { frame, paginateBlocks } from './paginate';
import { block, wrap, type Block } from './text';

/** The InterNACHI SOP sections, in order (3.1 to 3.10). */
export const INTERNACHI_SECTIONS = [
  'Roof',
  'Exterior',
  'Basement, Foundation, Crawlspace & Structure',
  'Heating',
  'Cooling',
  'Plumbing',
  'Electrical',
  'Fireplace',
  'Attic, Insulation & Ventilation',
  'Doors, Windows & Interior',
] as const;
export type InternachiSectionName = (typeof INTERNACHI_SECTIONS)[number];

export interface NarrativeFinding {
  /** Sub-item it belongs to, e.g. "Coverings", "Service Panel". */
  item: string;
  title: string;
  /** "Safety Hazard", "Recommendation", "Maintenance Item", "Handyman/Maintenance Item", "Recommend monitoring". */
  category: string;
  text: string;
  action: string;
  label: Label;
}

export interface NarrativeSection {
  name: InternachiSectionName | string;
  information: string[];
  limitations?: string[];
  findings: NarrativeFinding[];
  /** A limitation the analyzer should surface as informational. */
  info?: { title: string; text: string; label: Label };
}

export interface InternachiReport {
  name: string;
  format: Format;
  company: string;
  address: string;
  date: string;
  boilerplate: Block[];
  sections: NarrativeSection[];
  /** Section numbers start here (some reports number the agreement pages first). */
  firstSectionNumber?: number;
  traps: string[];
}

function renderSection(
  section: NarrativeSection,
  n: number,
  labels: LabelCollector,
  breakBefore: boolean,
): Block[] {
  const blocks: Block[] = [
    block(
      [
        `${n}: ${section.name.toUpperCase()}`,
        '',
        'Information',
        ...section.information.map((l) => `  ${l}`),
        '',
      ],
      breakBefore,
    ),
  ];
  const limits = [...(section.limitations ?? [])];
  if (section.info) limits.push(`${section.info.title}: ${section.info.text}`);
  if (section.info) labels.add(section.info.title, section.info.label);
  if (limits.length) blocks.push(block(['Limitations', ...limits.flatMap((l) => wrap(l, '  ')), '']));
  if (section.findings.length) blocks.push(block(['Observations & Recommendations', '']));
  section.findings.forEach((f, i) => {
    labels.add(f.title, f.label);
    blocks.push(
      block([
        `${n}.${i + 1} ${f.item}`,
        f.title.toUpperCase(),
        f.category.toUpperCase(),
        ...wrap(f.text, '  '),
        ...wrap(`Recommendation: ${f.action}`, '  '),
        '',
      ]),
    );
  });
  return blocks;
}

export function internachiReport(report: InternachiReport): FixtureReport {
  const labels = new LabelCollector();
  const first = report.firstSectionNumber ?? 1;
  const body = report.sections.flatMap((s, i) => renderSection(s, first + i, labels, i === 0 || i % 3 === 0));
  const front = paginateBlocks(report.boilerplate);
  const pages = frame([...front, ...paginateBlocks(body)], {
    header: () => [`${report.company}`, `${report.address}    ${report.date}`, ''],
    footer: (page, total) => [`Page ${page} of ${total}`],
  });
  return {
    name: report.name,
    layout: 'internachi',
    format: report.format,
    pages,
    expected: { findings: labels.findings, boilerplateTraps: report.traps, boilerplatePages: front.length },
  };
}
