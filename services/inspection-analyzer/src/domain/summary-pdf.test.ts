import { summaryPdfFileName } from './summary-pdf';

describe('the summary PDF download name', () => {
  it("is a slug of the address's street part", () => {
    expect(summaryPdfFileName('123 Main St, Austin, TX 78701')).toBe(
      'home-inspection-summary-123-main-st.pdf',
    );
  });

  it('never carries quotes, CR/LF or path characters into the header', () => {
    expect(summaryPdfFileName('1 "Evil"\r\nSet-Cookie: x/../y')).toBe(
      'home-inspection-summary-1-evil-set-cookie-x-y.pdf',
    );
    expect(summaryPdfFileName('')).toBe('home-inspection-summary.pdf');
  });
});
