import { COMPONENTS, type ComponentName } from '@homeward/local-stack/src/bundles';
import type { BaseSpec } from './base';

export interface ImagesOptions {
  components: ComponentName[];
  /** Make the base first (debootstrap + Node from npm), tagged `nodeImage`. */
  makeBase: boolean;
  /** Start each image and check /healthz after building; off with --build-only. */
  check: boolean;
  /** Images are `homeward/<component>:<tag>` (compose's names with the default). */
  tag: string;
  /** The base every stage builds FROM. */
  nodeImage: string;
  /** Seconds a container may take to answer /healthz. */
  healthzTimeoutSeconds: number;
  help: boolean;
}

export const USAGE = `usage: npm run images -- [--make-base] [--only <component,...>] [--build-only] [--tag <tag>]
                            [--healthz-timeout <seconds>]
  Builds homeward/<component>:<tag> for ${COMPONENTS.join(', ')} FROM $NODE_IMAGE (default: the Dockerfile's),
  then starts each on this machine's PostgreSQL, Kafka mock broker, s3rver and mail catcher and checks /healthz.
  --make-base        make the base first where no registry answers (root, debootstrap): Debian + Node + npm +
                     user node (1000), tagged $NODE_IMAGE or homeward/node-base:<node version>
  --only             build and check only these components
  --build-only       build, do not start anything
  --tag              image tag (default: local)
  --healthz-timeout  seconds each container has to answer /healthz (default: 90)`;

function componentList(value: string): ComponentName[] {
  const names = value
    .split(',')
    .map((name) => name.trim())
    .filter(Boolean);
  const unknown = names.filter((name) => !(COMPONENTS as readonly string[]).includes(name));
  if (unknown.length > 0 || names.length === 0)
    throw new Error(
      `--only: unknown component ${unknown.join(', ') || '(none named)'}; known: ${COMPONENTS.join(', ')}`,
    );
  // In the stack's order (identity first: the others fetch its JWKS), whatever order they were named in.
  return COMPONENTS.filter((name) => names.includes(name));
}

/**
 * `NODE_IMAGE` picks the base; unset, it is the Dockerfile's default, or with --make-base the local base's tag (so a
 * made base is never passed off under the official image's name).
 */
export function parseImagesArgs(
  argv: readonly string[],
  env: NodeJS.ProcessEnv,
  base: BaseSpec,
): ImagesOptions {
  const options: ImagesOptions = {
    components: [...COMPONENTS],
    makeBase: false,
    check: true,
    tag: 'local',
    nodeImage: '',
    healthzTimeoutSeconds: 90,
    help: false,
  };
  const valueOf = (flag: string, index: number): string => {
    const value = argv[index + 1];
    if (value === undefined || value.startsWith('--')) throw new Error(`${flag} needs a value`);
    return value;
  };
  for (let index = 0; index < argv.length; index++) {
    const arg = argv[index]!;
    if (arg === '--make-base') options.makeBase = true;
    else if (arg === '--build-only') options.check = false;
    else if (arg === '--help' || arg === '-h') options.help = true;
    else if (arg === '--only') options.components = componentList(valueOf(arg, index++));
    else if (arg === '--tag') {
      options.tag = valueOf(arg, index++);
      if (!/^[\w][\w.-]{0,127}$/.test(options.tag))
        throw new Error(`--tag: "${options.tag}" is not a Docker tag`);
    } else if (arg === '--healthz-timeout') {
      const seconds = Number(valueOf(arg, index++));
      if (!Number.isInteger(seconds) || seconds <= 0)
        throw new Error('--healthz-timeout: a whole number of seconds above 0');
      options.healthzTimeoutSeconds = seconds;
    } else throw new Error(`unknown argument "${arg}"`);
  }
  const fromEnv = env.NODE_IMAGE?.trim();
  options.nodeImage = fromEnv || (options.makeBase ? base.localTag : base.defaultImage);
  if (options.makeBase && /^(docker\.io\/)?(library\/)?node:/.test(options.nodeImage))
    throw new Error(
      `--make-base: a made base is not the official image, so it is not tagged ${options.nodeImage}`,
    );
  return options;
}

export const imageName = (component: ComponentName, tag: string) => `homeward/${component}:${tag}`;
