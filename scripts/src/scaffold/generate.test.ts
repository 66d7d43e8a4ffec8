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
import { REPO_ROOT } from '../stack/paths';
import { generateService, type GeneratedService } from './generate';
import { createSandbox } from './sandbox';
import { typeErrors } from './typecheck';

let root: string;
let generated: GeneratedService;
const read = (file: string) => fs.readFileSync(path.join(root, file), 'utf8');
const readYaml = <T>(file: string) => parse(read(file), { merge: true }) as T;

beforeAll(() => {
  root = createSandbox(REPO_ROOT);
  generated = generateService(root, 'example');
}, 60_000);

afterAll(() => {
  if (root) fs.rmSync(root, { recursive: true, force: true });
});

describe('npm run new-service -- example', () => {
  it('writes the service as docs/conventions.md lays it out, and its contract', () => {
    expect(generated.created).toEqual([
      'protos/homeward/example/v1/example.proto',
      'services/example/README.md',
      'services/example/migrations/001-example.ts',
      'services/example/migrations/index.ts',
      'services/example/package.json',
      'services/example/src/application/example.ts',
      'services/example/src/config.ts',
      'services/example/src/domain/errors.ts',
      'services/example/src/domain/example.test.ts',
      'services/example/src/domain/example.ts',
      'services/example/src/handlers/errors.ts',
      'services/example/src/handlers/example-handler.ts',
      'services/example/src/handlers/example-message.ts',
      'services/example/src/handlers/requests.ts',
      'services/example/src/index.ts',
      'services/example/src/main.ts',
      'services/example/src/metrics.ts',
      'services/example/src/service.ts',
      'services/example/src/store/example.ts',
      'services/example/test/example.int.test.ts',
      'services/example/test/support/harness.ts',
    ]);
    expect(read('services/example/src/main.ts')).toContain(
      "runService('example', loadExampleConfig, startExampleService);",
    );
    expect(fs.existsSync(path.join(root, 'protos/gen/homeward/example/v1/example.ts'))).toBe(true);
    const unfilled = generated.created.filter((file) => /__[A-Za-z_]+__/.test(read(file)));
    expect(unfilled).toEqual([]);
  });

  it('passes the conventions check', () => {
    expect(checkConventions(root, { only: ['services/example'] }).map(formatViolation)).toEqual([]);
  });

  it('type-checks against the real kit and the contracts it generated, and so does the local stack', () => {
    const files = [
      ...sourceFilesUnder(path.join(root, 'services/example')),
      path.join(root, 'scripts/src/stack/homeward.ts'),
    ];
    expect(typeErrors(REPO_ROOT, path.join(root, 'protos'), files)).toEqual([]);
  }, 60_000);

  it('registers the service as a workspace and in the local stack on the next free ports', () => {
    expect((JSON.parse(read('package.json')) as { workspaces: string[] }).workspaces).toContain(
      'services/example',
    );
    expect(generated.values).toMatchObject({ grpcPort: 50055, opsPort: 9105 });
    const stack = read('scripts/src/stack/homeward.ts');
    expect(stack).toMatch(/BACKENDS = \[[^\]]*'example'\] as const/);
    expect(stack).toMatch(/grpc: \{[^}]*example: 50055 \}/);
    expect(stack).toMatch(/ops: \{[^}]*example: 9105 \}/);
    expect(stack).toContain("example: 'services/example/src/main.ts',");
  });

  it('leaves chart, skaffold and compose naming the same components, with the same images and build arguments', () => {
    const chart = readYaml<ChartValues>('helm/homeward/values.yaml').components;
    const skaffold = readYaml<SkaffoldConfig>('skaffold.yaml');
    const compose = readYaml<ComposeFile>('docker-compose.yml');
    const components = Object.keys(chart).sort();
    expect(components).toContain('example');
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
    expect(chart.example).toMatchObject({ ports: { grpc: 50055, ops: 9105 }, database: 'example' });
    expect(String(compose.services.postgres!.environment!.POSTGRES_DATABASES).split(' ')).toContain(
      'example',
    );
    const prometheus = readYaml<{ scrape_configs: { job_name: string }[] }>(
      'deploy/prometheus/prometheus.yml',
    );
    expect(prometheus.scrape_configs.map((job) => job.job_name)).toEqual(expect.arrayContaining(components));
  });

  it("adds the service's rows to the README tables", () => {
    expect(read('README.md')).toContain('| example | `services/example` |');
    expect(read('README.md')).toContain('| example | 50055 | 9105 (');
  });

  it('refuses a second service of the same name, and a name that cannot be one', () => {
    expect(() => generateService(root, 'example')).toThrow('services/example already exists');
    expect(() => generateService(root, 'home-inspection')).toThrow('cannot name a service');
  });
});
