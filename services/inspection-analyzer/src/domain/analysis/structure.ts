import type { ExtractedReport } from '../report';
import { isBoilerplateText } from './boilerplate';
import { judgeItem, type Paragraph } from './item-verdicts';
import { classify, gridMarks, type LineKind, type Mark } from './line-kinds';
import { bodyLines, type ReportLine } from './page-lines';
import { joinLines } from './text';
import type { CategoryKind } from './vocabulary';

export type Layout = 'trec' | 'homegauge' | 'narrative' | 'plain';

/** A finding as the report laid it out, before titles, tiers and costs are worked out. */
export interface RawFinding {
  /** The report's own title line, when it has one ("1: Double Tapped Breaker", "SHINGLES DAMAGED"). */
  title?: string;
  /** The template's category line or the item's rating. */
  category?: CategoryKind;
  text: string;
  section?: string;
  item?: string;
  page: number;
  /** Found in a separate summary that repeats the body (HomeGauge): loses to the body's copy when both exist. */
  fromSummary: boolean;
}

/** A system or item the inspector rated, for the summary's strengths. */
export interface RatedItem {
  section?: string;
  item: string;
  marks: Mark[];
}

/** A sentence in which the inspector says something works ("The furnace responded to the thermostat"). */
export interface PositiveNote {
  section?: string;
  item?: string;
  text: string;
}

export interface ReportStructure {
  layout: Layout;
  findings: RawFinding[];
  items: RatedItem[];
  positives: PositiveNote[];
}

export function detectLayout(report: ExtractedReport): Layout {
  const text = report.pages.map((p) => p.lines.join('\n')).join('\n');
  if (
    /I\s*=\s*Inspected|REI\s*7-\d|Texas Real Estate Commission|^[^\S\n\r\u2028\u2029]*I\.\s+STRUCTURAL SYSTEMS/im.test(
      text,
    )
  )
    return 'trec';
  if (/^[^\S\n\r\u2028\u2029]*(IN|I)\s+NI\s+NP\s+RR\b/im.test(text)) return 'homegauge';
  return 'narrative';
}

type Context = 'front' | 'body' | 'boilerplate' | 'summary';
type Sub = Extract<LineKind, { kind: 'subheading' }>['sub'] | undefined;

/** Reads the report line by line, tracking section, item, sub-heading and whether we are in boilerplate. */
class StructureParser {
  private context: Context;
  private section?: string;
  private item?: { name: string; number?: string; marks: Mark[] };
  /** A category line with no title applies to the item's comments that follow it (HomeGauge summary). */
  private itemCategory?: CategoryKind;
  private categoryLines = 0;
  private sub: Sub;
  private current?: Paragraph;
  private titled: Paragraph[] = [];
  private notes: Paragraph[] = [];
  private columns: { mark: Mark; at: number }[] = [];
  private grid = new Map<string, Mark[]>();
  sawStructure = false;
  private sawBody = false;
  private pendingMarks?: Mark[];
  readonly findings: RawFinding[] = [];
  readonly items: RatedItem[] = [];
  readonly positives: PositiveNote[] = [];

  constructor(private readonly layout: Layout) {
    // Without a recognisable layout there is no "first section" to wait for: boilerplate is judged per paragraph.
    this.context = layout === 'plain' ? 'body' : 'front';
  }

  private get plain(): boolean {
    return this.layout === 'plain';
  }

  feed(line: ReportLine): void {
    const k = classify(line, this.layout === 'trec' ? 'trec' : 'other');
    switch (k.kind) {
      case 'section':
        this.closeItem();
        this.section = k.name;
        this.sub = undefined;
        // A summary printed before the body (Spectora) ends at the first section; one printed after the body
        // (HomeGauge) repeats the section headings, so it lasts to the end.
        if (this.context !== 'summary' || !this.sawBody) this.context = 'body';
        if (this.context === 'body') this.sawBody = true;
        this.sawStructure = true;
        return;
      case 'grid':
        this.pendingMarks = k.marks;
        return;
      case 'trec-item':
        this.openItem(k.name, k.marks.length ? k.marks : (this.pendingMarks ?? []));
        this.pendingMarks = undefined;
        return;
      case 'numbered-item': {
        if (k.gridMarks !== undefined) {
          const marks = gridMarks(k.gridMarks, this.columns);
          this.grid.set(k.number, marks);
          if (this.context !== 'summary') this.rate(k.name, marks);
          return;
        }
        this.openItem(k.name, this.grid.get(k.number) ?? [], k.number);
        return;
      }
      case 'rating-header':
        this.columns = k.columns;
        return;
      case 'subheading':
        this.closeCurrent();
        if (k.sub === 'summary') {
          this.closeItem();
          this.context = 'summary';
        }
        this.sub = k.sub;
        return;
      case 'boilerplate-heading':
        if (this.plain) return;
        this.closeItem();
        this.context = 'boilerplate';
        return;
      case 'field':
        // "Cooling equipment: Not present" in a narrative section's information: nothing there to praise.
        if (this.sub === 'info' && !this.item && /\b(not present|none)\b/i.test(line.text)) {
          const rated = this.items.find((r) => r.section === this.section && r.item === this.section);
          if (rated) rated.marks = ['NP'];
        }
        return;
      case 'blank':
        if (this.current && !this.current.title && !this.current.category) this.closeCurrent();
        return;
    }
    if (this.context === 'front' || this.context === 'boilerplate') return;
    if (k.kind === 'finding-title') {
      this.closeCurrent();
      this.current = { title: k.title, lines: [], page: line.page, limitation: false };
    } else if (k.kind === 'category') {
      if (this.current?.title && !this.current.category) {
        this.current.category = k.category;
      } else if (this.current?.title && this.current.lines.length && k.category === 'defect') {
        // Spectora closes a defect with a "Recommendation" label over its action line: part of the same finding.
        return;
      } else {
        this.closeCurrent();
        this.itemCategory = k.category;
        this.categoryLines++;
      }
    } else if (k.kind === 'text') {
      this.text(k.text, k.startsParagraph, line.page);
    }
  }

  private text(text: string, startsParagraph: boolean, page: number): void {
    if (this.sub === 'info' && !this.item) return;
    const caps = text === text.toUpperCase() && /[A-Z]{3}/.test(text) && text.length <= 90;
    const titled = this.sub === 'observations' || this.context === 'summary';
    if (caps && titled && (!this.current || this.current.lines.length)) {
      this.closeCurrent();
      this.current = { title: text, lines: [], page, limitation: false };
      return;
    }
    if (this.current && startsParagraph && !this.current.title) this.closeCurrent();
    if (!this.current) {
      this.current = {
        lines: [],
        page,
        limitation: this.sub === 'limitations',
        category: this.itemCategory,
        categoryLine: this.itemCategory ? this.categoryLines : undefined,
      };
    }
    this.current.lines.push(text);
  }

  private openItem(name: string, marks: Mark[], number?: string): void {
    this.closeItem();
    if (this.context === 'front' || this.context === 'boilerplate') {
      if (this.layout === 'homegauge' && this.context === 'boilerplate') return;
      this.context = 'body';
    }
    this.sawStructure = true;
    if (
      this.context !== 'summary' &&
      !(number && this.grid.has(number)) &&
      !this.items.some((r) => r.section === this.section && r.item === name)
    ) {
      this.rate(name, marks);
    }
    this.item = { name, number, marks };
    this.itemCategory = undefined;
  }

  private rate(item: string, marks: Mark[]): void {
    this.items.push({ section: this.section, item, marks });
  }

  private closeCurrent(): void {
    const p = this.current;
    this.current = undefined;
    if (!p || (!p.lines.length && !p.title)) return;
    (p.title ? this.titled : this.notes).push(p);
  }

  private closeItem(): void {
    this.closeCurrent();
    const verdicts = judgeItem(this.titled, this.notes, this.item?.marks ?? []);
    for (const v of verdicts) {
      if (v.kind === 'finding') this.emit(v.paragraph, v.category);
      else this.positives.push({ section: this.section, item: this.item?.name, text: v.text });
    }
    this.titled = [];
    this.notes = [];
    this.item = undefined;
    this.itemCategory = undefined;
  }

  private emit(p: Paragraph, category: CategoryKind | undefined): void {
    const text = joinLines(p.lines);
    if (!p.title && isBoilerplateText(text)) return;
    this.findings.push({
      title: p.title,
      category,
      text,
      section: this.section,
      item: this.item?.name,
      page: p.page,
      fromSummary: this.context === 'summary',
    });
  }

  end(): void {
    this.closeItem();
  }

  /** Narrative sections are rated as a whole: inspected, with or without findings. */
  noteSection(): void {
    if (this.section && !this.items.some((r) => r.section === this.section)) {
      this.items.push({ section: this.section, item: this.section, marks: ['I'] });
    }
  }
}

export function parseStructure(report: ExtractedReport): ReportStructure {
  const lines = bodyLines(report);
  const layout = detectLayout(report);
  const parser = new StructureParser(layout);
  for (const line of lines) {
    parser.feed(line);
    if (layout === 'narrative') parser.noteSection();
  }
  parser.end();
  if (parser.sawStructure) {
    return { layout, findings: parser.findings, items: parser.items, positives: parser.positives };
  }
  const plain = new StructureParser('plain');
  for (const line of lines) plain.feed(line);
  plain.end();
  return { layout: 'plain', findings: plain.findings, items: [], positives: plain.positives };
}
