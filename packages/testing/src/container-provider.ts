import { GenericContainer, getContainerRuntimeClient, Wait, type StartedTestContainer } from 'testcontainers';
import type { ProvidedEnvironment } from './local-provider';
import { objectStorageEnvironment, startTestObjectStorage } from './object-storage';

/** True when a Docker-compatible engine answers; testcontainers' own discovery, bounded so a dead socket cannot hang. */
export async function containerEngineAnswers(timeoutMs = 10_000): Promise<boolean> {
  const probe = getContainerRuntimeClient().then(
    () => true,
    () => false,
  );
  const timeout = new Promise<boolean>((resolve) => setTimeout(() => resolve(false), timeoutMs).unref());
  return Promise.race([probe, timeout]);
}

/**
 * The same infrastructure as containers (what CI with Docker and most laptops have). Kafka is per test file
 * (kafka-per-file-environment.ts), from kcat, and S3 is s3rver, whichever provider runs.
 */
export async function provideContainerEnvironment(): Promise<ProvidedEnvironment> {
  const objectStorage = await startTestObjectStorage();
  const settled = await Promise.allSettled([
    new GenericContainer('postgres:15-alpine')
      .withEnvironment({ POSTGRES_HOST_AUTH_METHOD: 'trust' })
      .withCommand(['postgres', '-c', 'max_connections=300', '-c', 'fsync=off'])
      .withExposedPorts(5432)
      .withWaitStrategy(Wait.forLogMessage(/database system is ready to accept connections/, 2))
      .start(),
    new GenericContainer('maildev/maildev:2.2.1')
      .withExposedPorts(1025, 1080)
      .withWaitStrategy(Wait.forListeningPorts())
      .start(),
  ]);
  const started = settled.flatMap((result) => (result.status === 'fulfilled' ? [result.value] : []));
  const failed = settled.find((result) => result.status === 'rejected');
  if (failed) {
    // One image may start while the other cannot be pulled: stop what did start, so a fallback leaves nothing behind.
    await Promise.all(started.map((container) => container.stop()));
    await objectStorage.stop();
    throw failed.reason;
  }
  const [postgres, mail] = started as [StartedTestContainer, StartedTestContainer];
  return {
    environment: {
      postgresAdminUrl: `postgres://postgres@${postgres.getHost()}:${postgres.getMappedPort(5432)}/postgres`,
      smtpHost: mail.getHost(),
      smtpPort: String(mail.getMappedPort(1025)),
      mailApiUrl: `http://${mail.getHost()}:${mail.getMappedPort(1080)}`,
      ...objectStorageEnvironment(objectStorage.storage),
    },
    stop: async () => {
      await Promise.all(started.map((container) => container.stop()));
      await objectStorage.stop();
    },
  };
}
