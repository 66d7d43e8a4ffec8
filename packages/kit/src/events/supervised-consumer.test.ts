import { EventEmitter } from 'node:events';
import { Writable } from 'node:stream';
import type { ConsumerConfig, ConsumerRunConfig, Kafka } from 'kafkajs';
import { createLogger } from '../logger';
import { kafkaReadinessCheck } from './readiness';
import { SupervisedConsumer } from './supervised-consumer';

/** How a fake kafkajs consumer behaves when run: like kafkajs, a crash while joining resolves run(). */
type Behaviour = 'joins' | 'crashes-joining' | 'cannot-connect' | 'joins-when-released';

const EVENTS = { CONNECT: 'connect', DISCONNECT: 'disconnect', CRASH: 'crash', GROUP_JOIN: 'group_join' };

function protocolError(): Error {
  const error = new Error('This most likely occurs because of a request being malformed');
  error.name = 'KafkaJSProtocolError';
  return error;
}

class FakeConsumer {
  readonly events = EVENTS;
  readonly emitter = new EventEmitter();
  topics: string[] = [];
  runConfig: ConsumerRunConfig | undefined;
  disconnects = 0;
  release: () => void = () => undefined;

  constructor(
    readonly config: ConsumerConfig,
    readonly behaviour: Behaviour,
  ) {}

  on(name: string, listener: (event: unknown) => void) {
    this.emitter.on(name, listener);
    return () => this.emitter.off(name, listener);
  }

  async connect() {
    if (this.behaviour === 'cannot-connect') throw new Error('Connection error: connect ECONNREFUSED');
    this.emitter.emit(EVENTS.CONNECT, { payload: {} });
  }

  async subscribe({ topics }: { topics: string[] }) {
    this.topics = topics;
  }

  async run(config: ConsumerRunConfig) {
    this.runConfig = config;
    if (this.behaviour === 'joins-when-released')
      await new Promise<void>((resolve) => (this.release = resolve));
    if (this.behaviour === 'crashes-joining') this.crash(protocolError(), false);
    else this.emitter.emit(EVENTS.GROUP_JOIN, { payload: {} });
  }

  /** What kafkajs does on a crash: disconnect, then report whether it will restart by itself. */
  crash(error: Error, restart: boolean) {
    this.emitter.emit(EVENTS.DISCONNECT, { payload: {} });
    this.emitter.emit(EVENTS.CRASH, { payload: { error, groupId: this.config.groupId, restart } });
  }

  async disconnect() {
    this.disconnects += 1;
    this.emitter.emit(EVENTS.DISCONNECT, { payload: {} });
  }
}

interface LogLine {
  msg: string;
  restartInMs?: number;
  attempt?: number;
  reason?: string;
}

function setup(behaviours: Behaviour[], backoff = { initialMs: 40, maxMs: 100 }) {
  const created: FakeConsumer[] = [];
  const kafka = {
    consumer: (config: ConsumerConfig) => {
      const consumer = new FakeConsumer(config, behaviours[created.length] ?? 'joins');
      created.push(consumer);
      return consumer;
    },
  } as unknown as Kafka;
  const logs: LogLine[] = [];
  const sink = new Writable({
    write(chunk: Buffer, _encoding, done) {
      logs.push(JSON.parse(chunk.toString('utf8')) as LogLine);
      done();
    },
  });
  const run: ConsumerRunConfig = { eachBatchAutoResolve: false, eachBatch: async () => undefined };
  const supervised = new SupervisedConsumer({
    kafka,
    config: { groupId: 'homeward.test' },
    run,
    logger: createLogger('supervised-consumer-test', 'info', sink),
    restartBackoff: backoff,
  });
  const ready = kafkaReadinessCheck({ consumer: supervised });
  return { supervised, created, logs, run, ready };
}

async function until(condition: () => boolean, timeoutMs = 2000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error('condition not met in time');
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('SupervisedConsumer', () => {
  let stop: (() => Promise<void>) | undefined;
  afterEach(async () => {
    await stop?.();
    stop = undefined;
  });

  it('replaces a consumer kafkajs will not restart with a fresh one in the same group, ready once it joined', async () => {
    const { supervised, created, logs, run, ready } = setup(['joins', 'joins-when-released']);
    stop = () => supervised.stop();
    await expect(ready()).rejects.toThrow('kafka consumer: not connected');
    await supervised.start(['topic.a', 'topic.b']);
    await expect(ready()).resolves.toBeUndefined();

    created[0]!.crash(protocolError(), false);
    await expect(ready()).rejects.toThrow(
      'kafka consumer: crashed (KafkaJSProtocolError: This most likely occurs because of a request being malformed; restart attempt 1)',
    );
    await until(() => created[1]?.runConfig !== undefined);
    // connected to the broker but not yet in the group: still not ready
    await expect(ready()).rejects.toThrow(/consumer: crashed/);
    created[1]!.release();
    await until(() => logs.some((line) => line.msg === 'kafka consumer rejoined the group after a crash'));
    await expect(ready()).resolves.toBeUndefined();

    expect(created).toHaveLength(2);
    expect(created[1]!.config).toEqual(created[0]!.config);
    expect(created[1]!.topics).toEqual(['topic.a', 'topic.b']);
    expect(created[1]!.runConfig).toBe(run);
    expect(created[0]!.disconnects).toBeGreaterThanOrEqual(1);
    const crashLog = logs.find((line) => line.msg.startsWith('kafka consumer stopped for good'));
    expect(crashLog).toMatchObject({ attempt: 1, reason: expect.stringContaining('KafkaJSProtocolError') });
  });

  it('waits longer after each failed restart, up to the cap, and retries when connecting fails', async () => {
    const { supervised, created, logs, ready } = setup([
      'crashes-joining',
      'crashes-joining',
      'cannot-connect',
      'crashes-joining',
      'joins',
    ]);
    stop = () => supervised.stop();
    await supervised.start(['topic.a']);
    await until(() => created.length === 5 && created[4]!.runConfig !== undefined, 5000);
    await expect(ready()).resolves.toBeUndefined();

    const delays = logs.filter((line) => line.restartInMs !== undefined);
    expect(delays.map((line) => line.attempt)).toEqual([1, 2, 3, 4]);
    // 40, 80, then capped at 100; jitter takes at most 20% off
    const nominal = [40, 80, 100, 100];
    delays.forEach((line, i) => {
      expect(line.restartInMs).toBeLessThanOrEqual(nominal[i]!);
      expect(line.restartInMs).toBeGreaterThanOrEqual(nominal[i]! * 0.8);
    });
    expect(delays[2]!.reason).toContain('ECONNREFUSED');
  });

  it('starts while the broker is unreachable: start() resolves, readiness says why, and it joins once Kafka is back', async () => {
    const { supervised, created, logs, ready } = setup(['cannot-connect', 'cannot-connect', 'joins']);
    stop = () => supervised.stop();
    await expect(supervised.start(['topic.a'])).resolves.toBeUndefined();
    await expect(ready()).rejects.toThrow(
      /kafka consumer: crashed \(Error: Connection error: connect ECONNREFUSED/,
    );
    await until(() => created.length === 3 && created[2]!.runConfig !== undefined);
    await expect(ready()).resolves.toBeUndefined();
    expect(created[2]!.topics).toEqual(['topic.a']);
    expect(logs.filter((line) => line.restartInMs !== undefined).map((line) => line.attempt)).toEqual([1, 2]);
  });

  it('leaves a retriable crash to kafkajs, which restarts the same consumer', async () => {
    const { supervised, created, ready } = setup(['joins']);
    stop = () => supervised.stop();
    await supervised.start(['topic.a']);
    created[0]!.crash(new Error('Request GroupCoordinator timed out'), true);
    await expect(ready()).rejects.toThrow('restarting after: Request GroupCoordinator timed out');
    await sleep(150);
    expect(created).toHaveLength(1);
    created[0]!.emitter.emit(EVENTS.GROUP_JOIN, { payload: {} });
    await expect(ready()).resolves.toBeUndefined();
  });

  it('stop() during the backoff cancels the restart', async () => {
    const { supervised, created, ready } = setup(['joins'], { initialMs: 100, maxMs: 100 });
    await supervised.start(['topic.a']);
    created[0]!.crash(protocolError(), false);
    await supervised.stop();
    await sleep(200);
    expect(created).toHaveLength(1);
    expect(created[0]!.disconnects).toBe(1);
    await expect(ready()).rejects.toThrow(/kafka consumer: crashed \(stopped after: /);
  });

  it('stop() during a restart waits for it and stops the new consumer, which is not restarted again', async () => {
    const { supervised, created } = setup(['joins', 'joins-when-released']);
    await supervised.start(['topic.a']);
    created[0]!.crash(protocolError(), false);
    await until(() => created[1]?.runConfig !== undefined);
    let stopped = false;
    const stopping = supervised.stop().then(() => (stopped = true));
    await sleep(20);
    expect(stopped).toBe(false);
    created[1]!.release();
    await stopping;
    expect(created[1]!.disconnects).toBe(1);
    created[1]!.crash(protocolError(), false);
    await sleep(150);
    expect(created).toHaveLength(2);
  });
});
