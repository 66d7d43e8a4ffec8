import fs from 'node:fs';
import type { ConnectionOptions } from 'node:tls';
import type { SASLOptions } from 'kafkajs';

/** The SASL mechanisms kafkajs speaks without a plugin, as operators write them. */
export const KAFKA_SASL_MECHANISMS = ['plain', 'scram-sha-256', 'scram-sha-512'] as const;
export type KafkaSaslMechanism = (typeof KAFKA_SASL_MECHANISMS)[number];

/** The raw settings, as the kit config parses them (see serviceConfigShape). */
export interface KafkaSecuritySettings {
  NODE_ENV?: string;
  KAFKA_TLS: boolean;
  KAFKA_TLS_CA_FILE?: string | undefined;
  KAFKA_SASL_MECHANISM?: KafkaSaslMechanism | undefined;
  KAFKA_SASL_USERNAME?: string | undefined;
  KAFKA_SASL_PASSWORD?: string | undefined;
}

/** What createKafka passes to kafkajs beside the brokers: TLS and SASL, or neither (plaintext, the local stack). */
export interface KafkaSecurity {
  ssl?: ConnectionOptions | boolean;
  sasl?: SASLOptions;
}

/**
 * Combinations refused at start-up, each said in words an operator can act on, never with a value (the password is
 * a secret): SASL half configured, a CA without TLS, and in production a password sent in clear (PLAIN without TLS).
 */
export function kafkaSecurityProblems(settings: KafkaSecuritySettings): string[] {
  const problems: string[] = [];
  const {
    KAFKA_SASL_MECHANISM: mechanism,
    KAFKA_SASL_USERNAME: username,
    KAFKA_SASL_PASSWORD: password,
  } = settings;
  if (mechanism && (!username || !password))
    problems.push(
      'KAFKA_SASL_MECHANISM is set: KAFKA_SASL_USERNAME and KAFKA_SASL_PASSWORD are required too',
    );
  if (!mechanism && (username || password))
    problems.push(
      `KAFKA_SASL_USERNAME/KAFKA_SASL_PASSWORD need KAFKA_SASL_MECHANISM (${KAFKA_SASL_MECHANISMS.join(', ')})`,
    );
  if (settings.KAFKA_TLS_CA_FILE && !settings.KAFKA_TLS)
    problems.push('KAFKA_TLS_CA_FILE is set but KAFKA_TLS is not true');
  if (mechanism === 'plain' && !settings.KAFKA_TLS && settings.NODE_ENV === 'production')
    problems.push(
      'KAFKA_SASL_MECHANISM=plain sends the password in clear: set KAFKA_TLS=true (or use scram-sha-512)',
    );
  if (settings.KAFKA_TLS_CA_FILE && settings.KAFKA_TLS && !isReadable(settings.KAFKA_TLS_CA_FILE))
    problems.push('KAFKA_TLS_CA_FILE: cannot read that file');
  return problems;
}

/**
 * The kafkajs `ssl` and `sasl` options for valid settings (check kafkaSecurityProblems first; loadConfig does).
 * TLS verifies the brokers' certificates, against KAFKA_TLS_CA_FILE when given, else the system's CAs.
 */
export function kafkaSecurity(
  settings: KafkaSecuritySettings,
  readFile: (path: string) => string = (path) => fs.readFileSync(path, 'utf8'),
): KafkaSecurity {
  const security: KafkaSecurity = {};
  if (settings.KAFKA_TLS)
    security.ssl = settings.KAFKA_TLS_CA_FILE
      ? { ca: [readFile(settings.KAFKA_TLS_CA_FILE)], rejectUnauthorized: true }
      : true;
  const {
    KAFKA_SASL_MECHANISM: mechanism,
    KAFKA_SASL_USERNAME: username,
    KAFKA_SASL_PASSWORD: password,
  } = settings;
  if (mechanism && username && password) security.sasl = { mechanism, username, password } as SASLOptions;
  return security;
}

/** For logs: what the client uses, without the password. */
export function describeKafkaSecurity(settings: KafkaSecuritySettings): Record<string, unknown> {
  return {
    tls: settings.KAFKA_TLS,
    ...(settings.KAFKA_TLS_CA_FILE ? { caFile: settings.KAFKA_TLS_CA_FILE } : {}),
    sasl: settings.KAFKA_SASL_MECHANISM ?? 'none',
    ...(settings.KAFKA_SASL_USERNAME ? { username: settings.KAFKA_SASL_USERNAME } : {}),
  };
}

function isReadable(path: string): boolean {
  try {
    fs.accessSync(path, fs.constants.R_OK);
    return true;
  } catch {
    return false;
  }
}
