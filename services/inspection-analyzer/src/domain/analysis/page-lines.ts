import type { ExtractedReport } from '../report';
import { repairOcrLine } from './ocr-lines';

/** One line of the report body, with the page it came from. Blank lines are kept (as '') because they separate
 * paragraphs; `raw` keeps the leading spaces, which carry checkbox columns in some layouts. */
export interface ReportLine {
  text: string;
  raw: string;
  page: number;
}

// Lines that are furniture on every page of a given form, wherever they sit.
const ALWAYS_FURNITURE: RegExp[] = [
  /^(?:page\s*)?\d{1,4}\s*(?:of|\/)\s*\d{1,4}$/i, // "Page 3 of 10", "3 / 10"
  /^page\s+\d{1,4}$/i,
  /^[-\u2013\u2014 ]*\d{1,4}[-\u2013\u2014 ]*$/, // bare page number, "- 3 -"
  /\bI\s*=\s*Inspected\b/i, // TREC legend
  /\bNI\s*=\s*Not Inspected\b/i,
  /^I\s+NI\s+NP\s+D$/, // TREC checkbox header
  /^REI\s*7-\d/i,
  /Promulgated by the Texas Real Estate Commission/i,
  /^Report Identification:/i,
];

const TOP_ZONE = 6;
const BOTTOM_ZONE = 4;

/** Lines too structural to be taken for a running header even if they repeat. */
const STRUCTURAL =
  /^(comments:?|information|limitations|summary|observations.*|safety hazard|recommendation|maintenance item|recommend monitoring|(in|i) ni np (rr|d)( mm| s)*)$/i;

function furnitureKey(line: string): string {
  return line.trim().toLowerCase().replace(/\d+/g, '#').replace(/\s+/g, ' ');
}

/** Running headers and footers: lines near the top or bottom of a page that recur on at least 60% of the pages
 * (digits ignored, so "Page 3 of 10" and dated headers match). */
function runningFurniture(pages: string[][]): Set<string> {
  const keys = new Set<string>();
  if (pages.length < 3) return keys;
  const counts = new Map<string, number>();
  for (const lines of pages) {
    const body = lines.filter((l) => l.trim());
    const zone = new Set([...body.slice(0, TOP_ZONE), ...body.slice(-BOTTOM_ZONE)].map(furnitureKey));
    for (const k of zone) counts.set(k, (counts.get(k) ?? 0) + 1);
  }
  const needed = Math.max(3, Math.ceil(pages.length * 0.6));
  for (const [k, n] of counts) if (n >= needed && k.length >= 3 && !STRUCTURAL.test(k)) keys.add(k);
  return keys;
}

const PAGE_MARKER = /\bpage\s+#\s*(of|\/)\s*#/; // on furniture keys, where digits are '#'
const MARKER_REACH = 3;

/** Headers and footers that text extraction left in the middle of a page (DOCX and DOC have no fixed pages, so
 * a report's "Page 3 of 13" lines land anywhere): lines that sit next to a page marker nearly every time they
 * occur, and next to most markers. Returns "page:line" ids. */
function furnitureNearMarkers(pages: string[][]): Set<string> {
  const flat = pages.flatMap((lines, i) =>
    lines.flatMap((l, j) => (l.trim() ? [{ id: `${i}:${j}`, key: furnitureKey(l) }] : [])),
  );
  const markers = flat.flatMap((x, m) => (PAGE_MARKER.test(x.key) ? [m] : []));
  const total = new Map<string, number>();
  const near = new Map<string, Set<number>>();
  for (const { key } of flat) total.set(key, (total.get(key) ?? 0) + 1);
  for (const m of markers) {
    for (let k = Math.max(0, m - MARKER_REACH); k <= Math.min(flat.length - 1, m + MARKER_REACH); k++) {
      const key = flat[k]!.key;
      near.set(key, (near.get(key) ?? new Set()).add(k));
    }
  }
  const keys = new Set<string>();
  for (const [key, at] of near) {
    const n = at.size;
    if (n >= 3 && n >= 0.9 * (total.get(key) ?? 0) && n >= markers.length * 0.6 && !STRUCTURAL.test(key))
      keys.add(key);
  }
  return new Set(flat.filter((x) => keys.has(x.key)).map((x) => x.id));
}

/** The report's lines in reading order without page headers, footers, page numbers and the TREC legend. */
export function bodyLines(report: ExtractedReport): ReportLine[] {
  const tidy = (l: string) => l.replace(/\t/g, '    ').trimEnd();
  const pages = report.pages.map((p) =>
    p.lines.map((l) => (report.source === 'ocr' ? repairOcrLine(tidy(l)) : tidy(l))),
  );
  const furniture = runningFurniture(pages);
  const nearMarkers = furnitureNearMarkers(pages);
  const out: ReportLine[] = [];
  report.pages.forEach((page, i) => {
    const lines = pages[i]!;
    const body = lines.map((l, j) => ({ l, j })).filter(({ l }) => l.trim());
    const lastZone = new Set(body.slice(-BOTTOM_ZONE).map(({ j }) => j));
    const topZone = new Set(body.slice(0, TOP_ZONE).map(({ j }) => j));
    const kept: ReportLine[] = [];
    lines.forEach((raw, j) => {
      const text = raw.trim();
      if (!text) {
        if (kept.length) kept.push({ text: '', raw: '', page: page.number });
        return;
      }
      if (ALWAYS_FURNITURE.some((re) => re.test(text)) || nearMarkers.has(`${i}:${j}`)) return;
      if ((topZone.has(j) || lastZone.has(j)) && furniture.has(furnitureKey(text))) return;
      kept.push({ text, raw, page: page.number });
    });
    while (kept.length && !kept[kept.length - 1]!.text) kept.pop();
    out.push(...kept);
    // A paragraph may run on to the next page; only a finished sentence closes it at the page break.
    if (kept.length && /[.!?:)]$/.test(kept[kept.length - 1]!.text))
      out.push({ text: '', raw: '', page: page.number });
  });
  return out;
}
