import type { EnvironmentContext, JestEnvironmentConfig } from '@jest/environment';
import { startKafka, type RunningKafka } from '@homeward/local-stack/src/kafka';
import { KAFKA_BROKERS_ENV } from './environment';
import NodeTestEnvironment from './node-test-environment';

/**
 * The integration tests' environment: every test file gets a Kafka-protocol broker of its own, started before the
 * file's first hook and stopped after its last one. Consumers read their topics from the beginning, so on a broker
 * shared by the whole run a service under test would first replay every earlier file's events (hundreds of
 * registrations to e-mail, say), and how long that takes would depend on the order jest happens to pick.
 */
export default class KafkaPerFileEnvironment extends NodeTestEnvironment {
  private broker: RunningKafka | undefined;

  constructor(config: JestEnvironmentConfig, context: EnvironmentContext) {
    super(config, context);
  }

  override async setup(): Promise<void> {
    await super.setup();
    this.broker = await startKafka();
    this.global.process.env[KAFKA_BROKERS_ENV] = this.broker.brokers.join(',');
  }

  override async teardown(): Promise<void> {
    await this.broker?.stop();
    this.broker = undefined;
    await super.teardown();
  }
}
