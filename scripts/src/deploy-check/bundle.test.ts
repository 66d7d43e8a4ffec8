// The image's build step outside Docker: deploy/docker/build-component.mjs bundles each component exactly as the
// Dockerfile runs it, and the bundle starts as the image would start it (`node main.js`), getting as far as
// rejecting an empty configuration — which proves every module loads, the workspaces are inlined and the
// remaining packages resolve from node_modules.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { COMPONENT_NAMES, componentOf } from '@homeward/topology';
import { componentWorkspace, repoPath } from './project';

const OUT = repoPath('.cache', 'deploy-check', 'bundles');

function bundle(component: string): { status: number | null; output: string; outDir: string } {
  const outDir = path.join(OUT, component);
  const result = spawnSync(
    process.execPath,
    [repoPath('deploy/docker/build-component.mjs'), component, outDir],
    {
      cwd: repoPath(),
      encoding: 'utf8',
      timeout: 60_000,
    },
  );
  return { status: result.status, output: `${result.stdout}${result.stderr}`, outDir };
}

describe.each(COMPONENT_NAMES)('image build of %s', (component) => {
  const built = bundle(component);

  it('bundles the entry point with the workspaces inlined and packages left external', () => {
    expect(built.output).toContain(`built ${component}`);
    expect(built.status).toBe(0);
    const code = fs.readFileSync(path.join(built.outDir, 'app', 'main.js'), 'utf8');
    expect(code).not.toMatch(/require\("@homeward\//);
    expect(code).toMatch(/require\("@grpc\/grpc-js"\)/);
    expect(fs.existsSync(path.join(built.outDir, 'app', 'main.js.map'))).toBe(true);
  });

  it('bundles migrate.js exactly when the component has migrations', () => {
    const hasMigrations = fs.existsSync(repoPath(componentWorkspace(component)!, 'migrations', 'index.ts'));
    expect(fs.existsSync(path.join(built.outDir, 'app', 'migrate.js'))).toBe(hasMigrations);
    expect(hasMigrations).toBe(!!componentOf(component).database);
  });

  it('writes the manifests its production install needs', () => {
    const manifests = path.join(built.outDir, 'manifests');
    expect(fs.readFileSync(path.join(manifests, '.workspace'), 'utf8')).toBe(componentWorkspace(component));
    const root = JSON.parse(fs.readFileSync(path.join(manifests, 'package.json'), 'utf8')) as {
      workspaces: string[];
    };
    for (const workspace of root.workspaces)
      expect(fs.existsSync(path.join(manifests, workspace, 'package.json'))).toBe(true);
    // Only what the component needs: npm installs the production dependencies of every workspace listed here.
    expect(root.workspaces).toContain(componentWorkspace(component));
    expect(root.workspaces).toContain('packages/kit');
    expect(root.workspaces).not.toContain('scripts');
    expect(root.workspaces).not.toContain('packages/testing');
    expect(root.workspaces).not.toContain('frontend');
    expect(root).not.toHaveProperty('devDependencies');
    expect(fs.existsSync(path.join(manifests, 'package-lock.json'))).toBe(true);
    expect(fs.readdirSync(path.join(manifests, componentWorkspace(component)!))).toEqual(['package.json']);
  });

  it('starts under node and refuses an empty configuration with a fatal log and exit code 1', () => {
    const run = spawnSync(process.execPath, ['main.js'], {
      cwd: path.join(built.outDir, 'app'),
      env: { PATH: process.env.PATH },
      encoding: 'utf8',
      timeout: 30_000,
    });
    const output = `${run.stdout}${run.stderr}`;
    expect(output).not.toMatch(/Cannot find module|ERR_MODULE_NOT_FOUND|SyntaxError/);
    expect(run.status).toBe(1);
    const fatal = output
      .split('\n')
      .filter((line) => line.startsWith('{'))
      .map((line) => JSON.parse(line) as { level: string | number; msg: string })
      .find((entry) => entry.level === 'fatal' || entry.level === 60);
    expect(fatal?.msg).toMatch(/invalid configuration|failed to start/);
  });
});

// A component starts its worker threads by file name (the analyzer parses reports and runs its engine in them,
// documents renders PDFs): the name lives in its code, the bundling in its `workers` in components.yaml, and an
// image with one but not the other would fail at run time.
const workers = COMPONENT_NAMES.flatMap((component) =>
  Object.keys(componentOf(component).workers ?? {}).map((file) => [component, file] as const),
);
describe.each(workers)('image build of %s: the worker %s', (component, file) => {
  it('is bundled beside main.js under the name the component starts it by, with its packages external', () => {
    const sources = repoPath(componentWorkspace(component)!, 'src');
    const startedBy = (fs.readdirSync(sources, { recursive: true }) as string[]).filter(
      (name) =>
        name.endsWith('.ts') && fs.readFileSync(path.join(sources, name), 'utf8').includes(`'${file}'`),
    );
    expect(startedBy).not.toEqual([]);
    const worker = path.join(OUT, component, 'app', file);
    expect(fs.existsSync(worker)).toBe(true);
    const code = fs.readFileSync(worker, 'utf8');
    expect(code).not.toMatch(/require\("@homeward\//);
    expect(code).not.toContain('tsx/cjs');
  });
});

describe('build-component.mjs', () => {
  it('refuses an unknown component', () => {
    const result = bundle('no-such-component');
    expect(result.status).not.toBe(0);
    expect(result.output).toContain('no component "no-such-component" in components.yaml');
  });
});
