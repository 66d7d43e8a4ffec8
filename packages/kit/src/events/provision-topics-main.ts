// The chart's pre-install/pre-upgrade hook: `node provision-topics.js` in a service image creates every Homeward
// topic (and dead-letter topic) the cluster lacks, with the partitions and retention the chart's values give.
import { z } from 'zod';
import { ConfigError, loadConfig, serviceConfigShape } from '../config';
import { createLogger, exitAfterLogs } from '../logger';
import { createKafka } from './kafka';
import { kafkaSecurity, type KafkaSecuritySettings } from './kafka-security';
import { provisionTopics, topicPlan, topicSettingsShape } from './topic-provisioning';

const shape = {
  NODE_ENV: serviceConfigShape.NODE_ENV,
  LOG_LEVEL: serviceConfigShape.LOG_LEVEL,
  KAFKA_BROKERS: serviceConfigShape.KAFKA_BROKERS,
  KAFKA_TLS: serviceConfigShape.KAFKA_TLS,
  KAFKA_TLS_CA_FILE: serviceConfigShape.KAFKA_TLS_CA_FILE,
  KAFKA_SASL_MECHANISM: serviceConfigShape.KAFKA_SASL_MECHANISM,
  KAFKA_SASL_USERNAME: serviceConfigShape.KAFKA_SASL_USERNAME,
  KAFKA_SASL_PASSWORD: serviceConfigShape.KAFKA_SASL_PASSWORD,
  ...topicSettingsShape,
} satisfies z.ZodRawShape;

async function main(): Promise<void> {
  let config: z.infer<z.ZodObject<typeof shape>>;
  try {
    config = loadConfig(shape);
  } catch (error) {
    const problems = error instanceof ConfigError ? error.problems : [String(error)];
    const fatal = createLogger('kafka-topics');
    fatal.fatal({ problems }, 'invalid configuration');
    return exitAfterLogs(fatal, 1);
  }
  const logger = createLogger('kafka-topics', config.LOG_LEVEL);
  const kafka = createKafka({
    clientId: 'homeward-kafka-topics',
    brokers: config.KAFKA_BROKERS,
    logger,
    security: kafkaSecurity(config as KafkaSecuritySettings),
  });
  const admin = kafka.admin();
  await admin.connect();
  try {
    await provisionTopics(admin, topicPlan(config), logger);
  } finally {
    await admin.disconnect();
  }
}

main().catch((error: unknown) => {
  const fatal = createLogger('kafka-topics');
  fatal.fatal({ err: error }, 'provisioning kafka topics failed');
  exitAfterLogs(fatal, 1);
});
