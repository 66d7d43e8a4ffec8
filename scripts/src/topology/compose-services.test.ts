import { parse } from 'yaml';
import { renderComposeServices } from './compose-services';
import { testContext } from './test-manifest';

// The hand-kept part of docker-compose.yml the rendered services refer to.
const ANCHORS = `x:
  a: &service-env { KAFKA_BROKERS: kafka:9092 }
  b: &node-env { NODE_ENV: production }
  c: &tracing-env { OTEL_EXPORTER_OTLP_ENDPOINT: http://otel-collector:4318 }
  d: &service-depends { postgres: { condition: service_healthy } }
  e: &readiness { interval: 5s }
  f: &supplier-key sample
services:
`;

type Service = {
  build: { args: Record<string, string> };
  image: string;
  environment: Record<string, unknown>;
  depends_on: Record<string, { condition: string }>;
  ports?: string[];
  healthcheck: { test: string[]; interval: string };
};

describe('the compose services rendered from the manifest', () => {
  const context = testContext();
  const text = renderComposeServices(context.manifest, context);
  const services = (parse(`${ANCHORS}${text}`, { merge: true }) as { services: Record<string, Service> })
    .services;

  it('gives a service its platform variables, database and callees’ addresses', () => {
    expect(services.till!.environment).toEqual({
      KAFKA_BROKERS: 'kafka:9092',
      SERVICE_NAME: 'till',
      GRPC_PORT: 50101,
      OPS_PORT: 9201,
      SHOP_GRPC_ADDR: 'shop:50100',
    });
    expect(services.shop!.environment).toMatchObject({
      DATABASE_URL: 'postgres://homeward:homeward@postgres:5432/shop',
      OBJECT_STORAGE_BUCKET: 'homeward-shelves',
    });
  });

  it('takes the chart’s env, then its compose block over it, an `*anchor` value as an alias', () => {
    expect(services.shop!.environment).toMatchObject({ SHELF_COUNT: '3', SUPPLIER_KEY: 'sample' });
    expect(text).toContain('# The sample key.');
  });

  it('starts a service after PostgreSQL, Kafka, identity’s JWKS and its callees, the BFF after its callees', () => {
    expect(Object.keys(services.till!.depends_on).sort()).toEqual(['identity', 'postgres', 'shop']);
    expect(Object.keys(services.shop!.depends_on).sort()).toEqual(['identity', 'mailpit', 'postgres']);
    expect(Object.keys(services.bff!.depends_on).sort()).toEqual(['shop', 'till']);
  });

  it('builds the BFF with the SPA, publishes its port and gives it no gRPC port', () => {
    expect(services.bff!.build.args).toEqual({ COMPONENT: 'bff', WITH_SPA: 'true' });
    expect(services.bff!.ports).toEqual(['8080:8080']);
    expect(services.bff!.environment).toMatchObject({ PORT: 8080, OPS_PORT: 9208, NODE_ENV: 'production' });
    expect(services.bff!.environment).not.toHaveProperty('GRPC_PORT');
  });

  it('checks each one’s readiness on its ops port', () => {
    expect(services.till!.healthcheck.test.join(' ')).toContain('http://127.0.0.1:9201/readyz');
    expect(services.till!.healthcheck.interval).toBe('5s');
    expect(services.till!.image).toBe('homeward/till:local');
  });
});
