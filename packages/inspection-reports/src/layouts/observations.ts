import type { Format, FixtureReport, Label } from '../types';
import { heading } from './boilerplate';
import { LabelCollector } from './labels';
import { assembleReport } from './report';
import { block, prose, wrap, type Block } from './text';

export interface Observation {
  /** `title` is a phrase of `text`. */
  title: string;
  text: string;
  label: Label;
  /** Printed "(FYI)" and left out of the Report Summary. */
  fyi?: boolean;
}

export interface ObservedComponent {
  name: string;
  /** Descriptive fields: "Type:" then "- Stucco" lines. */
  fields: [string, string[]][];
  observations: Observation[];
}

export interface ObservationsReport {
  name: string;
  format: Format;
  company: string;
  address: string;
  date: string;
  cover: Block[];
  /** Condominium and scope disclaimers, before the components. */
  disclaimers: [string, string[]][];
  components: ObservedComponent[];
  traps: string[];
}

const hanging = (lead: string, text: string, indent: string): string[] =>
  wrap(`${lead}${text}`, indent).map((l, n) => (n ? l : l.trimStart()));

function renderComponent(c: ObservedComponent, n: number, labels: LabelCollector): Block[] {
  return [
    block([
      `${n}. ${c.name.toUpperCase()}`,
      ...c.fields.flatMap(([k, values]) => [`${k}:`, ...values.map((v) => `- ${v}`)]),
      c.observations.length ? 'Observations:' : 'Observations: None.',
    ]),
    ...c.observations.map((o, i) => {
      labels.add(o.title, o.label);
      return block(hanging(`${n}.${i + 1}. ${o.fyi ? '(FYI) ' : ''}`, o.text, '     '));
    }),
    block(['']),
  ];
}

/** Numbered components with descriptive fields and "Observations:" items "1.1. ...", some marked (FYI), behind
 * condominium and scope disclaimers, and a Report Summary table at the end repeating the body's items. */
export function observationsReport(r: ObservationsReport): FixtureReport {
  const labels = new LabelCollector();
  const rows = r.components.flatMap((c, ci) =>
    c.observations
      .map((o, oi) => ({ o, no: `${ci + 1}.${oi + 1}.` }))
      .filter(({ o }) => !o.fyi)
      .flatMap(({ o, no }) =>
        wrap(o.text, ''.padEnd(22), 86).map((l, n) =>
          n ? l : `${no.padEnd(7)}${c.name.padEnd(15)}${l.trim()}`,
        ),
      ),
  );
  return assembleReport({
    name: r.name,
    layout: 'numbered-observations',
    format: r.format,
    front: [
      ...r.cover,
      ...r.disclaimers.flatMap(([title, paragraphs], i) => [
        heading(title, i === 0),
        ...paragraphs.map((p) => prose(p)),
      ]),
    ],
    body: [block([], true), ...r.components.flatMap((c, i) => renderComponent(c, i + 1, labels))],
    tail: [
      block(
        ['REPORT SUMMARY', '', `${'Item'.padEnd(7)}${'Component'.padEnd(15)}Observation`, ''.padEnd(86, '-')],
        true,
      ),
      block([...rows, '']),
    ],
    frame: {
      header: () => [r.company, `${r.address} | ${r.date}`, ''],
      footer: (page, total) => [`Page ${page} of ${total}`],
    },
    labels,
    traps: r.traps,
  });
}
