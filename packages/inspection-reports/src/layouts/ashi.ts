import type { Format, FixtureReport, Label } from '../types';
import { heading } from './boilerplate';
import { LabelCollector } from './labels';
import { assembleReport } from './report';
import { block, prose, wrap, type Block } from './text';

/** One numbered or bulleted item; `title` is a phrase of `text`, the words a reader would name it by. */
export interface AshiItem {
  title: string;
  text: string;
  label: Label;
  /** Printed "[!]" and repeated in the Report Overview. */
  immediate?: boolean;
}

export interface AshiSection {
  name: string;
  description: [string, string][];
  comments?: string[];
  recommendations: AshiItem[];
  maintenance?: AshiItem[];
  discretionary?: AshiItem[];
  limitations?: string[];
}

export interface AshiReport {
  name: string;
  format: Format;
  company: string;
  reportNo: string;
  address: string;
  cover: Block[];
  /** The overview's opening paragraphs ("the house in perspective", conventions). */
  overview: string[];
  sections: AshiSection[];
  /** Closing scope and legal paragraphs, then the owner's maintenance checklist. */
  scope: string[];
  checklist: string[];
  traps: string[];
}

const items = (title: string, list: AshiItem[] | undefined, labels: LabelCollector): string[] => {
  if (!list?.length) return [];
  list.forEach((i) => labels.add(i.title, i.label));
  return [title, ...list.flatMap((i) => wrap(i.text, '    ').map((l, n) => (n ? l : `  - ${l.trim()}`))), ''];
};

function renderSection(s: AshiSection, labels: LabelCollector): Block[] {
  const recs = s.recommendations.flatMap((r, n) => {
    labels.add(r.title, r.label);
    const [first, ...rest] = wrap(r.text, '       ');
    return [`${r.immediate ? '[!]' : '   '} ${n + 1}. ${first!.trim()}`, ...rest];
  });
  return [
    block([
      s.name.toUpperCase(),
      'DESCRIPTION',
      ...s.description.map(([k, v]) => `  ${`${k}:`.padEnd(26)}${v}`),
      '',
      ...(s.comments?.length ? ['COMMENTS', ...s.comments.flatMap((c) => wrap(c, '  ')), ''] : []),
    ]),
    block(recs.length ? ['RECOMMENDATIONS/OBSERVATIONS', ...recs, ''] : []),
    block(items('MAINTENANCE ITEMS', s.maintenance, labels)),
    block(items('DISCRETIONARY IMPROVEMENTS', s.discretionary, labels)),
    block(s.limitations?.length ? ['LIMITATIONS', ...s.limitations.map((l) => `  - ${l}`), ''] : []),
  ];
}

/** An ASHI-style narrative: a Report Overview listing the "!" items, systems with numbered recommendations,
 * maintenance, discretionary and limitations lists, and the scope and a maintenance checklist at the end. */
export function ashiReport(r: AshiReport): FixtureReport {
  const labels = new LabelCollector();
  const synopsis = r.sections.flatMap((s) =>
    s.recommendations
      .filter((i) => i.immediate)
      .flatMap((i) => wrap(`${s.name}: ${i.text}`, '    ').map((l, n) => (n ? l : `  ${l.trim()}`))),
  );
  const front = [
    ...r.cover,
    heading('Report Overview', true),
    ...r.overview.map((p) => prose(p)),
    block(['! - IMMEDIATE RECOMMENDED IMPROVEMENTS', '', ...synopsis, '']),
  ];
  return assembleReport({
    name: r.name,
    layout: 'ashi-narrative',
    format: r.format,
    front,
    body: [block([], true), ...r.sections.flatMap((s) => renderSection(s, labels))],
    tail: [
      heading('Scope of the Inspection', true),
      ...r.scope.map((p) => prose(p)),
      heading('Home Maintenance Checklist'),
      block([...r.checklist.map((c) => `[ ] ${c}`), '']),
    ],
    frame: {
      header: () => [`${r.company}    Report No. ${r.reportNo}`, r.address, ''],
      footer: (page, total) => [`Page ${page} of ${total}`],
    },
    labels,
    traps: r.traps,
  });
}
