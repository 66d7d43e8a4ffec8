import { markPageBreaks } from './docx-page-breaks';

const BREAK_RUN = '<w:r><w:br w:type="page"/></w:r>';

describe('markPageBreaks', () => {
  it('turns "page break before" into an explicit break at the start of that paragraph', () => {
    const xml =
      '<w:p><w:pPr><w:pStyle w:val="Heading1"/><w:pageBreakBefore/></w:pPr><w:r><w:t>II. ELECTRICAL</w:t></w:r></w:p>';
    expect(markPageBreaks(xml)).toBe(
      `<w:p><w:pPr><w:pStyle w:val="Heading1"/><w:pageBreakBefore/></w:pPr>${BREAK_RUN}<w:r><w:t>II. ELECTRICAL</w:t></w:r></w:p>`,
    );
  });

  it('honours an explicit on value and ignores a switched-off property', () => {
    const on = '<w:p><w:pPr><w:pageBreakBefore w:val="true"/></w:pPr><w:r><w:t>a</w:t></w:r></w:p>';
    const off = '<w:p><w:pPr><w:pageBreakBefore w:val="0"/></w:pPr><w:r><w:t>b</w:t></w:r></w:p>';
    expect(markPageBreaks(on)).toContain(`</w:pPr>${BREAK_RUN}`);
    expect(markPageBreaks(off)).toBe(off);
  });

  it('does not reach across paragraphs to a later property block', () => {
    const xml =
      '<w:p><w:pPr><w:jc w:val="left"/></w:pPr><w:r><w:t>a</w:t></w:r></w:p>' +
      '<w:p><w:pPr><w:pageBreakBefore/></w:pPr><w:r><w:t>b</w:t></w:r></w:p>';
    const marked = markPageBreaks(xml);
    expect(marked.indexOf(BREAK_RUN)).toBeGreaterThan(marked.indexOf('<w:t>a</w:t>'));
    expect(marked.split(BREAK_RUN)).toHaveLength(2);
  });

  it("makes Word's rendered page breaks explicit", () => {
    const xml = '<w:r><w:lastRenderedPageBreak/><w:t>next page</w:t></w:r>';
    expect(markPageBreaks(xml)).toBe('<w:r><w:br w:type="page"/><w:t>next page</w:t></w:r>');
  });
});
