import type { Format, FixtureReport, Label } from '../types';
import { heading } from './boilerplate';
import { LabelCollector } from './labels';
import { assembleReport } from './report';
import { block, prose, wrap } from './text';

/** A defect sentence inside a paragraph; the report prints no title, so `title` is the label's name for it. */
export interface ProseDefect {
  title: string;
  text: string;
  label: Label;
}
export type Segment = string | ProseDefect;

export interface ProseSection {
  heading: string;
  paragraphs: Segment[][];
}

export interface ProseReport {
  name: string;
  format: Format;
  company: string;
  address: string;
  date: string;
  /** The marketing cover: tagline and thank-you paragraphs. */
  marketing: string[];
  preface: string[];
  /** Summary groups ("Electrical", "Safety Concerns") listing defects by title; each prints the body's sentence. */
  summary: [string, string[]][];
  sections: ProseSection[];
  traps: string[];
}

/** A narrative report: defects sit mid-paragraph among descriptive sentences, after a marketing cover, a preface
 * and a summary grouped by system that repeats them. */
export function proseReport(r: ProseReport): FixtureReport {
  const labels = new LabelCollector();
  const defects = r.sections.flatMap((s) =>
    s.paragraphs.flat().filter((p): p is ProseDefect => typeof p !== 'string'),
  );
  const sentence = (title: string) => {
    const d = defects.find((x) => x.title === title);
    if (!d) throw new Error(`summary names no defect titled "${title}"`);
    return d.text;
  };
  const body = r.sections.flatMap((s, i) => [
    block([s.heading, ''], i === 0),
    ...s.paragraphs.map((p) => {
      for (const seg of p) if (typeof seg !== 'string') labels.add(seg.title, seg.label);
      return prose(p.map((seg) => (typeof seg === 'string' ? seg : seg.text)).join(' '));
    }),
  ]);
  return assembleReport({
    name: r.name,
    layout: 'prose',
    format: r.format,
    front: [
      block([r.company.toUpperCase(), '', 'Home Inspection Report', r.address, r.date, ''], true),
      ...r.marketing.map((p) => prose(p)),
      heading('Preface', true),
      ...r.preface.map((p) => prose(p)),
      heading('Summary', true),
      ...r.summary.map(([group, titles]) =>
        block([
          `${group}:`,
          ...titles.flatMap((t) => wrap(sentence(t), '    ').map((l, n) => (n ? l : `  - ${l.trim()}`))),
          '',
        ]),
      ),
    ],
    body,
    frame: {
      header: (page) => (page === 1 ? [] : [`${r.address}`, '']),
      footer: (page, total) => [`${r.company}    ${page} of ${total}`],
    },
    labels,
    traps: r.traps,
  });
}
