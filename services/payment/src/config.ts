import {
  ALLOW_OFFLINE_PAYMENTS,
  ConfigError,
  developmentModeGuard,
  loadConfig,
  serviceConfigShape,
  type ProductionGuard,
} from '@homeward/kit';
import { z } from 'zod';

// Deployments render unset secrets as empty strings; empty means "not given".
const optionalText = z
  .string()
  .optional()
  .transform((value) => (value?.trim() ? value.trim() : undefined));

export const paymentConfigShape = {
  ...serviceConfigShape,
  /** `offline` (default): Stripe test-mode behaviour without Stripe; `stripe`: real PaymentIntents. */
  PAYMENT_GATEWAY: z.enum(['offline', 'stripe']).default('offline'),
  /** Stripe's secret key, required with `PAYMENT_GATEWAY=stripe` (never logged). */
  STRIPE_SECRET_KEY: optionalText,
  /** The signing secret of Stripe's webhook endpoint, required with `PAYMENT_GATEWAY=stripe`. */
  STRIPE_WEBHOOK_SECRET: optionalText,
  /** Stripe's publishable key the card form uses, required with `PAYMENT_GATEWAY=stripe`. */
  STRIPE_PUBLISHABLE_KEY: optionalText,
  /**
   * The secret the offline provider signs its webhook events with. Unset: a random one per process, which no one
   * outside can forge (offline events never leave the process that signs them).
   */
  OFFLINE_WEBHOOK_SECRET: optionalText,
  /** The property service, asked whether the caller owns the property and whether it is still locked. */
  PROPERTY_GRPC_ADDR: z.string().min(1).default('localhost:50052'),
  /** How long one call to property may take before it fails as unavailable. */
  PROPERTY_GRPC_DEADLINE_MS: z.coerce.number().int().min(100).max(60_000).default(3_000),
};

export type PaymentConfig = ReturnType<typeof loadPaymentConfig>;

/** Stripe's key prefixes: a secret key where the publishable one belongs (or the reverse) fails at start-up. */
const STRIPE_KEYS = [
  ['STRIPE_SECRET_KEY', /^(sk|rk)_(test|live)_/, 'secret key (sk_...)'],
  ['STRIPE_WEBHOOK_SECRET', /^whsec_/, 'webhook signing secret (whsec_...)'],
  ['STRIPE_PUBLISHABLE_KEY', /^pk_(test|live)_/, 'publishable key (pk_...)'],
] as const;

/** Refused with NODE_ENV=production unless ALLOW_OFFLINE_PAYMENTS=true (a demo). */
export const paymentProductionGuards: ProductionGuard[] = [
  developmentModeGuard({
    variable: 'PAYMENT_GATEWAY',
    refusedValue: 'offline',
    defaultValue: 'offline',
    reason: 'accepts test cards, so properties unlock without a payment; set stripe and its keys',
    allowedBy: ALLOW_OFFLINE_PAYMENTS,
  }),
  {
    variable: 'OFFLINE_WEBHOOK_SECRET',
    // Unset, each process draws a random one that never leaves it; a fixed one can sign a forged 'succeeded'.
    refuses: (value) => Boolean(value?.trim()),
    reason:
      "a fixed offline webhook secret lets whoever knows it post a 'payment succeeded' event; leave it unset",
    allowedBy: ALLOW_OFFLINE_PAYMENTS,
  },
  {
    variable: 'STRIPE_SECRET_KEY',
    // A test-mode key takes Stripe's test cards, so it unlocks properties for free just as the offline gateway does.
    refuses: (value) => /^(sk|rk)_test_/.test(value?.trim() ?? ''),
    reason:
      'a Stripe test-mode key (sk_test_/rk_test_) accepts test cards, so properties unlock without a payment; set a live key (sk_live_...)',
    allowedBy: ALLOW_OFFLINE_PAYMENTS,
  },
];

export function loadPaymentConfig(env: NodeJS.ProcessEnv = process.env) {
  const config = loadConfig(paymentConfigShape, env, paymentProductionGuards);
  if (config.PAYMENT_GATEWAY === 'stripe') {
    const problems = STRIPE_KEYS.flatMap(([name, shape, what]) => {
      const value = config[name];
      if (!value) return [`${name}: required when PAYMENT_GATEWAY is stripe`];
      return shape.test(value) ? [] : [`${name}: not a Stripe ${what}`];
    });
    if (problems.length > 0) throw new ConfigError(problems);
  }
  return config;
}
