import { runService } from '@homeward/kit';
import { loadInspectionAnalyzerConfig } from './config';
import { startInspectionAnalyzerService } from './service';

runService('inspection-analyzer', loadInspectionAnalyzerConfig, startInspectionAnalyzerService);
