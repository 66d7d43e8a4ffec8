import { loadConfig, serviceConfigShape } from '@homeward/kit';
import { z } from 'zod';

const deadlineMs = z.coerce.number().int().min(100).max(60_000).default(3_000);

/** Every variable the documents service reads; service.ts receives the parsed result. */
export const documentsConfigShape = {
  ...serviceConfigShape,
  /** The property service, asked (with the caller's token) for the property, its owner and its unlock state. */
  PROPERTY_GRPC_ADDR: z.string().min(1).default('localhost:50052'),
  PROPERTY_GRPC_DEADLINE_MS: deadlineMs,
  /** The identity service, asked (with the caller's token) for the buyer's name, e-mail and phone to prefill. */
  IDENTITY_GRPC_ADDR: z.string().min(1).default('localhost:50051'),
  IDENTITY_GRPC_DEADLINE_MS: deadlineMs,
  /** Kafka consumer session timeout; tests shorten it because rebalances on the mock broker take about this long. */
  KAFKA_SESSION_TIMEOUT_MS: z.coerce.number().int().positive().default(10_000),
};

export type DocumentsConfig = ReturnType<typeof loadDocumentsConfig>;

export function loadDocumentsConfig(env: NodeJS.ProcessEnv = process.env) {
  return loadConfig(documentsConfigShape, env);
}
