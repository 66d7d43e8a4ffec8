import { z } from 'zod';
import { ConfigError, loadConfig } from './config';
import {
  ALLOW_OFFLINE_PAYMENTS,
  ALLOW_SAMPLE_SECRETS,
  developmentModeGuard,
  sampleSecretGuard,
} from './production-safety';

const shape = { SECRET: z.string().optional(), GATEWAY: z.enum(['offline', 'real']).default('offline') };
const guards = [
  sampleSecretGuard('SECRET', { fallback: 'built-in-development-secret' }),
  developmentModeGuard({
    variable: 'GATEWAY',
    refusedValue: 'offline',
    defaultValue: 'offline',
    reason: 'unlocks for free',
    allowedBy: ALLOW_OFFLINE_PAYMENTS,
  }),
];
const REAL_SECRET = 'a-real-secret-of-at-least-32-random-characters';

function problemsOf(env: NodeJS.ProcessEnv): string[] {
  try {
    loadConfig(shape, env, guards);
    return [];
  } catch (error) {
    if (error instanceof ConfigError) return error.problems;
    throw error;
  }
}

describe('production guards in loadConfig', () => {
  it('refuses every development-only setting at once, naming the variable and how to allow it', () => {
    expect(problemsOf({ NODE_ENV: 'production' })).toEqual([
      expect.stringMatching(
        /^SECRET: refused with NODE_ENV=production .*ALLOW_SAMPLE_SECRETS=true allows it$/,
      ),
      expect.stringMatching(/^GATEWAY: refused .*'offline' unlocks for free.*ALLOW_OFFLINE_PAYMENTS=true/),
    ]);
  });

  it('lists shape errors and refusals in the same round', () => {
    expect(problemsOf({ NODE_ENV: 'production', GATEWAY: 'nope', SECRET: REAL_SECRET })).toEqual([
      expect.stringMatching(/^GATEWAY: /),
    ]);
    expect(problemsOf({ NODE_ENV: 'production', GATEWAY: 'nope' })).toHaveLength(2);
  });

  it("refuses a sample published in the repository (compose's, s3rver's, MinIO's) and the built-in fallback", () => {
    for (const sample of ['compose-only-session-secret-not-for-production', 'S3RVER', 'minioadmin'])
      expect(problemsOf({ NODE_ENV: 'production', GATEWAY: 'real', SECRET: sample })).toHaveLength(1);
    expect(
      problemsOf({ NODE_ENV: 'production', GATEWAY: 'real', SECRET: 'built-in-development-secret' }),
    ).toHaveLength(1);
  });

  it('never repeats the refused secret in the message', () => {
    const [problem] = problemsOf({
      NODE_ENV: 'production',
      GATEWAY: 'real',
      SECRET: 'compose-only-minio-secret',
    });
    expect(problem).not.toContain('compose-only-minio-secret');
  });

  it('accepts real settings in production', () => {
    expect(problemsOf({ NODE_ENV: 'production', GATEWAY: 'real', SECRET: REAL_SECRET })).toEqual([]);
  });

  it('accepts each refused setting when its own allow variable is true, and only then', () => {
    expect(problemsOf({ NODE_ENV: 'production', [ALLOW_SAMPLE_SECRETS]: 'true', GATEWAY: 'real' })).toEqual(
      [],
    );
    expect(
      problemsOf({ NODE_ENV: 'production', [ALLOW_OFFLINE_PAYMENTS]: 'true', SECRET: REAL_SECRET }),
    ).toEqual([]);
    expect(problemsOf({ NODE_ENV: 'production', [ALLOW_OFFLINE_PAYMENTS]: 'true' })).toEqual([
      expect.stringMatching(/^SECRET: /),
    ]);
    expect(
      problemsOf({ NODE_ENV: 'production', [ALLOW_OFFLINE_PAYMENTS]: 'false', SECRET: REAL_SECRET }),
    ).toEqual([expect.stringMatching(/^GATEWAY: /)]);
  });

  it('refuses an allow variable that is neither true nor false, in any environment', () => {
    expect(problemsOf({ NODE_ENV: 'development', [ALLOW_OFFLINE_PAYMENTS]: 'yes please' })).toEqual([
      'ALLOW_OFFLINE_PAYMENTS: must be true or false',
    ]);
  });

  it('leaves development and test alone', () => {
    expect(problemsOf({ NODE_ENV: 'development' })).toEqual([]);
    expect(problemsOf({ NODE_ENV: 'test', SECRET: 'S3RVER' })).toEqual([]);
    expect(problemsOf({})).toEqual([]);
  });
});

describe('the database password of every service with a DATABASE_URL', () => {
  const shape = { DATABASE_URL: z.string() };
  const load = (env: NodeJS.ProcessEnv) => () => loadConfig(shape, env);

  it("refuses compose's and the chart's sample passwords in production", () => {
    for (const url of [
      'postgres://homeward:homeward@postgres:5432/identity',
      'postgres://homeward:homeward-dev-only@homeward-postgresql:5432/payment',
    ])
      expect(load({ NODE_ENV: 'production', DATABASE_URL: url })).toThrow(
        /^(?![\s\S]*homeward-dev-only)[\s\S]*DATABASE_URL: refused with NODE_ENV=production .*ALLOW_SAMPLE_SECRETS=true/,
      );
  });

  it('accepts a password of its own, a URL without one, and the samples when allowed or outside production', () => {
    expect(
      load({ NODE_ENV: 'production', DATABASE_URL: 'postgres://homeward:Xk9%40s3cret@db:5432/identity' }),
    ).not.toThrow();
    expect(load({ NODE_ENV: 'production', DATABASE_URL: 'postgres://db.internal/identity' })).not.toThrow();
    const sample = 'postgres://homeward:homeward@postgres:5432/identity';
    expect(
      load({ NODE_ENV: 'production', DATABASE_URL: sample, ALLOW_SAMPLE_SECRETS: 'true' }),
    ).not.toThrow();
    expect(load({ NODE_ENV: 'development', DATABASE_URL: sample })).not.toThrow();
  });
});
