import type { Format, FixtureReport, Layout } from '../types';
import type { LabelCollector } from './labels';
import { frame, paginateBlocks, type PageFrame } from './paginate';
import type { Block } from './text';

export interface ReportParts {
  name: string;
  layout: Layout;
  format: Format;
  /** Pages before the findings: cover, agreement, legend, and any summary that repeats the body. */
  front: Block[];
  body: Block[];
  /** Pages after the findings with no finding of their own (legal text, checklists, a closing summary). */
  tail?: Block[];
  frame: PageFrame;
  labels: LabelCollector;
  traps: string[];
}

/** Paginates front, body and tail apart, so the boilerplate page counts are exact. */
export function assembleReport(parts: ReportParts): FixtureReport {
  const front = paginateBlocks(parts.front);
  const tail = parts.tail ? paginateBlocks(parts.tail) : [];
  return {
    name: parts.name,
    layout: parts.layout,
    format: parts.format,
    pages: frame([...front, ...paginateBlocks(parts.body), ...tail], parts.frame),
    expected: {
      findings: parts.labels.findings,
      boilerplateTraps: parts.traps,
      boilerplatePages: front.length,
      boilerplateTailPages: tail.length,
    },
  };
}
