import net from 'node:net';
import type { IHeaders, Kafka } from 'kafkajs';
import { headerText } from '@homeward/kit';
import { freeServerPort } from '@homeward/local-stack/src/processes';

/**
 * Group timing for the local mock broker, where a rebalance waits the session timeout less one second (a first
 * join 3 s whatever it is), so every replica started or stopped in a test costs that. Heartbeats go out every
 * second (kafkajs sends them from its fetch loop, which the short fetch wait keeps turning), so a member is only
 * dropped after four missed in a row.
 */
export const TEST_GROUP_TIMING = { sessionTimeout: 4000, heartbeatInterval: 1000 } as const;

/**
 * The mock broker holds every fetch that finds nothing for its whole max wait, even when records arrive meanwhile
 * (a real broker answers at once), so with kafkajs' default of 5 s an event reached a consumer up to 5 s late.
 */
export const TEST_FETCH_MAX_WAIT_MS = 100;

export interface CollectedMessage {
  topic: string;
  partition: number;
  offset: string;
  key: string | null;
  value: Buffer | null;
  headers: Record<string, string>;
}

export interface Collector {
  messages: CollectedMessage[];
  on(topic: string): CollectedMessage[];
  stop(): Promise<void>;
}

/**
 * A plain kafkajs consumer (its own group, from the beginning) recording everything on `topics`, so tests observe
 * what actually reached the broker rather than what our code believes it sent.
 */
export async function collectMessages(kafka: Kafka, groupId: string, topics: string[]): Promise<Collector> {
  const consumer = kafka.consumer({ groupId, ...TEST_GROUP_TIMING, maxWaitTimeInMs: TEST_FETCH_MAX_WAIT_MS });
  const messages: CollectedMessage[] = [];
  await consumer.connect();
  await consumer.subscribe({ topics, fromBeginning: true });
  await consumer.run({
    eachMessage: async ({ topic, partition, message }) => {
      messages.push({
        topic,
        partition,
        offset: message.offset,
        key: message.key?.toString('utf8') ?? null,
        value: message.value,
        headers: textHeaders(message.headers),
      });
    },
  });
  return {
    messages,
    on: (topic) => messages.filter((message) => message.topic === topic),
    stop: () => consumer.disconnect(),
  };
}

export function textHeaders(headers: IHeaders | undefined): Record<string, string> {
  return Object.fromEntries(
    Object.keys(headers ?? {}).map((name) => [name, headerText(headers, name) ?? '']),
  );
}

/**
 * A localhost port nothing listens on until a test starts a proxy there; below the ephemeral range, so no outbound
 * connection takes it meanwhile.
 */
export function unusedPort(): Promise<number> {
  return freeServerPort();
}

/**
 * Forwards `port` to the real broker: before it starts, a client bootstrapped on `port` sees a dead broker; after,
 * the broker "came back". (Bootstrap only: metadata then points the client at the broker's own address.)
 */
export async function startTcpProxy(port: number, target: string): Promise<{ close(): Promise<void> }> {
  const [host, targetPort] = splitHostPort(target);
  const sockets = new Set<net.Socket>();
  const server = net.createServer((client) => {
    const upstream = net.connect(targetPort, host);
    for (const socket of [client, upstream]) {
      sockets.add(socket);
      socket.on('close', () => sockets.delete(socket));
      socket.on('error', () => {
        client.destroy();
        upstream.destroy();
      });
    }
    client.pipe(upstream).pipe(client);
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return {
    close: async () => {
      for (const socket of sockets) socket.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

function splitHostPort(address: string): [string, number] {
  const index = address.lastIndexOf(':');
  return [address.slice(0, index), Number(address.slice(index + 1))];
}
