import net from 'node:net';
import { freeServerPort, startProcess, waitUntil, type ManagedProcess } from './processes';

export interface RunningKafka {
  brokers: string[];
  process: ManagedProcess;
  /**
   * Only when started `restartable`: a new mock broker behind the same address, e.g. after a kill -9. The mock keeps
   * nothing on disk, so every topic and consumer group starts empty again.
   */
  restart?(): Promise<void>;
  stop(): Promise<void>;
}

// librdkafka announces the mock's address as `bootstrap.servers=H:P` or `... replaced with H:P`, by version.
const BOOTSTRAP = /(?:bootstrap\.servers=|replaced with )([\w.-]+:\d+)/;

/**
 * A Kafka-protocol broker from librdkafka's mock cluster, hosted by a kcat consumer that keeps it alive. It speaks
 * produce/fetch/consumer groups but no topic admin, so nothing here may depend on createTopics; topics auto-create.
 *
 * The mock listens on a port of its own choosing, so a new one never has the old one's address. `restartable` puts a
 * TCP forwarder on a fixed port in front of it: clients bootstrap there, and after a restart their metadata refresh
 * (through the same bootstrap) finds the new broker.
 */
export async function startKafka({
  logFile,
  restartable = false,
}: { logFile?: string; restartable?: boolean } = {}): Promise<RunningKafka> {
  let current = await startMock(logFile);
  if (!restartable)
    return { brokers: [current.bootstrap], process: current.process, stop: () => current.process.stop() };
  const forwarder = await forwardTo(() => current.bootstrap);
  return {
    brokers: [`127.0.0.1:${forwarder.port}`],
    get process() {
      return current.process;
    },
    async restart() {
      await current.process.stop('SIGKILL');
      forwarder.dropConnections();
      current = await startMock(logFile);
    },
    async stop() {
      forwarder.close();
      await current.process.stop();
    },
  };
}

async function startMock(
  logFile: string | undefined,
): Promise<{ process: ManagedProcess; bootstrap: string }> {
  let bootstrap: string | undefined;
  let seen = '';
  const kcat = startProcess(
    'kafka',
    'kcat',
    ['-C', '-t', '_boot', '-X', 'test.mock.num.brokers=1', '-b', 'unused:9092', '-q'],
    {
      logFile,
      onOutput: (text) => {
        seen += text;
        bootstrap ??= BOOTSTRAP.exec(seen)?.[1];
      },
    },
  );
  await waitUntil('Kafka mock broker', async () => bootstrap !== undefined, {
    process: kcat,
    timeoutMs: 20_000,
    intervalMs: 50,
  });
  return { process: kcat, bootstrap: bootstrap! };
}

/** Pipes each connection to `target()` as it is when the connection arrives. */
async function forwardTo(target: () => string) {
  const open = new Set<net.Socket>();
  const server = net.createServer((client) => {
    const [host, port] = target().split(':') as [string, string];
    const upstream = net.connect(Number(port), host);
    for (const [socket, other] of [
      [client, upstream],
      [upstream, client],
    ] as const) {
      open.add(socket);
      socket.on('error', () => other.destroy());
      socket.on('close', () => {
        open.delete(socket);
        other.destroy();
      });
    }
    client.pipe(upstream).pipe(client);
  });
  const port = await freeServerPort();
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', resolve);
  });
  return {
    port,
    dropConnections: () => open.forEach((socket) => socket.destroy()),
    close: () => {
      server.close();
      open.forEach((socket) => socket.destroy());
    },
  };
}
