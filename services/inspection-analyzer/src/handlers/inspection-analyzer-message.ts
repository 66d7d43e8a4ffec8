import type { InspectionAnalyzer as InspectionAnalyzerMessage } from '@homeward/protos/gen/homeward/inspection_analyzer/v1/inspection_analyzer';
import type { InspectionAnalyzer } from '../domain/inspection-analyzer';

export function toProtoInspectionAnalyzer(record: InspectionAnalyzer): InspectionAnalyzerMessage {
  return { id: record.id, title: record.title, createdAt: record.createdAt.toISOString() };
}
