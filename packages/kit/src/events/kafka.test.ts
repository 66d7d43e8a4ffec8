import { Writable } from 'node:stream';
import { logLevel } from 'kafkajs';
import { createLogger } from '../logger';
import { createKafka, createProducer, writeKafkaLog } from './kafka';
import { kafkaReadinessCheck } from './readiness';

function capturingLogger() {
  const lines: Record<string, unknown>[] = [];
  const destination = new Writable({
    write(chunk, _encoding, done) {
      lines.push(JSON.parse(String(chunk)));
      done();
    },
  });
  return { logger: createLogger('kit-test', 'debug', destination), lines };
}

describe('kafkajs logging through pino', () => {
  it('keeps the level, message and fields, and drops kafkajs’ own timestamp', () => {
    const { logger, lines } = capturingLogger();
    writeKafkaLog(logger, {
      namespace: 'Consumer',
      level: logLevel.WARN,
      label: 'WARN',
      log: { timestamp: 'x', logger: 'kafkajs', message: 'group rebalancing', groupId: 'g1' },
    });
    writeKafkaLog(logger, {
      namespace: 'X',
      level: logLevel.NOTHING,
      label: 'NOTHING',
      log: { message: 'no' } as never,
    });
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({
      level: 'warn',
      msg: 'group rebalancing',
      namespace: 'Consumer',
      groupId: 'g1',
    });
    expect(lines[0]).not.toHaveProperty('logger');
    expect(lines[0]?.time).not.toBe('x');
  });
});

describe('kafka readiness', () => {
  it('is not ready before a producer has connected, without touching the network', async () => {
    const { logger } = capturingLogger();
    const kafka = createKafka({ clientId: 'kit-test', brokers: ['127.0.0.1:1'], logger });
    const check = kafkaReadinessCheck({ producer: createProducer(kafka) });
    await expect(check()).rejects.toThrow('kafka producer: not connected');
  });
});
