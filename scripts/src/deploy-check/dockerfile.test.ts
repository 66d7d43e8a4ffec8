// The Dockerfile essentials: pinned base, non-root user, production dependencies only in the final stage,
// healthcheck, node as PID 1 in exec form, every workspace manifest copied, and a .dockerignore that keeps
// node_modules, git metadata and local secrets out of the build context.
import fs from 'node:fs';
import { type Dockerfile, parseDockerfile, resolveFrom, type Stage } from './dockerfile';
import { repoPath } from './project';

const dockerfile = parseDockerfile(repoPath('Dockerfile'));
const finalStage = dockerfile.stages.at(-1)!;
const stageNamed = (name: string) => dockerfile.stages.find((stage) => stage.name === name);
const runs = (stage: Stage) => stage.instructions.filter((i) => i.keyword === 'RUN').map((i) => i.args);

/** Where a stage's files come from: its own base image if that is a stage, and every COPY --from. */
function stageSources(stage: Stage): string[] {
  return stage.instructions
    .filter((i) => i.keyword === 'COPY')
    .map((i) => /--from=(\S+)/.exec(i.args)?.[1])
    .filter((name): name is string => !!name);
}

describe('Dockerfile', () => {
  it('pins every external base image to an exact version or a digest', () => {
    const stageNames = new Set(dockerfile.stages.map((s) => s.name));
    for (const stage of dockerfile.stages) {
      if (stageNames.has(stage.from)) continue;
      expect(resolveFrom(dockerfile, stage.from)).toMatch(
        /^[\w./-]+(:\d+\.\d+\.\d+(?:[A-Za-z_.-][\w.-]*)?|@sha256:[a-f0-9]{64})$/,
      );
    }
  });

  it('is multi-stage and runs the final stage as a non-root user', () => {
    expect(dockerfile.stages.length).toBeGreaterThanOrEqual(2);
    const users = finalStage.instructions.filter((i) => i.keyword === 'USER').map((i) => i.args.trim());
    expect(users.length).toBeGreaterThan(0);
    expect(users.at(-1)).not.toMatch(/^(root|0)(:|$)/);
  });

  it('installs nothing in the final stage and takes node_modules only from a production-only install', () => {
    expect(runs(finalStage).filter((run) => /\bnpm\b|\byarn\b|\bpnpm\b/.test(run))).toEqual([]);
    const copies = finalStage.instructions.filter((i) => i.keyword === 'COPY' && /node_modules/.test(i.args));
    expect(copies.length).toBe(1);
    const source = stageNamed(/--from=(\S+)/.exec(copies[0]!.args)![1]!)!;
    const installs = runs(source).filter((run) => /npm (ci|install)/.test(run));
    expect(installs.length).toBeGreaterThan(0);
    for (const install of installs) expect(install).toMatch(/--omit=dev/);
    expect(stageSources(source)).toEqual(['build']);
  });

  it('declares a healthcheck, NODE_ENV=production and node as PID 1 in exec form', () => {
    const keyword = (name: string) =>
      finalStage.instructions.filter((i) => i.keyword === name).map((i) => i.args);
    expect(keyword('HEALTHCHECK')).toHaveLength(1);
    expect(keyword('HEALTHCHECK')[0]).toMatch(/CMD \["node"/);
    expect(keyword('ENV').join(' ')).toMatch(/NODE_ENV=production/);
    const cmd = keyword('CMD').at(-1) ?? '';
    expect(JSON.parse(cmd)[0]).toBe('node');
    expect(keyword('ENTRYPOINT')).toEqual([]);
  });

  it('keeps node_modules, .git, caches and local env files out of the build context', () => {
    const ignored = fs
      .readFileSync(repoPath('.dockerignore'), 'utf8')
      .split('\n')
      .map((line) => line.trim());
    for (const entry of ['**/node_modules', '.git', '.cache', '.homeward', '.env', '**/.env', '**/dist'])
      expect(ignored).toContain(entry);
    expect(ignored).not.toContain('deploy');
  });
});

describe('parseDockerfile', () => {
  it('reads stages, continuations and global ARGs', () => {
    const file = repoPath('.cache', `Dockerfile.test-${process.pid}`);
    fs.mkdirSync(repoPath('.cache'), { recursive: true });
    fs.writeFileSync(
      file,
      'ARG BASE=node:1.2.3\nFROM ${BASE} AS one\nRUN a \\\n  b\n# note\nFROM one\nUSER node\n',
    );
    try {
      const parsed: Dockerfile = parseDockerfile(file);
      expect(parsed.globalArgs).toEqual({ BASE: 'node:1.2.3' });
      expect(parsed.stages.map((s) => [s.from, s.name])).toEqual([
        ['${BASE}', 'one'],
        ['one', undefined],
      ]);
      expect(parsed.stages[0]!.instructions).toEqual([{ keyword: 'RUN', args: 'a  b' }]);
      expect(resolveFrom(parsed, '${BASE}')).toBe('node:1.2.3');
    } finally {
      fs.rmSync(file, { force: true });
    }
  });
});
