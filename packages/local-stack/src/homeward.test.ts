import { componentOf } from '@homeward/topology';
import { backendEnv, BACKENDS, bffEnv, LOCAL_PORTS, type HomewardOptions } from './homeward';

const options: HomewardOptions = {
  backing: {
    databaseUrls: Object.fromEntries(BACKENDS.map((name) => [name, `postgres://db/${name}`])) as never,
    kafkaBrokers: ['127.0.0.1:9092'],
    smtp: { host: '127.0.0.1', port: 1025 },
    objectStorage: {
      endpoint: 'http://127.0.0.1:4568',
      accessKey: 'S3RVER',
      secretKey: 'S3RVER',
      region: 'us-east-1',
    },
  },
  ports: LOCAL_PORTS,
  sessionSecret: 'a-local-session-secret-of-some-length',
  logDir: '/tmp',
};

describe("the local stack's environment, from components.yaml", () => {
  it('gives each process the addresses of exactly the services it calls', () => {
    const documents = backendEnv('documents', options);
    expect(documents.PROPERTY_GRPC_ADDR).toBe(`127.0.0.1:${LOCAL_PORTS.grpc.property}`);
    expect(documents.IDENTITY_GRPC_ADDR).toBe(`127.0.0.1:${LOCAL_PORTS.grpc.identity}`);
    expect(
      Object.keys(backendEnv('notifications', options)).filter((key) => key.endsWith('_GRPC_ADDR')),
    ).toEqual([]);
    const bff = bffEnv(options);
    for (const name of BACKENDS) {
      const key = `${name.toUpperCase().replace(/-/g, '_')}_GRPC_ADDR`;
      expect(bff[key]).toBe(`127.0.0.1:${LOCAL_PORTS.grpc[name]}`);
    }
  });

  it('gives each component with a bucket its own, and a test stack’s own when it names one', () => {
    for (const name of BACKENDS)
      expect(backendEnv(name, options).OBJECT_STORAGE_BUCKET).toBe(componentOf(name).bucket);
    expect(backendEnv('property', options).OBJECT_STORAGE_BUCKET).toBeUndefined();
    const ownBucket = {
      ...options,
      backing: {
        ...options.backing,
        objectStorage: { ...options.backing.objectStorage, buckets: { documents: 'mine' } },
      },
    };
    expect(backendEnv('documents', ownBucket).OBJECT_STORAGE_BUCKET).toBe('mine');
  });

  it('sets the local stand-ins of the integrations only where the component has them', () => {
    expect(backendEnv('notifications', options)).toMatchObject({ SMTP_HOST: '127.0.0.1', SMTP_PORT: '1025' });
    expect(backendEnv('identity', options).SMTP_HOST).toBeUndefined();
    expect(backendEnv('identity', options).CLIENT_ADDRESS_KEY).toBe(bffEnv(options).CLIENT_ADDRESS_KEY);
    expect(backendEnv('tour', options).CLIENT_ADDRESS_KEY).toBeUndefined();
    expect(backendEnv('payment', options).PAYMENT_GATEWAY).toMatch(/^(offline|stripe)$/);
    expect(backendEnv('notifications', options).APP_BASE_URL).toBe(`http://localhost:${LOCAL_PORTS.bff}`);
  });

  it('listens on the ports components.yaml gives', () => {
    expect(LOCAL_PORTS.bff).toBe(componentOf('bff').ports.http);
    for (const name of BACKENDS) {
      expect(LOCAL_PORTS.grpc[name]).toBe(componentOf(name).ports.grpc);
      expect(LOCAL_PORTS.ops[name]).toBe(componentOf(name).ports.ops);
    }
  });
});
