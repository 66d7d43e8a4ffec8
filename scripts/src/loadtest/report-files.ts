// The files the load test uploads: our own labelled fixture reports, written as the real PDF / DOCX / DOC a buyer
// would upload, grouped by size so a run can ask for small, typical or 60-page reports.
import { fileFor, fixtureReports, type FixtureFile } from '@homeward/inspection-reports';
import type { ReportSize } from './options';

export interface ReportFile extends FixtureFile {
  size: ReportSize;
  pages: number;
}

export function sizeOf(pages: number): ReportSize {
  if (pages <= 8) return 'small';
  return pages <= 30 ? 'medium' : 'large';
}

/** Every fixture written once, grouped by size; a size with no fixture is an error, not a silent skip. */
export async function reportFiles(sizes: readonly ReportSize[]): Promise<Map<ReportSize, ReportFile[]>> {
  const bySize = new Map<ReportSize, ReportFile[]>();
  for (const fixture of fixtureReports) {
    const size = sizeOf(fixture.pages.length);
    if (!sizes.includes(size)) continue;
    const file = { ...(await fileFor(fixture)), size, pages: fixture.pages.length };
    bySize.set(size, [...(bySize.get(size) ?? []), file]);
  }
  for (const size of sizes) if (!bySize.has(size)) throw new Error(`no fixture report is ${size}`);
  return bySize;
}

/** The i-th upload's file: sizes take turns, and within a size the fixtures do. */
export function fileForUpload(files: Map<ReportSize, ReportFile[]>, sizes: readonly ReportSize[], i: number) {
  const size = sizes[i % sizes.length]!;
  const ofSize = files.get(size)!;
  return ofSize[Math.floor(i / sizes.length) % ofSize.length]!;
}
