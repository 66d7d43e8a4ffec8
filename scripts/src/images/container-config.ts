// What each container is started with: the environment the local stack gives the same component (stack/homeward.ts,
// so the two never drift), as the chart runs it, on the host's network where the stack's infrastructure listens.
import type { ComponentName } from '@homeward/local-stack/src/bundles';
import {
  backendEnv,
  bffEnv,
  type BackingServices,
  type HomewardPorts,
} from '@homeward/local-stack/src/homeward';

/**
 * The image's own NODE_ENV (production, as the chart sets it) instead of the stack's development, plus the two demo
 * allowances production refuses without, as the bench grants them: payments go through the offline gateway and
 * identity signs with its built-in sample key, stand-ins no real deployment may use.
 */
const AS_DEPLOYED = {
  NODE_ENV: 'production',
  ALLOW_OFFLINE_PAYMENTS: 'true',
  ALLOW_SAMPLE_SECRETS: 'true',
};

/** Where the BFF's image keeps the built SPA (the Dockerfile copies frontend/dist there; the chart sets the same). */
export const IMAGE_STATIC_DIR = '/app/public';

/** The host's variables the stack passes to a local process; inside an image they would point at nothing. */
const HOST_ONLY = new Set(['PATH', 'HOME']);

export interface ContainerSetup {
  backing: BackingServices;
  ports: HomewardPorts;
  sessionSecret: string;
}

export function containerEnv(component: ComponentName, setup: ContainerSetup): Record<string, string> {
  const options = {
    ...setup,
    logDir: '/nonexistent', // containers log to stdout; docker keeps it
    staticDir: IMAGE_STATIC_DIR,
    env: { [component]: AS_DEPLOYED },
  };
  const env = component === 'bff' ? bffEnv(options) : backendEnv(component, options);
  return Object.fromEntries(
    Object.entries(env).filter(
      (entry): entry is [string, string] => entry[1] !== undefined && !HOST_ONLY.has(entry[0]),
    ),
  );
}

/** /healthz is on the ops port for a backend, on PORT for the BFF (the image's HEALTHCHECK asks the same). */
export function healthzPort(component: ComponentName, ports: HomewardPorts): number {
  return component === 'bff' ? ports.bff : ports.ops[component];
}

/** The Dockerfile's build arguments for one component; only the BFF carries the SPA. */
export function buildArgs(component: ComponentName, nodeImage: string): Record<string, string> {
  return {
    NODE_IMAGE: nodeImage,
    COMPONENT: component,
    ...(component === 'bff' ? { WITH_SPA: 'true' } : {}),
  };
}
