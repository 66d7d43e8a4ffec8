// Which infrastructure a test run gets. `auto` prefers containers when an engine answers, but an engine with no
// registry it can pull from (an offline machine, a mirror that lacks the images) is common enough that failing the
// whole run there would be wrong: the local binaries serve the same tests, so the run falls back to them and says so.
import type { ProvidedEnvironment } from './local-provider';

export type InfrastructureChoice = 'auto' | 'local' | 'containers';

export interface InfrastructureProviders {
  engineAnswers(): Promise<boolean>;
  containers(): Promise<ProvidedEnvironment>;
  local(): Promise<ProvidedEnvironment>;
  log(line: string): void;
}

export function infrastructureChoiceOf(raw: string | undefined): InfrastructureChoice {
  const choice = raw === undefined || raw === '' ? 'auto' : raw;
  if (choice === 'auto' || choice === 'local' || choice === 'containers') return choice;
  throw new Error(`HOMEWARD_TEST_INFRA must be auto, local or containers, got ${JSON.stringify(raw)}`);
}

export async function provideInfrastructure(
  choice: InfrastructureChoice,
  providers: InfrastructureProviders,
): Promise<ProvidedEnvironment> {
  if (choice === 'local') return providers.local();
  if (choice === 'containers') return providers.containers();
  if (!(await providers.engineAnswers())) return providers.local();
  try {
    return await providers.containers();
  } catch (error) {
    const reason = error instanceof Error ? error.message.split('\n')[0] : String(error);
    providers.log(
      `[test infrastructure] the container engine answers but could not start the images (${reason}); ` +
        'using the local binaries instead (HOMEWARD_TEST_INFRA=containers makes this an error)',
    );
    return providers.local();
  }
}
