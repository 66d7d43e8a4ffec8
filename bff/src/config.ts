import {
  ALLOW_SAMPLE_SECRETS,
  configTypes,
  grpcTlsConfigShape,
  loadConfig,
  sampleSecretGuard,
  serviceConfigShape,
  tracingConfigShape,
  type ProductionGuard,
} from '@homeward/kit';
import { z } from 'zod';
import { trustProxySchema } from './http/trust-proxy';

/** An http(s) origin: `http://127.0.0.1:9000`, `http://minio:9000` (a trailing slash is dropped). */
const objectStorageEndpointSchema = z
  .url({ protocol: /^https?$/, error: 'must be an http(s) URL' })
  .refine((value) => {
    const url = new URL(value);
    return url.pathname === '/' && !url.search && !url.hash && !url.username && !url.password;
  }, 'must be an origin only (scheme, host and port; no path, query or credentials)')
  .transform((value) => new URL(value).origin);

/** Every variable the BFF reads; main.ts loads it once and hands the parts down. */
export const bffConfigShape = {
  /** HTTP port. */
  PORT: configTypes.port.default(8080),
  /** Internal gRPC to the services: off (local runs), tls (the CA alone) or mtls (also its own certificate). */
  ...grpcTlsConfigShape,
  /** Signs the browser's address passed to identity, which takes none unsigned (identity holds the same key). */
  CLIENT_ADDRESS_KEY: serviceConfigShape.CLIENT_ADDRESS_KEY,
  /**
   * Where /healthz, /readyz and /metrics are served, apart from the app (the chart and compose set it, and route
   * only PORT through the ingress). Unset: they are served on PORT, as the local stack and tests expect.
   */
  OPS_PORT: configTypes.port.optional(),
  /** Origin the browser uses; e-mailed links point here. */
  APP_BASE_URL: z
    .url()
    .default('http://localhost:8080')
    .transform((value) => value.replace(/(?<!\/)\/+$/, '')),
  /** Encrypts the session cookie (32+ chars). */
  SESSION_SECRET: z.string().min(32, 'must be at least 32 characters'),
  /** Identity service (accounts, sessions, settings). */
  IDENTITY_GRPC_ADDR: z.string().min(1).default('localhost:50051'),
  /** Property service (ownership and lock check, caller's token forwarded). */
  PROPERTY_GRPC_ADDR: z.string().min(1).default('localhost:50052'),
  /** Notifications service (the in-app notices). */
  NOTIFICATIONS_GRPC_ADDR: z.string().min(1).default('localhost:50053'),
  /** Payment service. */
  PAYMENT_GRPC_ADDR: z.string().min(1).default('localhost:50054'),
  /** Inspection-analyzer service (report uploads, analyses, the summary PDF). */
  INSPECTION_ANALYZER_GRPC_ADDR: z.string().min(1).default('localhost:50055'),
  /** Documents service (offer letters, purchase agreements, objections, their PDFs). */
  DOCUMENTS_GRPC_ADDR: z.string().min(1).default('localhost:50056'),
  /** Tour service (tour requests and their confirmation links). */
  TOUR_GRPC_ADDR: z.string().min(1).default('localhost:50057'),
  /**
   * The S3 endpoint the upload proxy (`PUT /api/storage/*`) forwards to: the same origin the inspection-analyzer
   * presigns for (the signature covers the Host header), path-style, no path of its own.
   */
  OBJECT_STORAGE_ENDPOINT: objectStorageEndpointSchema.default('http://127.0.0.1:9000'),
  /** Built SPA to serve (`frontend/dist`). */
  STATIC_DIR: z.string().min(1).optional(),
  /** Pino level (`silent` … `trace`). */
  LOG_LEVEL: serviceConfigShape.LOG_LEVEL,
  /** `production` refuses development-only settings at start unless allowed (docs/deploy.md, Production safety). */
  NODE_ENV: serviceConfigShape.NODE_ENV,
  /** Deadline on every downstream call. */
  GRPC_DEADLINE_MS: z.coerce.number().int().min(100).max(60_000).default(5_000),
  /** The deadline of calls that do real work while the buyer waits (an issue's LLM explanation, a PDF render). */
  GRPC_SLOW_DEADLINE_MS: z.coerce.number().int().min(1_000).max(300_000).default(60_000),
  /** Which proxies may name the client in X-Forwarded-For (Express `trust proxy`); off by default. */
  TRUST_PROXY: trustProxySchema,
  ...tracingConfigShape,
};

export type BffConfig = ReturnType<typeof loadBffConfig>;

// Without the key identity takes no browser address, so its per-client limits on sign-up, sign-in and resets are off.
const clientAddressKeyGuard: ProductionGuard = {
  variable: 'CLIENT_ADDRESS_KEY',
  refuses: (value) => !value?.trim(),
  reason: "unset, so identity's per-client limits are off; set the key identity has (at least 32 characters)",
  allowedBy: ALLOW_SAMPLE_SECRETS,
};

export function loadBffConfig(env: NodeJS.ProcessEnv = process.env) {
  // A published session secret would let anyone forge another user's session cookie.
  return loadConfig(bffConfigShape, env, [sampleSecretGuard('SESSION_SECRET'), clientAddressKeyGuard]);
}

/** Cookies are `Secure` everywhere except a plain-http local origin, where browsers would drop them. */
export function isLocalHttp(appBaseUrl: string): boolean {
  const url = new URL(appBaseUrl);
  return url.protocol === 'http:' && ['localhost', '127.0.0.1', '[::1]'].includes(url.hostname);
}
