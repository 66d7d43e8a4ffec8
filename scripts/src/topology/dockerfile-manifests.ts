import { workspaceDirs, type Manifest } from '@homeward/topology';
import type { RenderContext } from './generated-files';

export const DOCKERFILE = 'Dockerfile';
export const DOCKERFILE_MARKERS = {
  start: '# <workspaces: generated from package.json by `npm run topology:gen`>',
  end: '# </workspaces>',
};

/**
 * Every workspace's package.json, copied before `npm install` so the lockfile matches and the dependency layer is
 * reused until one changes. From the root package.json's workspaces (`services/*` expanded), so a new service needs
 * no Dockerfile edit.
 */
export function renderDockerfileManifests(_manifest: Manifest, { root }: RenderContext): string {
  return workspaceDirs(root)
    .map((workspace) => `COPY ${workspace}/package.json ${workspace}/`)
    .join('\n');
}
