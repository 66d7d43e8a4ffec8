import { ConfigError, loadConfig, serviceConfigShape } from '../config';
import { grpcTlsConfigShape, grpcTlsProblems, grpcTransport } from './transport';

const service = {
  SERVICE_NAME: 'property',
  GRPC_PORT: '50052',
  OPS_PORT: '9102',
  DATABASE_URL: 'postgres://localhost/property',
  KAFKA_BROKERS: 'localhost:9092',
  IDENTITY_JWKS_URL: 'http://localhost:9101/.well-known/jwks.json',
};
const files = {
  GRPC_TLS_CERT_FILE: '/etc/homeward/grpc-tls/tls.crt',
  GRPC_TLS_KEY_FILE: '/etc/homeward/grpc-tls/tls.key',
  GRPC_TLS_CA_FILE: '/etc/homeward/grpc-tls/ca.crt',
};

function problemsOf(env: Record<string, string>): string[] {
  try {
    loadConfig(serviceConfigShape, env);
  } catch (error) {
    if (error instanceof ConfigError) return error.problems;
    throw error;
  }
  return [];
}

describe('gRPC TLS configuration', () => {
  it('is off unless asked (local runs), and "" means unset as everywhere', () => {
    const config = loadConfig(serviceConfigShape, { ...service, GRPC_TLS_CA_FILE: '' });
    expect(config.GRPC_TLS).toBe('off');
    expect(config.GRPC_TLS_CA_FILE).toBeUndefined();
    expect(grpcTransport(config).mode).toBe('off');
  });

  it('needs a service to have its certificate, key and the CA for tls and mtls, naming each missing file', () => {
    for (const mode of ['tls', 'mtls'])
      expect(problemsOf({ ...service, GRPC_TLS: mode })).toEqual([
        `GRPC_TLS_CA_FILE: required when GRPC_TLS is ${mode}`,
        `GRPC_TLS_CERT_FILE: required when GRPC_TLS is ${mode}`,
        `GRPC_TLS_KEY_FILE: required when GRPC_TLS is ${mode}`,
      ]);
    expect(problemsOf({ ...service, GRPC_TLS: 'mtls', ...files })).toEqual([]);
  });

  it('refuses an unknown mode', () => {
    expect(problemsOf({ ...service, GRPC_TLS: 'yes' })[0]).toMatch(/^GRPC_TLS:/);
  });

  it('lets a process that only calls (the BFF) use tls with the CA alone, but not mtls', () => {
    // loadConfig checks any shape with GRPC_TLS; one without GRPC_PORT serves nothing.
    const problems = (env: Record<string, string>) => {
      try {
        loadConfig(grpcTlsConfigShape, env);
        return [];
      } catch (error) {
        return (error as ConfigError).problems;
      }
    };
    expect(problems({ GRPC_TLS: 'tls', GRPC_TLS_CA_FILE: files.GRPC_TLS_CA_FILE })).toEqual([]);
    expect(problems({ GRPC_TLS: 'mtls', GRPC_TLS_CA_FILE: files.GRPC_TLS_CA_FILE })).toEqual([
      'GRPC_TLS_CERT_FILE: required when GRPC_TLS is mtls',
      'GRPC_TLS_KEY_FILE: required when GRPC_TLS is mtls',
    ]);
    expect(grpcTlsProblems({ GRPC_TLS: 'tls' }, { serves: false })).toEqual([
      'GRPC_TLS_CA_FILE: required when GRPC_TLS is tls',
    ]);
  });

  it('reads the PEM files it is given, once, and builds TLS credentials from them', () => {
    const read: string[] = [];
    const transport = grpcTransport({ GRPC_TLS: 'tls', ...files }, (path) => {
      read.push(path);
      return Buffer.from('not parsed until a handshake');
    });
    expect(transport.mode).toBe('tls');
    expect(read.sort()).toEqual(Object.values(files).sort());
    expect(transport.channelCredentials()._isSecure()).toBe(true);
  });
});
