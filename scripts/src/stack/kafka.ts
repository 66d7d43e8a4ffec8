import { startProcess, waitUntil, type ManagedProcess } from './processes';

export interface RunningKafka {
  brokers: string[];
  process: ManagedProcess;
  stop(): Promise<void>;
}

// librdkafka announces the mock's address as `bootstrap.servers=H:P` or `... replaced with H:P`, by version.
const BOOTSTRAP = /(?:bootstrap\.servers=|replaced with )([\w.-]+:\d+)/;

/**
 * A Kafka-protocol broker from librdkafka's mock cluster, hosted by a kcat consumer that keeps it alive. It speaks
 * produce/fetch/consumer groups but no topic admin, so nothing here may depend on createTopics; topics auto-create.
 */
export async function startKafka({ logFile }: { logFile?: string } = {}): Promise<RunningKafka> {
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
  return { brokers: [bootstrap!], process: kcat, stop: () => kcat.stop() };
}
