export * from './types';
export * from './fixtures';
export { toPdf } from './writers/pdf';
export { toScannedPdf, rasterizePage } from './writers/scanned-pdf';
export { toDocx } from './writers/docx';
export { toDoc, wordText } from './writers/word97';
export { writeCompoundFile } from './writers/cfb';
export { fileFor, CONTENT_TYPES, type FixtureFile } from './writers/file-for';
export * from './writers/hostile';
