import { createLogger } from '@homeward/kit';
import { loadNotificationsConfig } from '../../config';
import { createAnalyticsSink } from './index';

const logger = createLogger('analytics-sink-test', 'silent');
const base = {
  SERVICE_NAME: 'notifications',
  GRPC_PORT: '50053',
  OPS_PORT: '9103',
  DATABASE_URL: 'postgres://localhost/notifications',
  KAFKA_BROKERS: 'localhost:9092',
  IDENTITY_JWKS_URL: 'http://localhost:9101/.well-known/jwks.json',
};

describe('createAnalyticsSink', () => {
  it('counts in Prometheus by default, and when the key is blank (an unset Secret)', async () => {
    for (const env of [base, { ...base, POSTHOG_API_KEY: '  ', POSTHOG_HOST: '' }]) {
      const config = loadNotificationsConfig(env);
      expect(config.POSTHOG_API_KEY).toBeUndefined();
      expect(config.POSTHOG_HOST).toBe('https://us.i.posthog.com');
      const sink = createAnalyticsSink(config, logger);
      expect(sink.kind).toBe('prometheus');
      await sink.close();
    }
  });

  it('sends to PostHog when a key is configured, at the configured host', async () => {
    const config = loadNotificationsConfig({
      ...base,
      POSTHOG_API_KEY: 'phc_configured',
      POSTHOG_HOST: 'https://eu.i.posthog.com/',
    });
    expect(config.POSTHOG_HOST).toBe('https://eu.i.posthog.com');
    const sink = createAnalyticsSink(config, logger);
    expect(sink.kind).toBe('posthog');
    await sink.close();
  });

  it('refuses a PostHog host that is not a URL', () => {
    expect(() => loadNotificationsConfig({ ...base, POSTHOG_HOST: 'eu.posthog' })).toThrow(/POSTHOG_HOST/);
  });
});
