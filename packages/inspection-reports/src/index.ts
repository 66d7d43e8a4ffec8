/**
 * Labelled home inspection reports and the writers that turn them into real files.
 *
 * - `fixtureReports`: seven reports in the TREC REI 7-6, InterNACHI and HomeGauge layouts, and five in layouts
 *   inspectors write without a template grid (an ASHI narrative with "!" items, check-box ratings, rating words,
 *   numbered observations, prose), each opening with boilerplate pages; some also close with them
 *   (`boilerplateTailPages`: legal text, checklists, a summary repeating the body). `expected.findings` is what
 *   an analyzer should report: a reported finding counts as one of them when its title or description contains
 *   every `mustMatch` word (case-insensitive) and its severity is judged against `severity`; `costExpected` says
 *   whether a price range should come with it.
 *   `expected.boilerplateTraps` are phrases from the boilerplate pages no reported finding may contain. NI/NP items
 *   without a comment are not labelled, so an eval should not count extra informational findings as errors.
 *   `matchesExpected` and `trapsHit` implement exactly these rules.
 * - Writers: `toPdf` (text layer, one fixture page per PDF page), `toScannedPdf` (page images only),
 *   `toDocx`, `toDoc` (Word 97-2003 binary), `fileFor` (the fixture's own format) and `hostileFiles()` for upload
 *   and extraction security tests. Every writer gives the same bytes for the same fixture on every run.
 * - Tests read PDFs back with `@homeward/testing`'s PDF.js reader (`readPdfPages`, one worker thread per test file),
 *   DOCX with mammoth and DOC with word-extractor. `src/write-files.ts <dir>` writes every file for manual uploads.
 */
export * from './types';
export * from './fixtures';
export { matchesExpected, trapsHit, type ReportedFinding } from './matching';
export { toPdf } from './writers/pdf';
export { toScannedPdf, rasterizePage } from './writers/scanned-pdf';
export { toDocx } from './writers/docx';
export { toDoc, wordText } from './writers/word97';
export { writeCompoundFile } from './writers/cfb';
export { fileFor, CONTENT_TYPES, type FixtureFile } from './writers/file-for';
export * from './writers/hostile';
