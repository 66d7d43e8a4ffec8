// Every setting a component reads is one an operator can find: the chart sets it in some configuration of its
// values (the shipped defaults, the ci/ scenarios, or every optional integration switched on), or docs/deploy.md
// lists it under 'Settings left at their defaults' for that component. A config key added to a service's config.ts
// and forgotten by the chart and the docs fails here, naming the component and the key (issue 25: the Maps keys,
// the session lifetime and the upload clean-up settings were such keys).
import fs from 'node:fs';
import path from 'node:path';
import { COMPONENT_NAMES } from '@homeward/topology';
import { componentConfigLoader, repoPath } from './project';
import { CHART_DIR, find, type Manifest, renderChart, type RenderOptions } from './render';

const VALUES_DIR = path.join(CHART_DIR, 'ci');
const components: readonly string[] = COMPONENT_NAMES;
const EVERY_COMPONENT = 'every component';

/** Every optional integration and mode on, with a value for each secret, so the chart renders all it can set. */
const EVERYTHING_ON: Record<string, string | boolean> = {
  'stripe.gateway': 'stripe',
  'stripe.publishableKey': 'pk_live_example',
  'secrets.stripe.secretKey': 'sk_live_example',
  'secrets.stripe.webhookSecret': 'whsec_example',
  'secrets.smtp.user': 'mailer',
  'secrets.smtp.password': 'mail-password',
  'secrets.posthog.apiKey': 'phc_example',
  'posthog.host': 'https://eu.i.posthog.com',
  'secrets.notificationTokens.extraKeys': 'an-older-notification-token-key-of-32-chars',
  'analysis.engine': 'openai',
  'analysis.openaiBaseUrl': 'https://llm.example.com/v1',
  'analysis.openaiModel': 'gpt-4o-mini',
  'secrets.analysis.openaiApiKey': 'sk-example',
  // the analyzer's model server outside the release must be named (its egress)
  'networkPolicy.egress.components.inspection-analyzer[0].to[0].ipBlock.cidr': '10.0.0.0/16',
  'googleMaps.browserKey': 'browser-key',
  'secrets.googleMaps.apiKey': 'server-key',
  'googleSignIn.clientId': 'client.apps.googleusercontent.com',
  'secrets.googleSignIn.clientSecret': 'google-client-secret',
  'secrets.rentcast.apiKey': 'rentcast-key',
  'grpcTls.mode': 'mtls',
  'grpcTls.secretName': 'homeward-grpc-tls',
  'keycloak.enabled': true,
  'keycloak.publicUrl': 'https://sso.example.com',
};

const scenarios: RenderOptions[] = [
  { set: { 'stripe.allowOffline': true } },
  ...fs
    .readdirSync(VALUES_DIR)
    .filter((file) => file.endsWith('.yaml'))
    .map((file) => ({ valuesFiles: [path.join(VALUES_DIR, file)] })),
  { set: EVERYTHING_ON },
];

interface Container {
  env?: { name: string; value?: string; valueFrom?: { secretKeyRef?: { name: string; key: string } } }[];
  envFrom?: { secretRef?: { name: string }; configMapRef?: { name: string } }[];
}

/** The variables the chart gives the component in one rendering, with their values where the chart holds them. */
function environmentOf(manifests: Manifest[], component: string): Record<string, string> {
  const deployment = find(manifests, 'Deployment', `homeward-${component}`);
  const container = (deployment.spec as { template: { spec: { containers: Container[] } } }).template.spec
    .containers[0]!;
  const environment: Record<string, string> = {};
  const secretData = (name: string) =>
    manifests.find((manifest) => manifest.kind === 'Secret' && manifest.metadata.name === name)?.data;
  for (const source of container.envFrom ?? []) {
    if (source.configMapRef)
      Object.assign(environment, find(manifests, 'ConfigMap', source.configMapRef.name).data ?? {});
    // A Secret outside the chart (existingSecret) holds the keys the chart's own would: known from EVERYTHING_ON.
    const data = source.secretRef && secretData(source.secretRef.name);
    for (const [key, value] of Object.entries(data ?? {}))
      environment[key] = Buffer.from(value, 'base64').toString();
  }
  for (const variable of container.env ?? []) {
    const ref = variable.valueFrom?.secretKeyRef;
    const data = ref && secretData(ref.name);
    environment[variable.name] =
      variable.value ?? (ref && data?.[ref.key] ? Buffer.from(data[ref.key]!, 'base64').toString() : 'x');
  }
  return environment;
}

/** The names the component's own config loader reads, recorded while it loads `environment`. */
function keysRead(component: string, environment: Record<string, string>): Set<string> {
  const read = new Set<string>();
  const recording = new Proxy(environment, {
    get(target, key) {
      if (typeof key === 'string') read.add(key);
      return typeof key === 'string' ? target[key] : undefined;
    },
    has(target, key) {
      if (typeof key === 'string') read.add(key);
      return key in target;
    },
  });
  try {
    componentConfigLoader(component)(recording as NodeJS.ProcessEnv);
  } catch {
    // a refusal (a production guard) still read every key first
  }
  return read;
}

/** docs/deploy.md's 'Settings left at their defaults' table: component (or 'every component') -> the keys listed. */
function documentedDefaults(): Map<string, Set<string>> {
  const text = fs.readFileSync(repoPath('docs/deploy.md'), 'utf8');
  const start = text.indexOf('### Settings left at their defaults');
  if (start < 0) throw new Error("docs/deploy.md has no '### Settings left at their defaults' section");
  const section = text.slice(start).split(/\n#{2,3} /)[0]!;
  const listed = new Map<string, Set<string>>();
  for (const line of section.split('\n')) {
    const cells = line.split('|').map((cell) => cell.trim());
    if (cells.length < 4 || !cells[1] || cells[1].startsWith('-') || cells[1] === 'component') continue;
    const keys = [...cells[2]!.matchAll(/`([A-Z][A-Z0-9_]*)`/g)].map(([, key]) => key!);
    for (const component of cells[1].split(',').map((name) => name.trim()))
      listed.set(component, new Set([...(listed.get(component) ?? []), ...keys]));
  }
  return listed;
}

const renderings = scenarios.map((scenario) => renderChart(scenario));
const setByChart = new Map(
  components.map((component) => [
    component,
    new Set(renderings.flatMap((manifests) => Object.keys(environmentOf(manifests, component)))),
  ]),
);
const readBy = new Map(
  components.map((component) => {
    const everything = renderings.at(-1)!;
    return [component, keysRead(component, environmentOf(everything, component))];
  }),
);
const documented = documentedDefaults();

describe('the settings each component reads', () => {
  it.each(components)('%s: every one is set by the chart or listed as left at its default', (component) => {
    const listed = new Set([
      ...(documented.get(component) ?? []),
      ...(documented.get(EVERY_COMPONENT) ?? []),
    ]);
    const forgotten = [...readBy.get(component)!]
      .filter((key) => /^[A-Z][A-Z0-9_]*$/.test(key))
      .filter((key) => !setByChart.get(component)!.has(key) && !listed.has(key))
      .sort()
      .map(
        (key) =>
          `${component}: ${key} is neither set by the chart nor listed in docs/deploy.md ('Settings left at their defaults')`,
      );
    expect(forgotten).toEqual([]);
  });

  it('lists in the docs only settings that component reads (no stale rows)', () => {
    const stale: string[] = [];
    for (const [component, keys] of documented) {
      const readers = component === EVERY_COMPONENT ? components : [component];
      if (!readers.every((name) => readBy.has(name))) stale.push(`${component}: no such component`);
      for (const key of keys)
        if (!readers.some((name) => readBy.get(name)!.has(key)))
          stale.push(`${component}: ${key} is read by none`);
    }
    expect(stale).toEqual([]);
  });

  it('sets the settings issue 25 added, the Maps keys from a Secret and the browser key as a value', () => {
    const everything = renderings.at(-1)!;
    expect(environmentOf(everything, 'property')).toMatchObject({
      GOOGLE_MAPS_API_KEY: 'server-key',
      GOOGLE_MAPS_BROWSER_KEY: 'browser-key',
    });
    expect(find(everything, 'ConfigMap', 'homeward-property').data).not.toHaveProperty('GOOGLE_MAPS_API_KEY');
    expect(find(everything, 'ConfigMap', 'homeward-identity').data).toMatchObject({
      SESSION_MAX_LIFETIME_SECONDS: '2592000',
      GOOGLE_CLIENT_ID: 'client.apps.googleusercontent.com',
      GOOGLE_REDIRECT_URI: 'http://localhost:8080/api/auth/callback',
    });
    expect(find(everything, 'ConfigMap', 'homeward-identity').data).not.toHaveProperty(
      'GOOGLE_CLIENT_SECRET',
    );
    expect(find(everything, 'ConfigMap', 'homeward-inspection-analyzer').data).toMatchObject({
      STORAGE_QUOTA_BYTES_PER_USER: '1073741824',
      UPLOAD_URL_TTL_SECONDS: '300',
      UPLOAD_CLEANUP_INTERVAL_MS: '600000',
      UPLOAD_CLEANUP_GRACE_SECONDS: '3600',
    });
    for (const component of ['bff', 'identity'])
      expect(environmentOf(everything, component)).toHaveProperty('CLIENT_ADDRESS_KEY');
  });
});
