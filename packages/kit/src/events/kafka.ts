import { Kafka, logLevel, Partitioners, type LogEntry, type Producer, type RetryOptions } from 'kafkajs';
import type { Logger } from '../logger';
import type { KafkaSecurity } from './kafka-security';
import { fixKafkajsIdleTimerLoop } from './kafkajs-idle-timer-fix';
import { trackConnection } from './readiness';

// On import, not in createKafka: every kafkajs client in the process shares the request queue class, whoever
// creates the client (a test building its own `new Kafka`, a script).
fixKafkajsIdleTimerLoop();

/** acks=all: a publish counts only once every in-sync replica has the record (a leader crash cannot lose it). */
export const ACKS_ALL = -1;

export interface CreateKafkaOptions {
  clientId: string;
  brokers: string[];
  logger: Logger;
  /** kafkajs retry policy for connects and requests; tests shorten it to fail fast against a dead broker. */
  retry?: RetryOptions;
  connectionTimeoutMs?: number;
  /** TLS and SASL for a real cluster (kafkaSecurity(config)); none for the local stack's plaintext broker. */
  security?: KafkaSecurity;
}

/**
 * A kafkajs client whose logs go through pino (JSON, one line each, with the service name) instead of kafkajs'
 * own console logger. Nothing here talks to the broker: creating a client is free, connecting is the caller's
 * business, and nothing in the pipeline uses the admin API (the local mock broker cannot create topics through it;
 * topics are auto-created on first metadata request).
 */
export function createKafka(options: CreateKafkaOptions): Kafka {
  const kafkaLogger = options.logger.child({ component: 'kafkajs' });
  return new Kafka({
    clientId: options.clientId,
    brokers: options.brokers,
    ...options.security,
    connectionTimeout: options.connectionTimeoutMs ?? 3000,
    retry: options.retry,
    logLevel: logLevel.INFO,
    logCreator: () => (entry) => writeKafkaLog(kafkaLogger, entry),
  });
}

export function writeKafkaLog(logger: Logger, entry: LogEntry): void {
  // kafkajs repeats its own timestamp and logger name on every entry; pino already has both.
  const { message, timestamp: _timestamp, logger: _logger, ...fields } = entry.log;
  const line = { namespace: entry.namespace, ...fields };
  switch (entry.level) {
    case logLevel.ERROR:
      logger.error(line, message);
      break;
    case logLevel.WARN:
      logger.warn(line, message);
      break;
    case logLevel.INFO:
      logger.info(line, message);
      break;
    case logLevel.DEBUG:
      logger.debug(line, message);
      break;
    default:
      break;
  }
}

/**
 * The producer every Homeward publisher uses (outbox relay, dead-lettering):
 * - auto topic creation, because topics are never created through the admin API;
 * - not idempotent and not transactional: exactly-once comes from the outbox and the consumers' inbox, and the
 *   local mock broker rejects idempotent producers anyway;
 * - one request in flight, so a retried request cannot overtake the next one and reorder a key's events;
 * - the Java-compatible murmur2 partitioner, so a key lands on the same partition whatever client produced it.
 * Callers pass `acks: ACKS_ALL` on every send. Connection state is tracked from birth for readiness checks.
 */
export function createProducer(kafka: Kafka): Producer {
  const producer = kafka.producer({
    allowAutoTopicCreation: true,
    idempotent: false,
    maxInFlightRequests: 1,
    createPartitioner: Partitioners.DefaultPartitioner,
  });
  trackConnection(producer);
  return producer;
}
