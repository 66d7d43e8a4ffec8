import { COMPONENTS } from '@homeward/local-stack/src/bundles';
import { BACKENDS, type BackendName, type HomewardPorts } from '@homeward/local-stack/src/homeward';
import {
  buildArgs,
  containerEnv,
  healthzPort,
  IMAGE_STATIC_DIR,
  type ContainerSetup,
} from './container-config';

const byBackend = (base: number) =>
  Object.fromEntries(BACKENDS.map((name, index) => [name, base + index])) as Record<BackendName, number>;
const ports: HomewardPorts = { bff: 21000, grpc: byBackend(22000), ops: byBackend(23000) };
const setup: ContainerSetup = {
  ports,
  sessionSecret: 'a-test-session-secret-of-enough-length',
  backing: {
    databaseUrls: Object.fromEntries(BACKENDS.map((name) => [name, `postgres://db/${name}`])) as Record<
      BackendName,
      string
    >,
    kafkaBrokers: ['127.0.0.1:24000'],
    smtp: { host: '127.0.0.1', port: 24001 },
    objectStorage: {
      endpoint: 'http://127.0.0.1:24002',
      accessKey: 'S3RVER',
      secretKey: 'S3RVER',
      region: 'us-east-1',
    },
  },
};

describe('a component container', () => {
  it('answers /healthz on the ops port for a backend and on PORT for the BFF', () => {
    expect(healthzPort('identity', ports)).toBe(23000);
    expect(healthzPort('tour', ports)).toBe(23000 + BACKENDS.indexOf('tour'));
    expect(healthzPort('bff', ports)).toBe(21000);
    for (const name of BACKENDS)
      expect(containerEnv(name, setup).OPS_PORT).toBe(String(healthzPort(name, ports)));
    expect(containerEnv('bff', setup).PORT).toBe('21000');
  });

  it("gets the local stack's configuration for that component, on the host's addresses", () => {
    const property = containerEnv('property', setup);
    expect(property).toMatchObject({
      SERVICE_NAME: 'property',
      GRPC_PORT: '22001',
      DATABASE_URL: 'postgres://db/property',
      KAFKA_BROKERS: '127.0.0.1:24000',
      IDENTITY_JWKS_URL: 'http://127.0.0.1:23000/.well-known/jwks.json',
    });
    expect(containerEnv('notifications', setup)).toMatchObject({
      SMTP_HOST: '127.0.0.1',
      SMTP_PORT: '24001',
    });
    expect(containerEnv('inspection-analyzer', setup)).toMatchObject({
      OBJECT_STORAGE_ENDPOINT: 'http://127.0.0.1:24002',
      OBJECT_STORAGE_BUCKET: 'homeward-inspections',
      PROPERTY_GRPC_ADDR: '127.0.0.1:22001',
    });
    const bff = containerEnv('bff', setup);
    expect(bff).toMatchObject({ IDENTITY_GRPC_ADDR: '127.0.0.1:22000', SESSION_SECRET: setup.sessionSecret });
    // identity and the BFF share the key that signs the browser's address
    expect(bff.CLIENT_ADDRESS_KEY).toBe(containerEnv('identity', setup).CLIENT_ADDRESS_KEY);
  });

  it('runs as deployed: production, the SPA where the image keeps it, nothing from the host', () => {
    for (const component of COMPONENTS) {
      const env = containerEnv(component, setup);
      expect(env).toMatchObject({
        NODE_ENV: 'production',
        ALLOW_OFFLINE_PAYMENTS: 'true',
        ALLOW_SAMPLE_SECRETS: 'true',
      });
      expect(env).not.toHaveProperty('PATH');
      expect(env).not.toHaveProperty('HOME');
      expect(Object.values(env).every((value) => typeof value === 'string')).toBe(true);
    }
    expect(containerEnv('bff', setup).STATIC_DIR).toBe(IMAGE_STATIC_DIR);
  });

  it('is built with its own COMPONENT, on the chosen base, and only the BFF carries the SPA', () => {
    expect(buildArgs('payment', 'homeward/node-base:24.22.3')).toEqual({
      NODE_IMAGE: 'homeward/node-base:24.22.3',
      COMPONENT: 'payment',
    });
    expect(buildArgs('bff', 'node:24.22.3-bookworm-slim')).toEqual({
      NODE_IMAGE: 'node:24.22.3-bookworm-slim',
      COMPONENT: 'bff',
      WITH_SPA: 'true',
    });
  });
});
