import { loadConfig, serviceConfigShape } from '@homeward/kit';

/** The kit's variables; the service's own go beside them, each with its zod rule and default. */
export const tourConfigShape = {
  ...serviceConfigShape,
};

export type TourConfig = ReturnType<typeof loadTourConfig>;

export function loadTourConfig(env: NodeJS.ProcessEnv = process.env) {
  return loadConfig(tourConfigShape, env);
}
