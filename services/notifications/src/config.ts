import {
  ConfigError,
  configTypes,
  loadConfig,
  notificationTokenKeyGuard,
  serviceConfigShape,
  tokenOpeningConfigShape,
} from '@homeward/kit';
import { z } from 'zod';

const flag = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'])
  .default('false')
  .transform((value) => ['true', '1', 'yes'].includes(value));
const positiveInt = z.coerce.number().int().positive();

/** Every variable the notifications service reads; service.ts receives the parsed result. */
export const notificationsConfigShape = {
  ...serviceConfigShape,
  ...tokenOpeningConfigShape,
  // The mail catcher (maildev) locally; a real relay in production.
  /** The SMTP relay (maildev locally). */
  SMTP_HOST: z.string().min(1).default('localhost'),
  /** The SMTP relay's port. */
  SMTP_PORT: configTypes.port.default(1025),
  /** Implicit TLS (port 465 style); STARTTLS is negotiated on its own when the server offers it. */
  SMTP_SECURE: flag,
  /** The SMTP relay's user; set with SMTP_PASSWORD or not at all. */
  SMTP_USER: z.string().min(1).optional(),
  /** That user's password (never logged). */
  SMTP_PASSWORD: z.string().min(1).optional(),
  /** Sender. */
  MAIL_FROM: z.string().min(3).default('Homeward <no-reply@homeward.local>'),
  /** Where the browser reaches the BFF; e-mailed links point here. */
  APP_BASE_URL: z
    .url()
    .default('http://localhost:8080')
    .transform((value) => value.replace(/(?<!\/)\/+$/, '')),
  /** Where every tour request and its withdrawal is e-mailed (the listing agent gets a copy when known). */
  TOUR_DESK_EMAIL: z.email().default('tours@homeward.local'),
  /** Sends per e-mail before it is given up (status failed). */
  EMAIL_MAX_ATTEMPTS: positiveInt.default(8),
  /** First delay after a failed send, doubling up to EMAIL_RETRY_MAX_MS. */
  EMAIL_RETRY_INITIAL_MS: positiveInt.default(2_000),
  /** Retry backoff. */
  EMAIL_RETRY_MAX_MS: positiveInt.default(5 * 60_000),
  /** Safety-net poll of the e-mail queue; new e-mails wake the dispatcher at once. */
  EMAIL_POLL_INTERVAL_MS: positiveInt.default(5_000),
  /**
   * Product analytics go to PostHog when a project API key is set, else to Prometheus counters. Blank counts as
   * unset: compose and the chart pass an empty value when no Secret provides one.
   */
  POSTHOG_API_KEY: z
    .string()
    .optional()
    .transform((value) => value?.trim() || undefined),
  /** PostHog's ingestion host (US cloud by default; `https://eu.i.posthog.com` or a self-hosted URL). */
  POSTHOG_HOST: z
    .preprocess(
      (value) => (typeof value === 'string' && value.trim() === '' ? undefined : value),
      z.url().optional(),
    )
    .transform((value) => (value ?? 'https://us.i.posthog.com').replace(/(?<!\/)\/+$/, '')),
  /** Kafka consumer session timeout; tests shorten it because rebalances on the mock broker take about this long. */
  KAFKA_SESSION_TIMEOUT_MS: positiveInt.default(10_000),
};

export type NotificationsConfig = ReturnType<typeof loadNotificationsConfig>;

export function loadNotificationsConfig(env: NodeJS.ProcessEnv = process.env) {
  const config = loadConfig(notificationsConfigShape, env, [notificationTokenKeyGuard]);
  // Half a credential is always a deployment mistake; say so at start-up rather than at the first send.
  if (Boolean(config.SMTP_USER) !== Boolean(config.SMTP_PASSWORD)) {
    throw new ConfigError(['SMTP_USER and SMTP_PASSWORD: set both or neither']);
  }
  return config;
}
