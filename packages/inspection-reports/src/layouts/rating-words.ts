import type { Format, FixtureReport, Label } from '../types';
import { LabelCollector } from './labels';
import { assembleReport } from './report';
import { block, wrap, type Block } from './text';

export type RatingWord =
  'Satisfactory / Serviceable' | 'Needs Attention' | 'Not Satisfactory' | 'Not Inspected';

export interface WordRatedItem {
  name: string;
  rating: RatingWord;
  text: string;
  /** A finding: `title` is a phrase of `text`. */
  finding?: { title: string; label: Label };
}

export interface WordRatedSection {
  name: string;
  items: WordRatedItem[];
}

export interface RatingWordsReport {
  name: string;
  format: Format;
  company: string;
  address: string;
  date: string;
  /** Section 1: the general information fields, then the rating definitions, all numbered 1.x. */
  general: [string, string][];
  definitions: [string, string][];
  sections: WordRatedSection[];
  /** The closing conditions and limitations, numbered as the last section. */
  conditions: string[];
  traps: string[];
}

const numbered = (label: string, text: string): string[] => [...wrap(`${label}: ${text}`), ''];

/** Numbered items rated with words ("2.3 INTERIOR DOORS:" then "Needs Attention, ..."), a numbered definitions
 * block in section 1 and a numbered conditions section at the end. */
export function ratingWordsReport(r: RatingWordsReport): FixtureReport {
  const labels = new LabelCollector();
  const first = [...r.general, ...r.definitions];
  const front: Block[] = [
    block([`${r.company.toUpperCase()}`, 'PROPERTY INSPECTION REPORT', '', r.address, r.date, ''], true),
    block(['1 GENERAL INFORMATION', ''], true),
    ...first.map(([k, v], i) => block(numbered(`1.${i + 1} ${k.toUpperCase()}`, v))),
  ];
  const body = r.sections.flatMap((s, si) => [
    block([`${si + 2} ${s.name.toUpperCase()}`, ''], si === 0),
    ...s.items.map((item, ii) => {
      if (item.finding) labels.add(item.finding.title, item.finding.label);
      return block([
        `${si + 2}.${ii + 1} ${item.name.toUpperCase()}:`,
        ...wrap(`${item.rating}, ${item.text}`),
        '',
      ]);
    }),
  ]);
  const last = r.sections.length + 2;
  return assembleReport({
    name: r.name,
    layout: 'rating-words',
    format: r.format,
    front,
    body,
    tail: [
      block([`${last} CONDITIONS AND LIMITATIONS`, ''], true),
      ...r.conditions.map((c, i) => block(wrap(`${last}.${i + 1} ${c}`).concat(''))),
    ],
    frame: {
      header: (page) => (page === 1 ? [] : [`${r.address}`, '']),
      footer: (page, total) => [`${r.company} - Page ${page} of ${total}`],
    },
    labels,
    traps: r.traps,
  });
}
