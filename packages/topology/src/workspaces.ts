import fs from 'node:fs';
import path from 'node:path';

/**
 * The root package.json's workspaces as folders, its `dir/*` patterns expanded to the sub-folders holding a
 * package.json (sorted, as npm expands them), so a new service under services/ needs no edit of the root manifest.
 */
export function workspaceDirs(root: string): string[] {
  const { workspaces = [] } = JSON.parse(fs.readFileSync(path.join(root, 'package.json'), 'utf8')) as {
    workspaces?: string[];
  };
  return workspaces.flatMap((entry) => {
    if (!entry.endsWith('/*')) return [entry];
    const parent = entry.slice(0, -2);
    const absolute = path.join(root, parent);
    if (!fs.existsSync(absolute)) return [];
    return fs
      .readdirSync(absolute, { withFileTypes: true })
      .filter(
        (child) => child.isDirectory() && fs.existsSync(path.join(absolute, child.name, 'package.json')),
      )
      .map((child) => `${parent}/${child.name}`)
      .sort();
  });
}
