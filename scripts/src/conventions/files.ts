import fs from 'node:fs';
import path from 'node:path';
import { workspaceDirs } from '@homeward/topology';

const SKIPPED_DIRS = new Set(['node_modules', 'dist', 'gen', '.cache', '.homeward', 'coverage']);
export const SOURCE_FILE = /\.(ts|tsx|mts|cts|js|mjs|cjs)$/;

/** Every source file below `dir` (absolute paths, sorted), skipping dependencies, build output and generated code. */
export function sourceFilesUnder(dir: string): string[] {
  if (!fs.existsSync(dir)) return [];
  const found: string[] = [];
  const walk = (current: string) => {
    for (const entry of fs.readdirSync(current, { withFileTypes: true })) {
      const full = path.join(current, entry.name);
      if (entry.isDirectory()) {
        if (!SKIPPED_DIRS.has(entry.name)) walk(full);
      } else if (entry.isFile() && SOURCE_FILE.test(entry.name) && !entry.name.endsWith('.d.ts')) {
        found.push(full);
      }
    }
  };
  walk(dir);
  return found.sort();
}

export const toPosix = (file: string) => file.split(path.sep).join('/');

/** The repository-relative path the messages use. */
export const relativeTo = (root: string, file: string) => toPosix(path.relative(root, file));

/** Where a relative import lands, as a file path without guessing the extension (enough to tell folders apart). */
export function resolveRelative(fromFile: string, specifier: string): string | undefined {
  if (!specifier.startsWith('.')) return undefined;
  return path.resolve(path.dirname(fromFile), specifier);
}

export interface Workspace {
  /** As listed in the root package.json, e.g. `services/property`. */
  dir: string;
  absolute: string;
  manifest: { name?: string; main?: string } | undefined;
}

/** The workspaces of the root package.json, in its order; a listed folder without package.json has no manifest. */
export function workspacesOf(root: string): Workspace[] {
  return workspaceDirs(root).map((dir) => {
    const absolute = path.join(root, dir);
    const packageFile = path.join(absolute, 'package.json');
    return {
      dir,
      absolute,
      manifest: fs.existsSync(packageFile)
        ? (JSON.parse(fs.readFileSync(packageFile, 'utf8')) as Workspace['manifest'])
        : undefined,
    };
  });
}
