// mammoth keeps only explicit page breaks (<w:br w:type="page"/>). Word also marks pages two other ways: a
// paragraph property "page break before" (how headings and report sections often start a page) and
// <w:lastRenderedPageBreak/>, where Word itself paginated when it last saved the file. Turning both into explicit
// breaks in word/document.xml before mammoth reads it gives DOCX reports the pages their reader saw.

import JSZip from 'jszip';

const PAGE_BREAK_RUN = '<w:r><w:br w:type="page"/></w:r>';
const DOCUMENT_XML = 'word/document.xml';

/** Paragraph properties with pageBreakBefore switched on (no w:val, or 1/true/on). */
const PARAGRAPH_BREAK_BEFORE =
  /(<w:pPr>(?:(?!<\/w:pPr>)[\s\S])*?<w:pageBreakBefore(?:\s+w:val="(?:1|true|on)")?\s*\/>[\s\S]*?<\/w:pPr>)/g;

export function markPageBreaks(xml: string): string {
  return xml
    .replace(/<w:lastRenderedPageBreak\s*\/>/g, '<w:br w:type="page"/>')
    .replace(PARAGRAPH_BREAK_BEFORE, `$1${PAGE_BREAK_RUN}`);
}

/** The same DOCX with page breaks marked; other entries keep their compressed bytes. Call after the zip guard. */
export async function withMarkedPageBreaks(file: Buffer): Promise<Buffer> {
  const zip = await JSZip.loadAsync(file);
  const body = zip.file(DOCUMENT_XML);
  if (!body) return file;
  const xml = await body.async('string');
  const marked = markPageBreaks(xml);
  if (marked === xml) return file;
  zip.file(DOCUMENT_XML, marked);
  return zip.generateAsync({ type: 'nodebuffer', compression: 'DEFLATE', compressionOptions: { level: 1 } });
}
