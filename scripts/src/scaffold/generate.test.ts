import fs from 'node:fs';
import path from 'node:path';
import { parse } from 'yaml';
import { checkConventions } from '../conventions/check';
import { sourceFilesUnder } from '../conventions/files';
import { formatViolation } from '../conventions/violations';
import {
  artifactComponent,
  composeComponents,
  type ChartValues,
  type ComposeFile,
  type SkaffoldConfig,
} from '../deploy-check/project';
import { LOCAL_PORTS } from '@homeward/local-stack/src/homeward';
import { REPO_ROOT } from '@homeward/local-stack/src/paths';
import { generateService, type GeneratedService } from './generate';
import { createSandbox } from './sandbox';
import { typeErrors } from './typecheck';

let root: string;
let generated: GeneratedService;
const read = (file: string) => fs.readFileSync(path.join(root, file), 'utf8');
const readYaml = <T>(file: string) => parse(read(file), { merge: true }) as T;

beforeAll(() => {
  root = createSandbox(REPO_ROOT);
  generated = generateService(root, 'house-check');
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

  it('type-checks against the real kit and the contracts it generated, and so does the local stack', () => {
    const files = [
      ...sourceFilesUnder(path.join(root, 'services/house-check')),
      path.join(root, 'packages/local-stack/src/homeward.ts'),
    ];
    expect(typeErrors(REPO_ROOT, path.join(root, 'protos'), files)).toEqual([]);
  }, 60_000);

  it('registers the service as a workspace and in the local stack on the next free ports', () => {
    expect((JSON.parse(read('package.json')) as { workspaces: string[] }).workspaces).toContain(
      'services/house-check',
    );
    const { grpcPort, opsPort } = generated.values;
    const stack = read('packages/local-stack/src/homeward.ts');
    expect(stack).toMatch(/BACKENDS = \[[^\]]*'house-check',?\s*\] as const/);
    expect(stack).toMatch(new RegExp(`grpc: \\{[^}]*'house-check': ${grpcPort},?\\s*\\}`));
    expect(stack).toMatch(new RegExp(`ops: \\{[^}]*'house-check': ${opsPort},?\\s*\\}`));
    expect(stack).toContain("'house-check': 'services/house-check/src/main.ts',");
    expect(grpcPort).toBe(Math.max(...Object.values(LOCAL_PORTS.grpc)) + 1);
    expect(opsPort).toBe(Math.max(...Object.values(LOCAL_PORTS.ops)) + 1);
  });

  it('leaves chart, skaffold and compose naming the same components, with the same images and build arguments', () => {
    const chart = readYaml<ChartValues>('helm/homeward/values.yaml').components;
    const skaffold = readYaml<SkaffoldConfig>('skaffold.yaml');
    const compose = readYaml<ComposeFile>('docker-compose.yml');
    const components = Object.keys(chart).sort();
    expect(components).toContain('house-check');
    expect(skaffold.build.artifacts.map(artifactComponent).sort()).toEqual(components);
    expect(Object.keys(composeComponents(compose)).sort()).toEqual(components);
    const templates = skaffold.deploy.helm.releases[0]!.setValueTemplates ?? {};
    for (const artifact of skaffold.build.artifacts) {
      const component = artifactComponent(artifact)!;
      expect(artifact.image).toBe(chart[component]!.image.repository);
      expect(artifact.docker?.buildArgs).toEqual(composeComponents(compose)[component]!.build!.args);
      const key = artifact.image.replace(/[^a-zA-Z0-9]/g, '_');
      expect(templates[`components.${component}.image.repository`]).toBe(`{{.IMAGE_REPO_${key}}}`);
    }
    const { grpcPort, opsPort } = generated.values;
    expect(chart['house-check']).toMatchObject({
      ports: { grpc: grpcPort, ops: opsPort },
      database: 'house_check',
    });
    expect(String(compose.services.postgres!.environment!.POSTGRES_DATABASES).split(' ')).toContain(
      'house_check',
    );
    const prometheus = readYaml<{ scrape_configs: { job_name: string }[] }>(
      'deploy/prometheus/prometheus.yml',
    );
    expect(prometheus.scrape_configs.map((job) => job.job_name)).toEqual(expect.arrayContaining(components));
  });

  it('copies its package.json into the image, beside the other services', () => {
    expect(read('Dockerfile')).toContain('COPY services/house-check/package.json services/house-check/\n');
  });

  it("adds the service's rows to the README tables", () => {
    const { grpcPort, opsPort } = generated.values;
    expect(read('README.md')).toContain('| house-check | `services/house-check` |');
    expect(read('README.md')).toContain(`| house-check | ${grpcPort} | ${opsPort} (`);
  });

  it('refuses a second service of the same name, and a name that cannot be one', () => {
    expect(() => generateService(root, 'house-check')).toThrow('services/house-check already exists');
    for (const bad of ['House', 'house_check', 'house--check', '-house', 'house-', '2house', 'h'])
      expect(() => generateService(root, bad)).toThrow('cannot name a service');
  });
});
