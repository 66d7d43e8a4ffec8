import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { startInfrastructure } from '@homeward/local-stack/src/infrastructure';
import { freeServerPorts } from '@homeward/local-stack/src/processes';
import type { TestEnvironment } from './environment';
import { objectStorageEnvironment } from './object-storage';

export interface ProvidedEnvironment {
  environment: TestEnvironment;
  stop(): Promise<void>;
}

/**
 * Test infrastructure from the machine's own binaries, in a throw-away directory, on free ports. Kafka is not shared:
 * each test file starts its own broker.
 */
export async function provideLocalEnvironment(): Promise<ProvidedEnvironment> {
  const stateDir = fs.mkdtempSync(path.join(os.tmpdir(), 'homeward-test-'));
  fs.chmodSync(stateDir, 0o755);
  const [postgres, smtp, mailWeb, s3] = (await freeServerPorts(4)) as [number, number, number, number];
  const ports = { postgres, smtp, mailWeb, s3 };
  const infrastructure = await startInfrastructure({ stateDir, ports, ephemeral: true, kafka: false });
  return {
    environment: {
      postgresAdminUrl: infrastructure.postgres.adminUrl,
      smtpHost: '127.0.0.1',
      smtpPort: String(infrastructure.mail.smtpPort),
      mailApiUrl: infrastructure.mail.webUrl,
      ...objectStorageEnvironment(infrastructure.objectStorage),
    },
    stop: async () => {
      await infrastructure.stop();
      fs.rmSync(stateDir, { recursive: true, force: true });
    },
  };
}
