export const DOCX_CONTENT_TYPE = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';

export const REPORT_CONTENT_TYPES = ['application/pdf', DOCX_CONTENT_TYPE, 'application/msword'] as const;
export type ReportContentType = (typeof REPORT_CONTENT_TYPES)[number];

export function isReportContentType(value: string): value is ReportContentType {
  return (REPORT_CONTENT_TYPES as readonly string[]).includes(value);
}
