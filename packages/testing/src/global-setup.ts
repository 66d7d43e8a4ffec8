import { provideContainerEnvironment, containerEngineAnswers } from './container-provider';
import { readTestEnvironment, TEST_ENV, writeTestEnvironment } from './environment';
import { infrastructureChoiceOf, provideInfrastructure } from './infrastructure-choice';
import { provideLocalEnvironment, type ProvidedEnvironment } from './local-provider';

declare global {
  var homewardTestInfrastructure: ProvidedEnvironment | undefined;
}

/**
 * Jest global setup: starts PostgreSQL, a mail catcher and an S3 server (s3rver) once per run, unless the
 * caller (scripts/src/test-all.ts) already did and exported them. HOMEWARD_TEST_INFRA=local|containers forces a
 * provider; by default containers are used when a Docker engine answers and can start the images, local binaries
 * otherwise.
 */
export default async function globalSetup(): Promise<void> {
  if (process.env[TEST_ENV.postgresAdminUrl]) {
    readTestEnvironment();
    return;
  }
  const provided = await provideInfrastructure(infrastructureChoiceOf(process.env.HOMEWARD_TEST_INFRA), {
    engineAnswers: () => containerEngineAnswers(),
    containers: provideContainerEnvironment,
    local: provideLocalEnvironment,
    log: (line) => process.stderr.write(`${line}\n`),
  });
  writeTestEnvironment(provided.environment);
  globalThis.homewardTestInfrastructure = provided;
}
