import fs from 'node:fs';
import { builtinModules } from 'node:module';
import path from 'node:path';
import ts from 'typescript';
import { relativeTo, sourceFilesUnder, type Workspace } from './files';
import { parseSourceFile } from './source';

export interface Manifest {
  name?: string;
  dependencies?: Record<string, string>;
  devDependencies?: Record<string, string>;
  peerDependencies?: Record<string, string>;
}

/** The package a bare specifier loads: `@scope/name/sub` -> `@scope/name`, `name/sub` -> `name`. */
export function packageOf(specifier: string): string {
  const parts = specifier.split('/');
  return (specifier.startsWith('@') ? parts.slice(0, 2) : parts.slice(0, 1)).join('/');
}

const BUILTINS = new Set(builtinModules);
const isBuiltin = (specifier: string) => specifier.startsWith('node:') || BUILTINS.has(packageOf(specifier));

/** The packages a workspace's source loads by name, each with the first file that does. */
export interface ImportedPackage {
  name: string;
  file: string;
}

/**
 * Every package a workspace's source files import by name, skipping relative paths, Node builtins, the workspace
 * itself and the tsconfig `paths` aliases (e.g. the SPA's `@api`), which resolve to files rather than packages.
 * Generated code counts: it is what loads the protos' runtime.
 */
export function importedPackages(root: string, workspace: Workspace): ImportedPackage[] {
  const aliases = pathAliases(workspace.absolute);
  const isAlias = (specifier: string) =>
    aliases.some((alias) =>
      alias.endsWith('/*') ? specifier.startsWith(alias.slice(0, -1)) : specifier === alias,
    );
  const files = [
    ...sourceFilesUnder(workspace.absolute),
    ...sourceFilesUnder(path.join(workspace.absolute, 'gen')),
  ];
  const found = new Map<string, string>();
  for (const file of files) {
    for (const { specifier } of parseSourceFile(file).imports) {
      if (
        specifier.startsWith('.') ||
        specifier.startsWith('/') ||
        isBuiltin(specifier) ||
        isAlias(specifier)
      )
        continue;
      const name = packageOf(specifier);
      if (name !== workspace.manifest?.name && !found.has(name)) found.set(name, relativeTo(root, file));
    }
  }
  return [...found].map(([name, file]) => ({ name, file }));
}

function pathAliases(dir: string): string[] {
  const file = path.join(dir, 'tsconfig.json');
  if (!fs.existsSync(file)) return [];
  const { config } = ts.parseConfigFileTextToJson(file, fs.readFileSync(file, 'utf8'));
  return Object.keys((config as { compilerOptions?: { paths?: object } })?.compilerOptions?.paths ?? {});
}

/** What is wrong between one workspace's imports and its package.json, one readable line each. */
export function dependencyProblems(
  manifest: Manifest,
  imported: readonly ImportedPackage[],
  allowedUnimported: Readonly<Record<string, string>> = {},
): string[] {
  const declared = new Set(
    [manifest.dependencies, manifest.devDependencies, manifest.peerDependencies].flatMap((section) =>
      Object.keys(section ?? {}),
    ),
  );
  const importedNames = new Set(imported.map(({ name }) => name));
  const problems = imported
    .filter(({ name }) => !declared.has(name))
    .map(({ name, file }) => `${file} imports ${name}, which ${manifest.name} does not declare`);
  for (const name of declared) {
    if (importedNames.has(name) || name in allowedUnimported) continue;
    // Types ship apart from their package: @types/x stays exactly as long as x is declared (or is Node itself).
    const typed = name.startsWith('@types/')
      ? name.slice('@types/'.length).replace(/^(.+)__/, '@$1/')
      : undefined;
    if (typed !== undefined && (typed === 'node' || declared.has(typed))) continue;
    problems.push(`${manifest.name} declares ${name}, which nothing in it imports`);
  }
  for (const name of Object.keys(allowedUnimported))
    if (!declared.has(name))
      problems.push(`${manifest.name} allows ${name} unimported but does not declare it`);
  return problems;
}
