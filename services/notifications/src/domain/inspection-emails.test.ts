import {
  INSPECTION_ANALYZED_SUBJECT,
  INSPECTION_FAILED_SUBJECT,
  renderInspectionAnalyzedEmail,
  renderInspectionFailedEmail,
} from './inspection-emails';

const link = 'https://homeward.example/properties/home-inspection?property=p-1&home_inspection_id=h-1';

describe('renderInspectionAnalyzedEmail', () => {
  const email = renderInspectionAnalyzedEmail({
    fullName: 'Ana <Buyer>',
    issueCount: 14,
    criticalCount: 2,
    majorCount: 3,
    link,
  });

  it('has the agreed subject and says what was found', () => {
    expect(email.subject).toBe(INSPECTION_ANALYZED_SUBJECT);
    expect(email.subject).toBe('Your home inspection report is ready');
    expect(email.text.split('\n')[0]).toBe('Hi Ana <Buyer>,');
    expect(email.text).toContain('14 findings, 2 critical');
    expect(email.text).toContain('Start with the 5 critical and major findings');
  });

  it('links the report page in both parts, the HTML one escaped', () => {
    expect(email.text).toContain(`\nView the analysis:\n${link}\n`);
    expect(email.html).toContain(`href="${link.replace(/&/g, '&amp;')}"`);
    expect(email.html).toContain('Hi Ana &lt;Buyer&gt;,');
    expect(email.html).not.toContain('<Buyer>');
  });

  it('says so when nothing is critical or major', () => {
    const calm = renderInspectionAnalyzedEmail({
      fullName: '',
      issueCount: 1,
      criticalCount: 0,
      majorCount: 0,
      link,
    });
    expect(calm.text.split('\n')[0]).toBe('Hi there,');
    expect(calm.text).toContain('1 finding, 0 critical');
    expect(calm.text).toContain('None of the findings is critical or major');
  });
});

describe('renderInspectionFailedEmail', () => {
  const email = renderInspectionFailedEmail({
    fullName: 'Ana',
    reason: 'the file is not a home inspection report <script>',
    link,
  });

  it('has the agreed subject and gives the reason, escaped in HTML', () => {
    expect(email.subject).toBe(INSPECTION_FAILED_SUBJECT);
    expect(email.text).toContain(
      'We could not analyze your home inspection report: the file is not a home inspection report <script>',
    );
    expect(email.html).toContain('&lt;script&gt;');
    expect(email.html).not.toContain('<script>');
    expect(email.text).toContain(`\nOpen the report page:\n${link}\n`);
  });
});
