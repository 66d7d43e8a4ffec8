export {
  loadInspectionAnalyzerConfig,
  inspectionAnalyzerConfigShape,
  type InspectionAnalyzerConfig,
} from './config';
export { startInspectionAnalyzerService, type InspectionAnalyzerParts, type RunningService } from './service';
export { UnreadableReportError, type ExtractReportText } from './domain/analysis-failure';
