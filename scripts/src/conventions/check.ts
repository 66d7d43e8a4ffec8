import path from 'node:path';
import { workspacesOf } from './files';
import { checkService } from './service-rules';
import type { Violation } from './violations';
import { crossWorkspaceTestImports, mainExists } from './workspace-rules';

/** The workspace that holds the service mechanisms; the service rules describe its users, not it. */
const KIT = 'services/kit';

export interface CheckOptions {
  /** Check only these workspaces (e.g. `['services/example']`); all of the root package.json's by default. */
  only?: readonly string[];
}

/** docs/conventions.md 'Rules the check enforces', over the repository at `root`; empty when it follows them. */
export function checkConventions(root: string, options: CheckOptions = {}): Violation[] {
  const all = workspacesOf(root);
  const checked = options.only ? all.filter((workspace) => options.only!.includes(workspace.dir)) : all;
  return checked.flatMap((workspace) => [
    ...mainExists(root, workspace),
    ...(workspace.manifest ? crossWorkspaceTestImports(root, workspace, all) : []),
    ...(isBackend(workspace.dir) && workspace.manifest ? checkService(root, workspace.dir) : []),
  ]);
}

export const isBackend = (dir: string) => path.posix.dirname(dir) === 'services' && dir !== KIT;
