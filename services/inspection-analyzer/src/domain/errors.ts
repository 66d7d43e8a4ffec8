// Why a use case refused: the handlers turn each kind into its gRPC status, the words travel as they are.

export const INSPECTION_ANALYZER_NOT_FOUND = 'InspectionAnalyzer not found';

export type InspectionAnalyzerErrorKind =
  /** No record of the caller's has that id (another user's record is just as absent). */
  'inspection_analyzer_not_found';

export class InspectionAnalyzerError extends Error {
  constructor(
    readonly kind: InspectionAnalyzerErrorKind,
    message: string,
  ) {
    super(message);
    this.name = 'InspectionAnalyzerError';
  }
}

export const inspectionAnalyzerNotFound = () =>
  new InspectionAnalyzerError('inspection_analyzer_not_found', INSPECTION_ANALYZER_NOT_FOUND);
