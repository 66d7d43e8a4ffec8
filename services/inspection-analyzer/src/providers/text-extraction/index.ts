export { extractReportText, workerScript, BUNDLED_WORKER_FILE } from './extract-report-text';
export { ExtractionError, BUYER_MESSAGES, EXTRACTION_ERROR_KINDS, type ExtractionErrorKind } from './errors';
export { DEFAULT_LIMITS, resolveLimits, type ExtractionLimits } from './limits';
export {
  DOCX_CONTENT_TYPE,
  REPORT_CONTENT_TYPES,
  isReportContentType,
  type ReportContentType,
} from './content-types';
export { readReport } from './read-report';
