import path from 'node:path';
import { workspacesOf } from './files';
import { checkService } from './service-rules';
import type { Violation } from './violations';
import { importedPackages } from './dependencies';
import { crossWorkspaceTestImports, importsPointDown, mainExists } from './workspace-rules';

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
    ...(workspace.manifest ? importsPointDown(root, workspace, all, importedPackages(root, workspace)) : []),
    ...(isBackend(workspace.dir) && workspace.manifest ? checkService(root, workspace.dir) : []),
  ]);
}

/** A deployable gRPC service: the service rules apply to every workspace under services/. */
export const isBackend = (dir: string) => path.posix.dirname(dir) === 'services';
