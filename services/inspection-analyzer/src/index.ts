export {
  loadInspectionAnalyzerConfig,
  inspectionAnalyzerConfigShape,
  type InspectionAnalyzerConfig,
} from './config';
export { startInspectionAnalyzerService, type RunningService } from './service';
