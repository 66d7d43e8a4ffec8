import { loadConfig, serviceConfigShape } from '@homeward/kit';

/** The kit's variables; the service's own go beside them, each with its zod rule and default. */
export const inspectionAnalyzerConfigShape = {
  ...serviceConfigShape,
};

export type InspectionAnalyzerConfig = ReturnType<typeof loadInspectionAnalyzerConfig>;

export function loadInspectionAnalyzerConfig(env: NodeJS.ProcessEnv = process.env) {
  return loadConfig(inspectionAnalyzerConfigShape, env);
}
