import { ConfigError } from '@homeward/kit';
import { loadNotificationsConfig } from './config';

const shared = {
  SERVICE_NAME: 'notifications',
  GRPC_PORT: '50053',
  OPS_PORT: '9103',
  DATABASE_URL: 'postgres://localhost/notifications',
  KAFKA_BROKERS: 'localhost:9092',
  IDENTITY_JWKS_URL: 'http://localhost:9101/.well-known/jwks.json',
};

describe('loadNotificationsConfig', () => {
  it('defaults to the local mail catcher and BFF', () => {
    const config = loadNotificationsConfig(shared);
    expect(config).toMatchObject({
      SMTP_HOST: 'localhost',
      SMTP_PORT: 1025,
      SMTP_SECURE: false,
      MAIL_FROM: 'Homeward <no-reply@homeward.local>',
      APP_BASE_URL: 'http://localhost:8080',
    });
    expect(config.SMTP_USER).toBeUndefined();
  });

  it('opens tokens with a key of its own in production, and with the extra keys during a rotation', () => {
    expect(() => loadNotificationsConfig({ ...shared, NODE_ENV: 'production' })).toThrow(
      /NOTIFICATION_TOKEN_KEY: refused with NODE_ENV=production/,
    );
    const config = loadNotificationsConfig({
      ...shared,
      NODE_ENV: 'production',
      NOTIFICATION_TOKEN_KEY: 'k'.repeat(40),
      NOTIFICATION_TOKEN_EXTRA_KEYS: `${'p'.repeat(40)},${'q'.repeat(40)}`,
    });
    expect(config.NOTIFICATION_TOKEN_EXTRA_KEYS).toEqual(['p'.repeat(40), 'q'.repeat(40)]);
  });

  it('reads SMTP settings and trims the base URL', () => {
    const config = loadNotificationsConfig({
      ...shared,
      SMTP_SECURE: 'true',
      SMTP_PORT: '465',
      SMTP_USER: 'mailer',
      SMTP_PASSWORD: 'secret',
      APP_BASE_URL: 'https://homeward.example/',
    });
    expect(config).toMatchObject({
      SMTP_SECURE: true,
      SMTP_PORT: 465,
      APP_BASE_URL: 'https://homeward.example',
    });
  });

  it('refuses half an SMTP credential and a bad port together with missing shared variables', () => {
    expect(() => loadNotificationsConfig({ ...shared, SMTP_USER: 'mailer' })).toThrow(
      /SMTP_USER and SMTP_PASSWORD/,
    );
    try {
      loadNotificationsConfig({ SMTP_PORT: 'smtp' });
      throw new Error('expected a ConfigError');
    } catch (error) {
      expect(error).toBeInstanceOf(ConfigError);
      const problems = (error as ConfigError).problems.join('\n');
      expect(problems).toMatch(/SMTP_PORT/);
      expect(problems).toMatch(/DATABASE_URL/);
    }
  });

  it('writes tour requests to tours@homeward.local unless TOUR_DESK_EMAIL names a valid address', () => {
    expect(loadNotificationsConfig(shared).TOUR_DESK_EMAIL).toBe('tours@homeward.local');
    expect(
      loadNotificationsConfig({ ...shared, TOUR_DESK_EMAIL: 'desk@homeward.example' }).TOUR_DESK_EMAIL,
    ).toBe('desk@homeward.example');
    expect(() => loadNotificationsConfig({ ...shared, TOUR_DESK_EMAIL: 'tour desk' })).toThrow(
      /TOUR_DESK_EMAIL/,
    );
  });
});
