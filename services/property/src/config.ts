import { loadConfig, serviceConfigShape } from '@homeward/kit';
import { z } from 'zod';
import { PROPERTY_DATA_PROVIDER_NAMES } from './providers';

export const propertyConfigShape = {
  ...serviceConfigShape,
  /** Where property details come from; an unknown name stops the service at start-up. */
  PROPERTY_DATA_PROVIDER: z.enum(PROPERTY_DATA_PROVIDER_NAMES).default('address-only'),
};

export type PropertyConfig = ReturnType<typeof loadPropertyConfig>;

export function loadPropertyConfig(env: NodeJS.ProcessEnv = process.env) {
  return loadConfig(propertyConfigShape, env);
}
