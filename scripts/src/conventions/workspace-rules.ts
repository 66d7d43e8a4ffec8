import fs from 'node:fs';
import path from 'node:path';
import { relativeTo, resolveRelative, sourceFilesUnder, toPosix, type Workspace } from './files';
import { parseSourceFile } from './source';
import type { Violation } from './violations';

/** A test, or a helper only tests use: `*.test.*` anywhere, anything under a `test/` or `e2e/` folder. */
export function isTestFile(workspaceRoot: string, file: string): boolean {
  const parts = toPosix(path.relative(workspaceRoot, file)).split('/');
  return (
    /\.test\.[cm]?[jt]sx?$/.test(file) || parts.slice(0, -1).some((part) => part === 'test' || part === 'e2e')
  );
}

/** `main` must name a file that exists: what `require('<package>')` loads. */
export function mainExists(root: string, workspace: Workspace): Violation[] {
  const manifestFile = relativeTo(root, path.join(workspace.absolute, 'package.json'));
  if (!workspace.manifest) {
    return [
      {
        file: manifestFile,
        rule: 'package-main',
        message: `${workspace.dir} is listed in the root package.json workspaces but has no package.json`,
        fix: `add ${workspace.dir}/package.json or remove the folder from "workspaces"`,
      },
    ];
  }
  const main = workspace.manifest.main;
  if (main === undefined) return [];
  const target = path.join(workspace.absolute, main);
  const candidates = [target, ...['.ts', '.tsx', '.js'].map((ext) => target + ext)];
  if (candidates.some((candidate) => fs.existsSync(candidate) && fs.statSync(candidate).isFile())) return [];
  return [
    {
      file: manifestFile,
      rule: 'package-main',
      message: `"main" points at ${main}, which does not exist`,
      fix: 'point "main" at the file other workspaces should load when they import the package by name',
    },
  ];
}

/** Tests reach other workspaces by package name only, so each workspace's tests run against its public entry. */
export function crossWorkspaceTestImports(
  root: string,
  workspace: Workspace,
  all: readonly Workspace[],
): Violation[] {
  const owner = (file: string) =>
    all
      .filter((candidate) => file === candidate.absolute || file.startsWith(candidate.absolute + path.sep))
      .sort((a, b) => b.absolute.length - a.absolute.length)[0];
  const violations: Violation[] = [];
  for (const file of sourceFilesUnder(workspace.absolute)) {
    if (owner(file) !== workspace || !isTestFile(workspace.absolute, file)) continue;
    for (const ref of parseSourceFile(file).imports) {
      const target = resolveRelative(file, ref.specifier);
      const other = target === undefined ? undefined : owner(target);
      if (!other || other === workspace) continue;
      const name = other.manifest?.name ?? other.dir;
      violations.push({
        file: relativeTo(root, file),
        line: ref.line,
        rule: 'test-cross-workspace',
        message: `a test of ${workspace.dir} imports ${relativeTo(root, target!)} of ${other.dir} by relative path ('${ref.specifier}')`,
        fix: `import it by package name ('${name}'); a shared test helper belongs in @homeward/testing`,
      });
    }
  }
  return violations;
}

/**
 * Where a workspace sits: libraries (protos, packages/) below the deployables (services/, the BFF, the SPA), and the
 * tooling (scripts/) above them all. An import may point down or sideways among libraries, never up or into tooling,
 * so a library can be used without the things built on it.
 */
function tierOf(dir: string): 'library' | 'deployable' | 'tooling' {
  if (dir === 'protos' || dir.startsWith('packages/')) return 'library';
  if (dir === 'scripts') return 'tooling';
  return 'deployable';
}

/** A library imports only libraries, and nothing but the tooling imports the tooling. */
export function importsPointDown(
  root: string,
  workspace: Workspace,
  all: readonly Workspace[],
  imported: readonly { name: string; file: string }[],
): Violation[] {
  const byName = new Map(all.map((candidate) => [candidate.manifest?.name, candidate]));
  const tier = tierOf(workspace.dir);
  return imported.flatMap(({ name, file }) => {
    const target = byName.get(name);
    if (!target || target === workspace) return [];
    const targetTier = tierOf(target.dir);
    const upward =
      (tier === 'library' && targetTier !== 'library') || (targetTier === 'tooling' && tier !== 'tooling');
    if (!upward) return [];
    return [
      {
        file,
        rule: 'import-direction',
        message: `${workspace.dir} (${tier}) imports ${name} from ${target.dir} (${targetTier})`,
        fix:
          targetTier === 'tooling'
            ? `move what it needs out of ${target.dir} into a package under packages/ that both import`
            : `move what it needs into a package under packages/, or the code into ${target.dir}`,
      },
    ];
  });
}
