// Validation of rendered manifests without a cluster: core kinds against the Kubernetes OpenAPI schemas shipped in
// kubernetes-models (types, required fields, enums, formats), Prometheus Operator kinds structurally, and the
// cross-references a schema cannot see (selectors, named ports, referenced ConfigMaps/Secrets).
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { Manifest } from './render';

const load = createRequire(__filename);

interface ValidatableModel {
  validate(): void;
}
type ModelClass = new (data: unknown) => ValidatableModel;

/** `apps/v1` -> `kubernetes-models/apps/v1`; the core group `v1` -> `kubernetes-models/v1`. */
function modelFor(apiVersion: string, kind: string): ModelClass | undefined {
  try {
    const module = load(`kubernetes-models/${apiVersion}`) as Record<string, ModelClass | undefined>;
    return module[kind];
  } catch {
    return undefined;
  }
}

const DURATION = /^([0-9]+(ms|s|m|h|d|w|y))+$/;
const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const isStringMap = (value: unknown) =>
  isObject(value) && Object.values(value).every((v) => typeof v === 'string');

function bracketsBalanced(expr: string): boolean {
  const pairs: Record<string, string> = { ')': '(', ']': '[', '}': '{' };
  const stack: string[] = [];
  let quote: string | undefined;
  for (const char of expr) {
    if (quote) {
      if (char === quote) quote = undefined;
    } else if (char === '"' || char === "'") quote = char;
    else if ('([{'.includes(char)) stack.push(char);
    else if (pairs[char] && stack.pop() !== pairs[char]) return false;
  }
  return stack.length === 0 && !quote;
}

function serviceMonitorErrors(spec: Record<string, unknown>): string[] {
  const errors: string[] = [];
  const selector = spec.selector;
  if (
    !isObject(selector) ||
    !isStringMap(selector.matchLabels) ||
    Object.keys(selector.matchLabels ?? {}).length === 0
  )
    errors.push('spec.selector.matchLabels must be a non-empty string map');
  if (spec.jobLabel !== undefined && typeof spec.jobLabel !== 'string')
    errors.push('spec.jobLabel must be a string');
  const endpoints = spec.endpoints;
  if (!Array.isArray(endpoints) || endpoints.length === 0)
    errors.push('spec.endpoints must be a non-empty list');
  else
    endpoints.forEach((endpoint: unknown, index) => {
      if (!isObject(endpoint)) return errors.push(`spec.endpoints[${index}] must be an object`);
      if (typeof endpoint.port !== 'string' || !endpoint.port)
        errors.push(`spec.endpoints[${index}].port must name a port`);
      if (endpoint.path !== undefined && !String(endpoint.path).startsWith('/'))
        errors.push(`spec.endpoints[${index}].path must start with /`);
      if (endpoint.interval !== undefined && !DURATION.test(String(endpoint.interval)))
        errors.push(`spec.endpoints[${index}].interval is not a Prometheus duration`);
    });
  return errors;
}

/** Rule groups as Prometheus loads them (a PrometheusRule's spec, or a rule file). */
export function ruleGroupErrors(spec: unknown): string[] {
  const errors: string[] = [];
  if (!isObject(spec) || !Array.isArray(spec.groups) || spec.groups.length === 0)
    return ['groups must be a non-empty list'];
  const groupNames = new Set<string>();
  spec.groups.forEach((group: unknown, g) => {
    if (!isObject(group) || typeof group.name !== 'string' || !group.name)
      return errors.push(`groups[${g}].name missing`);
    if (groupNames.has(group.name)) errors.push(`groups[${g}]: duplicate group name ${group.name}`);
    groupNames.add(group.name);
    if (!Array.isArray(group.rules) || group.rules.length === 0)
      return errors.push(`groups[${g}].rules must be non-empty`);
    group.rules.forEach((rule: unknown, r) => {
      const at = `groups[${g}].rules[${r}]`;
      if (!isObject(rule)) return errors.push(`${at} must be an object`);
      const named = [rule.alert, rule.record].filter((name) => typeof name === 'string' && name);
      if (named.length !== 1) errors.push(`${at} needs exactly one of alert or record`);
      if (typeof rule.expr !== 'string' || !rule.expr.trim())
        errors.push(`${at}.expr must be a non-empty string`);
      else if (!bracketsBalanced(rule.expr)) errors.push(`${at}.expr has unbalanced brackets or quotes`);
      if (rule.for !== undefined && !DURATION.test(String(rule.for)))
        errors.push(`${at}.for is not a duration`);
      for (const map of ['labels', 'annotations'] as const)
        if (rule[map] !== undefined && !isStringMap(rule[map]))
          errors.push(`${at}.${map} must map strings to strings`);
      if (rule.alert && !(isObject(rule.labels) && typeof rule.labels.severity === 'string'))
        errors.push(`${at} (alert) needs a severity label`);
    });
  });
  return errors;
}

/** KEDA's ScaledObject: a target, replica bounds that make sense, and triggers of the kinds the chart renders. */
function scaledObjectErrors(spec: Record<string, unknown>): string[] {
  const errors: string[] = [];
  if (
    !isObject(spec.scaleTargetRef) ||
    typeof spec.scaleTargetRef.name !== 'string' ||
    !spec.scaleTargetRef.name
  )
    errors.push('spec.scaleTargetRef.name must name the Deployment');
  const min = Number(spec.minReplicaCount ?? 0);
  const max = Number(spec.maxReplicaCount ?? 100);
  if (!Number.isInteger(min) || !Number.isInteger(max) || min < 0 || max < 1 || min > max)
    errors.push('spec.minReplicaCount/maxReplicaCount must be integers with 0 <= min <= max, max >= 1');
  const triggers = spec.triggers;
  if (!Array.isArray(triggers) || triggers.length === 0)
    return [...errors, 'spec.triggers must be a non-empty list'];
  triggers.forEach((trigger: unknown, index) => {
    const at = `spec.triggers[${index}]`;
    if (!isObject(trigger) || !isStringMap(trigger.metadata))
      return errors.push(`${at} needs a type and string metadata (KEDA wants every value quoted)`);
    const required: Record<string, string[]> = {
      kafka: ['bootstrapServers', 'consumerGroup', 'topic', 'lagThreshold'],
      prometheus: ['serverAddress', 'query', 'threshold'],
    };
    const keys = required[String(trigger.type)];
    if (!keys) return errors.push(`${at}.type ${String(trigger.type)} is not one the chart renders`);
    for (const key of keys)
      if (!(trigger.metadata as Record<string, string>)[key])
        errors.push(`${at}.metadata.${key} is required`);
  });
  return errors;
}

const CUSTOM_KINDS: Record<string, (spec: Record<string, unknown>) => string[]> = {
  'keda.sh/v1alpha1/ScaledObject': scaledObjectErrors,
  'monitoring.coreos.com/v1/ServiceMonitor': serviceMonitorErrors,
  'monitoring.coreos.com/v1/PrometheusRule': ruleGroupErrors,
};

/**
 * Every field name any Kubernetes schema in kubernetes-models knows, read from its compiled validators (the package
 * ships no raw OpenAPI). The validators accept unknown fields, which the API server would reject or drop, so a
 * misspelt key (`readinesProbe`) would otherwise pass: checking names against this set catches such typos.
 */
let knownFieldNames: Set<string> | undefined;
function knownFields(): Set<string> {
  if (knownFieldNames) return knownFieldNames;
  const names = new Set<string>();
  for (const pkg of ['kubernetes-models', '@kubernetes-models/apimachinery']) {
    const dir = path.join(path.dirname(load.resolve(`${pkg}/package.json`)), '_schemas');
    for (const file of fs.readdirSync(dir).filter((f) => f.endsWith('.js'))) {
      const code = fs.readFileSync(path.join(dir, file), 'utf8');
      for (const [, name] of code.matchAll(/data\.([A-Za-z_$][\w$]*)/g)) names.add(name!);
      for (const [, name] of code.matchAll(/data\["([^"]+)"\]/g)) names.add(name!);
    }
  }
  knownFieldNames = names;
  return names;
}

/** Maps whose keys are data, not field names. */
const FREE_FORM = new Set([
  'labels',
  'annotations',
  'data',
  'stringData',
  'binaryData',
  'matchLabels',
  'nodeSelector',
  'requests',
  'limits',
]);

/** Field names no Kubernetes schema knows, with their paths. */
export function unknownFieldErrors(manifest: Manifest): string[] {
  if (CUSTOM_KINDS[`${manifest.apiVersion}/${manifest.kind}`]) return [];
  const known = knownFields();
  const errors: string[] = [];
  const walk = (node: unknown, at: string) => {
    if (Array.isArray(node)) return node.forEach((item, index) => walk(item, `${at}[${index}]`));
    if (!isObject(node)) return;
    for (const [key, value] of Object.entries(node)) {
      if (!known.has(key))
        errors.push(`${manifest.kind}/${manifest.metadata.name}: unknown field ${at}.${key}`);
      // A Service's selector is a plain label map; every other selector is a LabelSelector object.
      const plainSelector =
        key === 'selector' && isObject(value) && !('matchLabels' in value || 'matchExpressions' in value);
      if (!FREE_FORM.has(key) && !plainSelector) walk(value, `${at}.${key}`);
    }
  };
  walk(manifest, '');
  return errors;
}

/** Schema problems of one manifest; empty when valid. */
export function schemaErrors(manifest: Manifest): string[] {
  const where = `${manifest.kind}/${manifest.metadata?.name}`;
  if (!manifest.metadata?.name) return [`${manifest.kind}: metadata.name missing`];
  if (!/^[a-z0-9]([-a-z0-9.]*[a-z0-9])?$/.test(manifest.metadata.name) || manifest.metadata.name.length > 253)
    return [`${where}: metadata.name is not a DNS subdomain`];
  const custom = CUSTOM_KINDS[`${manifest.apiVersion}/${manifest.kind}`];
  if (custom) {
    if (!isObject(manifest.spec)) return [`${where}: spec missing`];
    return custom(manifest.spec).map((error) => `${where}: ${error}`);
  }
  const Model = modelFor(manifest.apiVersion, manifest.kind);
  if (!Model) return [`${where}: no schema for ${manifest.apiVersion} ${manifest.kind}`];
  try {
    new Model(manifest).validate();
    return unknownFieldErrors(manifest);
  } catch (error) {
    return [`${where}: ${(error as Error).message}`, ...unknownFieldErrors(manifest)];
  }
}

interface Container {
  name: string;
  ports?: { name?: string; containerPort: number }[];
  envFrom?: { configMapRef?: { name: string }; secretRef?: { name: string } }[];
  env?: { name: string; valueFrom?: { secretKeyRef?: { name: string; key: string } } }[];
  resources?: { requests?: Record<string, unknown>; limits?: Record<string, unknown> };
  readinessProbe?: Probe;
  livenessProbe?: Probe;
  startupProbe?: Probe;
}
interface Probe {
  httpGet?: { port: string | number };
  tcpSocket?: { port: string | number };
}
interface PodTemplate {
  metadata: { labels: Record<string, string> };
  spec: { containers: Container[]; initContainers?: Container[] };
}
export interface Workload {
  manifest: Manifest;
  labels: Record<string, string>;
  containers: Container[];
  initContainers: Container[];
}

export function workloads(manifests: Manifest[]): Workload[] {
  return manifests
    .filter((m) => ['Deployment', 'StatefulSet', 'Job'].includes(m.kind))
    .map((manifest) => {
      const template = (manifest.spec as { template: PodTemplate }).template;
      return {
        manifest,
        labels: template.metadata?.labels ?? {},
        containers: template.spec.containers,
        initContainers: template.spec.initContainers ?? [],
      };
    });
}

const matches = (selector: Record<string, string> | undefined, labels: Record<string, string>) =>
  !!selector &&
  Object.keys(selector).length > 0 &&
  Object.entries(selector).every(([k, v]) => labels[k] === v);

/**
 * What no schema sees: every selector selects something, every named port exists, every referenced ConfigMap and
 * Secret is rendered (or is one of `externalSecrets`), every long-running container has requests, limits and probes.
 */
export function crossReferenceErrors(manifests: Manifest[], externalSecrets: string[] = []): string[] {
  const errors: string[] = [];
  const names = (kind: string) =>
    new Set(manifests.filter((m) => m.kind === kind).map((m) => m.metadata.name));
  const configMaps = names('ConfigMap');
  const secrets = new Map(manifests.filter((m) => m.kind === 'Secret').map((m) => [m.metadata.name, m]));
  const pods = workloads(manifests);
  const seen = new Set<string>();
  for (const m of manifests) {
    const key = `${m.kind}/${m.metadata.name}`;
    if (seen.has(key)) errors.push(`${key} rendered twice`);
    seen.add(key);
  }

  for (const { manifest, labels, containers, initContainers } of pods) {
    const where = `${manifest.kind}/${manifest.metadata.name}`;
    const selector = (manifest.spec as { selector?: { matchLabels?: Record<string, string> } }).selector
      ?.matchLabels;
    if (manifest.kind !== 'Job' && !matches(selector, labels))
      errors.push(`${where}: selector does not match its pod labels`);
    for (const container of [...containers, ...initContainers]) {
      if (!container.resources?.requests || !container.resources?.limits)
        errors.push(`${where}: ${container.name} lacks resource requests or limits`);
      const portNames = new Set((container.ports ?? []).map((p) => p.name));
      for (const probeKind of ['readinessProbe', 'livenessProbe', 'startupProbe'] as const) {
        const port = container[probeKind]?.httpGet?.port ?? container[probeKind]?.tcpSocket?.port;
        if (typeof port === 'string' && !portNames.has(port))
          errors.push(`${where}: ${probeKind} uses unknown port ${port}`);
      }
      if (manifest.kind !== 'Job' && !initContainers.includes(container)) {
        if (!container.readinessProbe || !container.livenessProbe)
          errors.push(`${where}: ${container.name} lacks probes`);
      }
      for (const source of container.envFrom ?? []) {
        if (source.configMapRef && !configMaps.has(source.configMapRef.name))
          errors.push(`${where}: envFrom ConfigMap ${source.configMapRef.name} is not rendered`);
        if (
          source.secretRef &&
          !secrets.has(source.secretRef.name) &&
          !externalSecrets.includes(source.secretRef.name)
        )
          errors.push(
            `${where}: envFrom Secret ${source.secretRef.name} is neither rendered nor declared external`,
          );
      }
      for (const variable of container.env ?? []) {
        const ref = variable.valueFrom?.secretKeyRef;
        if (!ref) continue;
        const secret = secrets.get(ref.name);
        if (!secret && !externalSecrets.includes(ref.name))
          errors.push(
            `${where}: ${variable.name} reads Secret ${ref.name}, which is neither rendered nor external`,
          );
        if (secret && !(ref.key in (secret.data ?? {})))
          errors.push(`${where}: Secret ${ref.name} has no key ${ref.key}`);
      }
    }
  }

  const services = manifests.filter((m) => m.kind === 'Service');
  for (const service of services) {
    const spec = service.spec as {
      selector?: Record<string, string>;
      ports: { name?: string; targetPort?: string | number }[];
    };
    const backends = pods.filter((pod) => matches(spec.selector, pod.labels));
    if (backends.length === 0) errors.push(`Service/${service.metadata.name}: selects no workload`);
    for (const port of spec.ports) {
      if (typeof port.targetPort !== 'string') continue;
      const named = backends.some((pod) =>
        pod.containers.some((c) => c.ports?.some((p) => p.name === port.targetPort)),
      );
      if (!named)
        errors.push(
          `Service/${service.metadata.name}: targetPort ${port.targetPort} names no container port`,
        );
    }
  }
  const servicePortNames = (name: string) =>
    new Set(
      (
        (services.find((s) => s.metadata.name === name)?.spec as { ports?: { name?: string }[] })?.ports ?? []
      ).map((p) => p.name),
    );

  for (const ingress of manifests.filter((m) => m.kind === 'Ingress')) {
    const rules = (
      ingress.spec as {
        rules: { http: { paths: { backend: { service: { name: string; port: { name?: string } } } }[] } }[];
      }
    ).rules;
    for (const path of rules.flatMap((rule) => rule.http.paths)) {
      const { name, port } = path.backend.service;
      if (!servicePortNames(name).has(port.name))
        errors.push(`Ingress/${ingress.metadata.name}: no Service ${name} port ${port.name}`);
    }
  }
  for (const m of manifests.filter((x) => ['PodDisruptionBudget', 'NetworkPolicy'].includes(x.kind))) {
    const selector =
      m.kind === 'NetworkPolicy'
        ? (m.spec as { podSelector: { matchLabels: Record<string, string> } }).podSelector.matchLabels
        : (m.spec as { selector: { matchLabels: Record<string, string> } }).selector.matchLabels;
    if (!pods.some((pod) => matches(selector, pod.labels)))
      errors.push(`${m.kind}/${m.metadata.name}: selects no pods`);
  }
  for (const hpa of manifests.filter((m) => m.kind === 'HorizontalPodAutoscaler')) {
    const target = (hpa.spec as { scaleTargetRef: { kind: string; name: string } }).scaleTargetRef;
    if (!manifests.some((m) => m.kind === target.kind && m.metadata.name === target.name))
      errors.push(
        `HorizontalPodAutoscaler/${hpa.metadata.name}: target ${target.kind}/${target.name} not rendered`,
      );
  }
  for (const monitor of manifests.filter((m) => m.kind === 'ServiceMonitor')) {
    const spec = monitor.spec as {
      selector: { matchLabels: Record<string, string> };
      endpoints: { port: string }[];
    };
    const selected = services.filter((s) => matches(spec.selector.matchLabels, s.metadata.labels ?? {}));
    if (selected.length === 0) errors.push(`ServiceMonitor/${monitor.metadata.name}: selects no Service`);
    for (const endpoint of spec.endpoints)
      if (!selected.every((s) => servicePortNames(s.metadata.name).has(endpoint.port)))
        errors.push(
          `ServiceMonitor/${monitor.metadata.name}: port ${endpoint.port} missing on a selected Service`,
        );
  }
  return errors;
}
