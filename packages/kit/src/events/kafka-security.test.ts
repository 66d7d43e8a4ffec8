import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ConfigError, loadConfig, serviceConfigShape } from '../config';
import { describeKafkaSecurity, kafkaSecurity } from './kafka-security';

const required = {
  SERVICE_NAME: 'example',
  GRPC_PORT: '50051',
  OPS_PORT: '9464',
  DATABASE_URL: 'postgres://app:a-real-password@db/example',
  KAFKA_BROKERS: 'b1:9093,b2:9093',
  IDENTITY_JWKS_URL: 'http://identity:9464/.well-known/jwks.json',
};
const PASSWORD = 'kafka-secret-do-not-log';

function load(env: Record<string, string>) {
  return loadConfig(serviceConfigShape, { ...required, ...env });
}

function problemsOf(env: Record<string, string>): string[] {
  try {
    load(env);
    return [];
  } catch (error) {
    if (error instanceof ConfigError) return error.problems;
    throw error;
  }
}

describe('Kafka TLS and SASL settings → kafkajs options', () => {
  let caFile: string;
  beforeAll(() => {
    caFile = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'kafka-ca-')), 'ca.crt');
    fs.writeFileSync(caFile, '-----BEGIN CERTIFICATE-----\nMIIB\n-----END CERTIFICATE-----\n');
  });

  it('is plaintext without settings (the local stack), and empty values mean unset', () => {
    expect(kafkaSecurity(load({}))).toEqual({});
    expect(kafkaSecurity(load({ KAFKA_TLS: '', KAFKA_SASL_MECHANISM: '', KAFKA_TLS_CA_FILE: '' }))).toEqual(
      {},
    );
  });

  it('verifies the brokers with the system CAs, or with the CA file given', () => {
    expect(kafkaSecurity(load({ KAFKA_TLS: 'true' }))).toEqual({ ssl: true });
    expect(kafkaSecurity(load({ KAFKA_TLS: 'true', KAFKA_TLS_CA_FILE: caFile }))).toEqual({
      ssl: { ca: [fs.readFileSync(caFile, 'utf8')], rejectUnauthorized: true },
    });
  });

  it('authenticates with SCRAM or PLAIN over TLS', () => {
    const config = load({
      KAFKA_TLS: 'true',
      KAFKA_SASL_MECHANISM: 'scram-sha-512',
      KAFKA_SASL_USERNAME: 'homeward',
      KAFKA_SASL_PASSWORD: PASSWORD,
    });
    expect(kafkaSecurity(config)).toEqual({
      ssl: true,
      sasl: { mechanism: 'scram-sha-512', username: 'homeward', password: PASSWORD },
    });
    const plain = load({
      NODE_ENV: 'production',
      KAFKA_TLS: 'true',
      KAFKA_SASL_MECHANISM: 'plain',
      KAFKA_SASL_USERNAME: 'homeward',
      KAFKA_SASL_PASSWORD: PASSWORD,
    });
    expect(kafkaSecurity(plain).sasl).toEqual({
      mechanism: 'plain',
      username: 'homeward',
      password: PASSWORD,
    });
  });

  it('refuses half-configured or unsafe combinations at start-up, all at once, never quoting the password', () => {
    expect(problemsOf({ KAFKA_SASL_MECHANISM: 'scram-sha-256', KAFKA_SASL_USERNAME: 'homeward' })).toEqual([
      'KAFKA_SASL_MECHANISM is set: KAFKA_SASL_USERNAME and KAFKA_SASL_PASSWORD are required too',
    ]);
    expect(problemsOf({ KAFKA_SASL_USERNAME: 'homeward', KAFKA_SASL_PASSWORD: PASSWORD })).toEqual([
      'KAFKA_SASL_USERNAME/KAFKA_SASL_PASSWORD need KAFKA_SASL_MECHANISM (plain, scram-sha-256, scram-sha-512)',
    ]);
    expect(problemsOf({ KAFKA_TLS_CA_FILE: caFile })).toEqual([
      'KAFKA_TLS_CA_FILE is set but KAFKA_TLS is not true',
    ]);
    expect(problemsOf({ KAFKA_TLS: 'true', KAFKA_TLS_CA_FILE: `${caFile}.missing` })).toEqual([
      'KAFKA_TLS_CA_FILE: cannot read that file',
    ]);
    const clearText = problemsOf({
      NODE_ENV: 'production',
      KAFKA_SASL_MECHANISM: 'plain',
      KAFKA_SASL_USERNAME: 'homeward',
      KAFKA_SASL_PASSWORD: PASSWORD,
    });
    expect(clearText).toEqual([
      'KAFKA_SASL_MECHANISM=plain sends the password in clear: set KAFKA_TLS=true (or use scram-sha-512)',
    ]);
    expect(problemsOf({ KAFKA_SASL_MECHANISM: 'gssapi' })[0]).toMatch(/^KAFKA_SASL_MECHANISM: /);
    expect(problemsOf({ KAFKA_TLS: 'yes' })[0]).toMatch(/^KAFKA_TLS: /);
    expect(JSON.stringify([clearText, problemsOf({ KAFKA_SASL_PASSWORD: PASSWORD })])).not.toContain(
      PASSWORD,
    );
  });

  it('describes the settings for the start-up log without the password', () => {
    const config = load({
      KAFKA_TLS: 'true',
      KAFKA_SASL_MECHANISM: 'scram-sha-512',
      KAFKA_SASL_USERNAME: 'homeward',
      KAFKA_SASL_PASSWORD: PASSWORD,
    });
    const described = describeKafkaSecurity(config);
    expect(described).toEqual({ tls: true, sasl: 'scram-sha-512', username: 'homeward' });
    expect(JSON.stringify(described)).not.toContain(PASSWORD);
  });
});
