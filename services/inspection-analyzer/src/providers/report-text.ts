// The analysis workers' text extraction: the worker-thread extractor of text-extraction/, whose refusals (broken,
// hostile, encrypted, scanned without OCR, too slow) become the one error the workers treat as final.
import { UnreadableReportError, type ExtractReportText } from '../domain/analysis-failure';
import {
  extractReportText,
  ExtractionError,
  isReportContentType,
  type ExtractionLimits,
} from './text-extraction';

export function reportTextExtractor(limits: Partial<ExtractionLimits>): ExtractReportText {
  return async (file, contentType, options) => {
    if (!isReportContentType(contentType))
      throw new UnreadableReportError(new ExtractionError('unreadable').message);
    try {
      return await extractReportText(file, contentType, limits, options);
    } catch (error) {
      // The buyer-facing words; the parser's detail stays in the error for the logs.
      if (error instanceof ExtractionError) throw new UnreadableReportError(error.message);
      throw error;
    }
  };
}
