import type { ProvidedEnvironment } from './local-provider';
import {
  infrastructureChoiceOf,
  provideInfrastructure,
  type InfrastructureProviders,
} from './infrastructure-choice';

const environment = (postgresAdminUrl: string): ProvidedEnvironment => ({
  environment: {
    postgresAdminUrl,
    smtpHost: '127.0.0.1',
    smtpPort: '1025',
    mailApiUrl: 'http://127.0.0.1:1080',
  } as ProvidedEnvironment['environment'],
  stop: async () => {},
});

function providers(engine: boolean, containers: () => Promise<ProvidedEnvironment>) {
  const lines: string[] = [];
  const given: InfrastructureProviders = {
    engineAnswers: async () => engine,
    containers,
    local: async () => environment('postgres://local'),
    log: (line) => lines.push(line),
  };
  return { given, lines };
}

const pullFails = async (): Promise<ProvidedEnvironment> => {
  throw new Error(
    '(HTTP code 500) server error - Get "https://registry-1.docker.io/v2/": dial tcp: i/o timeout\nmore',
  );
};

describe('the test infrastructure', () => {
  it('uses containers when the engine answers and they start', async () => {
    const { given, lines } = providers(true, async () => environment('postgres://container'));
    const provided = await provideInfrastructure('auto', given);
    expect(provided.environment.postgresAdminUrl).toBe('postgres://container');
    expect(lines).toEqual([]);
  });

  it('falls back to the local binaries, in one line, when the images cannot be pulled', async () => {
    const { given, lines } = providers(true, pullFails);
    const provided = await provideInfrastructure('auto', given);
    expect(provided.environment.postgresAdminUrl).toBe('postgres://local');
    expect(lines).toHaveLength(1);
    expect(lines[0]).toContain('could not start the images');
    expect(lines[0]).toContain('registry-1.docker.io');
    expect(lines[0]).not.toContain('\n');
  });

  it('uses the local binaries when no engine answers, without a word', async () => {
    const { given, lines } = providers(false, pullFails);
    expect((await provideInfrastructure('auto', given)).environment.postgresAdminUrl).toBe(
      'postgres://local',
    );
    expect(lines).toEqual([]);
  });

  it('fails when containers are asked for and cannot start', async () => {
    const { given } = providers(true, pullFails);
    await expect(provideInfrastructure('containers', given)).rejects.toThrow('HTTP code 500');
  });

  it('reads HOMEWARD_TEST_INFRA, refusing a value it does not know', () => {
    expect(infrastructureChoiceOf(undefined)).toBe('auto');
    expect(infrastructureChoiceOf('local')).toBe('local');
    expect(() => infrastructureChoiceOf('docker')).toThrow('auto, local or containers');
  });
});
