import type { Format, FixtureReport, Label } from '../types';
import { heading } from './boilerplate';
import { LabelCollector } from './labels';
import { assembleReport } from './report';
import { block, prose, wrap, type Block } from './text';

/** Serviceable, Maintenance/Monitor, Repair or Replace, Safety, Not Inspected. */
export type Mark = 'SER' | 'MM' | 'RR' | 'SAF' | 'NI';

export interface RatedComponent {
  name: string;
  /** Descriptive fields printed above the condition line ("Type: Vinyl"). */
  fields?: [string, string][];
  marks: Mark[];
  text: string;
  /** A finding: `title` is a phrase of `text`. A component without one is a plain serviceable rating. */
  finding?: { title: string; label: Label };
}

export interface CheckboxSection {
  name: string;
  components: RatedComponent[];
}

export interface CheckboxReport {
  name: string;
  format: Format;
  company: string;
  address: string;
  date: string;
  cover: Block[];
  /** Paragraphs above the summary list. */
  summaryIntro: string;
  key: [Mark, string][];
  sections: CheckboxSection[];
  limitations: string[];
  traps: string[];
}

const condition = (c: RatedComponent): string[] =>
  wrap(`Condition: [${c.marks.join(', ')}] ${c.text}`, '      ').map((l, n) => (n ? l : `    ${l.trim()}`));

/** InterNACHI-style check-box ratings: a Report Summary repeating every rated item, a rating key, numbered
 * components with "Condition: [RR, SAF] text" lines, and the limitations at the end. */
export function checkboxReport(r: CheckboxReport): FixtureReport {
  const labels = new LabelCollector();
  const rated = (c: RatedComponent) => c.marks.some((m) => m === 'MM' || m === 'RR' || m === 'SAF');
  const summary = r.sections.flatMap((s, si) =>
    s.components.flatMap((c, ci) =>
      rated(c)
        ? wrap(`${si + 1}.${ci + 1} ${c.name}: [${c.marks.join(', ')}] ${c.text}`, '      ').map((l, n) =>
            n ? l : `  ${l.trim()}`,
          )
        : [],
    ),
  );
  const body = r.sections.flatMap((s, si) => [
    block([`${si + 1}. ${s.name.toUpperCase()}`, ''], si === 0),
    ...s.components.map((c, ci) => {
      if (c.finding) labels.add(c.finding.title, c.finding.label);
      return block([
        `${si + 1}.${ci + 1} ${c.name}`,
        ...(c.fields ?? []).map(([k, v]) => `    ${k}: ${v}`),
        ...condition(c),
        '',
      ]);
    }),
  ]);
  return assembleReport({
    name: r.name,
    layout: 'checkbox-ratings',
    format: r.format,
    front: [
      ...r.cover,
      block(['REPORT SUMMARY', '', ...wrap(r.summaryIntro), '', ...summary, ''], true),
      heading('Rating Key'),
      ...r.key.map(([m, meaning]) => block([...wrap(`[${m}] ${meaning}`), ''])),
    ],
    body,
    tail: [heading('Limitations of This Inspection', true), ...r.limitations.map((p) => prose(p))],
    frame: {
      header: () => [r.company, `${r.address}    Inspected ${r.date}`, ''],
      footer: (page, total) => [`${page} / ${total}`],
    },
    labels,
    traps: r.traps,
  });
}
