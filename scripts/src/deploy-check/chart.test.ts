// helm/homeward, statically: lint --strict, then every values combination rendered by the real Helm binary and
// every manifest checked against the Kubernetes schemas plus the cross-references a schema cannot see.
import fs from 'node:fs';
import path from 'node:path';
import { METRIC } from '@homeward/kit/src/metrics/names';
import { parse } from 'yaml';
import { crossReferenceErrors, ruleGroupErrors, schemaErrors, workloads } from './k8s-validate';
import { PUBLISHED_DATABASE_PASSWORDS } from '@homeward/kit/src/production-safety';
import {
  COMPONENT_NAMES,
  MANIFEST,
  SERVICE_NAMES,
  componentOf,
  type ComponentName,
  type ServiceName,
} from '@homeward/topology';
import { componentConfigLoader } from './project';
import { byKind, CHART_DIR, find, helm, type Manifest, renderChart, renderError } from './render';
import { REPO_ROOT } from '@homeward/local-stack/src/paths';

/** The business metrics each service declares in its own src/metrics.ts (conventions: the kit has the mechanism). */
/** Names registered in any `metrics.ts` of a service (its src/metrics.ts, or an adapter's own, e.g. the AI engine's). */
function serviceMetricNames(): string[] {
  const services = path.join(REPO_ROOT, 'services');
  return fs.readdirSync(services).flatMap((name) => {
    const src = path.join(services, name, 'src');
    if (!fs.existsSync(src)) return [];
    return (fs.readdirSync(src, { recursive: true }) as string[])
      .filter((file) => path.basename(file) === 'metrics.ts')
      .flatMap((file) =>
        [...fs.readFileSync(path.join(src, file), 'utf8').matchAll(/name: '(homeward_[a-z_]+)'/g)].map(
          ([, metric]) => metric!,
        ),
      );
  });
}

const VALUES_DIR = path.join(CHART_DIR, 'ci');
const valuesFiles = fs.readdirSync(VALUES_DIR).filter((file) => file.endsWith('.yaml'));
const components: readonly string[] = COMPONENT_NAMES;

/** Secrets a values file says exist outside the chart (existingSecret fields). */
function declaredExternalSecrets(file: string): string[] {
  const values = parse(fs.readFileSync(path.join(VALUES_DIR, file), 'utf8')) ?? {};
  const blocks = [...Object.values(values.secrets ?? {}), values.externalDatabase ?? {}] as {
    existingSecret?: string;
  }[];
  const kafka = [values.externalKafka?.sasl?.passwordSecret?.name, values.externalKafka?.tls?.caSecret?.name];
  return [...blocks.map((block) => block.existingSecret), ...kafka].filter((name): name is string => !!name);
}

/** A component's port as components.yaml gives it, and a service's in-release gRPC address. */
const portOf = (name: ComponentName, port: 'grpc' | 'http' | 'ops') => componentOf(name).ports[port]!;
const grpcAddress = (name: ServiceName) => `homeward-${name}:${portOf(name, 'grpc')}`;
const BFF_PORTS = { http: portOf('bff', 'http'), ops: portOf('bff', 'ops') };

const configOf = (manifests: Manifest[], component: string) =>
  find(manifests, 'ConfigMap', `homeward-${component}`).data ?? {};

interface PodSpec {
  securityContext: { runAsNonRoot?: boolean };
  containers: {
    image: string;
    env?: { name: string; valueFrom?: { secretKeyRef?: { name: string; key: string } } }[];
    envFrom?: { secretRef?: { name: string } }[];
    securityContext: { readOnlyRootFilesystem?: boolean; allowPrivilegeEscalation?: boolean };
  }[];
}
const podOf = (manifests: Manifest[], component: string) =>
  (find(manifests, 'Deployment', `homeward-${component}`).spec as { template: { spec: PodSpec } }).template
    .spec;

describe('helm chart helm/homeward', () => {
  it('has a values file per scenario under ci/', () => {
    expect(valuesFiles.sort()).toEqual(
      [
        'default-values.yaml',
        'hardened-values.yaml',
        'monitoring-values.yaml',
        'production-values.yaml',
      ].sort(),
    );
  });

  it.each(valuesFiles)('passes helm lint --strict with ci/%s', (file) => {
    const result = helm(['lint', '--strict', CHART_DIR, '-f', path.join(VALUES_DIR, file)]);
    expect(result.output).toContain('0 chart(s) failed');
    expect(result.ok).toBe(true);
  });

  describe.each(valuesFiles)('rendered with ci/%s', (file) => {
    const manifests = renderChart({ valuesFiles: [path.join(VALUES_DIR, file)] });

    it('renders only manifests valid against the Kubernetes schemas', () => {
      expect(manifests.length).toBeGreaterThan(10);
      expect(manifests.flatMap(schemaErrors)).toEqual([]);
    });

    it('renders consistent references (selectors, named ports, ConfigMaps, Secrets, probes, resources)', () => {
      expect(crossReferenceErrors(manifests, declaredExternalSecrets(file))).toEqual([]);
    });

    it('deploys every component as a hardened, probed Deployment behind a Service with a PDB', () => {
      for (const component of components) {
        const pod = podOf(manifests, component);
        expect(pod.securityContext.runAsNonRoot).toBe(true);
        expect(pod.containers[0]?.securityContext).toMatchObject({
          readOnlyRootFilesystem: true,
          allowPrivilegeEscalation: false,
        });
        expect(find(manifests, 'Service', `homeward-${component}`)).toBeDefined();
        expect(find(manifests, 'PodDisruptionBudget', `homeward-${component}`)).toBeDefined();
      }
    });
  });

  describe('defaults (dev-grade infrastructure inside the release)', () => {
    const manifests = renderChart();

    it('runs PostgreSQL, Kafka and MinIO as StatefulSets and the mail catcher as a Deployment', () => {
      expect(
        byKind(manifests, 'StatefulSet')
          .map((m) => m.metadata.name)
          .sort(),
      ).toEqual(['homeward-kafka', 'homeward-minio', 'homeward-postgresql']);
      expect(find(manifests, 'Deployment', 'homeward-mailpit')).toBeDefined();
    });

    it('wires the analyzer to the in-release MinIO with a key of its own, scoped to its bucket, not the root', () => {
      expect(configOf(manifests, 'inspection-analyzer')).toMatchObject({
        OBJECT_STORAGE_ENDPOINT: 'http://homeward-minio:9000',
        OBJECT_STORAGE_BUCKET: componentOf('inspection-analyzer').bucket,
        OBJECT_STORAGE_REGION: 'us-east-1',
        ANALYSIS_ENGINE: 'offline',
        PROPERTY_GRPC_ADDR: grpcAddress('property'),
        OPENAI_TOKEN_BUDGET_PER_REPORT: '500000',
        OPENAI_TOKEN_BUDGET_PER_USER_PER_DAY: '2000000',
        ANALYSIS_RETRIES_PER_REPORT: '3',
      });
      expect(configOf(manifests, 'inspection-analyzer')).not.toHaveProperty('OPENAI_BASE_URL');
      expect(podOf(manifests, 'inspection-analyzer').containers[0]?.envFrom).toContainEqual({
        secretRef: { name: 'homeward-object-storage' },
      });
      const keys = find(manifests, 'Secret', 'homeward-object-storage');
      expect(keys.metadata.annotations?.['helm.sh/resource-policy']).toBe('keep');
      const secretKey = Buffer.from(keys.data?.OBJECT_STORAGE_SECRET_KEY ?? '', 'base64').toString();
      expect(secretKey.length).toBeGreaterThanOrEqual(32);
      // No OpenAI key given: no Secret for it, and the analyzer imports none.
      expect(manifests.some((m) => m.kind === 'Secret' && m.metadata.name === 'homeward-analysis')).toBe(
        false,
      );
      const minio = (
        find(manifests, 'StatefulSet', 'homeward-minio').spec as {
          template: { spec: { containers: { env: { name: string; valueFrom?: unknown }[] }[] } };
        }
      ).template.spec.containers[0]!.env;
      // MinIO's root is its own Secret, which no component imports.
      expect(minio.find((e) => e.name === 'MINIO_ROOT_PASSWORD')?.valueFrom).toEqual({
        secretKeyRef: { name: 'homeward-minio-root', key: 'MINIO_ROOT_PASSWORD' },
      });
      const root = find(manifests, 'Secret', 'homeward-minio-root');
      expect(root.metadata.annotations?.['helm.sh/resource-policy']).toBe('keep');
      expect(
        Buffer.from(root.data?.MINIO_ROOT_PASSWORD ?? '', 'base64').toString().length,
      ).toBeGreaterThanOrEqual(32);
      expect(Buffer.from(root.data?.MINIO_ROOT_USER ?? '', 'base64').toString()).not.toBe(
        Buffer.from(keys.data?.OBJECT_STORAGE_ACCESS_KEY ?? '', 'base64').toString(),
      );
      for (const component of components)
        expect(JSON.stringify(podOf(manifests, component))).not.toContain('homeward-minio-root');
      // The setup Job creates the analyzer's user from its Secret, with a policy on the reports bucket alone.
      const job = find(manifests, 'Job', 'homeward-minio-buckets');
      expect(job.metadata.annotations?.['helm.sh/hook']).toBe('post-install,post-upgrade');
      const container = (job.spec as { template: { spec: PodSpec & { containers: { args: string[] }[] } } })
        .template.spec.containers[0]!;
      const script = container.args[0]!;
      expect(script).toBe(fs.readFileSync(path.join(CHART_DIR, 'files/minio/setup.sh'), 'utf8'));
      expect(script).toContain('mc mb --ignore-existing "homeward/$BUCKET"');
      expect(script).toContain('mc admin user add homeward "$ANALYZER_ACCESS_KEY" "$ANALYZER_SECRET_KEY"');
      expect(script).toContain(
        'mc admin policy attach homeward homeward-analyzer --user "$ANALYZER_ACCESS_KEY"',
      );
      expect(script).toContain('"Resource": ["arn:aws:s3:::$BUCKET/*"]');
      expect(script).not.toMatch(/arn:aws:s3:::\*/);
      expect(container.env).toEqual(
        expect.arrayContaining([
          {
            name: 'ANALYZER_ACCESS_KEY',
            valueFrom: {
              secretKeyRef: { name: 'homeward-object-storage', key: 'OBJECT_STORAGE_ACCESS_KEY' },
            },
          },
          {
            name: 'ANALYZER_SECRET_KEY',
            valueFrom: {
              secretKeyRef: { name: 'homeward-object-storage', key: 'OBJECT_STORAGE_SECRET_KEY' },
            },
          },
          { name: 'BUCKET', value: componentOf('inspection-analyzer').bucket },
        ]),
      );
    });

    it("gives the BFF and identity, and no one else, the key the browser's address is signed with", () => {
      const key = find(manifests, 'Secret', 'homeward-client-address');
      expect(key.metadata.annotations?.['helm.sh/resource-policy']).toBe('keep');
      expect(
        Buffer.from(key.data?.CLIENT_ADDRESS_KEY ?? '', 'base64').toString().length,
      ).toBeGreaterThanOrEqual(32);
      const holders = components.filter((component) =>
        podOf(manifests, component).containers[0]?.envFrom?.some(
          (from) => from.secretRef?.name === 'homeward-client-address',
        ),
      );
      expect(holders.sort()).toEqual(['bff', 'identity']);
    });

    it('gives the BFF the upload proxy target but not the object storage keys', () => {
      expect(configOf(manifests, 'bff')).toMatchObject({
        OBJECT_STORAGE_ENDPOINT: 'http://homeward-minio:9000',
        INSPECTION_ANALYZER_GRPC_ADDR: grpcAddress('inspection-analyzer'),
      });
      expect(podOf(manifests, 'bff').containers[0]?.envFrom).not.toContainEqual({
        secretRef: { name: 'homeward-object-storage' },
      });
    });

    it('creates one database per component and hands each its own DATABASE_URL', () => {
      const init =
        find(manifests, 'ConfigMap', 'homeward-postgresql-init').data?.['10-create-databases.sh'] ?? '';
      const urls = find(manifests, 'Secret', 'homeward-database').data ?? {};
      for (const name of COMPONENT_NAMES) {
        const component = componentOf(name);
        if (!component.database) continue;
        expect(init).toContain(`CREATE DATABASE "${component.database}"`);
        expect(Buffer.from(urls[name] ?? '', 'base64').toString()).toMatch(
          new RegExp(`^postgres://homeward:[^@]+@homeward-postgresql:5432/${component.database}$`),
        );
        const databaseUrl = podOf(manifests, name).containers[0]?.env?.find((e) => e.name === 'DATABASE_URL');
        expect(databaseUrl?.valueFrom?.secretKeyRef).toEqual({ name: 'homeward-database', key: name });
      }
    });

    it('migrates each database in an init container before its service starts', () => {
      for (const name of COMPONENT_NAMES) {
        const component = componentOf(name);
        const deployment = find(manifests, 'Deployment', `homeward-${name}`).spec as {
          template: {
            spec: { initContainers?: { name: string; command: string[]; image: string; env: unknown[] }[] };
          };
        };
        const init = deployment.template.spec.initContainers ?? [];
        if (!component.database) {
          expect(init).toEqual([]);
          continue;
        }
        expect(init.map((c) => c.command)).toEqual([['node', '--enable-source-maps', 'migrate.js']]);
        expect(init[0]!.image).toBe(podOf(manifests, name).containers[0]!.image);
        expect(init[0]!.env).toEqual(podOf(manifests, name).containers[0]!.env);
      }
      expect(
        (
          renderChart({ set: { 'componentDefaults.migrations.initContainer': false } }).find(
            (m) => m.kind === 'Deployment' && m.metadata.name === 'homeward-identity',
          )?.spec as { template: { spec: { initContainers?: unknown[] } } }
        ).template.spec.initContainers,
      ).toBeUndefined();
    });

    it('gives platform services the kit variables, pointing at the in-release broker and identity JWKS', () => {
      for (const name of ['identity', 'property', 'notifications'] as const) {
        const component = componentOf(name);
        expect(configOf(manifests, name)).toMatchObject({
          SERVICE_NAME: name,
          NODE_ENV: 'production',
          GRPC_PORT: String(component.ports.grpc),
          OPS_PORT: String(component.ports.ops),
          KAFKA_BROKERS: 'homeward-kafka:9092',
          IDENTITY_JWKS_URL: `http://homeward-identity:${portOf('identity', 'ops')}/.well-known/jwks.json`,
        });
      }
      expect(configOf(manifests, 'notifications')).toMatchObject({
        SMTP_HOST: 'homeward-mailpit',
        SMTP_PORT: '1025',
      });
    });

    it('points the BFF at every backend Service by its gRPC port and serves the SPA', () => {
      const bff = configOf(manifests, 'bff');
      expect(bff).toMatchObject({
        PORT: String(BFF_PORTS.http),
        STATIC_DIR: '/app/public',
        APP_BASE_URL: 'http://localhost:8080',
      });
      expect(bff).not.toHaveProperty('KAFKA_BROKERS');
      for (const target of ['identity', 'property', 'notifications']) {
        const [host, port] = (bff[`${target.toUpperCase()}_GRPC_ADDR`] ?? '').split(':');
        const service = find(manifests, 'Service', host ?? '').spec as {
          ports: { name: string; port: number }[];
        };
        expect(service.ports.find((p) => p.name === 'grpc')?.port).toBe(Number(port));
      }
      const ingress = find(manifests, 'Ingress', 'homeward-bff').spec as { ingressClassName: string };
      expect(ingress.ingressClassName).toBe('nginx');
    });

    it('generates the JWT, session and tour link secrets (>= 32 characters) and keeps them on uninstall', () => {
      for (const [name, key] of [
        ['homeward-jwt', 'SIGNING_KEY_SECRET'],
        ['homeward-session', 'SESSION_SECRET'],
        ['homeward-tour-links', 'TOUR_LINK_SECRET'],
      ] as const) {
        const secret = find(manifests, 'Secret', name);
        expect(Buffer.from(secret.data?.[key] ?? '', 'base64').toString().length).toBeGreaterThanOrEqual(32);
        expect(secret.metadata.annotations?.['helm.sh/resource-policy']).toBe('keep');
      }
      expect(podOf(manifests, 'identity').containers[0]?.envFrom).toContainEqual({
        secretRef: { name: 'homeward-jwt' },
      });
      expect(podOf(manifests, 'bff').containers[0]?.envFrom).toContainEqual({
        secretRef: { name: 'homeward-session' },
      });
      expect(podOf(manifests, 'tour').containers[0]?.envFrom).toContainEqual({
        secretRef: { name: 'homeward-tour-links' },
      });
      expect(configOf(manifests, 'tour')).toMatchObject({ PROPERTY_GRPC_ADDR: grpcAddress('property') });
    });

    it('annotates pods for scraping on their metrics port and ships the dashboard ConfigMap', () => {
      for (const name of COMPONENT_NAMES) {
        const deployment = find(manifests, 'Deployment', `homeward-${name}`);
        const annotations = (
          deployment.spec as { template: { metadata: { annotations: Record<string, string> } } }
        ).template.metadata.annotations;
        // The chart scrapes each component's ops port.
        expect(annotations).toMatchObject({
          'prometheus.io/scrape': 'true',
          'prometheus.io/port': String(componentOf(name).ports.ops),
          'prometheus.io/path': '/metrics',
        });
      }
      const dashboard = find(manifests, 'ConfigMap', 'homeward-grafana-dashboard');
      expect(dashboard.metadata.labels?.grafana_dashboard).toBe('1');
      const json = JSON.parse(dashboard.data?.['homeward-overview.json'] ?? '') as { panels: unknown[] };
      expect(json.panels.length).toBeGreaterThan(5);
      expect(byKind(manifests, 'ServiceMonitor')).toEqual([]);
    });
  });

  describe('tracing (defaults: the in-release collector and Jaeger)', () => {
    const manifests = renderChart();
    const collectorConfig = fs.readFileSync(path.join(CHART_DIR, 'files/otel-collector/config.yaml'), 'utf8');

    it('points every component at the collector, named after itself, sampling every new trace', () => {
      for (const name of components)
        expect(configOf(manifests, name)).toMatchObject({
          OTEL_EXPORTER_OTLP_ENDPOINT: 'http://homeward-otel-collector:4318',
          OTEL_SERVICE_NAME: name,
          OTEL_TRACES_SAMPLER: 'parentbased_traceidratio',
          OTEL_TRACES_SAMPLER_ARG: '1',
        });
    });

    it('runs the collector with the shared configuration, forwarding to Jaeger, both probed', () => {
      const collector = find(manifests, 'Deployment', 'homeward-otel-collector');
      const pod = (collector.spec as { template: { spec: PodSpec } }).template.spec;
      expect(pod.containers[0]?.image).toMatch(/^otel\/opentelemetry-collector-contrib:\d+\.\d+\.\d+$/);
      expect(pod.containers[0]?.env).toContainEqual({
        name: 'TRACES_EXPORT_ENDPOINT',
        value: 'homeward-jaeger:4317',
      });
      expect(find(manifests, 'ConfigMap', 'homeward-otel-collector').data?.['config.yaml']).toBe(
        collectorConfig.trimEnd(),
      );
      const config = parse(collectorConfig) as {
        service: { pipelines: { traces: { receivers: string[] } } };
      };
      expect(config.service.pipelines.traces.receivers).toEqual(['otlp']);
      expect(find(manifests, 'Service', 'homeward-otel-collector')).toBeDefined();
      expect(find(manifests, 'Deployment', 'homeward-jaeger')).toBeDefined();
      expect(find(manifests, 'Service', 'homeward-jaeger')).toBeDefined();
    });

    it('gives Grafana Jaeger as a data source next to the dashboard', () => {
      const datasource = find(manifests, 'ConfigMap', 'homeward-grafana-traces-datasource');
      expect(datasource.metadata.labels?.grafana_datasource).toBe('1');
      expect(parse(datasource.data?.['homeward-jaeger.yaml'] ?? '')).toEqual({
        apiVersion: 1,
        datasources: [
          {
            name: 'Jaeger',
            uid: 'jaeger',
            type: 'jaeger',
            access: 'proxy',
            url: 'http://homeward-jaeger:16686',
          },
        ],
      });
    });

    it('exports nowhere when both the endpoint and the collector are off', () => {
      const off = renderChart({
        set: { 'tracing.collector.enabled': false, 'tracing.jaeger.enabled': false },
      });
      for (const name of components)
        expect(configOf(off, name)).not.toHaveProperty('OTEL_EXPORTER_OTLP_ENDPOINT');
      expect(byKind(off, 'ConfigMap').map((m) => m.metadata.name)).not.toContain(
        'homeward-grafana-traces-datasource',
      );
    });

    it('refuses a collector with nowhere to send traces', () => {
      expect(renderError({ set: { 'tracing.jaeger.enabled': false } })).toContain(
        'tracing.collector.exportEndpoint is required',
      );
    });
  });

  /** The environment a component's container gets: its ConfigMap, the Secrets it imports and its secret refs. */
  function environmentOf(manifests: Manifest[], component: string): Record<string, string> {
    const decode = (secretName: string) =>
      Object.fromEntries(
        Object.entries(find(manifests, 'Secret', secretName).data ?? {}).map(([key, value]) => [
          key,
          Buffer.from(value, 'base64').toString(),
        ]),
      );
    const container = podOf(manifests, component).containers[0]!;
    const environment: Record<string, string> = { ...configOf(manifests, component) };
    for (const source of container.envFrom ?? [])
      if (source.secretRef) Object.assign(environment, decode(source.secretRef.name));
    for (const variable of container.env ?? []) {
      const ref = variable.valueFrom?.secretKeyRef;
      if (ref) environment[variable.name] = decode(ref.name)[ref.key] ?? '';
    }
    return environment;
  }

  describe('production safety of the chart as shipped', () => {
    const shipped = renderChart();

    it('does not unlock properties for free: payment refuses the default offline gateway in production', () => {
      const environment = environmentOf(shipped, 'payment');
      expect(environment).toMatchObject({ NODE_ENV: 'production', PAYMENT_GATEWAY: 'offline' });
      expect(environment).not.toHaveProperty('ALLOW_OFFLINE_PAYMENTS');
      expect(() => componentConfigLoader('payment')(environment)).toThrow(
        /PAYMENT_GATEWAY: refused with NODE_ENV=production .*ALLOW_OFFLINE_PAYMENTS=true/,
      );
    });

    it('runs the offline gateway only for a demo that sets stripe.allowOffline, and never beside stripe', () => {
      const demo = renderChart({ set: { 'stripe.allowOffline': true } });
      expect(configOf(demo, 'payment').ALLOW_OFFLINE_PAYMENTS).toBe('true');
      const production = renderChart({ valuesFiles: [path.join(VALUES_DIR, 'production-values.yaml')] });
      expect(configOf(production, 'payment')).toMatchObject({ PAYMENT_GATEWAY: 'stripe' });
      expect(configOf(production, 'payment')).not.toHaveProperty('ALLOW_OFFLINE_PAYMENTS');
      expect(Object.values(shipped).some((m) => JSON.stringify(m).includes('ALLOW_SAMPLE_SECRETS'))).toBe(
        false,
      );
    });

    it('generates the in-chart PostgreSQL password, the same in the server and every DATABASE_URL, kept on uninstall', () => {
      const decoded = (name: string) =>
        Object.fromEntries(
          Object.entries(find(shipped, 'Secret', name).data ?? {}).map(([k, v]) => [
            k,
            Buffer.from(v, 'base64').toString(),
          ]),
        );
      const password = decoded('homeward-postgresql').POSTGRES_PASSWORD!;
      expect(password).toMatch(/^[A-Za-z0-9]{32}$/);
      expect(PUBLISHED_DATABASE_PASSWORDS).not.toContain(password);
      expect(
        find(shipped, 'Secret', 'homeward-postgresql').metadata.annotations?.['helm.sh/resource-policy'],
      ).toBe('keep');
      const urls = Object.values(decoded('homeward-database'));
      expect(urls.length).toBeGreaterThan(5);
      for (const url of urls) expect(new URL(url).password).toBe(password);
      const given = renderChart({ set: { 'postgresql.password': 'chosen-by-the-operator' } });
      expect(
        Buffer.from(find(given, 'Secret', 'homeward-database').data!.identity!, 'base64').toString(),
      ).toContain(':chosen-by-the-operator@');
    });

    it('lets the BFF take the client from X-Forwarded-For set by its one ingress hop (TRUST_PROXY)', () => {
      expect(configOf(shipped, 'bff').TRUST_PROXY).toBe('1');
      expect(
        configOf(renderChart({ set: { 'ingress.trustProxy': '10.244.0.0/16' } }), 'bff').TRUST_PROXY,
      ).toBe('10.244.0.0/16');
      expect(configOf(renderChart({ set: { 'ingress.enabled': false } }), 'bff')).not.toHaveProperty(
        'TRUST_PROXY',
      );
      expect(() => componentConfigLoader('bff')(environmentOf(shipped, 'bff'))).not.toThrow();
    });

    it("routes the ingress to the BFF's app port only; /metrics, /healthz and /readyz are on its ops port", () => {
      const ingress = find(shipped, 'Ingress', 'homeward-bff').spec as {
        rules: { http: { paths: { backend: { service: { name: string; port: { name: string } } } }[] } }[];
      };
      const backends = ingress.rules.flatMap((rule) => rule.http.paths.map((p) => p.backend.service));
      expect(backends).toEqual([{ name: 'homeward-bff', port: { name: 'http' } }]);
      const bff = configOf(shipped, 'bff');
      expect(bff).toMatchObject({ PORT: String(BFF_PORTS.http), OPS_PORT: String(BFF_PORTS.ops) });
      const container = podOf(shipped, 'bff').containers[0] as unknown as Record<
        'readinessProbe' | 'livenessProbe' | 'startupProbe',
        { httpGet: { port: string } }
      >;
      for (const probe of ['readinessProbe', 'livenessProbe', 'startupProbe'] as const)
        expect(container[probe].httpGet.port).toBe('ops');
      const pod = find(shipped, 'Deployment', 'homeward-bff').spec as {
        template: { metadata: { annotations: Record<string, string> } };
      };
      expect(pod.template.metadata.annotations['prometheus.io/port']).toBe(String(BFF_PORTS.ops));
    });

    it('puts every pod behind a default-deny NetworkPolicy, in and out', () => {
      const deny = find(shipped, 'NetworkPolicy', 'homeward-default-deny').spec as Record<string, unknown>;
      expect(deny).toEqual({
        podSelector: {
          matchLabels: { 'app.kubernetes.io/name': 'homeward', 'app.kubernetes.io/instance': 'homeward' },
        },
        policyTypes: ['Ingress', 'Egress'],
      });
    });

    type Rule = { from?: Peer[]; to?: Peer[]; ports?: { port: number; protocol: string }[] };
    type Peer = { podSelector?: { matchLabels: Record<string, string> }; namespaceSelector?: unknown };
    const policy = (name: string) =>
      find(shipped, 'NetworkPolicy', `homeward-${name}`).spec as { ingress: Rule[] };
    /** Who (component label, or `ns:` + namespace) may reach each port of a pod. */
    function admitted(name: string): Record<number, string[]> {
      const result: Record<number, string[]> = {};
      for (const rule of policy(name).ingress)
        for (const { port } of rule.ports ?? [])
          result[port] = [
            ...(result[port] ?? []),
            ...(rule.from ?? []).map((peer) =>
              peer.podSelector
                ? peer.podSelector.matchLabels['app.kubernetes.io/component']!
                : `ns:${JSON.stringify(peer.namespaceSelector)}`,
            ),
          ].sort();
      return result;
    }
    const MONITORING = 'ns:{"matchLabels":{"kubernetes.io/metadata.name":"monitoring"}}';
    const INGRESS_NGINX = 'ns:{"matchLabels":{"kubernetes.io/metadata.name":"ingress-nginx"}}';

    it('admits only the flows Homeward uses: ingress -> BFF, gRPC callers, JWKS, Prometheus -> metrics', () => {
      expect(admitted('bff')).toEqual({ [BFF_PORTS.http]: [INGRESS_NGINX], [BFF_PORTS.ops]: [MONITORING] });
      for (const name of SERVICE_NAMES) {
        const { ports } = componentOf(name);
        // Its callers are the components whose `calls` in components.yaml name it.
        const callers = COMPONENT_NAMES.filter((caller) => componentOf(caller).calls.includes(name));
        // Every service fetches identity's JWKS from its ops port.
        const jwks = name === 'identity' ? SERVICE_NAMES.filter((other) => other !== 'identity') : [];
        expect(admitted(name)).toEqual({
          ...(callers.length > 0 ? { [ports.grpc!]: [...callers].sort() } : {}),
          [ports.ops]: jwks.length > 0 ? expect.arrayContaining([...jwks, MONITORING]) : [MONITORING],
        });
      }
    });

    it('admits each piece of infrastructure from its users only: PostgreSQL, Kafka, MinIO, the mail catcher', () => {
      expect(admitted('postgresql')[5432]).toEqual(components.filter((c) => c !== 'bff').sort());
      expect(admitted('kafka')[9092]).toEqual([...components.filter((c) => c !== 'bff'), 'kafka'].sort());
      // The components with a bucket, the BFF's upload proxy and the setup Job.
      const storageUsers = COMPONENT_NAMES.filter((name) => componentOf(name).bucket);
      expect(admitted('minio')[9000]).toEqual([...storageUsers, 'bff', 'minio-buckets'].sort());
      expect(admitted('mailpit')).toEqual({ 1025: ['notifications'] });
    });

    it('lets pods out only to DNS, the release, and (components that call third parties) HTTPS on public addresses', () => {
      const egress = find(shipped, 'NetworkPolicy', 'homeward-egress').spec as { egress: Rule[] };
      expect(egress.egress).toEqual([
        {
          ports: [
            { port: 53, protocol: 'UDP' },
            { port: 53, protocol: 'TCP' },
          ],
        },
        {
          to: [
            {
              podSelector: {
                matchLabels: {
                  'app.kubernetes.io/name': 'homeward',
                  'app.kubernetes.io/instance': 'homeward',
                },
              },
            },
          ],
        },
      ]);
      // Nothing more for every pod: the release's infrastructure is inside it.
      expect(byKind(shipped, 'NetworkPolicy').map((p) => p.metadata.name)).not.toContain(
        'homeward-external-egress',
      );
      const thirdParty = find(shipped, 'NetworkPolicy', 'homeward-third-party-egress').spec as {
        podSelector: { matchExpressions: { values: string[] }[] };
        egress: Rule[];
      };
      // From the components' thirdParties facts: Google sign-in, Street View and property data, PostHog and mail,
      // Stripe. Not the analyzer (it reads untrusted files), nor anything that calls no one outside.
      expect(thirdParty.podSelector.matchExpressions[0]!.values).toEqual([
        'identity',
        'notifications',
        'payment',
        'property',
      ]);
      expect(thirdParty.egress).toEqual([
        {
          to: [{ ipBlock: { cidr: '0.0.0.0/0', except: ['10.0.0.0/8', '172.16.0.0/12', '192.168.0.0/16'] } }],
          ports: [{ port: 443, protocol: 'TCP' }],
        },
      ]);
    });

    it('lets the analyzer out to nothing but DNS and the release', () => {
      const analyzer = {
        'app.kubernetes.io/component': 'inspection-analyzer',
        'app.kubernetes.io/instance': 'homeward',
      };
      const selecting = byKind(shipped, 'NetworkPolicy').filter((p) => {
        const spec = p.spec as {
          policyTypes: string[];
          podSelector: { matchLabels?: Record<string, string>; matchExpressions?: { values: string[] }[] };
        };
        if (!spec.policyTypes.includes('Egress')) return false;
        const labels = spec.podSelector.matchLabels ?? {};
        const byLabels = Object.entries(labels).every(
          ([key, value]) =>
            (analyzer as Record<string, string>)[key] === value || key === 'app.kubernetes.io/name',
        );
        const byExpression = (spec.podSelector.matchExpressions ?? []).every((e) =>
          e.values.includes('inspection-analyzer'),
        );
        return byLabels && byExpression;
      });
      expect(selecting.map((p) => p.metadata.name).sort()).toEqual([
        'homeward-default-deny',
        'homeward-egress',
      ]);
    });
  });

  describe.each(components)('the environment the chart gives %s', (component) => {
    it("is accepted by the component's own config loader (with stripe.allowOffline, as skaffold deploys)", () => {
      const manifests = renderChart({ set: { 'stripe.allowOffline': true } });
      const environment = environmentOf(manifests, component);
      expect(() => componentConfigLoader(component)(environment)).not.toThrow();
    });
  });

  describe('internal gRPC over TLS (grpcTls)', () => {
    const mtls = renderChart({
      set: { 'grpcTls.mode': 'mtls', 'grpcTls.secretName': 'homeward-grpc-tls', 'stripe.allowOffline': true },
    });

    it('is off by default: every component is told so', () => {
      const shipped = renderChart();
      for (const component of components) expect(configOf(shipped, component).GRPC_TLS).toBe('off');
    });

    it('with mtls, gives every component the certificate, key and CA from the Secret, and its loader accepts them', () => {
      for (const component of components) {
        expect(configOf(mtls, component)).toMatchObject({
          GRPC_TLS: 'mtls',
          GRPC_TLS_CERT_FILE: '/etc/homeward/grpc-tls/tls.crt',
          GRPC_TLS_KEY_FILE: '/etc/homeward/grpc-tls/tls.key',
          GRPC_TLS_CA_FILE: '/etc/homeward/grpc-tls/ca.crt',
        });
        const pod = podOf(mtls, component) as unknown as {
          volumes: { name: string; secret?: { secretName: string } }[];
          containers: { volumeMounts: { name: string; mountPath: string }[] }[];
        };
        expect(pod.volumes).toContainEqual(
          expect.objectContaining({
            name: 'grpc-tls',
            secret: expect.objectContaining({ secretName: 'homeward-grpc-tls' }),
          }),
        );
        expect(pod.containers[0]!.volumeMounts).toContainEqual(
          expect.objectContaining({ name: 'grpc-tls', mountPath: '/etc/homeward/grpc-tls' }),
        );
        expect(() => componentConfigLoader(component)(environmentOf(mtls, component))).not.toThrow();
      }
    });

    it('refuses tls or mtls without the Secret', () => {
      expect(renderError({ set: { 'grpcTls.mode': 'tls' } })).toContain('grpcTls.secretName is required');
    });
  });

  describe('production (external endpoints, existing secrets)', () => {
    const manifests = renderChart({ valuesFiles: [path.join(VALUES_DIR, 'production-values.yaml')] });

    it('runs no infrastructure and renders no Secret', () => {
      expect(byKind(manifests, 'StatefulSet')).toEqual([]);
      // Only the hook that creates the topics, which production brokers do not auto-create.
      expect(byKind(manifests, 'Job').map((m) => m.metadata.name)).toEqual(['homeward-kafka-topics']);
      expect(byKind(manifests, 'Secret')).toEqual([]);
      expect(
        byKind(manifests, 'Deployment')
          .map((m) => m.metadata.name)
          .sort(),
      ).toEqual(components.map((c) => `homeward-${c}`).sort());
    });

    it('reaches Kafka over TLS with SCRAM, the password from its Secret, and creates the topics before install', () => {
      expect(configOf(manifests, 'notifications')).toMatchObject({
        KAFKA_TLS: 'true',
        KAFKA_TLS_CA_FILE: '/etc/homeward/kafka-ca/ca.crt',
        KAFKA_SASL_MECHANISM: 'scram-sha-512',
        KAFKA_SASL_USERNAME: 'homeward',
      });
      expect(JSON.stringify(manifests)).not.toContain('KAFKA_SASL_PASSWORD":"');
      const password = podOf(manifests, 'notifications').containers[0]!.env!.find(
        (variable) => variable.name === 'KAFKA_SASL_PASSWORD',
      );
      expect(password?.valueFrom?.secretKeyRef).toEqual({ name: 'homeward-kafka', key: 'password' });
      const job = find(manifests, 'Job', 'homeward-kafka-topics');
      expect(job.metadata.annotations?.['helm.sh/hook']).toBe('pre-install,pre-upgrade');
      const container = (job.spec as { template: { spec: PodSpec } }).template.spec.containers[0]!;
      const env = Object.fromEntries(
        (container.env ?? []).map((variable) => [
          variable.name,
          variable.valueFrom ?? (variable as { value?: string }).value,
        ]),
      );
      expect(env).toMatchObject({
        KAFKA_TLS: 'true',
        KAFKA_SASL_MECHANISM: 'scram-sha-512',
        KAFKA_SASL_PASSWORD: { secretKeyRef: { name: 'homeward-kafka', key: 'password' } },
        KAFKA_TOPIC_PARTITIONS: '12',
        KAFKA_TOPIC_REPLICATION_FACTOR: '3',
        KAFKA_TOPIC_RETENTION_MS: '604800000',
      });
      expect(
        renderChart().filter((m) => m.kind === 'Job' && m.metadata.name.endsWith('kafka-topics')),
      ).toEqual([]);
      expect(
        renderError({
          valuesFiles: [path.join(VALUES_DIR, 'production-values.yaml')],
          set: { 'externalKafka.tls.enabled': false, 'externalKafka.sasl.mechanism': 'plain' },
        }),
      ).toContain('sends the password in clear');
    });

    it("exports traces to the organisation's collector at the configured ratio", () => {
      for (const name of components)
        expect(configOf(manifests, name)).toMatchObject({
          OTEL_EXPORTER_OTLP_ENDPOINT: 'http://otel-collector.observability.svc:4318',
          OTEL_TRACES_SAMPLER_ARG: '0.1',
        });
    });

    it('wires the external database, brokers, SMTP relay and existing secrets', () => {
      expect(configOf(manifests, 'identity').KAFKA_BROKERS).toBe(
        'b-1.kafka.internal:9092,b-2.kafka.internal:9092,b-3.kafka.internal:9092',
      );
      expect(configOf(manifests, 'notifications')).toMatchObject({
        SMTP_HOST: 'smtp.eu-west-1.amazonaws.com',
        SMTP_PORT: '465',
        SMTP_SECURE: 'true',
      });
      const identity = podOf(manifests, 'identity').containers[0]!;
      expect(identity.env?.[0]?.valueFrom?.secretKeyRef).toEqual({
        name: 'homeward-database-urls',
        key: 'identity',
      });
      expect(identity.envFrom).toContainEqual({ secretRef: { name: 'homeward-jwt' } });
      expect(podOf(manifests, 'notifications').containers[0]?.envFrom).toContainEqual({
        secretRef: { name: 'homeward-smtp' },
      });
      expect(identity.image).toBe('registry.example.com/homeward/homeward/identity:1.4.2');
      expect(configOf(manifests, 'inspection-analyzer')).toMatchObject({
        OBJECT_STORAGE_ENDPOINT: 'https://s3.eu-west-1.amazonaws.com',
        OBJECT_STORAGE_BUCKET: 'homeward-inspections-prod',
        OBJECT_STORAGE_REGION: 'eu-west-1',
        ANALYSIS_ENGINE: 'openai',
        OPENAI_MODEL: 'gpt-4o-mini',
      });
      expect(configOf(manifests, 'bff').OBJECT_STORAGE_ENDPOINT).toBe('https://s3.eu-west-1.amazonaws.com');
      const analyzer = podOf(manifests, 'inspection-analyzer').containers[0]!;
      expect(analyzer.envFrom).toContainEqual({ secretRef: { name: 'homeward-object-storage' } });
      expect(analyzer.envFrom).toContainEqual({ secretRef: { name: 'homeward-analysis' } });
      // documents keeps completed PDFs in a bucket of its own, with a key of its own
      expect(configOf(manifests, 'documents')).toMatchObject({
        OBJECT_STORAGE_ENDPOINT: 'https://s3.eu-west-1.amazonaws.com',
        OBJECT_STORAGE_BUCKET: 'homeward-documents-prod',
        OBJECT_STORAGE_REGION: 'eu-west-1',
      });
      expect(podOf(manifests, 'documents').containers[0]!.envFrom).toContainEqual({
        secretRef: { name: 'homeward-document-storage' },
      });
    });

    it('keeps default deny on and lets the components out to the managed services only', () => {
      expect(find(manifests, 'NetworkPolicy', 'homeward-default-deny')).toBeDefined();
      type Policy = {
        podSelector: { matchExpressions: { values: string[] }[] };
        egress: { ports: { port: number }[] }[];
      };
      const ports = (policy: Policy) =>
        policy.egress.flatMap((rule) => rule.ports.map((p) => p.port)).sort((a, b) => a - b);
      const external = find(manifests, 'NetworkPolicy', 'homeward-external-egress').spec as Policy;
      expect(ports(external)).toEqual([4318, 5432, 9092]);
      // HTTPS and the SMTP relay: the components that call third parties, the BFF's upload proxy to S3 and
      // documents' PDF store there.
      const thirdParty = find(manifests, 'NetworkPolicy', 'homeward-third-party-egress').spec as Policy;
      expect(ports(thirdParty)).toEqual([443, 465]);
      expect(thirdParty.podSelector.matchExpressions[0]!.values).toEqual([
        'bff',
        'documents',
        'identity',
        'notifications',
        'payment',
        'property',
      ]);
      // The analyzer: its S3 endpoint and model gateway inside the VPC, nothing public.
      const analyzer = find(manifests, 'NetworkPolicy', 'homeward-inspection-analyzer-egress').spec as {
        podSelector: { matchLabels: Record<string, string> };
        egress: { to: { ipBlock: { cidr: string } }[]; ports: { port: number }[] }[];
      };
      expect(analyzer.podSelector.matchLabels['app.kubernetes.io/component']).toBe('inspection-analyzer');
      expect(analyzer.egress).toEqual([
        { to: [{ ipBlock: { cidr: '10.0.0.0/16' } }], ports: [{ port: 443, protocol: 'TCP' }] },
      ]);
    });

    it('refuses to render an analyzer that needs an outside endpoint without naming where it may go', () => {
      const outside: Record<string, string | boolean>[] = [
        { 'analysis.engine': 'openai' },
        {
          'minio.enabled': false,
          'objectStorage.endpoint': 'https://s3.example.com',
          'secrets.objectStorage.existingSecret': 'keys',
          'secrets.documentStorage.existingSecret': 'document-keys',
        },
      ];
      for (const set of outside)
        expect(renderError({ set })).toContain('networkPolicy.egress.components.inspection-analyzer');
    });

    it('refuses to render without the external endpoints it needs', () => {
      expect(renderError({ set: { 'kafka.enabled': false } })).toContain('externalKafka.brokers is required');
      expect(renderError({ set: { 'postgresql.enabled': false } })).toMatch(
        /externalDatabase\.urls\.[a-z-]+ \(or externalDatabase\.existingSecret\) is required/,
      );
      expect(renderError({ set: { 'mailpit.enabled': false } })).toContain('smtp.host is required');
      // Where the analyzer may go is named, so the store's own settings are what is missing.
      const analyzerEgress = { 'networkPolicy.egress.components.inspection-analyzer[0].ports[0].port': 443 };
      expect(
        renderError({
          set: {
            'minio.enabled': false,
            'secrets.objectStorage.existingSecret': 'keys',
            'secrets.documentStorage.existingSecret': 'document-keys',
            ...analyzerEgress,
          },
        }),
      ).toContain('objectStorage.endpoint is required');
      expect(
        renderError({
          set: {
            'minio.enabled': false,
            'objectStorage.endpoint': 'https://s3.example.com',
            'secrets.documentStorage.existingSecret': 'document-keys',
            ...analyzerEgress,
          },
        }),
      ).toContain('secrets.objectStorage.accessKey');
      expect(
        renderError({
          set: {
            'minio.enabled': false,
            'objectStorage.endpoint': 'https://s3.example.com',
            'secrets.objectStorage.existingSecret': 'keys',
            ...analyzerEgress,
          },
        }),
      ).toContain('secrets.documentStorage.accessKey');
    });
  });

  describe('monitoring with the Prometheus Operator', () => {
    const manifests = renderChart({ valuesFiles: [path.join(VALUES_DIR, 'monitoring-values.yaml')] });

    it('renders a ServiceMonitor per component, job label = component name', () => {
      const monitors = byKind(manifests, 'ServiceMonitor');
      expect(monitors.map((m) => m.metadata.name).sort()).toEqual(
        components.map((c) => `homeward-${c}`).sort(),
      );
      for (const monitor of monitors) {
        expect(monitor.spec?.jobLabel).toBe('app.kubernetes.io/component');
        expect(monitor.metadata.labels?.release).toBe('kube-prometheus-stack');
      }
    });

    it('scales the analyzer with KEDA on its consumer lag and job queue, and leaves its replicas to KEDA', () => {
      const [scaled, ...others] = byKind(manifests, 'ScaledObject');
      expect(others).toEqual([]);
      expect(scaled!.metadata.name).toBe('homeward-inspection-analyzer');
      const spec = scaled!.spec as {
        scaleTargetRef: { name: string };
        triggers: { type: string; metadata: Record<string, string> }[];
      };
      expect(spec.scaleTargetRef.name).toBe('homeward-inspection-analyzer');
      expect(spec.triggers.map((trigger) => trigger.type)).toEqual(['kafka', 'prometheus']);
      expect(spec.triggers[0]!.metadata).toMatchObject({
        consumerGroup: 'homeward.inspection-analyzer',
        topic: 'inspection.uploaded',
      });
      expect(spec.triggers[1]!.metadata.query).toContain('homeward_inspection_analysis_jobs_waiting');
      const deployment = byKind(manifests, 'Deployment').find(
        (d) => d.metadata.name === 'homeward-inspection-analyzer',
      );
      expect((deployment!.spec as { replicas?: number }).replicas).toBeUndefined();
    });

    it("lets the KEDA operator's namespace read consumer lag from the in-release Kafka, and only then", () => {
      const fromKeda = (rendered: Manifest[]) =>
        JSON.stringify(find(rendered, 'NetworkPolicy', 'homeward-kafka').spec).includes('"keda"');
      expect(fromKeda(manifests)).toBe(true);
      expect(fromKeda(renderChart())).toBe(false);
    });

    it('renders the shared alert rules as a PrometheusRule', () => {
      const rule = byKind(manifests, 'PrometheusRule')[0]!;
      const file = parse(fs.readFileSync(path.join(CHART_DIR, 'files/prometheus/alerts.yml'), 'utf8'));
      expect(rule.spec).toEqual(file);
    });
  });

  describe('NetworkPolicies and autoscaling', () => {
    const manifests = renderChart({ valuesFiles: [path.join(VALUES_DIR, 'hardened-values.yaml')] });

    it('puts every pod of the release behind a NetworkPolicy', () => {
      const policies = byKind(manifests, 'NetworkPolicy').map(
        (p) => (p.spec as { podSelector: { matchLabels: Record<string, string> } }).podSelector.matchLabels,
      );
      for (const { manifest, labels } of workloads(manifests)) {
        if (manifest.kind === 'Job') continue;
        const covered = policies.some((selector) =>
          Object.entries(selector).every(([k, v]) => labels[k] === v),
        );
        expect({ workload: manifest.metadata.name, covered }).toEqual({
          workload: manifest.metadata.name,
          covered: true,
        });
      }
    });

    it("lets only the ingress controller in to the BFF's app port and Prometheus to its ops port", () => {
      const bff = find(manifests, 'NetworkPolicy', 'homeward-bff').spec as {
        ingress: { from: Record<string, unknown>[]; ports: { port: number }[] }[];
      };
      const external = bff.ingress.filter((rule) => rule.from.some((peer) => 'namespaceSelector' in peer));
      expect(external.map((rule) => [rule.ports, rule.from.length])).toEqual([
        [[{ port: BFF_PORTS.http, protocol: 'TCP' }], 1],
        [[{ port: BFF_PORTS.ops, protocol: 'TCP' }], 1],
      ]);
    });

    it("lets Grafana's namespace read traces from Jaeger's query port, and nothing else of the tracing backends", () => {
      const jaeger = find(manifests, 'NetworkPolicy', 'homeward-jaeger').spec as {
        ingress: { from: Record<string, unknown>[]; ports: { port: number }[] }[];
      };
      const external = jaeger.ingress.filter((rule) => rule.from.some((peer) => 'namespaceSelector' in peer));
      expect(external.map((rule) => rule.ports)).toEqual([[{ port: 16686, protocol: 'TCP' }]]);
      const collector = find(manifests, 'NetworkPolicy', 'homeward-otel-collector').spec as {
        ingress: { from: Record<string, unknown>[] }[];
      };
      expect(collector.ingress.flatMap((rule) => rule.from).some((peer) => 'namespaceSelector' in peer)).toBe(
        false,
      );
    });

    it('autoscales every component and leaves replicas to the HPA', () => {
      expect(byKind(manifests, 'HorizontalPodAutoscaler')).toHaveLength(components.length);
      for (const component of components)
        expect(find(manifests, 'Deployment', `homeward-${component}`).spec).not.toHaveProperty('replicas');
    });

    it('puts SMTP credentials given as values into a chart Secret', () => {
      const smtp = find(manifests, 'Secret', 'homeward-smtp').data ?? {};
      expect(Buffer.from(smtp.SMTP_USER ?? '', 'base64').toString()).toBe('homeward');
      expect(Object.keys(smtp).sort()).toEqual(['SMTP_PASSWORD', 'SMTP_USER']);
    });
  });

  describe('values.schema.json', () => {
    it.each([
      [{ 'components.bff.imag': 'x' }, 'Additional property imag'],
      [{ 'components.identity.integrations[0]': 'paypal' }, 'integrations'],
      [{ 'components.identity.replicas': -1 }, 'replicas'],
      [{ 'externalKafka.brokers': 'no-port' }, 'externalKafka.brokers'],
      [{ 'postgresql.image': 'postgres' }, 'postgresql.image'],
      [{ 'tracing.sampleRatio': 2 }, 'tracing.sampleRatio'],
      [{ 'tracing.collector.exportEndpoint': 'http://jaeger:4317' }, 'tracing.collector.exportEndpoint'],
    ])('rejects %j', (set, message) => {
      expect(renderError({ set })).toContain(message);
    });

    // Wiring for a store or provider that no component reads waits for the code that reads it.
    it('allows exactly the integrations some component uses, each with its secrets block', () => {
      const schema = JSON.parse(fs.readFileSync(path.join(CHART_DIR, 'values.schema.json'), 'utf8'));
      const allowed: string[] =
        schema.properties.components.additionalProperties.properties.integrations.items.enum;
      const values = parse(fs.readFileSync(path.join(CHART_DIR, 'values.yaml'), 'utf8'));
      const used = Object.values(MANIFEST.components).flatMap((component) => component.integrations);
      expect([...new Set(used)].sort()).toEqual([...allowed].sort());
      expect(Object.keys(values.secrets).sort()).toEqual([...allowed].sort());
    });
  });

  describe('shared alert rules and dashboard', () => {
    const alerts = parse(fs.readFileSync(path.join(CHART_DIR, 'files/prometheus/alerts.yml'), 'utf8'));
    const dashboard = fs.readFileSync(path.join(CHART_DIR, 'files/grafana/homeward-overview.json'), 'utf8');

    it('has well-formed rule groups with alerts on error rate and outbox backlog', () => {
      expect(ruleGroupErrors(alerts)).toEqual([]);
      const exprs = (alerts.groups as { rules: { alert: string; expr: string }[] }[]).flatMap((g) => g.rules);
      expect(exprs.find((r) => r.expr.includes(METRIC.grpcServerDuration))?.alert).toMatch(/ErrorRate/);
      expect(exprs.find((r) => r.expr.includes(METRIC.outboxBacklog))?.alert).toMatch(/Outbox/);
    });

    it('only queries metric names the kit or a service defines', () => {
      const known = new Set<string>([...Object.values(METRIC), ...serviceMetricNames()]);
      const used = [
        ...dashboard.matchAll(/homeward_[a-z_]+/g),
        ...JSON.stringify(alerts).matchAll(/homeward_[a-z_]+/g),
      ]
        .map(([name]) => name.replace(/_(bucket|count|sum)$/, ''))
        .filter((name) => !known.has(name));
      expect(used).toEqual([]);
    });

    it('is a well-formed Grafana dashboard: unique ids, panels inside the 24-column grid, templated data source', () => {
      const parsed = JSON.parse(dashboard) as {
        uid: string;
        panels: {
          id: number;
          type: string;
          gridPos: { x: number; y: number; w: number; h: number };
          targets?: { refId: string; expr: string; datasource: { uid: string; type?: string } }[];
        }[];
        templating: { list: { name: string; type: string }[] };
      };
      expect(parsed.uid).toMatch(/^[a-z0-9-]{1,40}$/);
      const ids = parsed.panels.map((p) => p.id);
      expect(new Set(ids).size).toBe(ids.length);
      for (const panel of parsed.panels) {
        expect(panel.gridPos.x + panel.gridPos.w).toBeLessThanOrEqual(24);
        if (panel.type === 'row') continue;
        const refIds = (panel.targets ?? []).map((t) => t.refId);
        expect(refIds.length).toBeGreaterThan(0);
        expect(new Set(refIds).size).toBe(refIds.length);
        // Metrics from the templated Prometheus, traces from the templated Jaeger.
        for (const target of panel.targets ?? [])
          expect(target.datasource.uid).toBe(
            target.datasource.type === 'jaeger' ? '${traces}' : '${datasource}',
          );
      }
      expect(parsed.templating.list.find((v) => v.name === 'datasource')?.type).toBe('datasource');
      expect(parsed.templating.list.find((v) => v.name === 'traces')).toMatchObject({
        type: 'datasource',
        query: 'jaeger',
      });
    });

    it('links the gRPC and HTTP panels to their traces in Jaeger and lists recent traces', () => {
      const panels = (
        JSON.parse(dashboard) as {
          panels: {
            title: string;
            type: string;
            fieldConfig?: { defaults?: { links?: { url: string }[] } };
            targets?: { datasource: { type: string } }[];
          }[];
        }
      ).panels;
      const linksOf = (title: RegExp) =>
        panels.filter((p) => title.test(p.title)).flatMap((p) => p.fieldConfig?.defaults?.links ?? []);
      for (const title of [/gRPC server error/, /gRPC latency/, /HTTP latency/, /HTTP 5xx/]) {
        const links = linksOf(title);
        expect({ title: String(title), links: links.length }).toEqual({ title: String(title), links: 1 });
        expect(links[0]!.url).toMatch(/^\/explore\?left=.*"datasource":"\$\{traces\}".*"queryType":"search"/);
      }
      expect(linksOf(/gRPC latency/)[0]!.url).toContain('"service":"${__field.labels.job}"');
      const tracesPanel = panels.find((p) => p.targets?.some((t) => t.datasource.type === 'jaeger'));
      expect(tracesPanel?.type).toBe('table');
    });

    it('charts gRPC rate, errors and latency, BFF HTTP, consumer lag and outbox backlog', () => {
      const panels = (JSON.parse(dashboard) as { panels: { title: string; targets?: { expr: string }[] }[] })
        .panels;
      const exprOf = (title: RegExp) =>
        panels
          .filter((p) => title.test(p.title))
          .flatMap((p) => p.targets ?? [])
          .map((t) => t.expr)
          .join('\n');
      expect(exprOf(/gRPC request rate/)).toContain(`${METRIC.grpcServerDuration}_count`);
      expect(exprOf(/gRPC server error/)).toContain('INTERNAL');
      expect(exprOf(/gRPC latency/)).toContain(`${METRIC.grpcServerDuration}_bucket`);
      expect(exprOf(/HTTP/)).toContain(METRIC.httpRequestDuration);
      expect(exprOf(/consumer lag/)).toContain(METRIC.consumerLag);
      expect(exprOf(/Outbox backlog/)).toContain(METRIC.outboxBacklog);
      expect(exprOf(/Analysis duration/)).toContain('homeward_inspection_analysis_duration_seconds_bucket');
      expect(exprOf(/Analysis queue/)).toContain('homeward_inspection_analysis_jobs_waiting');
      expect(exprOf(/Analysis queue/)).toContain(`${METRIC.consumerLag}{topic="inspection.uploaded"}`);
      expect(exprOf(/AI engine tokens/)).toContain('homeward_openai_tokens_total');
    });
  });
});
