// What the Dockerfile expects of its base (`ARG NODE_IMAGE=node:<version>-<suite>-slim`), read from the Dockerfile
// itself so a bump of the pinned Node there is a bump here too.
import path from 'node:path';
import { parseDockerfile } from '../deploy-check/dockerfile';
import { REPO_ROOT } from '@homeward/local-stack/src/paths';

export interface BaseSpec {
  /** The Dockerfile's default NODE_IMAGE, e.g. `node:24.22.3-bookworm-slim`. */
  defaultImage: string;
  /** Node's exact version, e.g. `24.22.3`. */
  nodeVersion: string;
  /** The Debian release the official image is built on, e.g. `bookworm`. */
  suite: string;
  /** The tag a locally made base gets, e.g. `homeward/node-base:24.22.3`. */
  localTag: string;
}

/** Reads `node:<x.y.z>-<suite>[-slim]` into its parts; anything else is not a base this tool knows how to make. */
export function baseSpecOf(defaultImage: string): BaseSpec {
  const match = /^node:(\d+\.\d+\.\d+)-([a-z]+)(?:-slim)?$/.exec(defaultImage);
  if (!match)
    throw new Error(`NODE_IMAGE default "${defaultImage}" is not node:<x.y.z>-<debian suite>[-slim]`);
  const [, nodeVersion = '', suite = ''] = match;
  return { defaultImage, nodeVersion, suite, localTag: `homeward/node-base:${nodeVersion}` };
}

export function dockerfileBaseSpec(dockerfile = path.join(REPO_ROOT, 'Dockerfile')): BaseSpec {
  const image = parseDockerfile(dockerfile).globalArgs.NODE_IMAGE;
  if (!image) throw new Error(`${dockerfile} declares no ARG NODE_IMAGE default`);
  return baseSpecOf(image);
}
