import fs from 'node:fs';
import path from 'node:path';
import { parse } from 'yaml';
import { checkConventions } from '../conventions/check';
import { sourceFilesUnder } from '../conventions/files';
import { formatViolation } from '../conventions/violations';
import { REPO_ROOT } from '@homeward/local-stack/src/paths';
import { readManifest } from '@homeward/topology';
import { findDrift } from '../topology/generate';
import { generateService, type GeneratedService } from './generate';
import { createSandbox } from './sandbox';
import { typeErrors } from './typecheck';

let root: string;
let generated: GeneratedService;
const read = (file: string) => fs.readFileSync(path.join(root, file), 'utf8');
const readYaml = <T>(file: string) => parse(read(file), { merge: true }) as T;

beforeAll(async () => {
  root = createSandbox(REPO_ROOT);
  generated = await generateService(root, 'house-check');
}, 60_000);

afterAll(() => {
  if (root) fs.rmSync(root, { recursive: true, force: true });
});

describe('npm run new-service -- house-check', () => {
  it('writes the service as docs/conventions.md lays it out, and its contract', () => {
    expect(generated.created).toEqual([
      'protos/homeward/house_check/v1/house_check.proto',
      'services/house-check/README.md',
      'services/house-check/migrations/001-house-check.ts',
      'services/house-check/migrations/index.ts',
      'services/house-check/package.json',
      'services/house-check/src/application/house-check.ts',
      'services/house-check/src/config.ts',
      'services/house-check/src/domain/errors.ts',
      'services/house-check/src/domain/house-check.test.ts',
      'services/house-check/src/domain/house-check.ts',
      'services/house-check/src/handlers/errors.ts',
      'services/house-check/src/handlers/house-check-handler.ts',
      'services/house-check/src/handlers/house-check-message.ts',
      'services/house-check/src/handlers/requests.ts',
      'services/house-check/src/index.ts',
      'services/house-check/src/main.ts',
      'services/house-check/src/metrics.ts',
      'services/house-check/src/service.ts',
      'services/house-check/src/store/house-check.ts',
      'services/house-check/test/house-check.int.test.ts',
      'services/house-check/test/support/harness.ts',
    ]);
    expect(read('services/house-check/src/main.ts')).toContain(
      "runService('house-check', loadHouseCheckConfig, startHouseCheckService);",
    );
    expect(fs.existsSync(path.join(root, 'protos/gen/homeward/house_check/v1/house_check.ts'))).toBe(true);
    const unfilled = generated.created.filter((file) => /__[A-Za-z_]+__/.test(read(file)));
    expect(unfilled).toEqual([]);
  });

  it('passes the conventions check', () => {
    expect(checkConventions(root, { only: ['services/house-check'] }).map(formatViolation)).toEqual([]);
  });

  it('type-checks against the real kit and the contracts it generated', () => {
    const files = sourceFilesUnder(path.join(root, 'services/house-check'));
    expect(typeErrors(REPO_ROOT, path.join(root, 'protos'), files)).toEqual([]);
  }, 60_000);

  it('registers the service in components.yaml only, on the next free ports, and regenerates from it', () => {
    const { grpcPort, opsPort } = generated.values;
    const manifest = readManifest(path.join(root, 'components.yaml'));
    expect(Object.keys(manifest.components).slice(-2)).toEqual(['house-check', 'bff']);
    expect(manifest.components['house-check']).toMatchObject({
      kind: 'service',
      ports: { grpc: grpcPort, ops: opsPort },
      database: 'house_check',
    });
    const real = readManifest();
    const highest = (kind: 'grpc' | 'ops') =>
      Math.max(...Object.values(real.components).flatMap((component) => component.ports[kind] ?? []));
    expect([grpcPort, opsPort]).toEqual([highest('grpc') + 1, highest('ops') + 1]);
    // The workspaces are services/*, so the root package.json is not edited.
    expect(read('package.json')).toBe(fs.readFileSync(path.join(REPO_ROOT, 'package.json'), 'utf8'));
    expect(generated.edited[0]).toBe('components.yaml');
    expect(generated.edited).toEqual(
      expect.arrayContaining(['docker-compose.yml', 'skaffold.yaml', 'README.md']),
    );
  });

  it('leaves nothing to drift: every generated file is what components.yaml gives', async () => {
    expect((await findDrift(root)).map((drift) => drift.path)).toEqual([]);
  });

  it('appears wherever components are listed: chart, skaffold, compose, Prometheus, the image, the README', () => {
    const chart = readYaml<{ components: Record<string, { ports: object; database: string }> }>(
      'helm/homeward/values.yaml',
    ).components;
    expect(chart['house-check']).toMatchObject({
      ports: { grpc: generated.values.grpcPort },
      database: 'house_check',
    });
    expect(read('skaffold.yaml')).toContain('buildArgs: { COMPONENT: house-check }');
    const compose = readYaml<{ services: Record<string, { environment?: Record<string, unknown> }> }>(
      'docker-compose.yml',
    );
    expect(compose.services['house-check']?.environment?.SERVICE_NAME).toBe('house-check');
    expect(String(compose.services.postgres!.environment!.POSTGRES_DATABASES).split(' ')).toContain(
      'house_check',
    );
    expect(read('deploy/prometheus/prometheus.yml')).toContain('job_name: house-check');
    expect(read('Dockerfile')).toContain('COPY services/house-check/package.json services/house-check/\n');
    expect(read('README.md')).toContain(
      `| house-check | ${generated.values.grpcPort} | ${generated.values.opsPort} (`,
    );
    expect(read('packages/topology/src/components.generated.ts')).toContain("'house-check'");
  });

  it('refuses a second service of the same name, and a name that cannot be one', async () => {
    await expect(generateService(root, 'house-check')).rejects.toThrow('services/house-check already exists');
    for (const bad of ['House', 'house_check', 'house--check', '-house', 'house-', '2house', 'h'])
      await expect(generateService(root, bad)).rejects.toThrow('cannot name a service');
  });
});
