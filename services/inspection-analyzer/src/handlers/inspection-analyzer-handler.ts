import { requireCaller, type AsyncService } from '@homeward/kit';
import type {
  CreateInspectionAnalyzerRequest,
  CreateInspectionAnalyzerResponse,
  GetInspectionAnalyzerRequest,
  GetInspectionAnalyzerResponse,
  InspectionAnalyzerServiceServer,
} from '@homeward/protos/gen/homeward/inspection_analyzer/v1/inspection_analyzer';
import {
  createInspectionAnalyzer,
  getInspectionAnalyzer,
  type InspectionAnalyzerDeps,
} from '../application/inspection-analyzer';
import { answering } from './errors';
import { toProtoInspectionAnalyzer } from './inspection-analyzer-message';
import { inspectionAnalyzerIdOf, titleOf } from './requests';

/** homeward.inspection_analyzer.v1.InspectionAnalyzerService: parse the request, call one use case, map the answer. */
export class InspectionAnalyzerHandler implements AsyncService<InspectionAnalyzerServiceServer> {
  constructor(private readonly deps: InspectionAnalyzerDeps) {}

  async createInspectionAnalyzer(
    request: CreateInspectionAnalyzerRequest,
  ): Promise<CreateInspectionAnalyzerResponse> {
    const caller = requireCaller();
    const record = await answering(createInspectionAnalyzer(this.deps, caller.userId, titleOf(request)));
    return { inspectionAnalyzer: toProtoInspectionAnalyzer(record) };
  }

  async getInspectionAnalyzer(request: GetInspectionAnalyzerRequest): Promise<GetInspectionAnalyzerResponse> {
    const caller = requireCaller();
    const record = await answering(
      getInspectionAnalyzer(this.deps, caller.userId, inspectionAnalyzerIdOf(request)),
    );
    return { inspectionAnalyzer: toProtoInspectionAnalyzer(record) };
  }
}
