// The e-mails a buyer gets when they were told the analysis of their report would take a while.
import type { RenderedEmail } from './email';
import { greetingFor, renderEmail } from './email-layout';
import { failureReason, findingsSummary, type AnalysisCounts } from './inspection-notifications';

export const INSPECTION_ANALYZED_SUBJECT = 'Your home inspection report is ready';
export const INSPECTION_FAILED_SUBJECT = 'We could not analyze your home inspection report';

const REASON =
  'You received this e-mail because you uploaded a home inspection report to Homeward and were told we would ' +
  'write when its analysis was done.';

export interface InspectionAnalyzedEmailInput extends AnalysisCounts {
  fullName: string;
  majorCount: number;
  /** The report page in the app. */
  link: string;
}

export function renderInspectionAnalyzedEmail(input: InspectionAnalyzedEmailInput): RenderedEmail {
  const urgent = input.criticalCount + input.majorCount;
  return renderEmail({
    subject: INSPECTION_ANALYZED_SUBJECT,
    preview: `Your home inspection report is ready: ${findingsSummary(input)}.`,
    greeting: greetingFor(input.fullName),
    paragraphs: [
      `We have finished analyzing your home inspection report: ${findingsSummary(input)}.`,
      urgent > 0
        ? `Start with the ${urgent} critical and major ${urgent === 1 ? 'finding' : 'findings'}: each comes with ` +
          'an estimated repair cost and what to do before your due-diligence deadline.'
        : 'None of the findings is critical or major. The report page lists each one with what to do about it.',
    ],
    action: { label: 'View the analysis', url: input.link },
    notes: [
      'The estimates are ranges from typical repair costs, not quotes: ask the trade named for each finding.',
    ],
    reason: REASON,
  });
}

export interface InspectionFailedEmailInput {
  fullName: string;
  reason: string;
  link: string;
}

export function renderInspectionFailedEmail(input: InspectionFailedEmailInput): RenderedEmail {
  return renderEmail({
    subject: INSPECTION_FAILED_SUBJECT,
    preview: 'We could not analyze your home inspection report.',
    greeting: greetingFor(input.fullName),
    paragraphs: [
      `We could not analyze your home inspection report: ${failureReason(input.reason)}`,
      'You can try the analysis again from the report page, or upload the report as a PDF, DOCX or DOC file ' +
        'with selectable text.',
    ],
    action: { label: 'Open the report page', url: input.link },
    notes: [],
    reason: REASON,
  });
}
