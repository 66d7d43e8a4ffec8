import { ConfigError } from '@homeward/kit';
import { loadPaymentConfig } from './config';

const shared = {
  SERVICE_NAME: 'payment',
  GRPC_PORT: '50054',
  OPS_PORT: '9104',
  DATABASE_URL: 'postgres://localhost/payment',
  KAFKA_BROKERS: 'localhost:9092',
  IDENTITY_JWKS_URL: 'http://localhost:9101/.well-known/jwks.json',
};
const stripeKeys = {
  STRIPE_SECRET_KEY: 'sk_test_abc',
  STRIPE_WEBHOOK_SECRET: 'whsec_abc',
  STRIPE_PUBLISHABLE_KEY: 'pk_test_abc',
};

const liveKeys = { ...stripeKeys, STRIPE_SECRET_KEY: 'sk_live_abc', STRIPE_PUBLISHABLE_KEY: 'pk_live_abc' };

function problemsOf(env: Record<string, string>): string[] {
  try {
    loadPaymentConfig(env);
  } catch (error) {
    if (error instanceof ConfigError) return error.problems;
    throw error;
  }
  throw new Error('expected a configuration error');
}

describe('payment config', () => {
  it('defaults to the offline provider and the local property service', () => {
    const config = loadPaymentConfig(shared);
    expect(config).toMatchObject({
      PAYMENT_GATEWAY: 'offline',
      PROPERTY_GRPC_ADDR: 'localhost:50052',
      PROPERTY_GRPC_DEADLINE_MS: 3000,
    });
    expect(config.OFFLINE_WEBHOOK_SECRET).toBeUndefined();
  });

  it('takes an empty secret as unset (deployments render missing secrets as "")', () => {
    expect(
      loadPaymentConfig({ ...shared, STRIPE_SECRET_KEY: '', OFFLINE_WEBHOOK_SECRET: ' ' }),
    ).toMatchObject({
      STRIPE_SECRET_KEY: undefined,
      OFFLINE_WEBHOOK_SECRET: undefined,
    });
  });

  it('accepts stripe with its three keys', () => {
    expect(loadPaymentConfig({ ...shared, PAYMENT_GATEWAY: 'stripe', ...stripeKeys })).toMatchObject({
      PAYMENT_GATEWAY: 'stripe',
      ...stripeKeys,
    });
  });

  it('fails fast on stripe without its keys, naming every missing one', () => {
    expect(problemsOf({ ...shared, PAYMENT_GATEWAY: 'stripe', STRIPE_PUBLISHABLE_KEY: '' })).toEqual([
      'STRIPE_SECRET_KEY: required when PAYMENT_GATEWAY is stripe',
      'STRIPE_WEBHOOK_SECRET: required when PAYMENT_GATEWAY is stripe',
      'STRIPE_PUBLISHABLE_KEY: required when PAYMENT_GATEWAY is stripe',
    ]);
  });

  it("refuses keys in each other's place", () => {
    expect(
      problemsOf({
        ...shared,
        PAYMENT_GATEWAY: 'stripe',
        ...stripeKeys,
        STRIPE_PUBLISHABLE_KEY: 'sk_test_abc',
      }),
    ).toEqual(['STRIPE_PUBLISHABLE_KEY: not a Stripe publishable key (pk_...)']);
  });

  it('refuses an unknown gateway', () => {
    expect(problemsOf({ ...shared, PAYMENT_GATEWAY: 'paypal' })[0]).toMatch(/^PAYMENT_GATEWAY:/);
  });

  describe('with NODE_ENV=production', () => {
    const production = { ...shared, NODE_ENV: 'production' };

    it('refuses the offline gateway, set or by default, naming ALLOW_OFFLINE_PAYMENTS', () => {
      for (const gateway of [{}, { PAYMENT_GATEWAY: 'offline' }] as Record<string, string>[])
        expect(problemsOf({ ...production, ...gateway })).toEqual([
          expect.stringMatching(
            /^PAYMENT_GATEWAY: refused .*properties unlock without a payment.*ALLOW_OFFLINE_PAYMENTS=true allows it$/,
          ),
        ]);
    });

    it('refuses a fixed offline webhook secret, even beside stripe', () => {
      expect(
        problemsOf({
          ...production,
          PAYMENT_GATEWAY: 'stripe',
          ...liveKeys,
          OFFLINE_WEBHOOK_SECRET: 'known',
        }),
      ).toEqual([expect.stringMatching(/^OFFLINE_WEBHOOK_SECRET: refused .*ALLOW_OFFLINE_PAYMENTS=true/)]);
    });

    it('refuses a Stripe test-mode secret or restricted key, naming ALLOW_OFFLINE_PAYMENTS', () => {
      for (const key of ['sk_test_abc', 'rk_test_abc', ' sk_test_abc'])
        expect(
          problemsOf({ ...production, PAYMENT_GATEWAY: 'stripe', ...liveKeys, STRIPE_SECRET_KEY: key }),
        ).toEqual([
          expect.stringMatching(
            /^STRIPE_SECRET_KEY: refused .*test-mode key.*properties unlock without a payment.*ALLOW_OFFLINE_PAYMENTS=true allows it$/,
          ),
        ]);
      expect(
        loadPaymentConfig({
          ...production,
          ALLOW_OFFLINE_PAYMENTS: 'true',
          PAYMENT_GATEWAY: 'stripe',
          ...stripeKeys,
        }).STRIPE_SECRET_KEY,
      ).toBe('sk_test_abc');
    });

    it('runs stripe with live keys, and the offline gateway only for a demo that says so', () => {
      expect(
        loadPaymentConfig({ ...production, PAYMENT_GATEWAY: 'stripe', ...liveKeys }).PAYMENT_GATEWAY,
      ).toBe('stripe');
      expect(loadPaymentConfig({ ...production, ALLOW_OFFLINE_PAYMENTS: 'true' }).PAYMENT_GATEWAY).toBe(
        'offline',
      );
    });
  });
});
