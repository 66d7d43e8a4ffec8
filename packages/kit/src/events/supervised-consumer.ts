import type { Consumer, ConsumerConfig, ConsumerCrashEvent, ConsumerRunConfig, Kafka } from 'kafkajs';
import type { Logger } from '../logger';
import { backoffDelay, type BackoffPolicy } from './backoff';
import { trackConnection, type ConnectionState } from './readiness';

export interface SupervisedConsumerOptions {
  kafka: Kafka;
  /** Passed to every kafkajs consumer this creates (the same group id each time). */
  config: ConsumerConfig;
  /** Passed to every consumer's run(): the same handlers and commit settings after a restart. */
  run: ConsumerRunConfig;
  logger: Logger;
  /** Delay before re-creating a consumer kafkajs gave up on, growing per crash. Default 1 s doubling to 30 s. */
  restartBackoff?: BackoffPolicy;
  /** Called each time the current consumer joins the group, e.g. to connect a producer that waited for Kafka. */
  onJoin?: () => void;
}

export const DEFAULT_RESTART_BACKOFF: BackoffPolicy = { initialMs: 1000, maxMs: 30_000 };

interface Recovery {
  /** Why the consumer went down, for /readyz and the logs. */
  reason: string;
  attempt: number;
}

/**
 * A kafkajs consumer that is replaced when it crashes for good.
 *
 * kafkajs restarts a crashed consumer by itself only when the error is retriable; after any other error (e.g.
 * INVALID_REQUEST, which the local mock broker answers to a follower's SyncGroup that arrives after the leader's)
 * it disconnects and stays stopped, leaving a live process that never consumes again. Here such a crash schedules a
 * fresh consumer (same group, topics and run settings) after a growing, capped backoff, until one has joined the
 * group. Offsets are committed only for handled events, so whatever the dead consumer had in hand is redelivered
 * to whichever member owns its partition next.
 */
export class SupervisedConsumer {
  private readonly options: SupervisedConsumerOptions;
  private readonly backoff: BackoffPolicy;
  private readonly logger: Logger;
  private consumer: Consumer;
  private topics: string[] = [];
  private state: 'new' | 'started' | 'stopped' = 'new';
  private recovery: Recovery | undefined;
  private restartAttempts = 0;
  /** When the current consumer first joined the group; a consumer that stayed up long enough resets the backoff. */
  private joinedAt: number | undefined;
  private restartTimer: NodeJS.Timeout | undefined;
  private restartInFlight: Promise<void> | undefined;

  constructor(options: SupervisedConsumerOptions) {
    this.options = options;
    this.backoff = options.restartBackoff ?? DEFAULT_RESTART_BACKOFF;
    this.logger = options.logger;
    this.consumer = this.createConsumer();
  }

  /** The state /readyz reports: 'crashed' from a crash kafkajs will not restart until a new consumer has joined. */
  connectionState(): ConnectionState {
    if (this.recovery) {
      return {
        status: 'crashed',
        detail: `${this.recovery.reason}; restart attempt ${this.recovery.attempt}`,
      };
    }
    return trackConnection(this.consumer);
  }

  /**
   * Connects, subscribes and runs; resolves once the group has been joined, or once the first attempt failed (the
   * join crashed, or the broker could not be reached): then a fresh consumer is tried after the restart backoff.
   * Never rejects for the broker's sake, so a service starts and serves while Kafka is away.
   */
  async start(topics: string[]): Promise<void> {
    if (this.state !== 'new') throw new Error('a SupervisedConsumer starts once');
    this.state = 'started';
    this.topics = topics;
    const first = this.consumer;
    // Tracked like a restart, so stop() waits for it instead of racing the connect.
    this.restartInFlight = this.runOrRetry(first, 'connecting to kafka failed').finally(() => {
      this.restartInFlight = undefined;
    });
    await this.restartInFlight;
  }

  /** Cancels a pending restart, waits for one in progress, then stops the current consumer (leaving the group). */
  async stop(): Promise<void> {
    if (this.state === 'stopped') return;
    this.state = 'stopped';
    clearTimeout(this.restartTimer);
    this.restartTimer = undefined;
    this.recovery = undefined;
    await this.restartInFlight;
    await this.consumer.disconnect();
  }

  private createConsumer(): Consumer {
    const consumer = this.options.kafka.consumer(this.options.config);
    trackConnection(consumer);
    consumer.on(consumer.events.GROUP_JOIN, () => this.onJoined(consumer));
    consumer.on(consumer.events.CRASH, (event) => this.onCrash(consumer, event));
    return consumer;
  }

  private async connectAndRun(consumer: Consumer): Promise<void> {
    await consumer.connect();
    await consumer.subscribe({ topics: this.topics, fromBeginning: true });
    // kafkajs resolves run() once joined; a crash while joining is reported through CRASH, not by rejecting.
    await consumer.run(this.options.run);
  }

  private onJoined(consumer: Consumer): void {
    if (consumer !== this.consumer) return;
    this.joinedAt ??= Date.now();
    this.options.onJoin?.();
    if (!this.recovery) return;
    this.logger.info(
      { attempt: this.recovery.attempt, after: this.recovery.reason },
      'kafka consumer rejoined the group after a crash',
    );
    this.recovery = undefined;
  }

  private onCrash(consumer: Consumer, event: ConsumerCrashEvent): void {
    if (consumer !== this.consumer || this.state !== 'started') return;
    const { error, restart } = event.payload;
    // kafkajs restarts this same consumer itself; trackConnection reports it crashed until it rejoins.
    if (restart) return;
    if (this.joinedAt !== undefined && Date.now() - this.joinedAt >= this.backoff.maxMs)
      this.restartAttempts = 0;
    this.scheduleRestart(`${error.name}: ${error.message}`);
  }

  private scheduleRestart(reason: string): void {
    this.restartAttempts += 1;
    const attempt = this.restartAttempts;
    const delayMs = backoffDelay(attempt, this.backoff);
    this.recovery = { reason, attempt };
    this.logger.error(
      { reason, attempt, restartInMs: delayMs },
      'kafka consumer stopped for good (kafkajs does not restart after this error); replacing it',
    );
    clearTimeout(this.restartTimer);
    this.restartTimer = setTimeout(() => {
      this.restartTimer = undefined;
      this.restartInFlight = this.restart(reason).finally(() => {
        this.restartInFlight = undefined;
      });
    }, delayMs);
  }

  private async restart(reason: string): Promise<void> {
    if (this.state !== 'started') return;
    // kafkajs has disconnected a consumer it gave up on; this only makes sure nothing of it lingers.
    await this.consumer.disconnect().catch((error: unknown) => {
      this.logger.warn({ err: error }, 'disconnecting the crashed kafka consumer failed');
    });
    if (this.state !== 'started') return;
    const fresh = this.createConsumer();
    this.consumer = fresh;
    this.joinedAt = undefined;
    this.logger.info({ attempt: this.restartAttempts }, 'starting a new kafka consumer after a crash');
    await this.runOrRetry(fresh, reason);
  }

  private async runOrRetry(consumer: Consumer, reason: string): Promise<void> {
    try {
      await this.connectAndRun(consumer);
    } catch (error) {
      // connect/subscribe failed (the broker is unreachable, say): no CRASH comes for these, so retry from here.
      if (this.state !== 'started' || consumer !== this.consumer) return;
      await consumer.disconnect().catch(() => undefined);
      this.scheduleRestart(error instanceof Error ? `${error.name}: ${error.message}` : reason);
    }
  }
}
