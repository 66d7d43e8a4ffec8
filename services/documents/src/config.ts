import { loadConfig, serviceConfigShape } from '@homeward/kit';

/** The kit's variables; the service's own go beside them, each with its zod rule and default. */
export const documentsConfigShape = {
  ...serviceConfigShape,
};

export type DocumentsConfig = ReturnType<typeof loadDocumentsConfig>;

export function loadDocumentsConfig(env: NodeJS.ProcessEnv = process.env) {
  return loadConfig(documentsConfigShape, env);
}
